#include "datapage.h"

#include "messagebox.h"
#include "sitecontext.h"

#include "control/controlrepository.h"
#include "control/siteadmin.h"
#include "engine/tools/rowhandover.h"
#include "engine/tools/tablebrowser.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace jgr::ui {

namespace {
constexpr int kPageRows = 1000;
}

DataPage::DataPage(SiteContext *site, QWidget *parent)
    : QWidget(parent), m_site(site), m_table(new QComboBox(this)), m_owner(new QSpinBox(this)),
      m_view(new QTableView(this)), m_rows(new QStandardItemModel(this)), m_newOwner(new QSpinBox(this)),
      m_message(new QLabel(this)), m_previous(new QPushButton(tr("&Previous page"), this)),
      m_next(new QPushButton(tr("&Next page"), this))
{
    m_owner->setRange(0, std::numeric_limits<int>::max());
    m_owner->setSpecialValueText(tr("all owners"));
    m_newOwner->setRange(1, std::numeric_limits<int>::max());
    m_view->setModel(m_rows);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_message->setWordWrap(true);

    auto *filters = new QHBoxLayout;
    auto *tableLabel = new QLabel(tr("&Table:"), this);
    tableLabel->setBuddy(m_table);
    filters->addWidget(tableLabel);
    filters->addWidget(m_table, 1);
    auto *ownerLabel = new QLabel(tr("&Owner:"), this);
    ownerLabel->setBuddy(m_owner);
    filters->addWidget(ownerLabel);
    filters->addWidget(m_owner);
    auto *suspend = new QPushButton(tr("&Suspend table"), this);
    auto *resume = new QPushButton(tr("Res&ume table"), this);
    filters->addWidget(suspend);
    filters->addWidget(resume);

    auto *handOver = new QHBoxLayout;
    auto *handLabel = new QLabel(tr("Hand the selected rows to site:"), this);
    handLabel->setBuddy(m_newOwner);
    auto *handButton = new QPushButton(tr("&Hand over"), this);
    handOver->addWidget(handLabel);
    handOver->addWidget(m_newOwner);
    handOver->addWidget(handButton);
    handOver->addStretch();
    handOver->addWidget(m_previous);
    handOver->addWidget(m_next);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    layout->addLayout(handOver);
    layout->addWidget(m_message);

    // Another table or owner starts at its first page.
    connect(m_table, &QComboBox::currentIndexChanged, this, [this] {
        m_offset = 0;
        showRows();
    });
    connect(m_owner, &QSpinBox::valueChanged, this, [this] {
        m_offset = 0;
        showRows();
    });
    connect(m_previous, &QPushButton::clicked, this, &DataPage::previousPage);
    connect(m_next, &QPushButton::clicked, this, &DataPage::nextPage);
    connect(handButton, &QPushButton::clicked, this, [this] { handOverSelected(m_newOwner->value()); });
    connect(suspend, &QPushButton::clicked, this, [this] { setProcess(false); });
    connect(resume, &QPushButton::clicked, this, [this] { setProcess(true); });
    connect(site, &SiteContext::changed, this, &DataPage::reloadTables);
}

void DataPage::reloadTables()
{
    const QString current = m_table->currentText();
    QSignalBlocker block(m_table);
    m_table->clear();
    db::Database *db = m_site->database();
    if (!db) {
        showMessage(m_site->lastError(), true);
        return;
    }
    auto tables = control::ControlRepository(*db).tables();
    if (!tables) {
        showMessage(tables.error().message, true);
        return;
    }
    for (const control::TableRecord &t : tables.value())
        m_table->addItem(t.process == QLatin1String("Y") ? t.tableName : tr("%1 (suspended)").arg(t.tableName),
                         t.tableName);
    const int index = m_table->findData(current);
    m_table->setCurrentIndex(index >= 0 ? index : 0);
    block.unblock();
    showRows();
}

bool DataPage::selectTable(const QString &table)
{
    const int index = m_table->findData(table);
    if (index < 0)
        return false;
    m_table->setCurrentIndex(index);
    m_offset = 0;
    showRows();
    return true;
}

