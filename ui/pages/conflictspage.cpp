#include "conflictspage.h"

#include "catalogtext.h"
#include "messagebox.h"
#include "messagelabel.h"
#include "records/recordmodel.h"
#include "sitecontext.h"

#include "control/controlrepository.h"
#include "engine/tools/conflictinbox.h"
#include "engine/tools/tablebrowser.h"

#include <QComboBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace jgr::ui {

namespace {
// The rows of the conflicts by their tables' own keys ("customer_id 42"), as
// the Data page shows them; by replication id for a row this site does not hold.
struct RowKeys
{
    QHash<QString, QHash<qint64, QVariant>> byTable;
    QHash<QString, QString> keyName;

    QString text(const control::Conflict &c) const
    {
        const QVariant key = byTable.value(c.table).value(c.uniqueId);
        return key.isValid() ? QStringLiteral("%1 %2").arg(keyName.value(c.table), key.toString())
                             : ConflictsPage::tr("replication id %1").arg(c.uniqueId);
    }
};

RowKeys rowKeys(db::Database &db, const QList<control::Conflict> &conflicts)
{
    QHash<QString, QList<qint64>> ids;
    for (const control::Conflict &c : conflicts)
        ids[c.table] << c.uniqueId;
    RowKeys keys;
    for (auto it = ids.cbegin(); it != ids.cend(); ++it) {
        QString name;
        if (auto found = engine::ownKeys(db, it.key(), it.value(), &name); found) {
            keys.byTable.insert(it.key(), found.value());
            keys.keyName.insert(it.key(), name);
        }
    }
    return keys;
}
} // namespace

