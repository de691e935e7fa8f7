// The checks a session makes before any row moves: the schema check
// (docs/PROTOCOL.md step 10) and clone detection (step 5), with allow-mismatch
// for a site restored from a backup.
#include "atpush.h"
#include "cli.h"
#include "cluster.h"
#include "scenario.h"

#include "control/controlrepository.h"
#include "control/siteadmin.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {
const QString kItems = QStringLiteral("items");
}

class TestSiteChecks : public QObject
{
    Q_OBJECT

    static void pairs() { test::addDatabasePairs(); }

private slots:
    // A mismatch stops its table (and the tables that reference it) before
    // any of its rows move; the other tables replicate, and the session
    // ends with exit code 6 (docs/PROTOCOL.md, "One table's problem stops
    // that table").
    void schemaMismatchStopsItsTable_data() { pairs(); }
    void schemaMismatchStopsItsTable()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        db::Database &s2 = c.site(0);
        // A column the primary does not have, in the last table (notes).
        QVERIFY(s2.run(QStringLiteral("ALTER TABLE notes ADD COLUMN extra INTEGER")).ok());
        Cluster::insert(c.primary(), kItems, {{QStringLiteral("name"), QStringLiteral("arrives all the same")}});
        Cluster::insert(c.primary(), QStringLiteral("notes"), {{QStringLiteral("body"), QStringLiteral("waits")}});
        const auto r = c.replicate(0);
        QCOMPARE(r.exitCode, ExitCode::SchemaMismatch);
        QVERIFY2(r.message.contains(QStringLiteral("notes")) && r.message.contains(QStringLiteral("extra")),
                 qPrintable(r.message));
        QCOMPARE(r.stopped.size(), 1);
        QCOMPARE(r.stopped.first().table, QStringLiteral("notes"));
        // The other tables replicated; nothing of notes moved; an E record says why.
        QCOMPARE(Cluster::count(s2, kItems, QStringLiteral("name = 'arrives all the same'")), 1);
        QCOMPARE(Cluster::count(s2, QStringLiteral("notes"), QStringLiteral("body = 'waits'")), 0);
        auto errors = control::ControlRepository(s2).select<control::ErrorRecord>(
            QStringLiteral("notes LIKE ?"), {QStringLiteral("%Schema mismatch%")});
        QCOMPARE(errors.value().size(), 1);
        QVERIFY(errors.value().first().notes.contains(QStringLiteral("extra")));
        auto onPrimary =
            control::ControlRepository(c.primary())
                .select<control::ErrorRecord>(QStringLiteral("notes LIKE ?"), {QStringLiteral("%Schema mismatch%")});
        QCOMPARE(onPrimary.value().size(), 1);
        // A different type: the same name, text here and integer there.
        QVERIFY(s2.run(QStringLiteral("ALTER TABLE notes DROP COLUMN extra")).ok());
        QVERIFY(c.primary().run(QStringLiteral("ALTER TABLE notes ADD COLUMN extra INTEGER")).ok());
        QVERIFY(s2.run(QStringLiteral("ALTER TABLE notes ADD COLUMN extra VARCHAR(10)")).ok());
        const auto typed = c.replicate(0);
        QCOMPARE(typed.exitCode, ExitCode::SchemaMismatch);
        QVERIFY2(typed.message.contains(QStringLiteral("extra")), qPrintable(typed.message));
        // Aligned again, the session goes through.
        QVERIFY(s2.run(QStringLiteral("ALTER TABLE notes DROP COLUMN extra")).ok());
        QVERIFY(s2.run(QStringLiteral("ALTER TABLE notes ADD COLUMN extra INTEGER")).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(Cluster::count(s2, QStringLiteral("notes"), QStringLiteral("body = 'waits'")), 1);
    }

