#pragma once

#include "tableroles.h"

#include "common/result.h"

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

private:
    // `failure` named for what a user can mend, when it is rows of `table`
    // sharing one jg_unique_id.
    Error explainSharedUniqueIds(const Error &failure, const QString &table, const QString &rowId);
    // Refuses a row id column with values outside the id space (idspace.h).
    Status checkRowIdRange(const TableRoles &roles);

    db::Database &m_db;
};

} // namespace jgr::control
