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

#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;

class TestRandomWorkload : public QObject
{
    Q_OBJECT

private slots:
    void randomWorkload_data()
    {
        QTest::addColumn<quint32>("seed");
        const int count =
            qEnvironmentVariableIsSet("JGR_RANDOM_SEEDS") ? qEnvironmentVariableIntValue("JGR_RANDOM_SEEDS") : 9;
        const quint32 first = qEnvironmentVariableIsSet("JGR_RANDOM_FIRST_SEED")
                                  ? quint32(qEnvironmentVariableIntValue("JGR_RANDOM_FIRST_SEED"))
                                  : 1;
        for (int i = 0; i < count; ++i)
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(first + quint32(i)))) << first + quint32(i);
    }
    void randomWorkload()
    {
        QFETCH(quint32, seed);
        // The primary's database and one site's vary with the seed.
        const Backend primaries[] = {Backend::Postgres, Backend::MariaDb, Backend::Sqlite};
        const Backend primary = primaries[seed % 3];
        const Backend sites[] = {Backend::Sqlite, Backend::MariaDb, Backend::Postgres};
        const Backend oneSite = sites[(seed / 3) % 3];
        JGR_CLUSTER(c, primary, {Backend::Sqlite, oneSite, Backend::Sqlite});
        for (int s = 0; s < c.siteCount(); ++s)
            QVERIFY(c.replicate(s).ok());
        test::RandomWorkload work(c, seed, primary == Backend::Sqlite && oneSite == Backend::Sqlite);
        const QString failed = work.steps(80);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        QVERIFY2(c.replicateUntilQuiet(6), qPrintable(test::Cluster::lastError()));
        const QString problems = work.check();
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
        qInfo("%s", qPrintable(work.summary()));
    }
};

QTEST_GUILESS_MAIN(TestRandomWorkload)
#include "test_random_workload.moc"
