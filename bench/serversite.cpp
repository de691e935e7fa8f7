#include "serversite.h"

#include "benchsetup.h"
#include "copybaselines.h"
#include "timedsession.h"

#include "db/connectoptions.h"
#include "db/database.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cstdio>

using namespace jgr;

namespace bench {

namespace {
const QString kTable = QStringLiteral("big");

// The table's columns as PostgreSQL declares them, for a subscriber's copy.
QString postgresColumns(db::Database &db, const QString &table)
{
    auto v =
        db.scalar(QStringLiteral("SELECT string_agg(quote_ident(attname) || ' ' || format_type(atttypid, "
                                 "atttypmod), ', ' ORDER BY attnum) FROM pg_attribute WHERE attrelid = ?::regclass "
                                 "AND attnum > 0 AND NOT attisdropped"),
                  {table});
    check(v ? Status() : v.error());
    return v.value().toString();
}

// Logical replication's initial table sync of `kTable` from `primary` into a
// new database: seconds from CREATE SUBSCRIPTION until the table's state is
// synchronised (its copy committed).
double logicalReplicationCopy(db::Database &primary, const db::ConnectionParams &primaryParams)
{
    const db::ConnectionParams copyParams =
        freshServerDatabase(QStringLiteral("postgres"), QStringLiteral("jgr_bench_lr"));
    auto copy = open(copyParams, "logical replication copy");
    check(copy->run(
        QStringLiteral("CREATE TABLE %1 (%2, PRIMARY KEY (id))").arg(kTable, postgresColumns(primary, kTable))));
    check(primary.runAll({QStringLiteral("DROP PUBLICATION IF EXISTS jgr_bench_pub"),
                          QStringLiteral("CREATE PUBLICATION jgr_bench_pub FOR TABLE ") + kTable}));
    // A subscription to a database of its own server cannot create its slot
    // itself (the slot waits for the CREATE SUBSCRIPTION's transaction).
    check(primary.run(QStringLiteral("SELECT pg_create_logical_replication_slot('jgr_bench_sub', 'pgoutput')")));
    const QString connection = QStringLiteral("host=%1 port=%2 user=%3 password=%4 dbname=%5 sslmode=require")
                                   .arg(primaryParams.host)
                                   .arg(primaryParams.port)
                                   .arg(primaryParams.user, primaryParams.password, primaryParams.database);
    settle();
    QElapsedTimer t;
    t.start();
    check(copy->run(QStringLiteral("CREATE SUBSCRIPTION jgr_bench_sub CONNECTION '%1' PUBLICATION jgr_bench_pub "
                                   "WITH (create_slot = false, slot_name = 'jgr_bench_sub')")
                        .arg(connection)));
    while (integer(*copy,
                   QStringLiteral("SELECT count(*) FROM pg_subscription_rel WHERE srsubstate NOT IN ('s', 'r')")) > 0)
        QThread::msleep(10);
    const double s = seconds(t);
    check(copy->run(QStringLiteral("DROP SUBSCRIPTION jgr_bench_sub")));
    check(primary.run(QStringLiteral("DROP PUBLICATION jgr_bench_pub")));
    expectRows(*copy, kTable, int(integer(primary, QStringLiteral("SELECT count(*) FROM ") + kTable)));
    return s;
}

// The client programs' connection options for a server of the bench.
QStringList mariaDbClientOptions(const db::ConnectionParams &p)
{
    QStringList options{QStringLiteral("--host=") + p.host, QStringLiteral("--port=%1").arg(p.port),
                        QStringLiteral("--user=") + p.user};
    if (const QString ca = db::optionValue(p.options, QStringLiteral("SSL_CA")); !ca.isEmpty())
        options << QStringLiteral("--ssl-ca=") + ca;
    return options;
}

// `mariadb-dump DB big | mariadb COPY`, the password in the environment.
double dumpPipeCopy(const db::ConnectionParams &primaryParams)
{
    const db::ConnectionParams copyParams =
        freshServerDatabase(QStringLiteral("mariadb"), QStringLiteral("jgr_bench_dump"));
    const QStringList options = mariaDbClientOptions(primaryParams);
    QProcess dump;
    QProcess load;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("MYSQL_PWD"), primaryParams.password);
    dump.setProcessEnvironment(env);
    load.setProcessEnvironment(env);
    dump.setStandardOutputProcess(&load);
    settle();
    QElapsedTimer t;
    t.start();
    dump.start(QStringLiteral("mariadb-dump"),
               options + QStringList{QStringLiteral("--single-transaction"), primaryParams.database, kTable});
    load.start(QStringLiteral("mariadb"), options + QStringList{copyParams.database});
    const bool done = dump.waitForFinished(-1) && load.waitForFinished(-1);
    const double s = seconds(t);
    if (!done || dump.exitCode() != 0 || load.exitCode() != 0) {
        std::fprintf(stderr, "mariadb-dump | mariadb failed: %s %s\n", dump.readAllStandardError().constData(),
                     load.readAllStandardError().constData());
        std::exit(1);
    }
    auto primary = open(primaryParams, "primary");
    expectRows(*open(copyParams, "dump copy"), kTable,
               int(integer(*primary, QStringLiteral("SELECT count(*) FROM ") + kTable)));
    return s;
}

struct Round
{
    double server = 0;   // the server's own copy
    double prepared = 0; // the raw copy into a table prepared for replication (copybaselines.h)
    Measured load;       // the new site's first session
    double ratio() const { return server / load.seconds; }
};

Round measureRound(const QString &kind, int rows)
{
    Round round;
    QTemporaryDir dir;
    db::ConnectionParams primaryParams;
    auto primary = initPrimary(kind, dir, primaryParams);
    primaryTable(*primary, primaryParams, kTable, rows);
    quietPrimary(*primary, kind);
    round.server = kind == QLatin1String("postgres") ? logicalReplicationCopy(*primary, primaryParams)
                                                     : dumpPipeCopy(primaryParams);
    quietPrimary(*primary, kind);
    round.prepared =
        preparedCopy(primaryParams, kTable, freshServerDatabase(kind, QStringLiteral("jgr_bench_prepared")), kTable);
    quietPrimary(*primary, kind);
    const db::ConnectionParams siteParams = freshServerDatabase(kind, QStringLiteral("jgr_bench_site"));
    qputenv("JGR_LOCAL_PASSWORD", siteParams.password.toUtf8());
    round.load = session(siteIni(dir, QStringLiteral("site"), primaryParams, siteParams), true);
    expectRows(*open(siteParams, "site"), kTable, rows);
    return round;
}
} // namespace

