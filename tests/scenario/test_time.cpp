// Time: a clock that disagrees with the primary's is reported (it does not
// matter to the protocol, it matters to people reading stamps); a clock that
// went back misses no change; a site that comes back after 400 days
// replicates in one session; kill records are purged only after every site
// has replicated past them.
#include "cli.h"
#include "cluster.h"
#include "scenario.h"

#include "control/controlrepository.h"
#include "control/killpurge.h"

#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {

// "column = column moved `days` back" (ahead when negative).
QString movedBack(db::Database &db, const QString &column, int days)
{
    const QString driver = db.dialect().name();
    if (driver == QLatin1String("sqlite"))
        return QStringLiteral("%1 = strftime('%Y-%m-%d %H:%M:%f', %1, '%2 days')").arg(column).arg(-days);
    if (driver == QLatin1String("postgresql"))
        return QStringLiteral("%1 = %1 - interval '%2 days'").arg(column).arg(days);
    return QStringLiteral("%1 = %1 - INTERVAL %2 DAY").arg(column).arg(days);
}

// Moves every stamp of a database `days` back, as if its last sessions had
// happened that long ago (explicit stamps are kept by the triggers); a
// negative `days` moves them ahead, as if its clock had been that fast.
// Without `controlRecords`, only the replicated rows and the kill records
// move (the stamps a primary's own clock wrote, not its copies of sites').
bool shiftStamps(db::Database &db, int days, bool controlRecords = true)
{
    const auto back = [&](const QString &column) { return movedBack(db, column, days); };
    QList<std::pair<QString, QStringList>> tables{
        {QStringLiteral("items"), {QStringLiteral("lastchangeddate"), QStringLiteral("jg_datewhensent")}},
        {QStringLiteral("parts"), {QStringLiteral("lastchangeddate"), QStringLiteral("jg_datewhensent")}},
        {QStringLiteral("notes"), {QStringLiteral("lastchangeddate"), QStringLiteral("jg_datewhensent")}},
        {QStringLiteral("jg_killed_rows"), {QStringLiteral("lastchangeddate"), QStringLiteral("date_time_killed")}},
        {QStringLiteral("jgreplicate"),
         {QStringLiteral("lastchangeddate"), QStringLiteral("current_local_high"),
          QStringLiteral("previous_local_high"), QStringLiteral("current_primary_high"),
          QStringLiteral("previous_primary_high"), QStringLiteral("last_success"), QStringLiteral("date_rep_started"),
          QStringLiteral("date_rep_ended"), QStringLiteral("record_created_date")}},
    };
    if (!controlRecords)
        tables.removeLast();
    for (const auto &[table, columns] : tables) {
        QStringList sets;
        for (const QString &c : columns)
            sets << back(c);
        if (!db.run(QStringLiteral("UPDATE %1 SET %2").arg(table, sets.join(QStringLiteral(", ")))).ok())
            return false;
    }
    return true;
}

} // namespace

