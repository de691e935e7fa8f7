#include "recordpage.h"

#include "catalogtext.h"
#include "recordform.h"
#include "recordmodel.h"

#include "messagebox.h"
#include "messagelabel.h"
#include "questions.h"
#include "sitecontext.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace jgr::ui {

namespace {
// A page shows the newest records: enough to work with, few enough that
// reading them never holds the window up (E and L records pile up).
constexpr int kShownRecords = 1000;
} // namespace

RecordPage::RecordPage(control::RecordKind kind, SiteContext *site, QWidget *parent)
    : QWidget(parent), m_kind(kind), m_site(site), m_model(new RecordModel(kind, this)),
      m_proxy(new QSortFilterProxyModel(this)), m_view(new QTableView(this)), m_filter(new QLineEdit(this)),
      m_form(new RecordForm(kind, this)), m_message(newMessageLabel(this)), m_save(new QPushButton(tr("&Save"), this)),
      m_revert(new QPushButton(tr("Re&vert"), this)), m_delete(new QPushButton(tr("&Delete"), this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortRole(Qt::EditRole);
    m_view->setModel(m_proxy);
    m_view->setAccessibleName(tr("Records"));
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // Column widths from the first rows: measuring a thousand rows' text
    // took longer than reading them.
    m_view->horizontalHeader()->setResizeContentsPrecision(50);
    m_view->verticalHeader()->hide();
    m_filter->setPlaceholderText(tr("Filter (any column)"));
    m_filter->setAccessibleName(tr("Filter"));
    m_filter->setClearButtonEnabled(true);

    auto *add = new QPushButton(tr("&Add"), this);
    m_buttons = new QHBoxLayout;
    QHBoxLayout *buttons = m_buttons;
    buttons->addWidget(add);
    buttons->addWidget(m_delete);
    // Records replication writes are read here, not written.
    add->setVisible(control::writtenByPeople(kind));
    m_save->setVisible(control::writtenByPeople(kind));
    m_revert->setVisible(control::writtenByPeople(kind));
    buttons->addStretch();
    buttons->addWidget(m_revert);
    buttons->addWidget(m_save);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_form);
    scroll->setWidgetResizable(true);
    auto *formSide = new QWidget(this);
    auto *formLayout = new QVBoxLayout(formSide);
    formLayout->setContentsMargins(0, 0, 0, 0);
    formLayout->addWidget(scroll, 1);
    formLayout->addWidget(m_message);
    formLayout->addLayout(buttons);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    auto *listSide = new QWidget(this);
    auto *listLayout = new QVBoxLayout(listSide);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->addWidget(m_filter);
    listLayout->addWidget(m_view, 1);
    splitter->addWidget(listSide);
    splitter->addWidget(formSide);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text);
        showCount();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RecordPage::showSelected);
    connect(add, &QPushButton::clicked, this, &RecordPage::addNew);
    connect(m_delete, &QPushButton::clicked, this, &RecordPage::deleteSelected);
    connect(m_save, &QPushButton::clicked, this, &RecordPage::save);
    connect(m_revert, &QPushButton::clicked, this, &RecordPage::revert);
    connect(site, &SiteContext::changed, this, &RecordPage::reload);
    setEditing(false);
}

QPushButton *RecordPage::addButton(const QString &text)
{
    auto *button = new QPushButton(text, this);
    m_buttons->insertWidget(2, button); // after Add and Delete
    return button;
}

QVariant RecordPage::editedValue(const QString &column) const
{
    return m_form->edited().values.value(column);
}

void RecordPage::setEditing(bool editing)
{
    const bool writable = editing && control::writtenByPeople(m_kind);
    m_form->setEnabled(writable);
    m_save->setEnabled(writable);
    m_revert->setEnabled(writable);
    m_delete->setEnabled(editing && m_form->edited().id != 0);
}

void RecordPage::showCount()
{
    if (m_filter->text().isEmpty() || m_countText.isEmpty())
        showMessage(m_countText, false);
    else
        showMessage(tr("%1 Shown: %2 that match the filter.").arg(m_countText).arg(m_proxy->rowCount()), false);
}

void RecordPage::reload()
{
    db::Database *db = m_site->database();
    if (!db) {
        m_model->setRecords({});
        showMessage(m_site->lastError(), true);
        return;
    }
    control::RecordTable table(*db, m_kind);
    auto records = table.newest(kShownRecords);
    auto total = table.count();
    if (records && !total)
        records = total.error();
    if (!records) {
        m_model->setRecords({});
        showMessage(records.error().message, true);
        return;
    }
    const int selectedId = m_form->edited().id;
    m_model->setSiteNames(m_site->siteNames());
    m_model->setRecords(records.value());
    m_view->resizeColumnsToContents();
    if (!selectRecord(selectedId)) {
        m_form->clearRecord();
        setEditing(false);
    }
    if (total.value() > records.value().size())
        m_countText =
            tr("The newest %1 of %2 records in %3.")
                .arg(QLocale().toString(records.value().size()), QLocale().toString(total.value()), db->description());
    else if (records.value().isEmpty() && m_site->scope() == SiteContext::Scope::Local && m_site->hasPrimary())
        m_countText = tr("No %1 records in %2. A site keeps few records of its own; the sites' records are on the "
                         "primary: switch \"Records of\" to Primary.")
                          .arg(catalogText(control::recordKindName(m_kind)), db->description());
    else
        m_countText = tr("%n record(s) in %1.", nullptr, int(records.value().size())).arg(db->description());
    showCount();
}