int runServerSite(const QString &kind, int rows, int rounds)
{
    const bool pg = kind == QLatin1String("postgres");
    if (!pg && kind != QLatin1String("mariadb")) {
        std::fprintf(stderr, "jgr-bench serversite: postgres or mariadb, not %s\n", qPrintable(kind));
        return 2;
    }
    const char *baseline = pg ? "logical replication table sync" : "mariadb-dump | mariadb";
    QList<double> ratios;
    for (int i = 1; i <= rounds; ++i) {
        const Round r = measureRound(kind, rows);
        ratios << r.ratio();
        std::printf("%s site of a %s primary, %d rows (10 user columns), round %d of %d\n", qPrintable(kind),
                    qPrintable(kind), rows, i, rounds);
        std::printf("  %-32s %9.0f rows/s\n", baseline, rows / r.server);
        std::printf(
            "  raw copy into a prepared table   %9.0f rows/s (%.2f x the server's own copy: what the replicated "
            "table itself costs)\n",
            rows / r.prepared, r.server / r.prepared);
        std::printf("  JGReplicate's initial load     %9.0f rows/s = %.2f x the server's own copy; %.4f statements per "
                    "row; peak memory %.0f MB\n",
                    rows / r.load.seconds, r.ratio(), double(r.load.statements) / rows, r.load.peakMegabytes);
        std::fflush(stdout);
    }
    std::sort(ratios.begin(), ratios.end());
    const qsizetype n = ratios.size();
    std::printf("  median of %lld rounds: initial load %.2f x %s\n", static_cast<long long>(n),
                n % 2 ? ratios.at(n / 2) : (ratios.at(n / 2 - 1) + ratios.at(n / 2)) / 2, baseline);
    return 0;
}

} // namespace bench