ConflictsPage::ConflictsPage(SiteContext *site, QWidget *parent)
    : QWidget(parent), m_site(site), m_table(new QComboBox(this)), m_refusedSite(new QSpinBox(this)),
      m_since(new QDateEdit(this)), m_view(new QTableView(this)), m_model(new QStandardItemModel(this)),
      m_message(newMessageLabel(this))
{
    m_refusedSite->setRange(0, std::numeric_limits<int>::max());
    m_refusedSite->setSpecialValueText(tr("any site"));
    m_since->setCalendarPopup(true);
    m_since->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_since->setDate(QDate(2000, 1, 1));
    m_view->setModel(m_model);
    m_view->setAccessibleName(tr("Conflicts"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();

    auto *filters = new QHBoxLayout;
    const auto labelled = [&](const QString &text, QWidget *w) {
        auto *label = new QLabel(text, this);
        label->setBuddy(w);
        filters->addWidget(label);
        filters->addWidget(w);
    };
    labelled(tr("&Table:"), m_table);
    labelled(tr("Refused at &site:"), m_refusedSite);
    labelled(tr("Written &since:"), m_since);
    filters->addStretch();
    auto *take = new QPushButton(tr("&Take their value"), this);
    take->setToolTip(tr("Write the refused value as the owner; it then replicates like any owner edit."));
    auto *dismiss = new QPushButton(tr("&Dismiss"), this);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(take);
    buttons->addWidget(dismiss);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_message);

    connect(m_table, &QComboBox::currentIndexChanged, this, &ConflictsPage::reload);
    connect(m_refusedSite, &QSpinBox::valueChanged, this, &ConflictsPage::reload);
    connect(m_since, &QDateEdit::dateChanged, this, &ConflictsPage::reload);
    connect(take, &QPushButton::clicked, this, &ConflictsPage::takeSelected);
    connect(dismiss, &QPushButton::clicked, this, &ConflictsPage::dismissSelected);
    connect(site, &SiteContext::changed, this, &ConflictsPage::reload);
}

void ConflictsPage::reload()
{
    m_model->clear();
    m_model->setHorizontalHeaderLabels({tr("Id"), tr("Table"), tr("Row"), tr("Column"), tr("What happened"),
                                        tr("Refused value"), tr("Value kept"), tr("Refused at site"), tr("Owner"),
                                        RecordModel::timeColumnLabel(tr("Written"))});
    m_shown.clear();
    db::Database *db = m_site->database();
    if (!db) {
        showMessage(m_site->lastError(), true);
        return;
    }
    const QHash<int, QString> names = m_site->siteNames();
    const auto siteText = [&names](int number) { return SiteContext::siteLabel(names, number); };
    engine::ConflictInbox::Filter filter;
    filter.table = m_table->currentData().toString();
    filter.site = m_refusedSite->value();
    auto conflicts = engine::ConflictInbox(*db).list(filter);
    if (!conflicts) {
        showMessage(conflicts.error().message, true);
        return;
    }
    // The table filter lists the tables that have conflicts.
    const QString chosen = m_table->currentData().toString();
    if (chosen.isEmpty()) {
        QSignalBlocker block(m_table);
        m_table->clear();
        m_table->addItem(tr("all tables"), QString());
        QStringList tables;
        for (const control::Conflict &c : conflicts.value())
            if (!tables.contains(c.table))
                tables << c.table;
        for (const QString &t : tables)
            m_table->addItem(t, t);
    }
    const QString since = m_since->date().toString(Qt::ISODate);
    for (const control::Conflict &c : conflicts.value())
        if (c.writtenAt.isEmpty() || c.writtenAt.left(10) >= since)
            m_shown << c;
    const RowKeys keys = rowKeys(*db, m_shown);
    for (const control::Conflict &c : std::as_const(m_shown)) {
        QList<QStandardItem *> row;
        for (const QVariant &v :
             QVariantList{c.id, c.table, keys.text(c), c.column, catalogText(control::Conflict::kindName(c.kind)),
                          c.refusedValue, c.keptValue, siteText(c.refusedSite), siteText(c.ownerSite),
                          RecordModel::stampToLocal(c.writtenAt)}) {
            auto *item = new QStandardItem;
            item->setData(v, Qt::DisplayRole);
            row << item;
        }
        m_model->appendRow(row);
    }
    m_view->resizeColumnsToContents();
    showMessage(tr("%n open conflict(s).", nullptr, int(m_shown.size())), false);
}

int ConflictsPage::rowCount() const
{
    return m_model->rowCount();
}

bool ConflictsPage::selectConflict(qint64 id)
{
    for (int row = 0; row < m_shown.size(); ++row) {
        if (m_shown.at(row).id == id) {
            m_view->selectRow(row);
            return true;
        }
    }
    return false;
}

qint64 ConflictsPage::selectedId() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : m_shown.value(rows.first().row()).id;
}

bool ConflictsPage::takeSelected()
{
    db::Database *db = m_site->database();
    const qint64 id = selectedId();
    if (!db || id == 0) {
        showMessage(tr("Select a conflict first."), true);
        return false;
    }
    const control::Conflict &c = m_shown.value(m_view->selectionModel()->selectedRows().first().row());
    if (!MessageBox::confirm(this, tr("Take their value"),
                             tr("Write \"%1\" over \"%2\" in %3 (column %4) as its owner? Every site gets it with "
                                "its next session.")
                                 .arg(c.refusedValue.left(200), c.keptValue.left(200), c.table, c.column)))
        return false;
    if (Status s = engine::ConflictInbox(*db).take(id); !s) {
        showMessage(s.error().message, true);
        return false;
    }
    reload();
    showMessage(tr("The refused value is written; it travels with the next session."), false);
    return true;
}

bool ConflictsPage::dismissSelected()
{
    db::Database *db = m_site->database();
    const qint64 id = selectedId();
    if (!db || id == 0) {
        showMessage(tr("Select a conflict first."), true);
        return false;
    }
    if (Status s = engine::ConflictInbox(*db).dismiss(id); !s) {
        showMessage(s.error().message, true);
        return false;
    }
    reload();
    showMessage(tr("Dismissed."), false);
    return true;
}

QString ConflictsPage::message() const
{
    return m_message->text();
}

void ConflictsPage::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #c62828") : QString());
}

} // namespace jgr::ui
