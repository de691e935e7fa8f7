#pragma once

#include "columntypes.h"

#include "common/result.h"

namespace jgr::db {

class Database;

// The control tables of docs/SCHEMA.md: jgreplicate, jg_data_dict, jg_killed_rows,
// and jg_conflicts (docs/SCHEMA.md).
namespace controlschema {

const QList<ColumnDef> &jgreplicateColumns();
const QList<ColumnDef> &dataDictColumns();
const QList<ColumnDef> &killedRowsColumns();
const QList<ColumnDef> &conflictColumns(); // jg_conflicts (docs/SCHEMA.md)

// Creates the three tables with their indexes and stamp triggers; a table
// that already exists is left as it is.
Status create(Database &db);
Result<bool> exists(Database &db);

} // namespace controlschema
} // namespace jgr::db
