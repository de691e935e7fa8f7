#include "subsetload.h"

#include "benchsetup.h"
#include "timedsession.h"

#include "control/controlrepository.h"
#include "db/database.h"
#include "engine/subset/subsetadmin.h"

#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace jgr;

namespace bench {

namespace {
const QString kTable = QStringLiteral("big");

struct Round
{
    Measured whole;
    Measured part;
    qint64 partRows = 0;
};

Round measureRound(const QString &kind, int rows)
{
    Round round;
    QTemporaryDir dir;
    db::ConnectionParams primaryParams;
    auto primary = initPrimary(kind, dir, primaryParams);
    primaryTable(*primary, primaryParams, kTable, rows);
    quietPrimary(*primary, kind);
    round.whole = session(siteIni(dir, QStringLiteral("whole"), primaryParams));
    expectRows(*open(siteDatabase(dir, QStringLiteral("whole")), "site"), kTable, rows);

    // The next site to join owns every 97th row (c5 is the row's number modulo 97).
    auto master = control::ControlRepository(*primary).master();
    check(master ? Status() : master.error());
    const int branch = master.value()->nextSiteNumber1;
    check(primary->run(QStringLiteral("UPDATE %1 SET jg_owner = %2 WHERE c5 = 0").arg(kTable).arg(branch)));
    auto rule = engine::SubsetAdmin(*primary).setRule({kTable, engine::SubsetRule::Kind::Owned, {}});
    check(rule ? Status() : rule.error());
    quietPrimary(*primary, kind);
    round.partRows = integer(*primary, QStringLiteral("SELECT count(*) FROM %1 WHERE c5 = 0").arg(kTable));
    round.part = session(siteIni(dir, QStringLiteral("part"), primaryParams));
    auto site = open(siteDatabase(dir, QStringLiteral("part")), "site");
    expectRows(*site, kTable, int(round.partRows));
    if (integer(*site, QStringLiteral("SELECT count(*) FROM %1 WHERE c5 <> 0").arg(kTable)) != 0) {
        std::fprintf(stderr, "the site holds rows outside its part\n");
        std::exit(1);
    }
    return round;
}
} // namespace

int runSubsetLoad(const QString &kind, int rows, int rounds)
{
    QList<double> ratios;
    for (int i = 1; i <= rounds; ++i) {
        const Round r = measureRound(kind, rows);
        const double ratio = r.part.seconds / r.whole.seconds;
        ratios << ratio;
        std::printf("%s primary, sqlite sites, %d rows (10 user columns), round %d of %d\n", qPrintable(kind), rows, i,
                    rounds);
        std::printf("  every row:    %9d rows in %7.2f s (%9.0f rows/s), %lld statements\n", rows, r.whole.seconds,
                    rows / r.whole.seconds, static_cast<long long>(r.whole.statements));
        std::printf("  --owned part: %9lld rows in %7.2f s (%9.0f rows/s), %lld statements: %.1f%% of the rows in "
                    "%.1f%% of the time\n",
                    static_cast<long long>(r.partRows), r.part.seconds, r.partRows / r.part.seconds,
                    static_cast<long long>(r.part.statements), 100.0 * double(r.partRows) / rows, 100.0 * ratio);
        std::fflush(stdout);
    }
    std::sort(ratios.begin(), ratios.end());
    const qsizetype n = ratios.size();
    std::printf("  median of %lld rounds: the part's load took %.1f%% of the whole load's time\n",
                static_cast<long long>(n),
                100.0 * (n % 2 ? ratios.at(n / 2) : (ratios.at(n / 2 - 1) + ratios.at(n / 2)) / 2));
    return 0;
}

} // namespace bench
