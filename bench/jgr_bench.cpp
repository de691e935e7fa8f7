// JGReplicate's initial load (primary -> site), push (site -> primary) and
// incremental sessions, each printed beside three baselines measured in the
// same run on the same rows (copybaselines.h): read the ratios, not the
// seconds. The push's stamping, which no baseline does, is also timed alone.
// Every timed step starts on a quiet primary (quietPrimary) and with the
// files of the steps before written out (bench::settle).
// Usage: jgr-bench ROWS [sqlite|postgres|mariadb [ROUNDS]]   (the primary's
// database; the site is SQLite; server settings from JGR_TEST_PG_* /
// JGR_TEST_MARIADB_*). Each round starts from fresh databases; with more than
// one, the medians of the rounds' ratios follow.
// jgr-bench latency postgres|mariadb: sessions over a slow network (latency.h).
// jgr-bench sites postgres|mariadb|galera [N...]: many sites at once (manysites.h).
// jgr-bench serversite postgres|mariadb [ROWS [ROUNDS]]: a server site's load (serversite.h).
#include "benchsetup.h"
#include "common/idspace.h"
#include "copybaselines.h"
#include "latency.h"
#include "manysites.h"
#include "serversite.h"
#include "subsetload.h"
#include "timedsession.h"

#include "config/connect.h"
#include "config/siteconfig.h"
#include "control/controlrepository.h"
#include "control/tablepreparer.h"
#include "db/database.h"
#include "engine/session/replicationsession.h"
#include "engine/table/row.h"
#include "engine/table/tablemapping.h"
#include "engine/table/tablestore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace jgr;

