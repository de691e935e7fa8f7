// Initial load and incremental sessions measured against two baselines taken
// in the same run (the machine is shared and noisy: read the ratios):
//   raw   - the same rows copied with the C APIs in one transaction
//           (sqlite3 prepared inserts; libpq single-row mode into sqlite3);
//   naive - a forward-only QSqlQuery into one prepared QtSql insert.
// Usage: jgr-bench ROWS [postgres]   (PostgreSQL settings from JGR_TEST_PG_*)
#include "config/connect.h"
#include "config/siteconfig.h"
#include "control/siteadmin.h"
#include "control/tablepreparer.h"
#include "db/database.h"
#include "engine/replicationsession.h"
#include "engine/row.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <libpq-fe.h>
#include <sqlite3.h>

#include <cstdio>

using namespace jgr;

namespace {
const char *kColumns = "c1 VARCHAR(40), c2 VARCHAR(40), c3 VARCHAR(80), c4 INTEGER, c5 INTEGER, c6 NUMERIC(12,2), "
                       "c7 DOUBLE PRECISION, c8 VARCHAR(20), c9 INTEGER, c10 VARCHAR(120)";

db::ConnectionParams sqliteAt(const QString &path)
{
    db::ConnectionParams p;
    p.driver = QStringLiteral("sqlite");
    p.database = path;
    return p;
}

db::ConnectionParams postgres(const QString &database)
{
    db::ConnectionParams p;
    p.driver = QStringLiteral("postgresql");
    p.host = qEnvironmentVariable("JGR_TEST_PG_HOST");
    p.port = qEnvironmentVariableIntValue("JGR_TEST_PG_PORT");
    p.user = qEnvironmentVariable("JGR_TEST_PG_USER");
    p.password = qEnvironmentVariable("JGR_TEST_PG_PASSWORD");
    p.options = qEnvironmentVariable("JGR_TEST_PG_OPTIONS");
    p.database = database;
    return p;
}

std::unique_ptr<db::Database> open(const db::ConnectionParams &p, const char *label)
{
    auto d = db::Database::open(p, QString::fromLatin1(label));
    if (!d) {
        std::fprintf(stderr, "%s\n", qPrintable(d.error().message));
        std::exit(1);
    }
    return std::move(d).value();
}

void check(const Status &s)
{
    if (!s) {
        std::fprintf(stderr, "%s\n", qPrintable(s.error().message));
        std::exit(1);
    }
}

// The source table with `rows` rows of 10 user columns, prepared for replication.
void fillSource(db::Database &db, int rows, const QString &table)
{
    const QString key = db.dialect().name() == QLatin1String("sqlite") ? QStringLiteral("id INTEGER PRIMARY KEY AUTOINCREMENT")
                                                                        : QStringLiteral("id SERIAL PRIMARY KEY");
    check(db.run(QStringLiteral("CREATE TABLE %1 (%2, %3)").arg(table, key, QString::fromLatin1(kColumns))));
    check(db.begin());
    const QString insert = QStringLiteral("INSERT INTO %1 (c1,c2,c3,c4,c5,c6,c7,c8,c9,c10) VALUES ").arg(table);
    for (int at = 0; at < rows; at += 500) {
        QStringList tuples;
        for (int i = at; i < std::min(rows, at + 500); ++i)
            tuples << QStringLiteral("('first %1','last %1','%1 Some Street, Springfield',%1,%2,%3.25,%4,'code-%1',%5,'a longer "
                                     "description of row %1')")
                          .arg(i)
                          .arg(i % 97)
                          .arg(i % 1000)
                          .arg(i * 0.5)
                          .arg(i % 7);
        check(db.run(insert + tuples.join(QLatin1Char(','))));
    }
    check(db.commit());
    control::TableRoles roles;
    roles.table = table;
    roles.rowId.clear();
    check(control::TablePreparer(db).prepare(roles));
    // The primary's rows carry their ids already, as after its first session:
    // the initial load measures moving rows, not stamping the primary.
    check(db.run(QStringLiteral("UPDATE %1 SET jg_unique_id = %2 + id * 10, jg_owner = 1 WHERE jg_unique_id = 0")
                     .arg(table)
                     .arg(engine::uniqueIdFor(1, 0))));
}

double seconds(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e9;
}

// Raw: sqlite3 -> sqlite3 prepared inserts, one transaction.
double rawSqliteToSqlite(const QString &from, const QString &to, const QString &table)
{
    sqlite3 *src = nullptr;
    sqlite3 *dst = nullptr;
    sqlite3_open(from.toUtf8().constData(), &src);
    sqlite3_open(to.toUtf8().constData(), &dst);
    sqlite3_exec(dst, QByteArray("CREATE TABLE copy (id INTEGER PRIMARY KEY, " + QByteArray(kColumns) + ")").constData(), nullptr, nullptr,
                 nullptr);
    QElapsedTimer t;
    t.start();
    sqlite3_exec(dst, "BEGIN", nullptr, nullptr, nullptr);
    sqlite3_stmt *read = nullptr;
    sqlite3_stmt *write = nullptr;
    sqlite3_prepare_v2(src, QByteArray("SELECT c1,c2,c3,c4,c5,c6,c7,c8,c9,c10 FROM " + table.toUtf8()).constData(), -1, &read, nullptr);
    sqlite3_prepare_v2(dst, "INSERT INTO copy (c1,c2,c3,c4,c5,c6,c7,c8,c9,c10) VALUES (?,?,?,?,?,?,?,?,?,?)", -1, &write, nullptr);
    while (sqlite3_step(read) == SQLITE_ROW) {
        for (int c = 0; c < 10; ++c)
            sqlite3_bind_value(write, c + 1, sqlite3_column_value(read, c));
        sqlite3_step(write);
        sqlite3_reset(write);
    }
    sqlite3_exec(dst, "COMMIT", nullptr, nullptr, nullptr);
    const double s = seconds(t);
    sqlite3_finalize(read);
    sqlite3_finalize(write);
    sqlite3_close(src);
    sqlite3_close(dst);
    return s;
}

// Raw: libpq single-row mode -> sqlite3 prepared inserts, one transaction.
double rawPostgresToSqlite(const db::ConnectionParams &pg, const QString &to, const QString &table)
{
    const QByteArray conninfo = QStringLiteral("host=%1 port=%2 user=%3 password=%4 dbname=%5 %6")
                                    .arg(pg.host)
                                    .arg(pg.port)
                                    .arg(pg.user, pg.password, pg.database, QString(pg.options).replace(QLatin1Char(';'), QLatin1Char(' ')))
                                    .toUtf8();
    PGconn *conn = PQconnectdb(conninfo.constData());
    sqlite3 *dst = nullptr;
    sqlite3_open(to.toUtf8().constData(), &dst);
    sqlite3_exec(dst, QByteArray("CREATE TABLE copy (id INTEGER PRIMARY KEY, " + QByteArray(kColumns) + ")").constData(), nullptr, nullptr,
                 nullptr);
    QElapsedTimer t;
    t.start();
    sqlite3_exec(dst, "BEGIN", nullptr, nullptr, nullptr);
    sqlite3_stmt *write = nullptr;
    sqlite3_prepare_v2(dst, "INSERT INTO copy (c1,c2,c3,c4,c5,c6,c7,c8,c9,c10) VALUES (?,?,?,?,?,?,?,?,?,?)", -1, &write, nullptr);
    PQsendQuery(conn, QByteArray("SELECT c1,c2,c3,c4,c5,c6,c7,c8,c9,c10 FROM " + table.toUtf8()).constData());
    PQsetSingleRowMode(conn);
    while (PGresult *r = PQgetResult(conn)) {
        if (PQresultStatus(r) == PGRES_SINGLE_TUPLE) {
            for (int c = 0; c < 10; ++c)
                sqlite3_bind_text(write, c + 1, PQgetvalue(r, 0, c), PQgetlength(r, 0, c), SQLITE_TRANSIENT);
            sqlite3_step(write);
            sqlite3_reset(write);
        }
        PQclear(r);
    }
    sqlite3_exec(dst, "COMMIT", nullptr, nullptr, nullptr);
    const double s = seconds(t);
    sqlite3_finalize(write);
    sqlite3_close(dst);
    PQfinish(conn);
    return s;
}

// Naive QtSql: forward-only select into one prepared insert, one transaction.
double naiveQtSql(db::Database &src, db::Database &dst, const QString &table)
{
    check(dst.run(QStringLiteral("CREATE TABLE naive (id INTEGER PRIMARY KEY, %1)").arg(QString::fromLatin1(kColumns))));
    QElapsedTimer t;
    t.start();
    check(dst.begin());
    QSqlQuery read(src.sql());
    read.setForwardOnly(true);
    read.exec(QStringLiteral("SELECT c1,c2,c3,c4,c5,c6,c7,c8,c9,c10 FROM %1").arg(table));
    QSqlQuery write(dst.sql());
    write.prepare(QStringLiteral("INSERT INTO naive (c1,c2,c3,c4,c5,c6,c7,c8,c9,c10) VALUES (?,?,?,?,?,?,?,?,?,?)"));
    while (read.next()) {
        for (int c = 0; c < 10; ++c)
            write.bindValue(c, read.value(c));
        write.exec();
    }
    check(dst.commit());
    return seconds(t);
}


// With JGR_BENCH_PERF_CONTROL=CTL,ACK (two FIFOs of `perf record -D -1
// --control fifo:CTL,ACK`), perf samples only the initial load.
void perfControl(const char *command)
{
    const QStringList fifos = qEnvironmentVariable("JGR_BENCH_PERF_CONTROL").split(QLatin1Char(','));
    if (fifos.size() != 2)
        return;
    if (FILE *ctl = std::fopen(qPrintable(fifos.at(0)), "w")) {
        std::fprintf(ctl, "%s\n", command);
        std::fclose(ctl);
    }
    if (FILE *ack = std::fopen(qPrintable(fifos.at(1)), "r")) {
        char line[16];
        if (!std::fgets(line, sizeof line, ack))
            line[0] = 0;
        std::fclose(ack);
    }
}

engine::SessionResult session(const QString &ini)
{
    auto c = config::SiteConfig::load(ini);
    engine::ReplicationSession s(c.value(), config::Credentials(c.value()));
    return s.run();
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int rows = argc > 1 ? std::atoi(argv[1]) : 200000;
    const bool fromPostgres = argc > 2 && std::strcmp(argv[2], "postgres") == 0;
    QTemporaryDir dir;
    qputenv("JGR_PRIMARY_PASSWORD", qgetenv("JGR_TEST_PG_PASSWORD"));

    db::ConnectionParams primaryParams = sqliteAt(dir.filePath(QStringLiteral("primary.db")));
    if (fromPostgres) {
        auto admin = open(postgres(QStringLiteral("postgres")), "admin");
        check(admin->runAll({QStringLiteral("DROP DATABASE IF EXISTS jgr_bench WITH (FORCE)"), QStringLiteral("CREATE DATABASE jgr_bench")}));
        primaryParams = postgres(QStringLiteral("jgr_bench"));
    }
    auto primary = open(primaryParams, "primary");
    check(control::SiteAdmin(*primary).initPrimary(QStringLiteral("bench"), 1).ok() ? Status() : makeError(ExitCode::Failure, QStringLiteral("init")));
    fillSource(*primary, rows, QStringLiteral("big"));
    fillSource(*primary, 1000, QStringLiteral("small"));
    check(control::SiteAdmin(*primary).addTable(QStringLiteral("big"), {}).ok() ? Status() : makeError(ExitCode::Failure, QStringLiteral("add")));
    check(control::SiteAdmin(*primary).addTable(QStringLiteral("small"), {}).ok() ? Status() : makeError(ExitCode::Failure, QStringLiteral("add")));

    const double raw = fromPostgres ? rawPostgresToSqlite(primaryParams, dir.filePath(QStringLiteral("raw.db")), QStringLiteral("big"))
                                    : rawSqliteToSqlite(primaryParams.database, dir.filePath(QStringLiteral("raw.db")), QStringLiteral("big"));
    double naive = 0;
    {
        auto dst = open(sqliteAt(dir.filePath(QStringLiteral("naive.db"))), "naive");
        naive = naiveQtSql(*primary, *dst, QStringLiteral("big"));
    }

    config::SiteConfig site;
    site.setSiteName(QStringLiteral("bench site"));
    site.setLocal(config::sectionFor(QStringLiteral("local"), sqliteAt(dir.filePath(QStringLiteral("site.db")))));
    site.setPrimary(config::sectionFor(QStringLiteral("primary"), primaryParams));
    const QString ini = dir.filePath(QStringLiteral("site.ini"));
    check(site.save(ini));
    QElapsedTimer t;
    t.start();
    perfControl("enable");
    const auto first = session(ini);
    const double initial = seconds(t);
    perfControl("disable");
    if (!first.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(first.message));
        return 1;
    }
    const double statementsPerRow = double(first.statements) / double(rows + 1000);

