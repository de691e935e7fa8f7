#pragma once

#include "tableroles.h"

#include "common/result.h"

#include <optional>
#include <utility>

namespace jgr::db {
class Database;
}

namespace jgr::control {

// prepare-table: makes an existing table replicable. Adds the replication
// columns that are missing (existing rows keep their data and get a first
// stamp), the indexes on jg_unique_id (unique where not 0) and
// lastchangeddate, the stamp trigger, the kill trigger for hard-delete
// tables, and records the roles in jg_data_dict. Running it again is harmless.
class TablePreparer
{
public:
    explicit TablePreparer(db::Database &db) : m_db(db) {}

    // roles.rowId empty: the table's single integer primary key.
    Status prepare(TableRoles roles);
    // Gives a table prepared by an earlier version (roles.triggerVersion
    // below kRowStampTriggerVersion) this version's stamp triggers, and
    // stamps anew every row an application wrote since replication last
    // wrote it: earlier triggers kept a stamp the application wrote, which
    // could lie below every window, so such a row may never have travelled.
    // A row replication wrote last holds jg_datewhensent equal to its stamp;
    // the others are read once more by the next sessions (a row equal on
    // both sides is not written). Returns how many rows were stamped.
    Result<int> renewStampTriggers(const TableRoles &roles);
    // Makes again what `gaps` says the table lacks (bookkeeping.h). Where a
    // stamp trigger was missing, changes made meanwhile kept old stamps, so
    // every row is stamped anew and compared once more by the next sessions
    // (a row equal on both sides is not written); returns how many. A table
    // that lost its replication ids while it holds rows cannot be mended:
    // its rows can no longer be matched with the other side's (an error
    // that says what to do).
    Result<int> repair(const TableRoles &roles, const struct BookkeepingGaps &gaps);

private:
    // prepare() inside its transaction, where there is one.
    Status prepareTable(TableRoles roles);
    // `failure` named for what a user can mend, when it is rows of `table`
    // sharing one jg_unique_id.
    Error explainSharedUniqueIds(const Error &failure, const QString &table, const QString &rowId);
    // Refuses a row id column with values outside the id space (idspace.h).
    Status checkRowIdRange(const TableRoles &roles);

    db::Database &m_db;
    // The table and row id whose unique index could not be made: rows may
    // share a jg_unique_id (explained once the transaction is undone).
    std::optional<std::pair<QString, QString>> m_sharedIdsSuspected;
};

} // namespace jgr::control