bool RecordPage::selectRecord(int id)
{
    const int row = m_model->rowOfId(id);
    if (id == 0 || row < 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    m_view->setCurrentIndex(index);
    m_form->setRecord(m_model->record(row));
    setEditing(true);
    return true;
}

void RecordPage::showSelected()
{
    const QModelIndex index = m_proxy->mapToSource(m_view->currentIndex());
    if (index.isValid())
        m_form->setRecord(m_model->record(index.row()));
    setEditing(index.isValid());
}

void RecordPage::addNew()
{
    if (!control::writtenByPeople(m_kind))
        return;
    m_view->clearSelection();
    m_form->clearRecord();
    setEditing(true);
    showMessage(tr("A new record: fill in the form and save."), false);
}

bool RecordPage::save()
{
    if (!m_form->validate()) {
        showMessage(tr("Not saved: correct the fields marked in red."), true);
        return false;
    }
    db::Database *db = m_site->database();
    if (!db) {
        showMessage(m_site->lastError(), true);
        return false;
    }
    control::GenericRecord record = m_form->edited();
    const QStringList changed = m_form->changedColumns();
    control::RecordTable table(*db, m_kind);
    if (Status s = table.checkSiteNumber(record, changed); !s) {
        if (s.error().code != ExitCode::Usage) {
            showMessage(tr("Not saved: %1").arg(s.error().message), true);
            return false;
        }
        m_form->setError(QStringLiteral("site_number"), s.error().message);
        showMessage(tr("Not saved: correct the fields marked in red."), true);
        return false;
    }
    // A T record of a primary suspends its table for every site.
    const bool suspends = m_kind == control::RecordKind::Table && changed.contains(QStringLiteral("process")) &&
                          record.values.value(QStringLiteral("process")).toString() == QLatin1String("N");
    const bool onAPrimary = m_site->scope() == SiteContext::Scope::Primary || !m_site->hasPrimary();
    if (suspends && !Questions::suspendTable(this, record.values.value(QStringLiteral("table_name")).toString(),
                                             db->description(), onAPrimary)) {
        showMessage(tr("Not saved."), false);
        return false;
    }
    if (Status s = table.save(record, changed); !s) {
        showMessage(tr("Not saved: %1").arg(s.error().message), true);
        return false;
    }
    reload();
    selectRecord(record.id);
    showMessage(tr("Saved."), false);
    return true;
}

void RecordPage::revert()
{
    const bool adding = m_form->edited().id == 0;
    showSelected();
    if (!m_view->currentIndex().isValid()) {
        m_form->clearRecord();
        setEditing(adding); // a new record starts again from blank
    }
    showMessage(tr("Changes reverted."), false);
}

bool RecordPage::deleteSelected()
{
    const int id = m_form->edited().id;
    db::Database *db = m_site->database();
    if (id == 0 || !db)
        return false;
    if (!MessageBox::confirm(this, tr("Delete record"),
                             tr("Delete %1? This cannot be undone.").arg(recordInWords(m_form->edited()))))
        return false;
    if (Status s = control::RecordTable(*db, m_kind).remove(id); !s) {
        showMessage(s.error().message, true);
        return false;
    }
    m_form->clearRecord();
    setEditing(false);
    reload();
    showMessage(tr("Deleted."), false);
    return true;
}

QString RecordPage::recordInWords(const control::GenericRecord &record) const
{
    const auto value = [&](const char *column) { return record.values.value(QLatin1String(column)).toString(); };
    const QString created = RecordModel::stampToLocal(value("record_created_date"));
    switch (m_kind) {
    case control::RecordKind::Master:
        return tr("this database's own record (site %1, \"%2\")").arg(value("site_number"), value("site_name"));
    case control::RecordKind::Site:
        return tr("site \"%1\" (number %2)").arg(value("site_name"), value("site_number"));
    case control::RecordKind::Table:
        return tr("the record of table %1").arg(value("table_name"));
    case control::RecordKind::Update:
        return tr("the schema update of %1 (%2)").arg(value("table_name"), value("update_spec"));
    case control::RecordKind::Error:
        return tr("the error of %1").arg(created);
    case control::RecordKind::Log:
        return tr("the log of %1 of %2").arg(value("table_name"), created);
    case control::RecordKind::Test:
        break;
    }
    return tr("this record");
}

QString RecordPage::message() const
{
    return m_message->text();
}

void RecordPage::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #c62828") : QString());
}

} // namespace jgr::ui
