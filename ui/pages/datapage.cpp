#include "datapage.h"

#include "messagebox.h"
#include "messagelabel.h"
#include "questions.h"
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
#include <QLineEdit>
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
      m_search(new QLineEdit(this)), m_view(new QTableView(this)), m_rows(new QStandardItemModel(this)),
      m_newOwner(new QSpinBox(this)), m_message(newMessageLabel(this)),
      m_previous(new QPushButton(tr("&Previous page"), this)), m_next(new QPushButton(tr("&Next page"), this))
{
    m_owner->setRange(0, std::numeric_limits<int>::max());
    m_owner->setSpecialValueText(tr("all owners"));
    m_newOwner->setRange(1, std::numeric_limits<int>::max());
    m_search->setPlaceholderText(tr("text or number, then Enter"));
    m_search->setClearButtonEnabled(true);
    m_view->setModel(m_rows);
    m_view->setAccessibleName(tr("Rows of the table"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();

    auto *filters = new QHBoxLayout;
    auto *tableLabel = new QLabel(tr("&Table:"), this);
    tableLabel->setBuddy(m_table);
    filters->addWidget(tableLabel);
    filters->addWidget(m_table, 1);
    auto *ownerLabel = new QLabel(tr("&Owner:"), this);
    ownerLabel->setBuddy(m_owner);
    filters->addWidget(ownerLabel);
    filters->addWidget(m_owner);
    auto *searchLabel = new QLabel(tr("S&earch:"), this);
    searchLabel->setBuddy(m_search);
    filters->addWidget(searchLabel);
    filters->addWidget(m_search, 1);
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
    connect(m_search, &QLineEdit::returnPressed, this, [this] { search(m_search->text()); });
    // Clearing the field shows every row again without an Enter.
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (text.isEmpty())
            search(QString());
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
    engine::BrowseFilter filter;
    if (m_owner->value() > 0)
        filter.owner = m_owner->value();
    filter.search = m_search->text().trimmed();
    auto page = engine::browseTable(*db, table, filter, m_offset, kPageRows);
    if (!page) {
        showMessage(page.error().message, true);
        return;
    }
    const engine::TablePage &p = page.value();
    m_more = p.more;
    m_uniqueIdColumn = p.uniqueIdColumn;
    m_previous->setEnabled(m_offset > 0);
    m_next->setEnabled(m_more);
    m_rows->setHorizontalHeaderLabels(p.columns);
    // The replication's own columns in words; their names in the tooltip.
    m_rows->horizontalHeaderItem(p.ownerColumn)->setText(tr("Owner site"));
    m_rows->horizontalHeaderItem(p.uniqueIdColumn)->setText(tr("Replication id"));
    for (int c = 0; c < p.columns.size(); ++c)
        m_rows->horizontalHeaderItem(c)->setToolTip(c == p.keyColumn ? tr("%1: the table's key").arg(p.columns.at(c))
                                                                     : p.columns.at(c));
    const QHash<int, QString> names = m_site->siteNames();
    for (const QVariantList &values : p.rows) {
        QList<QStandardItem *> items;
        for (int c = 0; c < values.size(); ++c) {
            auto *item = new QStandardItem;
            if (c == p.ownerColumn)
                item->setData(SiteContext::siteLabel(names, values.at(c).toInt()), Qt::DisplayRole);
            else
                item->setData(values.at(c), Qt::DisplayRole);
            items << item;
        }
        m_rows->appendRow(items);
    }
    m_view->resizeColumnsToContents();
    const QLocale locale;
    QString text;
    if (p.rows.isEmpty())
        text = filter.search.isEmpty() ? tr("No rows in %1.").arg(table)
                                       : tr("No row of %1 holds \"%2\".").arg(table, filter.search);
    else
        text = tr("Rows %1 to %2 of %3 in %4.")
                   .arg(locale.toString(m_offset + 1), locale.toString(m_offset + p.rows.size()),
                        locale.toString(p.total), table);
    showMessage(text, false);
}

void DataPage::search(const QString &text)
{
    if (m_search->text() != text)
        m_search->setText(text);
    m_offset = 0;
    showRows();
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
        if (m_rows->item(row, m_uniqueIdColumn)->data(Qt::DisplayRole).toLongLong() == uniqueId) {
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
    const QModelIndexList selected = m_view->selectionModel()->selectedRows(m_uniqueIdColumn);
    if (!db || selected.isEmpty()) {
        showMessage(tr("Select the rows to hand over first."), true);
        return false;
    }
    // The primary says whether the new owner exists (null: not reachable),
    // before the user is asked to confirm a hand-over that cannot be done.
    db::Database *primary = m_site->hasPrimary() ? m_site->database(SiteContext::Scope::Primary) : nullptr;
    if (Status s = engine::checkNewOwner(*db, newOwner, primary); !s) {
        showMessage(s.error().message, true);
        return false;
    }
    if (!MessageBox::confirm(this, tr("Hand over rows"),
                             tr("Hand %n row(s) of %1 to site %2? From then on only site %2 (or the primary) can "
                                "change them; this site's later edits of them are put back.",
                                nullptr, int(selected.size()))
                                 .arg(table)
                                 .arg(SiteContext::siteLabel(m_site->siteNames(), newOwner))))
        return false;
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
    if (!process && !Questions::suspendTable(this, table, db->description(), !m_site->hasPrimary()))
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
