#pragma once

#include "recordcatalog.h"

#include "common/result.h"

#include <QVariantMap>

namespace jgr::db {
class Database;
}

namespace jgr::control {

// One record of any kind, by column name: what the administration window
// lists and edits. Stamps are UTC text; lastChanged is read only.
struct GenericRecord
{
    int id = 0;
    QVariantMap values;
    QString lastChanged;
};

// The records of one kind, read and written by the columns of
// recordColumns(kind). A save writes only the columns the user changed, so
// that counters and marks a session writes meanwhile are never undone, and
// it refuses any value that RecordColumn::validate() refuses.
class RecordTable
{
public:
    RecordTable(db::Database &db, RecordKind kind) : m_db(db), m_kind(kind) {}

    // The newest `limit` records, newest first: a window shows them at once
    // however many there are (E and L records pile up by the thousand).
    Result<QList<GenericRecord>> newest(int limit);
    Result<qint64> count();
    Result<GenericRecord> byId(int id);
    // Inserts when record.id is 0 (then sets it), else updates.
    Status save(GenericRecord &record, const QStringList &changedColumns);
    Status remove(int id);
    // One S record per site number (two would take each other's rows), and
    // none with the primary's own number: save() checks it, and a form asks
    // first to show the refusal at the number's field.
    Status checkSiteNumber(const GenericRecord &record, const QStringList &changedColumns);

private:
    // What one record must agree with among the others: one M record per
    // database, and checkSiteNumber().
    Status checkAgainstOthers(const GenericRecord &record, const QStringList &changedColumns);
    Result<QList<GenericRecord>> select(const QString &condition, const QVariantList &binds,
                                        const QString &order = QStringLiteral("replicate_id"), int limit = 0);

    db::Database &m_db;
    RecordKind m_kind;
};

} // namespace jgr::control
