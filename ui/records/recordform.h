#pragma once

#include "control/recordtable.h"

#include <QHash>
#include <QWidget>

class QFormLayout;
class QLabel;

namespace jgr::ui {

// Edits one record with the right widget per column: flags as combo boxes
// that spell out what each value means, numbers and site numbers as spin
// boxes, stamps in local time (stored in UTC), long text in a text box.
// validate() puts each refusal next to its field; nothing invalid leaves
// the form.
class RecordForm : public QWidget
{
    Q_OBJECT

public:
    explicit RecordForm(control::RecordKind kind, QWidget *parent = nullptr);

    void setRecord(const control::GenericRecord &record);
    void clearRecord();
    // The record as edited, and the columns that differ from what was loaded.
    control::GenericRecord edited() const;
    QStringList changedColumns() const;
    // Checks every changed column; shows the messages; true when all pass.
    bool validate();
    QString errorText(const QString &column) const;
    // A refusal found elsewhere (another record has this number), under its field.
    void setError(const QString &column, const QString &text);
    QWidget *editor(const QString &column) const { return m_editors.value(column); }

signals:
    void valueChanged(); // the user changed a value

private:
    QWidget *makeEditor(const control::RecordColumn &column);
    QVariant editorValue(const control::RecordColumn &column) const;
    // Whether the loaded record's column may be edited here: not what
    // replication writes, nor an existing site's number (its rows' owner).
    bool writable(const control::RecordColumn &column) const;
    void setEditorValue(const control::RecordColumn &column, const QVariant &value);

    control::RecordKind m_kind;
    control::GenericRecord m_loaded;
    QHash<QString, QWidget *> m_editors;
    QHash<QString, QLabel *> m_errors;
    bool m_loading = false;
};

} // namespace jgr::ui
