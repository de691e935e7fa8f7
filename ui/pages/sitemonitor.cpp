#include "sitemonitor.h"

#include "records/recordmodel.h"
#include "statecolour.h"

#include "common/durationtext.h"
#include "common/stamp.h"
#include "control/overdue.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <limits>

namespace jgr::ui {

namespace {

constexpr int kSortRole = Qt::UserRole + 1;
constexpr int kNumberRole = Qt::UserRole + 2;

QStandardItem *cell(const QString &text, const QVariant &sortKey, Qt::Alignment align = Qt::AlignLeft)
{
    auto *item = new QStandardItem(text);
    item->setData(sortKey, kSortRole);
    item->setTextAlignment(align | Qt::AlignVCenter);
    item->setEditable(false);
    return item;
}

// "2026-12-07 09:15 (45 minutes ago)", or "never".
QString lastSuccessText(const QString &utc, qint64 minutes)
{
    if (utc.isEmpty())
        return SiteMonitor::tr("never");
    return SiteMonitor::tr("%1 (%2 ago)").arg(RecordModel::stampToLocal(utc), durationText(minutes));
}

// How long the site's last session took, from its S record's dates; a start
// without an end is a session running now or one cut short.
std::pair<QString, qint64> durationOf(const control::SiteRecord &r)
{
    if (r.dateRepStarted.isEmpty())
        return {QString(), -1};
    const auto started = stamp::toMicros(r.dateRepStarted);
    const auto ended = stamp::toMicros(r.dateRepEnded);
    if (!started || !ended || *ended < *started)
        return {SiteMonitor::tr("running or cut short"), std::numeric_limits<qint64>::max()};
    const qint64 seconds = (*ended - *started) / 1000000;
    return {seconds < 60 ? SiteMonitor::tr("%n second(s)", nullptr, int(seconds)) : durationText(seconds / 60),
            seconds};
}

} // namespace

SiteMonitor::SiteMonitor(QWidget *parent)
    : QWidget(parent), m_filter(new QLineEdit(this)), m_model(new QStandardItemModel(0, ColumnCount, this)),
      m_proxy(new QSortFilterProxyModel(this)), m_view(new QTableView(this))
{
    m_model->setHorizontalHeaderLabels({tr("State"), tr("Site"), tr("Name"), tr("Kind"), tr("Last success"),
                                        tr("Failures in a row"), tr("Open errors"), tr("Held back"),
                                        tr("Last session")});
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(kSortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(StateColumn, Qt::DescendingOrder); // worst first
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setAccessibleName(tr("Sites of this primary"));
    m_filter->setPlaceholderText(tr("Filter sites by any text (a name, a number, a state)"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter sites"));
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) { openRow(index.row()); });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
}

void SiteMonitor::setSites(const QList<control::SiteStatus::Site> &sites, const QDateTime &nowUtc)
{
    const int selected = selectedSite();
    m_model->setRowCount(0);
    for (const control::SiteStatus::Site &site : sites) {
        const control::SiteRecord &r = site.record;
        const qint64 minutes = control::minutesSince(r.lastSuccess, nowUtc);
        const auto [duration, seconds] = durationOf(r);
        // Worst first: the state's rank, then the longer failing, the older.
        auto *state = cell(site.stateText, qint64(site.state) * 1000000 + std::min(r.repCountFailed, 999999));
        state->setForeground(stateColour(site.state));
        state->setText(QStringLiteral("● ") + site.stateText);
        state->setData(r.siteNumber, kNumberRole);
        const auto right = Qt::AlignRight;
        m_model->appendRow(
            {state, cell(QString::number(r.siteNumber), r.siteNumber, right), cell(r.siteName, r.siteName.toLower()),
             cell(r.databaseType, r.databaseType),
             cell(lastSuccessText(r.lastSuccess, minutes), minutes < 0 ? std::numeric_limits<qint64>::max() : minutes),
             cell(QLocale().toString(r.repCountFailed), r.repCountFailed, right),
             cell(QLocale().toString(site.openErrors), site.openErrors, right), cell(r.heldBack, r.heldBack.size()),
             cell(duration, seconds, right)});
    }
    for (int row = 0; selected != 0 && row < rowCount(); ++row)
        if (siteNumberAt(row) == selected)
            m_view->selectRow(row);
}

void SiteMonitor::setFilter(const QString &text)
{
    m_filter->setText(text);
}

int SiteMonitor::rowCount() const
{
    return m_proxy->rowCount();
}

int SiteMonitor::siteNumberAt(int row) const
{
    return m_proxy->index(row, StateColumn).data(kNumberRole).toInt();
}

QString SiteMonitor::textAt(int row, int column) const
{
    return m_proxy->index(row, column).data().toString();
}

void SiteMonitor::openRow(int row)
{
    if (row < 0 || row >= rowCount())
        return;
    m_view->selectRow(row);
    emit siteOpened(siteNumberAt(row));
}

int SiteMonitor::selectedSite() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows(StateColumn);
    return rows.isEmpty() ? 0 : rows.first().data(kNumberRole).toInt();
}

} // namespace jgr::ui
