#include "benchsetup.h"

#include "copybaselines.h"

#include "common/idspace.h"
#include "config/connect.h"
#include "config/siteconfig.h"
#include "control/siteadmin.h"
#include "control/tablepreparer.h"
#include "db/database.h"

#include <algorithm>
#include <cstdio>

using namespace jgr;

namespace bench {

db::ConnectionParams sqliteAt(const QString &path)
{
    db::ConnectionParams p;
    p.driver = QStringLiteral("sqlite");
    p.database = path;
    return p;
}

db::ConnectionParams server(const char *driver, const char *prefix, const QString &database)
{
    const auto env = [prefix](const char *key) {
        return qEnvironmentVariable(QByteArray(QByteArray(prefix) + key).constData());
    };
    db::ConnectionParams p;
    p.driver = QString::fromLatin1(driver);
    p.host = env("HOST");
    p.port = env("PORT").toInt();
    p.user = env("USER");
    p.password = env("PASSWORD");
    p.options = env("OPTIONS");
    p.database = database;
    return p;
}

void check(const Status &s)
{
    if (!s) {
        std::fprintf(stderr, "%s\n", qPrintable(s.error().message));
        std::exit(1);
    }
}

std::unique_ptr<db::Database> open(const db::ConnectionParams &p, const char *label)
{
    auto d = db::Database::open(p, QString::fromLatin1(label));
    check(d ? Status() : d.error());
    return std::move(d).value();
}

QList<db::Endpoint> galeraNodes()
{
    QList<db::Endpoint> nodes;
    for (const QString &port :
         qEnvironmentVariable("JGR_TEST_GALERA_PORTS").split(QLatin1Char(','), Qt::SkipEmptyParts))
        nodes << db::Endpoint{qEnvironmentVariable("JGR_TEST_GALERA_HOST"), port.toInt()};
    return nodes;
}

db::ConnectionParams freshServerDatabase(const QString &kind, const QString &name)
{
    const bool pg = kind == QLatin1String("postgres");
    const db::ConnectionParams admin = pg ? server("postgresql", "JGR_TEST_PG_", QStringLiteral("postgres"))
                                       : kind == QLatin1String("galera")
                                           ? server("mariadb", "JGR_TEST_GALERA_", QString())
                                           : server("mariadb", "JGR_TEST_MARIADB_", QString());
    check(open(admin, "admin")
              ->runAll({QStringLiteral("DROP DATABASE IF EXISTS ") + name +
                            (pg ? QStringLiteral(" WITH (FORCE)") : QString()),
                        QStringLiteral("CREATE DATABASE ") + name}));
    db::ConnectionParams p = admin;
    p.database = name;
    return p;
}

// A fresh, empty bench database on the primary's kind of database.
db::ConnectionParams freshPrimary(const QString &kind, const QTemporaryDir &dir)
{
    if (kind == QLatin1String("sqlite"))
        return sqliteAt(dir.filePath(QStringLiteral("primary.db")));
    return freshServerDatabase(kind, QStringLiteral("jgr_bench"));
}

std::unique_ptr<db::Database> initPrimary(const QString &kind, const QTemporaryDir &dir, db::ConnectionParams &params)
{
    params = freshPrimary(kind, dir);
    qputenv("JGR_PRIMARY_PASSWORD", params.password.toUtf8());
    auto primary = open(params, "primary");
    check(control::SiteAdmin(*primary).initPrimary(QStringLiteral("bench"), 1).ok()
              ? Status()
              : makeError(ExitCode::Failure, QStringLiteral("init")));
    return primary;
}

db::ConnectionParams siteDatabase(const QTemporaryDir &dir, const QString &name)
{
    return sqliteAt(dir.filePath(name + QStringLiteral(".db")));
}

QString siteIni(const QTemporaryDir &dir, const QString &name, const db::ConnectionParams &primaryParams,
                const db::ConnectionParams &local)
{
    config::SiteConfig site;
    site.setSiteName(name);
    site.setLocal(
        config::sectionFor(QStringLiteral("local"), local.driver.isEmpty() ? siteDatabase(dir, name) : local));
    site.setPrimary(config::sectionFor(QStringLiteral("primary"), primaryParams));
    const QString ini = dir.filePath(name + QStringLiteral(".ini"));
    check(site.save(ini));
    return ini;
}

// `rows` rows of 10 user columns appended to `table`, 500 to a statement.
void insertRows(db::Database &db, const QString &table, int rows)
{
    check(db.begin());
    const QString insert = QStringLiteral("INSERT INTO %1 (c1,c2,c3,c4,c5,c6,c7,c8,c9,c10) VALUES ").arg(table);
    for (int at = 0; at < rows; at += 500) {
        QStringList tuples;
        for (int i = at; i < std::min(rows, at + 500); ++i)
            tuples << QStringLiteral(
                          "('first %1','last %1','%1 Some Street, Springfield',%1,%2,%3.25,%4,'code-%1',%5,'a longer "
                          "description of row %1')")
                          .arg(i)
                          .arg(i % 97)
                          .arg(i % 1000)
                          .arg(i * 0.5)
                          .arg(i % 7);
        check(db.run(insert + tuples.join(QLatin1Char(','))));
    }
    check(db.commit());
}

// A replicated table on the primary holding `rows` rows.
void primaryTable(db::Database &db, const db::ConnectionParams &p, const QString &table, int rows)
{
    check(db.run(QStringLiteral("CREATE TABLE %1 (%2, %3)")
                     .arg(table, bench::keyColumn(p), QString::fromLatin1(bench::kUserColumns))));
    insertRows(db, table, rows);
    control::TableRoles roles;
    roles.table = table;
    roles.rowId.clear();
    check(control::TablePreparer(db).prepare(roles));
    // The primary's rows carry their ids already, as after its first session:
    // the initial load measures moving rows, not stamping the primary.
    check(db.run(QStringLiteral("UPDATE %1 SET jg_unique_id = %2 + id * 10, jg_owner = 1 WHERE jg_unique_id = 0")
                     .arg(table)
                     .arg(*idspace::siteBase(1))));
    check(control::SiteAdmin(db).addTable(table, {}).ok() ? Status()
                                                          : makeError(ExitCode::Failure, QStringLiteral("add-table")));
}

// A primary whose replicated tables were filled long ago has cleaned up
// after it: the old row versions of the stamping UPDATE are gone. Without
// this, PostgreSQL's autovacuum or MariaDB's purge works through a million of
// them during whichever step runs at the time (the server shares the
// machine's two cores with the bench).
void quietPrimary(db::Database &db, const QString &kind)
{
    if (kind == QLatin1String("postgres"))
        check(db.run(QStringLiteral("VACUUM ANALYZE")));
    else if (kind == QLatin1String("mariadb") || kind == QLatin1String("galera"))
        check(db.run(QStringLiteral("SET GLOBAL innodb_max_purge_lag_wait = 0"))); // returns when purge is done
}

double seconds(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e9;
}

// A benchmark of a copy that lost rows would measure nothing: count them.
qint64 integer(db::Database &db, const QString &sql)
{
    auto v = db.scalar(sql);
    check(v ? Status() : v.error());
    return v.value().toLongLong();
}

void expectRows(db::Database &db, const QString &table, int rows)
{
    const qint64 n = integer(db, QStringLiteral("SELECT COUNT(*) FROM %1").arg(table));
    if (n != rows) {
        std::fprintf(stderr, "%s has %lld rows in %s, expected %d\n", qPrintable(table), n, qPrintable(db.label()),
                     rows);
        std::exit(1);
    }
}

} // namespace bench
