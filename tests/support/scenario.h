#pragma once

#include "cluster.h"

#include <QTemporaryDir>
#include <QTest>

namespace jgr::test {

// The site/primary pairs every protocol test runs on (data rows "site" and
// "primary"): SQLite with SQLite, PostgreSQL and MariaDB primaries, and a
// MariaDB site with a PostgreSQL primary.
inline void addDatabasePairs()
{
    QTest::addColumn<Backend>("site");
    QTest::addColumn<Backend>("primary");
    QTest::newRow("sqlite-sqlite") << Backend::Sqlite << Backend::Sqlite;
    QTest::newRow("sqlite-postgresql") << Backend::Sqlite << Backend::Postgres;
    QTest::newRow("sqlite-mariadb") << Backend::Sqlite << Backend::MariaDb;
    QTest::newRow("mariadb-postgresql") << Backend::MariaDb << Backend::Postgres;
}

// The pairs of addDatabasePairs whose primary is a server: a second site's
// session can run while the first holds its transactions (a SQLite
// primary's write lock would make it wait for the end).
inline void addServerPrimaryPairs()
{
    QTest::addColumn<Backend>("site");
    QTest::addColumn<Backend>("primary");
    QTest::newRow("sqlite-postgresql") << Backend::Sqlite << Backend::Postgres;
    QTest::newRow("sqlite-mariadb") << Backend::Sqlite << Backend::MariaDb;
    QTest::newRow("mariadb-postgresql") << Backend::MariaDb << Backend::Postgres;
}

// The database servers (data rows "backend"): PostgreSQL and MariaDB.
inline void addServerBackends()
{
    QTest::addColumn<Backend>("backend");
    QTest::newRow("postgresql") << Backend::Postgres;
    QTest::newRow("mariadb") << Backend::MariaDb;
}

} // namespace jgr::test

// The start of most scenarios: a temporary folder `dir`, a cluster in it
// with `primary` and the sites of the braced list, and the `error` string
// that set-up used. Fails the test when set-up fails. `method` is
// Cluster::setUp (the sites join in their first session) or
// Cluster::setUpJoined (they have joined and hold the primary's data).
#define JGR_CLUSTER_WITH(method, cluster, primary, ...)                                                                \
    QTemporaryDir dir;                                                                                                 \
    jgr::test::Cluster cluster(dir.path());                                                                            \
    QString error;                                                                                                     \
    QVERIFY2(cluster.method(primary, __VA_ARGS__, &error), qPrintable(error))
#define JGR_CLUSTER(cluster, primary, ...) JGR_CLUSTER_WITH(setUp, cluster, primary, __VA_ARGS__)
#define JGR_JOINED_CLUSTER(cluster, primary, ...) JGR_CLUSTER_WITH(setUpJoined, cluster, primary, __VA_ARGS__)

// A session of a cluster's site that reports its error when it fails.
#define REPLICATE_OK(cluster, site)                                                                                    \
    [&] {                                                                                                              \
        const auto r = (cluster).replicate(site);                                                                      \
        if (!r.ok())                                                                                                   \
            qWarning("session of site %d failed: %s", site, qPrintable(r.message));                                    \
        return r;                                                                                                      \
    }()