namespace {
using namespace bench;

// Seconds of the stamping a push starts with (docs/PROTOCOL.md, push step 1: new
// rows get their jg_unique_id in a local transaction that commits before any
// is sent), timed alone on a copy of the site: it rewrites every new row once,
// which no copy baseline does.
double stampingOnACopy(const QString &siteFile, db::Database &primary, const QString &table, int rows)
{
    const QString copy = siteFile + QStringLiteral(".stamped");
    QFile::remove(copy);
    if (!QFile::copy(siteFile, copy)) {
        std::fprintf(stderr, "cannot copy %s\n", qPrintable(siteFile));
        std::exit(1);
    }
    double s = 0;
    {
        auto site = open(sqliteAt(copy), "stamped copy");
        auto master = control::ControlRepository(*site).master();
        check(master ? Status() : master.error());
        auto mapping = engine::mapTable(*site, primary, table, true);
        check(mapping ? Status() : mapping.error());
        engine::TableStore store = mapping.value().localStore(*site);
        bench::settle();
        QElapsedTimer t;
        t.start();
        auto stamped = store.stampNewRows(master.value() ? master.value()->siteNumber : 0,
                                          engine::TableStore::NewRowOwner::Stamper);
        s = seconds(t);
        check(stamped ? Status() : stamped.error());
        if (stamped.value().stamped != rows) { // the copy missed rows still in the site's WAL file
            std::fprintf(stderr, "stamped %d rows of %d on the copy of the site\n", stamped.value().stamped, rows);
            std::exit(1);
        }
    }
    QFile::remove(copy);
    return s;
}

struct Baselines
{
    double raw = 0;
    double naive = 0;
    double prepared = 0;
};

void printCopy(const char *title, int rows, const Baselines &b, const Measured &m)
{
    std::printf("  %s\n", title);
    std::printf("    raw C API copy      %9.0f rows/s\n", rows / b.raw);
    std::printf("    naive QtSql copy    %9.0f rows/s\n", rows / b.naive);
    std::printf(
        "    raw C API copy into a prepared table %9.0f rows/s (%.2f x raw: what the replicated table itself costs)\n",
        rows / b.prepared, b.raw / b.prepared);
    std::printf(
        "    JGReplicate         %9.0f rows/s  = %.2f x raw, %.2f x naive, %.2f x prepared; %.4f statements per row; "
        "peak memory %.0f MB\n",
        rows / m.seconds, b.raw / m.seconds, b.naive / m.seconds, b.prepared / m.seconds, double(m.statements) / rows,
        m.peakMegabytes);
}
// Everything one round measures.
struct Round
{
    Baselines pull;
    Measured load;
    Baselines push;
    Measured pushed;
    double stamping = 0; // of the pushed rows, alone (stampingOnACopy)
    Measured settle;
    // Seconds with 1,000 changed rows in the big table and in the small one.
    struct BigAndSmall
    {
        double big = 0;
        double small = 0;
        double ratio() const { return big / small; }
    };
    BigAndSmall incremental;          // the session
    qint64 incrementalStatements = 0; // of the session in the big table
    BigAndSmall primaryUpdate;        // the UPDATE that changed the rows
    BigAndSmall siteUpdate;           // the same UPDATE at the site
    Measured updatesPushed;           // 1,000 rows the site edited in the table it pushed
    double pushedWithoutStamping() const { return pushed.seconds - stamping; }
};

// A fresh primary of `kind` with the bench's tables, a fresh SQLite site, and
// every figure taken on them.
Round measureRound(int rows, const QString &kind)
{
    Round round;
    QTemporaryDir dir;
    db::ConnectionParams primaryParams;
    auto primary = initPrimary(kind, dir, primaryParams);
    primaryTable(*primary, primaryParams, QStringLiteral("big"), rows);
    primaryTable(*primary, primaryParams, QStringLiteral("small"), 1000);
    primaryTable(*primary, primaryParams, QStringLiteral("pushed"), 0);
    quietPrimary(*primary, kind);

    // Pull direction: the primary's big table into SQLite.
    const db::ConnectionParams siteParams = siteDatabase(dir, QStringLiteral("site"));
    round.pull.raw = bench::rawCopy(primaryParams, QStringLiteral("big"),
                                    sqliteAt(dir.filePath(QStringLiteral("raw.db"))), QStringLiteral("raw_pull"));
    round.pull.naive = bench::naiveCopy(*primary, QStringLiteral("big"),
                                        *open(sqliteAt(dir.filePath(QStringLiteral("naive.db"))), "naive"),
                                        QStringLiteral("naive_pull"));
    round.pull.prepared =
        bench::preparedCopy(primaryParams, QStringLiteral("big"), sqliteAt(dir.filePath(QStringLiteral("prepared.db"))),
                            QStringLiteral("prepared_pull"));
    const QString ini = siteIni(dir, QStringLiteral("site"), primaryParams);
    round.load = session(ini, true);
    expectRows(*open(siteParams, "site"), QStringLiteral("big"), rows);

    // The first session after a load reads the rows it pulled once more (they
    // are echoes by then and nothing is sent): timed on its own, so that the
    // incremental figures below are the steady state.
    round.settle = session(ini);
    // Incremental: 1,000 changed rows spread over the big table, then in the
    // small one. The UPDATE that changes them is timed too: it touches the
    // same pages the session reads and writes, so its own big/small ratio is
    // the floor the storage sets.
    // The primary's ids of the 1,000 rows an incremental session changes.
    const auto changedIds = [rows](const QString &table) {
        const int every = table == QLatin1String("small") ? 1 : std::max(1, rows / 1000);
        QList<int> ids;
        for (int i = 1; i <= 1000; ++i)
            ids << i * every;
        return ids;
    };
    // Seconds of one UPDATE of those rows in `db`, found by `key` (`keyOf` the primary's id).
    const auto timedUpdate = [&](db::Database &db, const QString &table, const QString &key,
                                 const std::function<qint64(int)> &keyOf) {
        QStringList keys;
        for (int id : changedIds(table))
            keys << QString::number(keyOf(id));
        QElapsedTimer t;
        t.start();
        check(db.run(
            QStringLiteral("UPDATE %1 SET c9 = c9 + 1 WHERE %2 IN (%3)").arg(table, key, keys.join(QLatin1Char(',')))));
        return seconds(t);
    };
    const auto primaryId = [](int id) { return qint64(id); };
    round.primaryUpdate.big = timedUpdate(*primary, QStringLiteral("big"), QStringLiteral("id"), primaryId);
    const Measured big = session(ini);
    round.incremental.big = big.seconds;
    round.incrementalStatements = big.statements;
    round.primaryUpdate.small = timedUpdate(*primary, QStringLiteral("small"), QStringLiteral("id"), primaryId);
    round.incremental.small = session(ini).seconds;

    // Push direction: as many new rows written at the site, sent to the primary.
    {
        auto local = open(siteParams, "site");
        insertRows(*local, QStringLiteral("pushed"), rows);
    }
    round.stamping = stampingOnACopy(siteParams.database, *primary, QStringLiteral("pushed"), rows);
    round.pushed = session(ini, true);
    expectRows(*primary, QStringLiteral("pushed"), rows);
    round.push.raw = bench::rawCopy(siteParams, QStringLiteral("pushed"), primaryParams, QStringLiteral("raw_push"));
    round.push.naive =
        bench::naiveCopy(*open(siteParams, "site"), QStringLiteral("pushed"), *primary, QStringLiteral("naive_push"));
    round.push.prepared =
        bench::preparedCopy(siteParams, QStringLiteral("pushed"), primaryParams, QStringLiteral("prepared_push"));
    // The site edits 1,000 of the rows it pushed (its own, spread over the
    // table) and a session sends them: updates on the primary. The session
    // after a push reads the pushed rows back once as echoes (as after a
    // load): that one goes first, untimed.
    session(ini);
    timedUpdate(*open(siteParams, "site"), QStringLiteral("pushed"), QStringLiteral("id"), primaryId);
    round.updatesPushed = session(ini);

    // The site (SQLite) writes the rows an incremental session brings: the
    // same UPDATE there, of the same rows found by their jg_unique_id, is the
    // floor on that side. Timed last, so that no session sends these changes.
    const auto siteId = [](int id) { return *idspace::uniqueIdFor(1, id); };
    round.siteUpdate.big =
        timedUpdate(*open(siteParams, "site"), QStringLiteral("big"), QStringLiteral("jg_unique_id"), siteId);
    round.siteUpdate.small =
        timedUpdate(*open(siteParams, "site"), QStringLiteral("small"), QStringLiteral("jg_unique_id"), siteId);
    return round;
}

void printRound(const Round &r, const QString &primaryName, int rows)
{
    printCopy(qPrintable(QStringLiteral("initial load (%1 -> sqlite)").arg(primaryName)), rows, r.pull, r.load);
    printCopy(qPrintable(QStringLiteral("push of new site rows (sqlite -> %1)").arg(primaryName)), rows, r.push,
              r.pushed);
    std::printf(
        "    of which the stamping before sending (timed alone on a copy of the site) %.3f s; the push without it "
        "%.2f x raw, %.2f x prepared\n",
        r.stamping, r.push.raw / r.pushedWithoutStamping(), r.push.prepared / r.pushedWithoutStamping());
    std::printf("  first session after the load (nothing changed) %.3f s\n", r.settle.seconds);
    std::printf(
        "  incremental session: 1,000 changed rows in the big table %.3f s, in a 1,000-row table %.3f s (%.2f x)\n",
        r.incremental.big, r.incremental.small, r.incremental.ratio());
    std::printf("    statements in the big table's session: %lld (the first session after the load, with nothing to "
                "do: %lld)\n",
                static_cast<long long>(r.incrementalStatements), static_cast<long long>(r.settle.statements));
    std::printf("    the UPDATE that changed them on the primary: %.3f s vs %.3f s (%.2f x)\n", r.primaryUpdate.big,
                r.primaryUpdate.small, r.primaryUpdate.ratio());
    std::printf("    the same UPDATE of those rows at the site: %.3f s vs %.3f s (%.2f x)\n", r.siteUpdate.big,
                r.siteUpdate.small, r.siteUpdate.ratio());
    std::printf(
        "  incremental push: 1,000 rows the site edited in the table it pushed, sent in %.3f s with %lld statements\n",
        r.updatesPushed.seconds, static_cast<long long>(r.updatesPushed.statements));
}

// The median of one figure over the rounds, and the figure of every round.
void printMedian(const char *what, const QList<Round> &rounds, const std::function<double(const Round &)> &figure)
{
    QList<double> values;
    QString each;
    for (const Round &r : rounds) {
        values << figure(r);
        each += QStringLiteral(" %1").arg(values.last(), 0, 'f', 2);
    }
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    const double median = n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
    std::printf("    %-44s %5.2f   (rounds:%s)\n", what, median, qPrintable(each));
}

// Each round's ratios are taken against baselines of the same round; their
// medians are what a noisy, shared machine can still be trusted for.
void printMedians(const QList<Round> &rounds, const QString &primaryName, int rows)
{
    std::printf("  median of %lld rounds (%s primary, %d rows):\n", static_cast<long long>(rounds.size()),
                qPrintable(primaryName), rows);
    printMedian("initial load, x raw", rounds, [](const Round &r) { return r.pull.raw / r.load.seconds; });
    printMedian("initial load, x naive", rounds, [](const Round &r) { return r.pull.naive / r.load.seconds; });
    printMedian("initial load, x prepared", rounds, [](const Round &r) { return r.pull.prepared / r.load.seconds; });
    printMedian("push, x raw", rounds, [](const Round &r) { return r.push.raw / r.pushed.seconds; });
    printMedian("push, x naive", rounds, [](const Round &r) { return r.push.naive / r.pushed.seconds; });
    printMedian("push, x prepared", rounds, [](const Round &r) { return r.push.prepared / r.pushed.seconds; });
    printMedian("push without its stamping, x raw", rounds,
                [](const Round &r) { return r.push.raw / r.pushedWithoutStamping(); });
    printMedian("incremental, big / small table", rounds, [](const Round &r) { return r.incremental.ratio(); });
    printMedian("the site's own UPDATE, big / small table", rounds,
                [](const Round &r) { return r.siteUpdate.ratio(); });
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc > 2 && qstrcmp(argv[1], "latency") == 0)
        return bench::runLatency(QString::fromLatin1(argv[2]));
    if (argc > 2 && qstrcmp(argv[1], "sites") == 0) {
        QList<int> counts;
        for (int i = 3; i < argc; ++i)
            counts << std::max(1, std::atoi(argv[i]));
        return bench::runManySites(QString::fromLatin1(argv[2]), counts.isEmpty() ? QList<int>{10, 50, 100} : counts);
    }
    if (argc > 2 && qstrcmp(argv[1], "subset") == 0)
        return bench::runSubsetLoad(QString::fromLatin1(argv[2]), argc > 3 ? std::max(1, std::atoi(argv[3])) : 1000000,
                                    argc > 4 ? std::max(1, std::atoi(argv[4])) : 1);
    if (argc > 2 && qstrcmp(argv[1], "serversite") == 0)
        return bench::runServerSite(QString::fromLatin1(argv[2]), argc > 3 ? std::max(1, std::atoi(argv[3])) : 200000,
                                    argc > 4 ? std::max(1, std::atoi(argv[4])) : 1);
    const int rows = argc > 1 ? std::atoi(argv[1]) : 200000;
    const QString kind = argc > 2 ? QString::fromLatin1(argv[2]) : QStringLiteral("sqlite");
    const int roundCount = argc > 3 ? std::max(1, std::atoi(argv[3])) : 1;
    const QString primaryName = kind == QLatin1String("postgres") ? QStringLiteral("postgresql") : kind;
    QList<Round> rounds;
    for (int i = 1; i <= roundCount; ++i) {
        rounds << measureRound(rows, kind);
        std::printf("%s primary, sqlite site: %d rows (10 user columns), round %d of %d\n", qPrintable(primaryName),
                    rows, i, roundCount);
        printRound(rounds.last(), primaryName, rows);
        std::fflush(stdout);
    }
    if (roundCount > 1)
        printMedians(rounds, primaryName, rows);
    return 0;
}