    void shorterTextIsAMismatch()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::MariaDb});
        QVERIFY(c.site(0).run(QStringLiteral("ALTER TABLE items MODIFY city VARCHAR(20)")).ok());
        const auto r = c.replicate(0);
        QCOMPARE(r.exitCode, ExitCode::SchemaMismatch);
        QVERIFY2(r.message.contains(QStringLiteral("city")) && r.message.contains(QStringLiteral("shorter")),
                 qPrintable(r.message));
    }

    void cloneIsRefusedAndARestoredBackupGetsItsRowsBack()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite});
        const QString file = c.siteParams(0).database;
        // A backup of the site, then more work that reaches the primary.
        QVERIFY(c.site(0).run(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")).ok());
        QVERIFY(QFile::copy(file, file + QStringLiteral(".backup")));
        Cluster::insert(c.site(0), kItems, {{QStringLiteral("name"), QStringLiteral("after the backup")}});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(Cluster::count(c.primary(), kItems, QStringLiteral("name = 'after the backup'")), 1);

        // A clone: the backup copied to another folder with its own INI.
        QVERIFY(QFile::copy(file + QStringLiteral(".backup"), dir.filePath(QStringLiteral("clone.db"))));
        QString ini = QString::fromUtf8([&] {
            QFile f(c.iniPath(0));
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }());
        ini.replace(file, dir.filePath(QStringLiteral("clone.db")));
        const QString cloneIni = dir.filePath(QStringLiteral("clone.ini"));
        {
            QFile f(cloneIni);
            f.open(QIODevice::WriteOnly);
            f.write(ini.toUtf8());
        }
        const auto cloned =
            test::runCli({QStringLiteral("--config"), cloneIni, QStringLiteral("replicate")}, c.cliEnvironment(0));
        QCOMPARE(cloned.exitCode, 5);
        QVERIFY2(cloned.err.contains(QStringLiteral("Clone suspected")), qPrintable(cloned.err));
        // The original goes on undisturbed.
        QVERIFY(REPLICATE_OK(c, 0).ok());

        // The site's database is restored from the backup: refused until an
        // administrator allows it once; then it gets its own later rows back.
        QVERIFY(QFile::copy(file + QStringLiteral(".backup"), dir.filePath(QStringLiteral("restored.db"))));
        ini.replace(dir.filePath(QStringLiteral("clone.db")), dir.filePath(QStringLiteral("restored.db")));
        const QString restoredIni = dir.filePath(QStringLiteral("restored.ini"));
        {
            QFile f(restoredIni);
            f.open(QIODevice::WriteOnly);
            f.write(ini.toUtf8());
        }
        QCOMPARE(
            test::runCli({QStringLiteral("--config"), restoredIni, QStringLiteral("replicate")}, c.cliEnvironment(0))
                .exitCode,
            5);
        QString restoredError;
        db::ConnectionParams restoredParams = c.siteParams(0);
        restoredParams.database = dir.filePath(QStringLiteral("restored.db"));
        auto restored = test::openOrNull(restoredParams, QStringLiteral("restored"), &restoredError);
        QVERIFY(restored);
        // Meanwhile a user adds a row there: it gets the row id that the row
        // made after the backup had, and so the same jg_unique_id by the
        // formula. Both rows must live on, each with its own id.
        Cluster::insert(*restored, kItems, {{QStringLiteral("name"), QStringLiteral("after the restore")}});
        QVERIFY(control::SiteAdmin(c.primary()).allowMismatch(c.siteNumber(0)).ok());
        const auto allowed =
            test::runCli({QStringLiteral("--config"), restoredIni, QStringLiteral("replicate")}, c.cliEnvironment(0));
        QVERIFY2(allowed.exitCode == 0, qPrintable(allowed.err));
        for (db::Database *db : {restored.get(), &c.primary()}) {
            QCOMPARE(Cluster::count(*db, kItems, QStringLiteral("name = 'after the backup'")), 1);
            QCOMPARE(Cluster::count(*db, kItems, QStringLiteral("name = 'after the restore'")), 1);
            QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(DISTINCT jg_unique_id) FROM items")).value().toInt(),
                     Cluster::count(*db, kItems));
        }
        QCOMPARE(Cluster::count(*restored, kItems, QStringLiteral("jg_unique_id <> 0")),
                 Cluster::count(c.primary(), kItems));
        // Once only.
        QCOMPARE(control::ControlRepository(c.primary()).site(c.siteNumber(0)).value()->oneTimeMismatchAllowed,
                 QStringLiteral("N"));
    }

    // What an administrator sets on a site's S record (on the primary) or
    // M record (at the site) while that site replicates outlives the
    // session: the session writes only the columns it keeps (its counts,
    // dates, marks and alert flags), and adds its line to the S record's
    // notes only where they are still as it read them.
    void administratorsChangeDuringASessionStays_data() { test::addServerPrimaryPairs(); }
    void administratorsChangeDuringASessionStays()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        const int number = c.siteNumber(0);
        control::ControlRepository primaryRepo(c.primary());
        const int finishedBefore = primaryRepo.site(number).value()->repCountFinished;
        Cluster::insert(c.site(0), kItems, {{QStringLiteral("name"), QStringLiteral("during the change")}});
        bool changed = false;
        test::AtPush administrator(kItems, [&] {
            changed =
                control::SiteAdmin(c.primary()).allowMismatch(number).ok() &&
                c.primary()
                    .run(QStringLiteral("UPDATE jgreplicate SET out_of_date_after_minutes = 90, "
                                        "send_email_on_completion = 'Y', notes = 'Call Ann before a restore.' "
                                        "WHERE flag = 'S' AND site_number = ?"),
                         {number})
                    .ok() &&
                c.site(0).run(QStringLiteral("UPDATE jgreplicate SET notes = 'Ann''s laptop' WHERE flag = 'M'")).ok();
        });
        QVERIFY(c.replicate(0, &administrator).ok());
        QVERIFY(changed);
        auto after = primaryRepo.site(number).value().value();
        QCOMPARE(after.oneTimeMismatchAllowed, QStringLiteral("Y"));
        QCOMPARE(after.outOfDateAfterMinutes, 90);
        QCOMPARE(after.sendEmailOnCompletion, QStringLiteral("Y"));
        QCOMPARE(after.notes, QStringLiteral("Call Ann before a restore."));
        QCOMPARE(after.repCountFinished, finishedBefore + 1);
        QCOMPARE(after.repCountFailed, 0);
        QVERIFY(!after.dateRepEnded.isEmpty());
        // The site's own M record likewise keeps its administrator's note.
        const auto local = control::ControlRepository(c.site(0)).master().value().value();
        QCOMPARE(local.notes, QStringLiteral("Ann's laptop"));
        QVERIFY(!local.lastSuccess.isEmpty());

        // The next session adds its line below the administrator's note.
        QVERIFY(REPLICATE_OK(c, 0).ok());
        after = primaryRepo.site(number).value().value();
        QVERIFY2(after.notes.startsWith(QStringLiteral("Call Ann before a restore.\n")), qPrintable(after.notes));
        QVERIFY2(after.notes.contains(QStringLiteral("session finished")), qPrintable(after.notes));
        QCOMPARE(after.repCountFinished, finishedBefore + 2);
        QCOMPARE(after.outOfDateAfterMinutes, 90);
    }

    // Notes are the administrator's where they differ at all from what the
    // session read: by trailing spaces too, which MariaDB's PAD SPACE
    // collations ignore (and its default ones case, too; the test databases
    // are utf8mb4_bin).
    void notesChangedOnlyInTrailingSpacesStay_data() { test::addServerPrimaryPairs(); }
    void notesChangedOnlyInTrailingSpacesStay()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        const int number = c.siteNumber(0);
        const QString setNotes =
            QStringLiteral("UPDATE jgreplicate SET notes = ? WHERE flag = 'S' AND site_number = ?");
        QVERIFY(c.primary().run(setNotes, {QStringLiteral("call ann"), number}).ok());
        const QString edited = QStringLiteral("call ann  ");
        Cluster::insert(c.site(0), kItems, {{QStringLiteral("name"), QStringLiteral("during the edit")}});
        bool changed = false;
        test::AtPush administrator(kItems, [&] { changed = c.primary().run(setNotes, {edited, number}).ok(); });
        QVERIFY(c.replicate(0, &administrator).ok());
        QVERIFY(changed);
        QCOMPARE(control::ControlRepository(c.primary()).site(number).value()->notes, edited);
    }
};

QTEST_GUILESS_MAIN(TestSiteChecks)
#include "test_site_checks.moc"
