#include "latency.h"

#include "benchsetup.h"
#include "turnproxy.h"

#include "config/siteconfig.h"
#include "db/database.h"
#include "engine/session/replicationsession.h"

#include <QTemporaryDir>

#include <cstdio>

using namespace jgr;

namespace bench {

namespace {
constexpr int kTableCounts[] = {1, 10, 50};

// Each way's delays, from JGR_BENCH_LATENCY_MS ("0,5" keeps the smoke test
// short); the first is the baseline the others are set against.
QList<int> delaysMs()
{
    QList<int> delays;
    const QString given = qEnvironmentVariable("JGR_BENCH_LATENCY_MS", QStringLiteral("0,25,50"));
    for (const QString &part : given.split(QLatin1Char(','), Qt::SkipEmptyParts))
        delays << part.trimmed().toInt();
    return delays;
}

struct Timed
{
    double seconds = 0;
    qint64 roundTrips = 0;
};

// One session of the site in `ini`, its [primary] pointed at `port`.
Timed sessionThrough(const QString &ini, quint16 port)
{
    auto c = config::SiteConfig::load(ini);
    check(c ? Status() : c.error());
    config::DatabaseSection primary = *c.value().primary();
    primary.port = port;
    c.value().setPrimary(primary);
    engine::ReplicationSession s(c.value(), config::Credentials(c.value()));
    s.setLocalCreation(config::FileCreation::MayCreate);
    QElapsedTimer t;
    t.start();
    const auto r = s.run();
    if (!r.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(r.message));
        std::exit(1);
    }
    return {seconds(t), r.primaryRoundTrips};
}

void printRow(const char *what, const QList<Timed> &byDelay)
{
    std::printf("  %-38s", what);
    for (qsizetype i = 0; i < byDelay.size(); ++i) {
        const Timed &t = byDelay.at(i);
        std::printf(" | %7.3f s %4lld rt", t.seconds, t.roundTrips);
        if (i > 0 && byDelay.first().seconds > 0)
            std::printf(" %5.1fx", t.seconds / byDelay.first().seconds);
    }
    std::printf("\n");
    std::fflush(stdout);
}
} // namespace

int runLatency(const QString &kind)
{
    QTemporaryDir dir;
    db::ConnectionParams primaryParams;
    auto primary = initPrimary(kind, dir, primaryParams);
    // Table 1 takes the changed rows; the others hold two rows each.
    primaryTable(*primary, primaryParams, QStringLiteral("t1"), 1000);
    const QString ini = siteIni(dir, QStringLiteral("site"), primaryParams);
    const QList<int> delays = delaysMs();
    QStringList heading;
    for (int delay : delays)
        heading << QStringLiteral("%1 ms").arg(delay);
    std::printf("%s primary, sqlite site, each way's delay: %s\n", qPrintable(kind),
                qPrintable(heading.join(QStringLiteral(" | "))));

    int tables = 1;
    for (int count : kTableCounts) {
        for (; tables < count; ++tables)
            primaryTable(*primary, primaryParams, QStringLiteral("t%1").arg(tables + 1), 2);
        quietPrimary(*primary, kind);
        for (int i = 0; i < 2; ++i) // the new tables' load, then the session that reads its echoes
            sessionThrough(ini, quint16(primaryParams.port));
        QList<Timed> quiet;
        for (int delay : delays) {
            jgr::test::TurnProxy proxy(primaryParams.host, quint16(primaryParams.port), delay);
            quiet << sessionThrough(ini, proxy.listen());
        }
        printRow(qPrintable(QStringLiteral("quiet session, %1 tables").arg(count)), quiet);
    }

    QList<Timed> changed;
    for (int delay : delays) {
        check(primary->run(QStringLiteral("UPDATE t1 SET c4 = c4 + 1")));
        jgr::test::TurnProxy proxy(primaryParams.host, quint16(primaryParams.port), delay);
        changed << sessionThrough(ini, proxy.listen());
        sessionThrough(ini, quint16(primaryParams.port)); // its echoes, not timed
    }
    printRow("1,000 changed rows in 1 table of 50", changed);

    const int rows = qEnvironmentVariableIsSet("JGR_BENCH_LATENCY_ROWS")
                         ? qEnvironmentVariableIntValue("JGR_BENCH_LATENCY_ROWS")
                         : 200000;
    primaryTable(*primary, primaryParams, QStringLiteral("big"), rows);
    quietPrimary(*primary, kind);
    QList<Timed> load;
    for (int delay : delays) {
        const QString fresh = siteIni(dir, QStringLiteral("new%1").arg(delay), primaryParams);
        jgr::test::TurnProxy proxy(primaryParams.host, quint16(primaryParams.port), delay);
        load << sessionThrough(fresh, proxy.listen());
        expectRows(*open(siteDatabase(dir, QStringLiteral("new%1").arg(delay)), "new site"), QStringLiteral("big"),
                   rows);
    }
    printRow(qPrintable(QStringLiteral("new site: join and load %1 rows").arg(rows)), load);
    return 0;
}

} // namespace bench
