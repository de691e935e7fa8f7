#pragma once

// The two baselines every JGReplicate figure is measured against, taken in
// the same run on the same rows (the machine is shared and noisy):
//   raw   - the 10 user columns copied with the C APIs in one transaction
//           (sqlite3 prepared inserts, libpq single-row reads or COPY, MariaDB
//           streamed reads and multi-row inserts);
//   naive - a forward-only QSqlQuery into one prepared QtSql insert.
#include "db/connectionparams.h"

#include <QString>

namespace jgr::db {
class Database;
}

namespace bench {

extern const char *const kUserColumns; // the 10 user columns' definitions
QString keyColumn(const jgr::db::ConnectionParams &p); // an auto-numbered "id" key

// Copies `table` of `from` into a new plain table `into` of `to`; returns seconds.
double rawCopy(const jgr::db::ConnectionParams &from, const QString &table, const jgr::db::ConnectionParams &to,
               const QString &into);
double naiveCopy(jgr::db::Database &from, const QString &table, jgr::db::Database &to, const QString &into);

} // namespace bench