    // The first session after a load reads the rows it pulled once more (they
    // are echoes by then and nothing is sent): time it on its own, so that
    // the incremental figures below are the steady state.
    t.restart();
    const auto settle = session(ini);
    const double settleSeconds = seconds(t);
    if (!settle.ok())
        std::fprintf(stderr, "%s\n", qPrintable(settle.message));
    // Incremental: 1,000 changed rows in the big table, then in the small one.
    const auto touch = [&](const QString &table) {
        check(primary->run(QStringLiteral("UPDATE %1 SET c9 = c9 + 1 WHERE id % %2 = 0").arg(table).arg(table == QLatin1String("big") ? rows / 1000 : 1)));
        QElapsedTimer timer;
        timer.start();
        const auto r = session(ini);
        if (!r.ok())
            std::fprintf(stderr, "%s\n", qPrintable(r.message));
        return seconds(timer);
    };
    const double incrementalBig = touch(QStringLiteral("big"));
    const double incrementalSmall = touch(QStringLiteral("small"));

    const char *pair = fromPostgres ? "postgresql -> sqlite" : "sqlite -> sqlite";
    std::printf("%s, %d rows (10 user columns)\n", pair, rows);
    std::printf("  raw C API copy      %9.0f rows/s\n", rows / raw);
    std::printf("  naive QtSql copy    %9.0f rows/s\n", rows / naive);
    std::printf("  JGReplicate initial %9.0f rows/s  = %.2f x raw, %.2f x naive; %.4f statements per row\n", rows / initial,
                raw / initial, naive / initial, statementsPerRow);
    std::printf("  first session after the load (nothing changed) %.3f s\n", settleSeconds);
    std::printf("  incremental session: 1,000 changed rows in the big table %.3f s, in a 1,000-row table %.3f s (%.2f x)\n",
                incrementalBig, incrementalSmall, incrementalBig / incrementalSmall);
    return 0;
}
