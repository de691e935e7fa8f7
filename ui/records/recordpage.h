#pragma once

#include "control/recordtable.h"

#include <QWidget>

class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace jgr::ui {

class RecordForm;
class RecordModel;
class SiteContext;

// One record kind: a sortable, filterable table of the records of the
// current scope (this site or the primary) and a form for the selected one,
// with Add, Delete (confirmed), Save and Revert.
class RecordPage : public QWidget
{
    Q_OBJECT

public:
    RecordPage(control::RecordKind kind, SiteContext *site, QWidget *parent = nullptr);

    void reload();
    bool selectRecord(int id);
    bool save();
    void addNew();
    bool deleteSelected();
    void revert();

    RecordForm *form() const { return m_form; }
    QTableView *view() const { return m_view; }
    RecordModel *model() const { return m_model; }
    QString message() const;
    // A button of the window's own beside Add and Delete (an operation on
    // the selected record, e.g. a table's subset).
    QPushButton *addButton(const QString &text);
    // The selected (or new) record's value of `column`.
    QVariant editedValue(const QString &column) const;

private:
    void showSelected();
    void showMessage(const QString &text, bool error);
    // The record as its confirmation names it: site "Branch 2" (number 2).
    QString recordInWords(const control::GenericRecord &record) const;
    // The form and its buttons work on a record only: one selected, or one
    // being added.
    void setEditing(bool editing);
    // How many records the page holds, and how many the filter shows.
    void showCount();

    control::RecordKind m_kind;
    SiteContext *m_site;
    RecordModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
    QLineEdit *m_filter;
    RecordForm *m_form;
    QLabel *m_message;
    QPushButton *m_save;
    QPushButton *m_revert;
    QPushButton *m_delete;
    QHBoxLayout *m_buttons;
    QString m_countText; // "14 records in ..." of the last reload
};

} // namespace jgr::ui
