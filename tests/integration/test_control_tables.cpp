// The control tables on every database: created as docs/SCHEMA.md says, and every
// record kind written and read back field by field.
#include "testdatabases.h"

#include "control/controlrepository.h"
#include "control/controlschema.h"

#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;

class TestControlTables : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    void backends() { test::addAllBackends(); }

private slots:
    // A database made before database_identity and primary_identity existed
    // gets them (with its records kept) from the next create() or upgrade().
    void olderControlTableGetsTheNewColumns_data() { backends(); }
    void olderControlTableGetsTheNewColumns()
    {
        QFETCH(Backend, backend);
        JGR_FRESH_DB(params, backend, QStringLiteral("upgrade"), m_dir.path());
        QString error;
        auto db = test::openOrNull(params, QStringLiteral("local"), &error);
        QVERIFY2(db, qPrintable(error));
        QVERIFY(control::controlschema::upgrade(*db).ok()); // no control tables: nothing to do
        QVERIFY(control::controlschema::create(*db).ok());
        control::MasterRecord m;
        m.siteNumber = 4;
        m.siteName = QStringLiteral("Old site");
        QVERIFY(control::ControlRepository(*db).insert(m).ok());
        for (const QString &column : {QStringLiteral("database_identity"), QStringLiteral("primary_identity")})
            QVERIFY(db->run(QStringLiteral("ALTER TABLE jgreplicate DROP COLUMN %1").arg(column)).ok());
        QVERIFY(!control::ControlRepository(*db).master().ok()); // as an older version left it
        const Status upgraded = control::controlschema::upgrade(*db);
        QVERIFY2(upgraded.ok(), qPrintable(upgraded.ok() ? QString() : upgraded.error().message));
        auto columns = db->inspectColumns(QStringLiteral("jgreplicate"));
        QCOMPARE(columns.value().size(), control::controlschema::jgreplicateColumns().size());
        auto read = control::ControlRepository(*db).master();
        QVERIFY(read.ok() && read.value());
        QCOMPARE(read.value()->siteName, QStringLiteral("Old site"));
        QVERIFY(read.value()->databaseIdentity.isEmpty());
        const Status again = control::controlschema::upgrade(*db); // nothing to add
        QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.error().message));
    }

    // A [primary] that names a database without control tables (a typo, the
    // wrong server) is said to be no primary, not a failed read.
    void databaseWithoutControlTablesIsNoPrimary_data() { backends(); }
    void databaseWithoutControlTablesIsNoPrimary()
    {
        QFETCH(Backend, backend);
        JGR_FRESH_DB(params, backend, QStringLiteral("noprimary"), m_dir.path());
        QString error;
        auto db = test::openOrNull(params, QStringLiteral("primary"), &error);
        QVERIFY2(db, qPrintable(error));
        auto taking = control::ControlRepository(*db).primaryTakingSessions();
        QVERIFY(!taking.ok());
        QCOMPARE(taking.error().code, ExitCode::Usage);
        QVERIFY2(taking.error().message.contains(QStringLiteral("has no jgreplicate table")),
                 qPrintable(taking.error().message));
        QVERIFY(control::controlschema::create(*db).ok());
        taking = control::ControlRepository(*db).primaryTakingSessions();
        QVERIFY(!taking.ok());
        QVERIFY2(taking.error().message.contains(QStringLiteral("is not a primary")),
                 qPrintable(taking.error().message));
    }

    void everyRecordKindRoundTrips_data() { backends(); }
    void everyRecordKindRoundTrips()
    {
        QFETCH(Backend, backend);
        JGR_FRESH_DB(params, backend, QStringLiteral("control"), m_dir.path());
        QString error;
        auto db = test::openOrNull(params, QStringLiteral("local"), &error);
        QVERIFY2(db, qPrintable(error));
        QVERIFY(control::controlschema::create(*db).ok());
        QVERIFY(control::controlschema::create(*db).ok()); // again: harmless
        for (const QString &table :
             {QStringLiteral("jgreplicate"), QStringLiteral("jg_data_dict"), QStringLiteral("jg_killed_rows")}) {
            auto columns = db->inspectColumns(table);
            QVERIFY(columns.ok());
            QVERIFY2(!columns.value().isEmpty(), qPrintable(table));
        }
        auto columns = db->inspectColumns(QStringLiteral("jgreplicate"));
        QCOMPARE(columns.value().size(), control::controlschema::jgreplicateColumns().size());

        control::ControlRepository repo(*db);
        control::MasterRecord m;
        m.siteNumber = 1;
        m.siteName = QStringLiteral("Jim Smith's Laptop — ünïcode");
        m.primarySite = QStringLiteral("M");
        m.nextSiteNumber1 = 2;
        m.nextSiteNumber5 = 77;
        m.emailBadRepCount = 4;
        m.lastSuccess = QStringLiteral("2026-11-30 05:00:01.250");
        QVERIFY(repo.insert(m).ok());
        QVERIFY(m.id > 0);

        control::SiteRecord s;
        s.siteNumber = 2;
        s.siteName = QStringLiteral("Branch");
        s.previousLocalHigh = QStringLiteral("2026-11-29 10:11:12.345");
        s.error2EmailSent = QStringLiteral("Y");
        s.notes = QStringLiteral("line one\nline two");
        QVERIFY(repo.insert(s).ok());

        control::TableRecord t;
        t.tableName = QStringLiteral("artist");
        t.tableOrder = 20;
        t.replicationType = QStringLiteral("D");
        t.previousPrimaryHigh = QStringLiteral("1980-01-01 00:00:00.000");
        QVERIFY(repo.insert(t).ok());

        control::LogRecord l;
        l.tableName = QStringLiteral("artist");
        l.siteNumber = 2;
        l.dateRepStarted = QStringLiteral("2026-11-30 05:00:00.000");
        l.insertedByPrimary = 3;
        l.deletedByTarget = 9;
        QVERIFY(repo.insert(l).ok());

        control::UpdateRecord u;
        u.updateNumber = 4;
        u.tableName = QStringLiteral("artist");
        u.updateSpec = QStringLiteral("ADD email text LENGTH 80");
        u.updateDescription = QStringLiteral("e-mail addresses");
        QVERIFY(repo.insert(u).ok());

        control::ErrorRecord e;
        e.siteNumber = 2;
        e.errorSite = 2;
        e.notes = QStringLiteral("It's broken: \"quotes\" and ; semicolons");
        QVERIFY(repo.insert(e).ok());

        control::TestRecord j;
        j.testWork = QStringLiteral("passed between sites");
        QVERIFY(repo.insert(j).ok());

        auto mBack = repo.master();
        QVERIFY(mBack.ok() && mBack.value());
        QCOMPARE(mBack.value()->siteName, m.siteName);
        QCOMPARE(mBack.value()->nextSiteNumber5, 77);
        QCOMPARE(mBack.value()->emailBadRepCount, 4);
        QCOMPARE(mBack.value()->lastSuccess.left(23), m.lastSuccess);
        QVERIFY(!mBack.value()->recordCreatedDate.isEmpty());
        QVERIFY(!mBack.value()->lastChangedDate.isEmpty()); // the trigger stamped it

        auto sBack = repo.site(2);
        QVERIFY(sBack.ok() && sBack.value());
        QCOMPARE(sBack.value()->previousLocalHigh.left(23), s.previousLocalHigh);
        QCOMPARE(sBack.value()->error2EmailSent, QStringLiteral("Y"));
        QCOMPARE(sBack.value()->error1EmailSent, QStringLiteral("N"));
        QCOMPARE(sBack.value()->notes, s.notes);

        auto tBack = repo.table(QStringLiteral("artist"));
        QVERIFY(tBack.ok() && tBack.value());
        QCOMPARE(tBack.value()->replicationType, QStringLiteral("D"));
        QCOMPARE(tBack.value()->tableOrder, 20);
        QVERIFY(tBack.value()->currentLocalHigh.isEmpty()); // NULL stays NULL

        auto lBack = repo.select<control::LogRecord>();
        QVERIFY(lBack.ok());
        QCOMPARE(lBack.value().size(), 1);
        QCOMPARE(lBack.value().first().insertedByPrimary, 3);
        QCOMPARE(lBack.value().first().deletedByTarget, 9);
        QVERIFY(lBack.value().first().dateRepEnded.isEmpty());

        auto uBack = repo.select<control::UpdateRecord>();
        QCOMPARE(uBack.value().first().updateSpec, u.updateSpec);
        QCOMPARE(uBack.value().first().updateNumber, 4);
        auto eBack = repo.select<control::ErrorRecord>();
        QCOMPARE(eBack.value().first().notes, e.notes);
        QCOMPARE(eBack.value().first().process, QStringLiteral("Y"));
        auto jBack = repo.select<control::TestRecord>();
        QCOMPARE(jBack.value().first().testWork, j.testWork);

        // An update restamps the record (MARK and PRIMARY-MARK depend on it).
        const QString before = mBack.value()->lastChangedDate;
        QTest::qWait(5);
        control::MasterRecord changed = *mBack.value();
        changed.repCountStarted = 1;
        QVERIFY(repo.update(changed).ok());
        auto stamp = repo.stampOf(changed.id);
        QVERIFY(stamp.ok());
        QVERIFY2(stamp.value() > before, qPrintable(stamp.value() + QStringLiteral(" vs ") + before));

        QVERIFY(repo.remove(j.id).ok());
        QCOMPARE(repo.select<control::TestRecord>().value().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestControlTables)
#include "test_control_tables.moc"
