#pragma once

#include "control/recordtable.h"

#include <QAbstractTableModel>
#include <QHash>

namespace jgr::ui {

// The records of one kind as a table: one column per column the kind uses
// (control::recordColumns), stamps shown in local time.
class RecordModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit RecordModel(control::RecordKind kind, QObject *parent = nullptr);

    void setRecords(QList<control::GenericRecord> records);
    // Site numbers are shown with the site's name beside them.
    void setSiteNames(QHash<int, QString> names) { m_siteNames = std::move(names); }
    const control::GenericRecord &record(int row) const { return m_records.at(row); }
    int rowOfId(int id) const;
    control::RecordKind kind() const { return m_kind; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // A column's label in the user's language; a time's says its zone ("Created (CET)").
    static QString columnLabel(const control::RecordColumn &c);
    // A column of local times: its label with the zone.
    static QString timeColumnLabel(const QString &label);
    // A stamp (UTC text) as the user's local time, and back.
    static QString stampToLocal(const QString &utc);
    static QString stampFromLocal(const QString &local, bool *ok);

private:
    control::RecordKind m_kind;
    QList<control::GenericRecord> m_records;
    QHash<int, QString> m_siteNames;
};

} // namespace jgr::ui
