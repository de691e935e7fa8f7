#pragma once

// The baselines every JGReplicate figure is measured against, taken in the
// same run on the same rows (the machine is shared and noisy):
//   raw      - the 10 user columns copied with the C APIs in one transaction
//              (sqlite3 prepared inserts, libpq single-row reads or COPY,
//              MariaDB streamed reads and multi-row inserts) into a plain table;
//   naive    - a forward-only QSqlQuery into one prepared QtSql insert;
//   prepared - the raw copy into a table prepared for replication, as the
//              engine writes it: the jg columns filled, the indexes on
//              jg_unique_id and lastchangeddate and the stamp trigger that
//              docs/SCHEMA.md requires: what writing the replicated table costs
//              before any lookup, decision or bookkeeping.
#include "db/connectionparams.h"

#include <QString>

namespace jgr::db {
class Database;
}

namespace bench {

extern const char *const kUserColumns;                 // the 10 user columns' definitions
QString keyColumn(const jgr::db::ConnectionParams &p); // an auto-numbered "id" key

// Copies `table` of `from` into a new plain table `into` of `to`; returns seconds.
double rawCopy(const jgr::db::ConnectionParams &from, const QString &table, const jgr::db::ConnectionParams &to,
               const QString &into);
// The same into a new table `into` made by prepare-table (the jg columns are
// read from `table`'s jg_unique_id and jg_owner; stamps and sender are constants).
double preparedCopy(const jgr::db::ConnectionParams &from, const QString &table, const jgr::db::ConnectionParams &to,
                    const QString &into);
double naiveCopy(jgr::db::Database &from, const QString &table, jgr::db::Database &to, const QString &into);

// Called before each timed step: writes out the files the steps before it
// left in the page cache, so that no step pays for another's writeback.
void settle();

} // namespace bench
