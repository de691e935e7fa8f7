#pragma once

#include "tableroles.h"

#include "common/result.h"

namespace jgr::db {
class Database;
}

namespace jgr::control {

// prepare-table: makes an existing table replicable. Adds the replication
// columns that are missing (existing rows keep their data and get a first
// stamp), the indexes on jg_unique_id and lastchangeddate, the stamp trigger,
// the kill trigger for hard-delete tables, and records the roles in
// jg_data_dict. Running it again is harmless.
class TablePreparer
{
public:
    explicit TablePreparer(db::Database &db) : m_db(db) {}

    // roles.rowId empty: the table's single integer primary key.
    Status prepare(TableRoles roles);

private:
    db::Database &m_db;
};

} // namespace jgr::control
