// The randomised multi-site workload (tests/support/randomworkload.h) on a
// primary and three sites; after two quiet rounds every site must equal the
// primary, and every row must hold what owner wins and blank fill say it
// must, an owner's values exactly as it wrote them. The seed picks the
// primary's database (PostgreSQL, MariaDB, SQLite) and the kind of one of the
// three sites (SQLite, MariaDB, PostgreSQL): nine seeds in a row run every
// pair.
//
// CI runs nine fixed seeds; JGR_RANDOM_SEEDS=N runs N seeds (the long run of
// docs/ARCHITECTURE.md), JGR_RANDOM_FIRST_SEED picks where they start.
#include "randomworkload.h"
#include "scenario.h"

#include "engine/subset/subsetadmin.h"

#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;

namespace {
// The seeds to run: `count` from 1, or JGR_RANDOM_SEEDS from JGR_RANDOM_FIRST_SEED.
void addSeeds(int count)
{
    QTest::addColumn<quint32>("seed");
    if (qEnvironmentVariableIsSet("JGR_RANDOM_SEEDS"))
        count = qEnvironmentVariableIntValue("JGR_RANDOM_SEEDS");
    const quint32 first = qEnvironmentVariableIsSet("JGR_RANDOM_FIRST_SEED")
                              ? quint32(qEnvironmentVariableIntValue("JGR_RANDOM_FIRST_SEED"))
                              : 1;
    for (int i = 0; i < count; ++i)
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(first + quint32(i)))) << first + quint32(i);
}

// Each site holds a part (docs/PROTOCOL.md, Subsets): the first site the
// live items, the second the soft-deleted ones, the third only its own
// (no attribute); each site only its own parts. Soft deletes and their
// undoing move items between the first two.
bool setSubsets(test::Cluster &c, QString *error)
{
    engine::SubsetAdmin admin(c.primary());
    const QList<Result<engine::SubsetAdmin::Set>> rules{
        admin.setRule({QStringLiteral("items"),
                       engine::SubsetRule::Kind::Match,
                       {{QStringLiteral("isremoved"), QStringLiteral("status")}}}),
        admin.setRule({QStringLiteral("parts"), engine::SubsetRule::Kind::Owned, {}}),
    };
    for (const auto &r : rules)
        if (!r) {
            *error = r.error().message;
            return false;
        }
    for (const auto &[site, status] : {std::pair{0, "N"}, std::pair{1, "Y"}})
        if (auto set = admin.setAttribute(c.siteNumber(site), QStringLiteral("status"), QString::fromLatin1(status));
            !set) {
            *error = set.error().message;
            return false;
        }
    return true;
}
} // namespace

class TestRandomWorkload : public QObject
{
    Q_OBJECT

private slots:
    void randomWorkload_data() { addSeeds(9); }
    void randomWorkload()
    {
        QFETCH(quint32, seed);
        run(seed, false);
    }

    // After two quiet rounds every site equals its part of the primary.
    void randomWorkloadWithSubsets_data() { addSeeds(3); }
    void randomWorkloadWithSubsets()
    {
        QFETCH(quint32, seed);
        run(seed, true);
    }

private:
    void run(quint32 seed, bool subsets)
    {
        // The primary's database and one site's vary with the seed.
        const Backend primaries[] = {Backend::Postgres, Backend::MariaDb, Backend::Sqlite};
        const Backend primary = primaries[seed % 3];
        const Backend sites[] = {Backend::Sqlite, Backend::MariaDb, Backend::Postgres};
        const Backend oneSite = sites[(seed / 3) % 3];
        JGR_CLUSTER(c, primary, {Backend::Sqlite, oneSite, Backend::Sqlite});
        for (int s = 0; s < c.siteCount(); ++s)
            QVERIFY(c.replicate(s).ok());
        if (subsets)
            QVERIFY2(setSubsets(c, &error), qPrintable(error));
        test::RandomWorkload work(c, seed, primary == Backend::Sqlite && oneSite == Backend::Sqlite);
        const QString failed = work.steps(80);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        QVERIFY2(c.replicateUntilQuiet(6), qPrintable(test::Cluster::lastError()));
        const QString problems = work.check();
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
        if (subsets) {
            // Each site holds its part and no more (compare, in check(), saw the rest).
            const auto others = [&](int s, const QString &table, const QString &where) {
                return test::Cluster::count(c.site(s), table,
                                            QStringLiteral("jg_owner <> %1 AND (%2)").arg(c.siteNumber(s)).arg(where));
            };
            QCOMPARE(others(0, QStringLiteral("items"), QStringLiteral("isremoved = 'Y'")), 0);
            QCOMPARE(others(1, QStringLiteral("items"), QStringLiteral("isremoved <> 'Y'")), 0);
            QCOMPARE(others(2, QStringLiteral("items"), QStringLiteral("1 = 1")), 0);
            for (int s = 0; s < c.siteCount(); ++s)
                QCOMPARE(others(s, QStringLiteral("parts"), QStringLiteral("1 = 1")), 0);
        }
        qInfo("%s", qPrintable(work.summary()));
    }
};

QTEST_GUILESS_MAIN(TestRandomWorkload)
#include "test_random_workload.moc"
