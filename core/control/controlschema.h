#pragma once

#include "common/result.h"
#include "db/columntypes.h"

namespace jgr::db {
class Database;
}

namespace jgr::control {

// The control tables of docs/SCHEMA.md: jgreplicate, jg_data_dict,
// jg_killed_rows and jg_conflicts. jgreplicate's columns come from the record
// catalog (recordcatalog.h), its one description.
namespace controlschema {

QList<db::ColumnDef> jgreplicateColumns();
const QList<db::ColumnDef> &dataDictColumns();
const QList<db::ColumnDef> &killedRowsColumns();
const QList<db::ColumnDef> &conflictColumns();

// Creates the tables with their indexes and stamp triggers; a table that
// already exists is left as it is.
Status create(db::Database &db);
// Adds the jgreplicate columns that a database made by an earlier version
// lacks (one statement when none is missing). A site's session runs it on
// its primary before it reads a record there: the master primary runs no
// sessions of its own.
Status upgrade(db::Database &db);
Result<bool> exists(db::Database &db);

} // namespace controlschema
} // namespace jgr::control
