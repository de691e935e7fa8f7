#pragma once

#include "row.h"

#include "common/result.h"

#include <QHash>
#include <QSet>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// Rows that wait for a referenced row, by table: their unique ids.
using PendingReferences = QHash<QString, QSet<qint64>>;

// A replicated column that holds a row id of another replicated table.
struct ReferenceColumn
{
    int index = 0;        // in the mapping's column order
    QString table;        // the referenced table on this side
    QString rowIdColumn;  // its row id column on this side
    bool nullable = true; // the column may be empty on this side
};

// Row ids differ from site to site, so a reference travels as the referenced
// row's jg_unique_id (docs/PROTOCOL.md, References). One translator per table and
// side: it turns this side's row ids into unique ids after reading a batch,
// and unique ids back into this side's row ids before writing, with one query
// per referenced table and batch. A reference it cannot resolve is never
// written as a wrong id: the caller lets the row wait.
class ReferenceTranslator
{
public:
    ReferenceTranslator(db::Database &db, QList<ReferenceColumn> columns) : m_db(db), m_columns(std::move(columns)) {}

    bool active() const { return !m_columns.isEmpty(); }

    // Row ids -> unique ids in place. A row whose referenced row is missing
    // or not stamped yet gets `unresolved` set.
    Status toUniqueIds(RowList &rows);
    // Unique ids -> row ids: look the batch's ids up first (one query per
    // referenced table), then convert row by row.
    Status prepare(const QList<QVariantList> &valueLists);
    Status prepare(const RowList &rows);
    // Converts one value list; returns false (and names the column) when a
    // referenced row does not exist here (yet).
    bool toRowIds(QVariantList &values, QString *unresolved) const;
    // The same, where a row may be written with a reference pending
    // (SessionContext::pendingReferences): an unresolvable reference to a row
    // in `pending` (one that itself waits: a cycle), in a column that may be
    // empty, is left empty (Pending); any other keeps the row waiting
    // (Unresolved).
    enum class Resolution
    {
        Resolved,
        Pending,
        Unresolved,
    };
    Resolution toRowIds(QVariantList &values, QString *unresolved, const PendingReferences *pending) const;
    // A row this batch inserted: references to it resolve from now on.
    void noteInserted(const QString &table, qint64 uniqueId, qint64 rowId);

private:
    db::Database &m_db;
    QList<ReferenceColumn> m_columns;
    QHash<QString, QHash<qint64, qint64>> m_rowIdByUniqueId; // per referenced table
};

} // namespace jgr::engine
