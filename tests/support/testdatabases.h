#pragma once

#include "db/connectionparams.h"
#include "db/database.h"

#include <QString>
#include <QTest>

#include <memory>

namespace jgr::test {

enum class Backend
{
    Sqlite,
    Postgres,
    MariaDb
};
QString backendName(Backend backend); // the INI driver name
QList<Backend> allBackends();
// One data row per backend (column "backend"), named by backendName().
inline void addAllBackends()
{
    QTest::addColumn<Backend>("backend");
    for (Backend b : allBackends())
        QTest::newRow(qPrintable(backendName(b))) << b;
}

// A new, empty database on the backend: a file in `dir` for SQLite, a freshly
// created database on the servers that scripts/test started (JGR_TEST_*).
// On failure returns params with an empty driver and sets *error.
db::ConnectionParams freshDatabase(Backend backend, const QString &name, const QString &dir, QString *error);
// The same on a given server (PostgreSQL or MariaDB; params without a database).
db::ConnectionParams freshDatabaseOn(const db::ConnectionParams &server, const QString &name, QString *error);
// Opens it (the label is "local" or "primary"); `error` may be null.
std::unique_ptr<db::Database> openOrNull(const db::ConnectionParams &params, const QString &label, QString *error);

// Writes an INI section for params (password_source=env for servers: the test
// sets JGR_<SECTION>_PASSWORD).
QString iniSection(const QString &section, const db::ConnectionParams &params);

} // namespace jgr::test

// Fails the test when a database is not at hand: never skip (CI must install).
#define JGR_FRESH_DB(var, backend, name, dir)                                                                          \
    QString var##Error;                                                                                                \
    const jgr::db::ConnectionParams var = jgr::test::freshDatabase(backend, name, dir, &var##Error);                   \
    QVERIFY2(!var.driver.isEmpty(), qPrintable(var##Error))