class TestTime : public QObject
{
    Q_OBJECT

private slots:
    void clockSkewIsReported()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite});
        qputenv("JGR_TEST_CLOCK_OFFSET_SECONDS", "600");
        const auto skewed = c.replicate(0);
        qunsetenv("JGR_TEST_CLOCK_OFFSET_SECONDS");
        QVERIFY2(skewed.ok(), qPrintable(skewed.message));
        QVERIFY(skewed.clockSkewSeconds >= 590 && skewed.clockSkewSeconds <= 610);
        QCOMPARE(skewed.warnings.size(), 1);
        QVERIFY2(skewed.warnings.first().contains(QStringLiteral("10 minutes ahead of the primary")),
                 qPrintable(skewed.warnings.first()));
        const QString like = QStringLiteral("%clock of site%");
        QCOMPARE(control::ControlRepository(c.site(0))
                     .select<control::ErrorRecord>(QStringLiteral("notes LIKE ?"), {like})
                     .value()
                     .size(),
                 1);
        QCOMPARE(control::ControlRepository(c.primary())
                     .select<control::ErrorRecord>(QStringLiteral("notes LIKE ?"), {like})
                     .value()
                     .size(),
                 1);
        const auto fine = c.replicate(0);
        QVERIFY(fine.ok());
        QVERIFY(fine.warnings.isEmpty());
        QVERIFY(std::abs(fine.clockSkewSeconds) < 60);
    }

    // The site's and the primary's clocks were a day fast until now (NTP
    // set them right): every stamp and mark they wrote lies a day ahead, and
    // the changes made since are stamped below the marks. The next session
    // keeps the marks (they never go back), says so, and still delivers
    // those changes both ways.
    void clockThatWentBackMissesNoChange_data()
    {
        QTest::addColumn<Backend>("primary");
        QTest::newRow("sqlite primary") << Backend::Sqlite;
        QTest::newRow("postgresql primary") << Backend::Postgres;
        QTest::newRow("mariadb primary") << Backend::MariaDb;
    }
    void clockThatWentBackMissesNoChange()
    {
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {Backend::Sqlite, Backend::Sqlite});
        const qint64 mine =
            Cluster::insert(c.site(0), QStringLiteral("items"), {{QStringLiteral("name"), QStringLiteral("mine")}});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QVERIFY(shiftStamps(c.primary(), -1, false));
        QVERIFY(shiftStamps(c.site(0), -1));
        // The primary's copy of site 2's marks (clone detection) moves with them.
        QVERIFY(c.primary()
                    .run(QStringLiteral("UPDATE jgreplicate SET %1 WHERE flag = 'S' AND site_number = ?")
                             .arg(movedBack(c.primary(), QStringLiteral("previous_local_high"), -1)),
                         {c.siteNumber(0)})
                    .ok());
        QVERIFY(
            c.site(0)
                .run(QStringLiteral("UPDATE items SET city = 'after the clock went back' WHERE item_id = %1").arg(mine))
                .ok());
        Cluster::insert(c.site(0), QStringLiteral("items"),
                        {{QStringLiteral("name"), QStringLiteral("new after the clock went back")}});
        QVERIFY(c.primary().run(QStringLiteral("UPDATE items SET qty = 321 WHERE name = 'Item 1'")).ok());

        const auto r = REPLICATE_OK(c, 0);
        QVERIFY(r.ok());
        const QString said = QStringLiteral("%went backwards%every row is compared once more%");
        QVERIFY(!control::ControlRepository(c.site(0))
                     .select<control::ErrorRecord>(QStringLiteral("notes LIKE ?"), {said})
                     .value()
                     .isEmpty());
        QCOMPARE(
            Cluster::count(c.primary(), QStringLiteral("items"), QStringLiteral("city = 'after the clock went back'")),
            1);
        QCOMPARE(Cluster::count(c.primary(), QStringLiteral("items"),
                                QStringLiteral("name = 'new after the clock went back'")),
                 1);
        QCOMPARE(Cluster::count(c.site(0), QStringLiteral("items"), QStringLiteral("name = 'Item 1' AND qty = 321")),
                 1);
        QCOMPARE(c.differences(0), QString());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QCOMPARE(c.differences(1), QString());
        QCOMPARE(
            Cluster::count(c.site(1), QStringLiteral("items"), QStringLiteral("city = 'after the clock went back'")),
            1);
    }

    // A site whose last session was 400 days ago comes back: one session
    // brings it level, without a reload.
    void siteBackAfter400Days_data()
    {
        QTest::addColumn<Backend>("primary");
        QTest::newRow("sqlite primary") << Backend::Sqlite;
        QTest::newRow("postgresql primary") << Backend::Postgres;
        QTest::newRow("mariadb primary") << Backend::MariaDb;
    }
    void siteBackAfter400Days()
    {
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {Backend::Sqlite, Backend::Sqlite});
        const qint64 mine = Cluster::insert(c.site(0), QStringLiteral("items"),
                                            {{QStringLiteral("name"), QStringLiteral("before the trip")}});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QVERIFY(shiftStamps(c.primary(), 400));
        QVERIFY(shiftStamps(c.site(0), 400));
        QVERIFY(shiftStamps(c.site(1), 400));
        // Meanwhile (today) the others worked, and so did the traveller, offline.
        for (int i = 0; i < 30; ++i)
            Cluster::insert(c.primary(), QStringLiteral("items"),
                            {{QStringLiteral("name"), QStringLiteral("while away %1").arg(i)}});
        QVERIFY(c.primary().run(QStringLiteral("UPDATE items SET qty = 123 WHERE name = 'Item 1'")).ok());
        QVERIFY(c.primary().run(QStringLiteral("DELETE FROM parts WHERE code = 'P-2'")).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        for (int i = 0; i < 5; ++i)
            Cluster::insert(c.site(0), QStringLiteral("items"),
                            {{QStringLiteral("name"), QStringLiteral("offline %1").arg(i)}});
        QVERIFY(c.site(0).run(QStringLiteral("UPDATE items SET city = 'Far away' WHERE item_id = %1").arg(mine)).ok());

        const auto back = REPLICATE_OK(c, 0);
        QVERIFY(back.ok());
        QCOMPARE(c.differences(0), QString());
        QCOMPARE(Cluster::count(c.primary(), QStringLiteral("items"), QStringLiteral("name LIKE 'offline %'")), 5);
        QCOMPARE(Cluster::count(c.site(0), QStringLiteral("items"), QStringLiteral("name LIKE 'while away %'")), 30);
        QCOMPARE(Cluster::count(c.site(0), QStringLiteral("parts"), QStringLiteral("code = 'P-2'")), 0);
        QCOMPARE(Cluster::count(c.primary(), QStringLiteral("items"), QStringLiteral("city = 'Far away'")), 1);
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QCOMPARE(c.differences(1), QString());
    }

    // Kill records older than the retention go only once every site's last
    // success is past them; the purge says what it removed.
    void killedRowsPurgedOnlyAfterEverySitePassed()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite, Backend::Sqlite});
        QVERIFY(c.primary().run(QStringLiteral("DELETE FROM parts WHERE code IN ('P-1', 'P-2')")).ok());
        QCOMPARE(Cluster::count(c.primary(), QStringLiteral("jg_killed_rows")), 2);
        // The kills are 500 days old; site 1 delivered them long ago, site 2
        // last replicated 600 days ago and has not seen them.
        QVERIFY(c.primary()
                    .run(QStringLiteral(
                        "UPDATE jg_killed_rows SET lastchangeddate = lastchangeddate - interval '500 days'"))
                    .ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        control::SiteRecord late = *control::ControlRepository(c.primary()).site(c.siteNumber(1)).value();
        late.lastSuccess =
            QDateTime::currentDateTimeUtc().addDays(-600).toString(QStringLiteral("yyyy-MM-dd hh:mm:ss"));
        QVERIFY(control::ControlRepository(c.primary()).update(late).ok());

        auto held = control::purgeKilledRows(c.primary(), 365, QDateTime::currentDateTimeUtc());
        QVERIFY(held.ok());
        QCOMPARE(held.value().removed.size(), 0);
        QVERIFY2(held.value().heldBackBy.contains(QStringLiteral("site %1").arg(c.siteNumber(1))),
                 qPrintable(held.value().heldBackBy));
        QCOMPARE(Cluster::count(c.primary(), QStringLiteral("jg_killed_rows")), 2);

        // Site 2 catches up (its window still reaches back to the kills).
        control::TableRecord parts = *control::ControlRepository(c.site(1)).table(QStringLiteral("parts")).value();
        parts.previousPrimaryHigh = QStringLiteral("1980-01-01 00:00:00.000");
        QVERIFY(control::ControlRepository(c.site(1)).update(parts).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QCOMPARE(Cluster::count(c.site(1), QStringLiteral("parts"), QStringLiteral("code IN ('P-1', 'P-2')")), 0);
        const auto purged =
            test::runCli({QStringLiteral("--config"), c.primaryIniPath(), QStringLiteral("purge-killed"),
                          QStringLiteral("--retention-days"), QStringLiteral("365"), QStringLiteral("--json")},
                         c.primaryCliEnvironment());
        QVERIFY2(purged.exitCode == 0, qPrintable(purged.err));
        QVERIFY2(purged.out.contains(QStringLiteral("\"removed\"")), qPrintable(purged.out));
        QCOMPARE(Cluster::count(c.primary(), QStringLiteral("jg_killed_rows")), 0);
        // Kills younger than the retention stay.
        QVERIFY(c.primary().run(QStringLiteral("DELETE FROM parts WHERE code = 'P-3'")).ok());
        QVERIFY(control::purgeKilledRows(c.primary(), 365, QDateTime::currentDateTimeUtc()).ok());
        QCOMPARE(Cluster::count(c.primary(), QStringLiteral("jg_killed_rows")), 1);
    }
};

QTEST_GUILESS_MAIN(TestTime)
#include "test_time.moc"