void DataPage::showRows()
{
    m_rows->clear();
    db::Database *db = m_site->database();
    const QString table = m_table->currentData().toString();
    if (!db || table.isEmpty())
        return;
    const std::optional<int> owner = m_owner->value() > 0 ? std::optional<int>(m_owner->value()) : std::nullopt;
    auto page = engine::browseTable(*db, table, owner, m_offset, kPageRows);
    if (!page) {
        showMessage(page.error().message, true);
        return;
    }
    m_more = page.value().more;
    m_previous->setEnabled(m_offset > 0);
    m_next->setEnabled(m_more);
    m_rows->setHorizontalHeaderLabels(page.value().columns);
    // The replication's own columns in words; their names in the tooltip.
    const QHash<QString, QString> words{{QStringLiteral("jg_owner"), tr("Owner site")},
                                        {QStringLiteral("jg_unique_id"), tr("Replication id")}};
    for (int c = 0; c < page.value().columns.size(); ++c) {
        const QString name = page.value().columns.at(c);
        if (words.contains(name))
            m_rows->horizontalHeaderItem(c)->setText(words.value(name));
        m_rows->horizontalHeaderItem(c)->setToolTip(name);
    }
    for (const QVariantList &values : page.value().rows) {
        QList<QStandardItem *> items;
        for (const QVariant &v : values) {
            auto *item = new QStandardItem;
            item->setData(v, Qt::DisplayRole);
            items << item;
        }
        m_rows->appendRow(items);
    }
    m_view->resizeColumnsToContents();
    const QLocale locale;
    showMessage(page.value().rows.isEmpty()
                    ? tr("No rows in %1.").arg(table)
                    : tr("Rows %1 to %2 of %3 in %4.")
                          .arg(locale.toString(m_offset + 1), locale.toString(m_offset + page.value().rows.size()),
                               locale.toString(page.value().total), table),
                false);
}

void DataPage::nextPage()
{
    if (!m_more)
        return;
    m_offset += kPageRows;
    showRows();
}

void DataPage::previousPage()
{
    m_offset = std::max(0, m_offset - kPageRows);
    showRows();
}

bool DataPage::selectRowByUniqueId(qint64 uniqueId)
{
    for (int row = 0; row < m_rows->rowCount(); ++row) {
        if (m_rows->item(row, 1)->data(Qt::DisplayRole).toLongLong() == uniqueId) {
            m_view->selectRow(row);
            return true;
        }
    }
    return false;
}

bool DataPage::handOverSelected(int newOwner)
{
    db::Database *db = m_site->database();
    const QString table = m_table->currentData().toString();
    const QModelIndexList selected = m_view->selectionModel()->selectedRows(1);
    if (!db || selected.isEmpty()) {
        showMessage(tr("Select the rows to hand over first."), true);
        return false;
    }
    if (!MessageBox::confirm(this, tr("Hand over rows"),
                             tr("Hand %n row(s) of %1 to site %2? From then on only site %2 (or the primary) can "
                                "change them; this site's later edits of them are put back.",
                                nullptr, int(selected.size()))
                                 .arg(table)
                                 .arg(newOwner)))
        return false;
    // The primary says whether the new owner exists (null: not reachable).
    db::Database *primary = m_site->hasPrimary() ? m_site->database(SiteContext::Scope::Primary) : nullptr;
    int done = 0;
    for (const QModelIndex &index : selected) {
        const qint64 uniqueId = index.data().toLongLong();
        if (Status s = engine::handOverRow(*db, table, uniqueId, newOwner, primary); !s) {
            showRows();
            showMessage(s.error().message, true);
            return false;
        }
        ++done;
    }
    showRows();
    showMessage(
        tr("%n row(s) now belong to site %1; the change travels with the next session.", nullptr, done).arg(newOwner),
        false);
    return true;
}

bool DataPage::setProcess(bool process)
{
    db::Database *db = m_site->database();
    const QString table = m_table->currentData().toString();
    if (!db || table.isEmpty())
        return false;
    // On a primary a suspended table stops for every site: said before it happens.
    if (!process && !MessageBox::confirm(this, tr("Suspend table"),
                                         m_site->hasPrimary()
                                             ? tr("Suspend %1 at this site (%2)? Its sessions leave it alone until "
                                                  "it is resumed.")
                                                   .arg(table, db->description())
                                             : tr("Suspend %1 on this primary (%2)? No site replicates it until it "
                                                  "is resumed here.")
                                                   .arg(table, db->description())))
        return false;
    if (Status s = control::SiteAdmin(*db).setTableProcess(table, process); !s) {
        showMessage(s.error().message, true);
        return false;
    }
    reloadTables();
    showMessage(process ? tr("%1 replicates again.").arg(table) : tr("%1 is suspended.").arg(table), false);
    return true;
}

QString DataPage::message() const
{
    return m_message->text();
}

void DataPage::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #c62828") : QString());
}

} // namespace jgr::ui
