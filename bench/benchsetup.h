#pragma once

// What every benchmark sets up: databases on the servers scripts/test and
// bench/run start (JGR_TEST_PG_*, JGR_TEST_MARIADB_*, JGR_TEST_GALERA_*), a primary with
// replicated tables, and checks that end the bench when something failed
// (a benchmark that lost rows measures nothing).
#include "common/result.h"
#include "db/connectionparams.h"

#include <QElapsedTimer>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace jgr::db {
class Database;
}

namespace bench {

jgr::db::ConnectionParams sqliteAt(const QString &path);
// A server database from the JGR_TEST_<prefix>* variables.
jgr::db::ConnectionParams server(const char *driver, const char *prefix, const QString &database);
// Ends the bench with the error's message.
void check(const jgr::Status &s);
std::unique_ptr<jgr::db::Database> open(const jgr::db::ConnectionParams &p, const char *label);
// A fresh, empty bench database of `kind` (sqlite, postgres, mariadb, galera).
jgr::db::ConnectionParams freshPrimary(const QString &kind, const QTemporaryDir &dir);
// The same made a master primary (site 1), its password where sessions read
// it (JGR_PRIMARY_PASSWORD); `params` gets its connection.
std::unique_ptr<jgr::db::Database> initPrimary(const QString &kind, const QTemporaryDir &dir,
                                               jgr::db::ConnectionParams &params);
// The SQLite database of site NAME in `dir` (NAME.db).
jgr::db::ConnectionParams siteDatabase(const QTemporaryDir &dir, const QString &name);
// The INI (NAME.ini in `dir`) of site NAME whose primary is `primaryParams`:
// its database is `local`, or without one the SQLite file siteDatabase().
QString siteIni(const QTemporaryDir &dir, const QString &name, const jgr::db::ConnectionParams &primaryParams,
                const jgr::db::ConnectionParams &local = {});
// The nodes of the Galera cluster bench/run started (JGR_TEST_GALERA_HOST,
// JGR_TEST_GALERA_PORTS; its user, password and options are JGR_TEST_GALERA_*
// like the servers').
QList<jgr::db::Endpoint> galeraNodes();
// A fresh, empty database NAME on the server of `kind` (postgres, mariadb,
// galera: through its first node).
jgr::db::ConnectionParams freshServerDatabase(const QString &kind, const QString &name);
// `rows` rows of the 10 user columns appended to `table`, 500 to a statement.
void insertRows(jgr::db::Database &db, const QString &table, int rows);
// A replicated table on the primary holding `rows` rows, stamped as after
// the primary's first session.
void primaryTable(jgr::db::Database &db, const jgr::db::ConnectionParams &p, const QString &table, int rows);
// Old row versions cleaned up, as on a primary filled long ago.
void quietPrimary(jgr::db::Database &db, const QString &kind);
double seconds(const QElapsedTimer &t);
// The integer a one-value query returns; ends the bench when it fails.
qint64 integer(jgr::db::Database &db, const QString &sql);
void expectRows(jgr::db::Database &db, const QString &table, int rows);

} // namespace bench
