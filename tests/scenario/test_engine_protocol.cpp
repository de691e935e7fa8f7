// The replication protocol end to end on real databases, for each pair of
// site and primary: the seed's planned tests (section XXVI), one session
// delivers, quiet sessions, owner wins, blank fill, hand-over, deletes,
// table types, site -99, resume, compare and hostile data.
#include "cli.h"
#include "cluster.h"
#include "common/idspace.h"
#include "scenario.h"

#include "control/controlrepository.h"
#include "control/datadict.h"
#include "control/siteadmin.h"
#include "db/database.h"
#include "engine/merge/rowmerge.h"
#include "engine/session/replicationsession.h"
#include "engine/session/sessioncounts.h"
#include "engine/tools/comparer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {
const QString kItems = QStringLiteral("items");
const QString kParts = QStringLiteral("parts");
const QString kNotes = QStringLiteral("notes");

qint64 moved(const engine::SessionResult &r)
{
    qint64 n = 0;
    for (const auto &t : r.tables)
        n += t.counts.total();
    return n;
}

const engine::TableResult *tableOf(const engine::SessionResult &r, const QString &table)
{
    for (const auto &t : r.tables)
        if (t.table == table)
            return &t;
    return nullptr;
}

// Cancels the session once the named table has finished.
class CancelAfter : public engine::SessionObserver
{
public:
    CancelAfter(QString table, engine::CancelFlag *flag) : m_table(std::move(table)), m_flag(flag) {}
    void tableFinished(const engine::TableResult &r) override
    {
        if (r.table == m_table)
            m_flag->cancel();
    }

private:
    QString m_table;
    engine::CancelFlag *m_flag;
};

class TableOrder : public engine::SessionObserver
{
public:
    QStringList started;
    void tableStarted(const QString &table, qint64) override { started << table; }
};
} // namespace

class TestEngineProtocol : public QObject
{
    Q_OBJECT

    static void pairs() { test::addDatabasePairs(); }

private slots:
    void seedPlannedTests_data() { pairs(); }
    void seedPlannedTests()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_CLUSTER(c, primary, {site, site});
        db::Database &p = c.primary();
        db::Database &s2 = c.site(0);
        db::Database &s3 = c.site(1);

        // Both sites join and take the primary's data; site 2 creates a row it owns.
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        const int n2 = c.siteNumber(0);
        const int n3 = c.siteNumber(1);
        QCOMPARE(n2, 2);
        QCOMPARE(n3, 3);
        const qint64 ownRowId = Cluster::insert(s2, kItems, {{QStringLiteral("name"), QStringLiteral("site 2 own")}});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        const qint64 ownUid = Cluster::uniqueIdOfRowId(s2, kItems, ownRowId);
        QCOMPARE(ownUid, *idspace::uniqueIdFor(n2, ownRowId));
        QVERIFY(REPLICATE_OK(c, 1).ok());

        // Setup: the primary adds a row and changes one.
        const qint64 pNewRowId = Cluster::insert(
            p, kItems, {{QStringLiteral("name"), QStringLiteral("primary new")}, {QStringLiteral("qty"), 7}});
        const qint64 item1 = Cluster::uniqueIdOfRowId(p, kItems, 1);
        const qint64 item2 = Cluster::uniqueIdOfRowId(p, kItems, 2);
        QVERIFY(Cluster::update(p, kItems, item1, {{QStringLiteral("name"), QStringLiteral("Item 1 renamed")}}));

        // Site 2: adds, changes its own row, changes a row it does not own
        // (a forbidden qty edit and an allowed blank fill), leaves an E record.
        const qint64 s2NewRowId = Cluster::insert(s2, kItems,
                                                  {{QStringLiteral("name"), QStringLiteral("site 2 new")},
                                                   {QStringLiteral("price"), QStringLiteral("9.99")}});
        QVERIFY(Cluster::update(s2, kItems, ownUid, {{QStringLiteral("qty"), 42}}));
        QVERIFY(
            Cluster::update(s2, kItems, item2,
                            {{QStringLiteral("qty"), 999}, {QStringLiteral("city"), QStringLiteral("Filled by 2")}}));
        control::ErrorRecord e;
        e.siteNumber = n2;
        e.errorSite = n2;
        e.notes = QStringLiteral("a test error of site 2");
        QVERIFY(control::ControlRepository(s2).insert(e).ok());

        const QString primaryBefore = p.now().value();
        const auto r2 = REPLICATE_OK(c, 0);
        QVERIFY(r2.ok());
        const QString primaryAfter = p.now().value();

        // The added row has its owner and unique id, here and on the primary.
        const qint64 s2NewUid = Cluster::uniqueIdOfRowId(s2, kItems, s2NewRowId);
        QCOMPARE(s2NewUid, *idspace::uniqueIdFor(n2, s2NewRowId));
        QCOMPARE(Cluster::row(s2, kItems, s2NewUid).value(QStringLiteral("jg_owner")).toInt(), n2);
        const QVariantMap atPrimary = Cluster::row(p, kItems, s2NewUid);
        QCOMPARE(atPrimary.value(QStringLiteral("name")).toString(), QStringLiteral("site 2 new"));
        QCOMPARE(atPrimary.value(QStringLiteral("jg_owner")).toInt(), n2);
        QCOMPARE(atPrimary.value(QStringLiteral("jg_sentby")).toInt(), n2);
        // The primary's stamps are its own clock's, and equal (an echo for site 2).
        const QString primaryStamp = atPrimary.value(QStringLiteral("lastchangeddate")).toString();
        QCOMPARE(atPrimary.value(QStringLiteral("jg_datewhensent")).toString(), primaryStamp);
        QVERIFY2(
            primaryStamp >= primaryBefore.left(primaryStamp.size()) && primaryStamp <= primaryAfter,
            qPrintable(primaryBefore + QStringLiteral(" <= ") + primaryStamp + QStringLiteral(" <= ") + primaryAfter));
        // The changed own row keeps owner and id and reached the primary.
        QCOMPARE(Cluster::row(p, kItems, ownUid).value(QStringLiteral("qty")).toInt(), 42);
        QCOMPARE(Cluster::row(s2, kItems, ownUid).value(QStringLiteral("jg_owner")).toInt(), n2);
        // Owner wins on the row site 2 does not own; the blank fill went through.
        QCOMPARE(Cluster::row(s2, kItems, item2).value(QStringLiteral("qty")).toInt(), 20);
        QCOMPARE(Cluster::row(p, kItems, item2).value(QStringLiteral("qty")).toInt(), 20);
        QCOMPARE(Cluster::row(p, kItems, item2).value(QStringLiteral("city")).toString(),
                 QStringLiteral("Filled by 2"));
        QCOMPARE(Cluster::row(p, kItems, item2).value(QStringLiteral("jg_owner")).toInt(), 1);
        // The primary's new row is stamped there and arrived here with equal stamps.
        const qint64 pNewUid = Cluster::uniqueIdOfRowId(p, kItems, pNewRowId);
        QCOMPARE(pNewUid, *idspace::uniqueIdFor(1, pNewRowId));
        QCOMPARE(Cluster::row(p, kItems, pNewUid).value(QStringLiteral("jg_owner")).toInt(), 1);
        const QVariantMap pNewAt2 = Cluster::row(s2, kItems, pNewUid);
        QCOMPARE(pNewAt2.value(QStringLiteral("name")).toString(), QStringLiteral("primary new"));
        QCOMPARE(pNewAt2.value(QStringLiteral("jg_sentby")).toInt(), 1);
        QCOMPARE(pNewAt2.value(QStringLiteral("jg_datewhensent")), pNewAt2.value(QStringLiteral("lastchangeddate")));
        QCOMPARE(Cluster::row(s2, kItems, item1).value(QStringLiteral("name")).toString(),
                 QStringLiteral("Item 1 renamed"));
        // jg_data_dict at the site names the roles.
        auto roles = control::DataDict(s2).roles(kItems);
        QVERIFY(roles.ok() && roles.value());
        QCOMPARE(roles.value()->changed, QStringLiteral("lastchangeddate"));
        QCOMPARE(roles.value()->removed, QStringLiteral("isremoved"));
        // L records on both sides with the counts of this session.
        const auto *items2 = tableOf(r2, kItems);
        QVERIFY(items2);
        QCOMPARE(items2->counts.insertedByTarget, 1);
        QCOMPARE(items2->counts.insertedByPrimary, 1);
        auto localLogs =
            control::ControlRepository(s2).select<control::LogRecord>(QStringLiteral("table_name = ?"), {kItems});
        QVERIFY(localLogs.ok() && !localLogs.value().isEmpty());
        QCOMPARE(localLogs.value().last().insertedByTarget, 1);
        QCOMPARE(localLogs.value().last().insertedByPrimary, 1);
        QVERIFY(!localLogs.value().last().dateRepEnded.isEmpty());
        auto primaryLogs = control::ControlRepository(p).select<control::LogRecord>(
            QStringLiteral("table_name = ? AND site_number = ?"), {kItems, n2});
        QVERIFY(primaryLogs.ok() && !primaryLogs.value().isEmpty());
        QCOMPARE(primaryLogs.value().last().insertedByTarget, 1);
        // The E record reached the primary.
        auto errors =
            control::ControlRepository(p).select<control::ErrorRecord>(QStringLiteral("notes = ?"), {e.notes});
        QCOMPARE(errors.value().size(), 1);
        QCOMPARE(errors.value().first().siteNumber, n2);

        // Site 3 adds, changes its own (none yet: the new one after a session), changes site 2's row.
        const qint64 s3NewRowId = Cluster::insert(s3, kItems, {{QStringLiteral("name"), QStringLiteral("site 3 new")}});
        QVERIFY(Cluster::update(s3, kItems, ownUid,
                                {{QStringLiteral("qty"), 1}, {QStringLiteral("notes"), QStringLiteral("3 was here")}}));
        QVERIFY(REPLICATE_OK(c, 1).ok());
        const qint64 s3NewUid = Cluster::uniqueIdOfRowId(s3, kItems, s3NewRowId);
        QCOMPARE(s3NewUid, *idspace::uniqueIdFor(n3, s3NewRowId));
        // Site 2's rows arrived with their id and owner, stamped here as echoes.
        const QVariantMap s2RowAt3 = Cluster::row(s3, kItems, s2NewUid);
        QCOMPARE(s2RowAt3.value(QStringLiteral("jg_owner")).toInt(), n2);
        QCOMPARE(s2RowAt3.value(QStringLiteral("price")).toString().toDouble(), 9.99);
        QCOMPARE(s2RowAt3.value(QStringLiteral("jg_datewhensent")), s2RowAt3.value(QStringLiteral("lastchangeddate")));
        const QVariantMap ownAt3 = Cluster::row(s3, kItems, ownUid);
        QCOMPARE(ownAt3.value(QStringLiteral("qty")).toInt(), 42); // site 2 owns it: 3's edit is undone
        QCOMPARE(ownAt3.value(QStringLiteral("notes")).toString(), QStringLiteral("3 was here")); // a blank fill
        QCOMPARE(Cluster::row(s3, kItems, item2).value(QStringLiteral("city")).toString(),
                 QStringLiteral("Filled by 2"));
        QCOMPARE(Cluster::row(s3, kItems, pNewUid).value(QStringLiteral("name")).toString(),
                 QStringLiteral("primary new"));

        // Site 2 again: its E record is done, it gets 3's work, and nothing it
        // received last time goes back.
        const auto again = REPLICATE_OK(c, 0);
        QVERIFY(again.ok());
        auto errors2 =
            control::ControlRepository(s2).select<control::ErrorRecord>(QStringLiteral("notes = ?"), {e.notes});
        QCOMPARE(errors2.value().first().done, QStringLiteral("Y"));
        const auto *items = tableOf(again, kItems);
        QCOMPARE(items->counts.insertedByPrimary, 1); // site 3's new row only
        QCOMPARE(items->counts.updatedByPrimary, 1);  // site 3's fill on site 2's own row
        QCOMPARE(items->counts.insertedByTarget, 0);
        QCOMPARE(items->counts.updatedByTarget, 0);
        QCOMPARE(Cluster::row(s2, kItems, ownUid).value(QStringLiteral("notes")).toString(),
                 QStringLiteral("3 was here"));
        QVERIFY(c.replicateUntilQuiet());
        QCOMPARE(c.differences(0), QString());
        QCOMPARE(c.differences(1), QString());
    }

    void oneSessionDeliversAndQuietMovesNothing_data() { pairs(); }
    void oneSessionDeliversAndQuietMovesNothing()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site});
        db::Database &p = c.primary();
        db::Database &s2 = c.site(0);
        db::Database &s3 = c.site(1);
        // Site 3 owns a row with an empty city; site 2 fills it.
        const qint64 rowId = Cluster::insert(
            s3, kItems, {{QStringLiteral("name"), QStringLiteral("three's")}, {QStringLiteral("qty"), 3}});
        QVERIFY(REPLICATE_OK(c, 1).ok());
        const qint64 uid = Cluster::uniqueIdOfRowId(s3, kItems, rowId);
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(Cluster::update(s2, kItems, uid, {{QStringLiteral("city"), QStringLiteral("two's fill")}}));
        // Meanwhile the owner changes another column at the primary's copy through its own session.
        QVERIFY(Cluster::update(s3, kItems, uid, {{QStringLiteral("qty"), 33}}));
        QVERIFY(REPLICATE_OK(c, 1).ok());
        // One session of site 2: it receives qty 33 and delivers its fill.
        const auto r = REPLICATE_OK(c, 0);
        QVERIFY(r.ok());
        QCOMPARE(Cluster::row(p, kItems, uid).value(QStringLiteral("city")).toString(), QStringLiteral("two's fill"));
        QCOMPARE(Cluster::row(p, kItems, uid).value(QStringLiteral("qty")).toInt(), 33);
        QCOMPARE(Cluster::row(s2, kItems, uid).value(QStringLiteral("qty")).toInt(), 33);
        QCOMPARE(Cluster::row(s2, kItems, uid).value(QStringLiteral("city")).toString(), QStringLiteral("two's fill"));
        QCOMPARE(c.differences(0), QString());
        // A second session moves nothing.
        const auto quiet = REPLICATE_OK(c, 0);
        QVERIFY(quiet.ok());
        QCOMPARE(moved(quiet), 0);
        // The owner takes the fill in one session and then is quiet too.
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QCOMPARE(Cluster::row(s3, kItems, uid).value(QStringLiteral("city")).toString(), QStringLiteral("two's fill"));
        QCOMPARE(moved(REPLICATE_OK(c, 1)), 0);
        QCOMPARE(moved(REPLICATE_OK(c, 0)), 0);
    }

    // The S record keeps the newest sessions' lines, not every session's: it
    // travels to and from the primary in each session (the L records keep
    // every session).
    void siteNotesKeepTheNewestSessions()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        control::ControlRepository primaryRepo(c.primary());
        control::SiteRecord s = *primaryRepo.site(c.siteNumber(0)).value();
        QStringList old;
        for (int i = 0; i < 150; ++i)
            old << QStringLiteral("old line %1").arg(i);
        s.notes = old.join(QLatin1Char('\n'));
        QVERIFY(primaryRepo.update(s).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        const QStringList lines = primaryRepo.site(c.siteNumber(0)).value()->notes.split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), engine::kSessionLinesKept);
        QCOMPARE(lines.first(), QStringLiteral("old line 51"));
        QVERIFY2(lines.last().contains(QStringLiteral("session finished")), qPrintable(lines.last()));
    }

    void ownerWinsEvenOnUnchangedPrimaryCopy_data() { pairs(); }
    void ownerWinsEvenOnUnchangedPrimaryCopy()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        db::Database &s2 = c.site(0);
        const qint64 item3 = Cluster::uniqueIdOfRowId(c.primary(), kItems, 3);
        // The primary's copy has not changed since the last session.
        QVERIFY(Cluster::update(s2, kItems, item3,
                                {{QStringLiteral("name"), QStringLiteral("not yours")},
                                 {QStringLiteral("qty"), 0},
                                 {QStringLiteral("isremoved"), QStringLiteral("Y")},
                                 {QStringLiteral("jg_owner"), c.siteNumber(0)}}));
        const auto r = REPLICATE_OK(c, 0);
        QVERIFY(r.ok());
        const QVariantMap back = Cluster::row(s2, kItems, item3);
        QCOMPARE(back.value(QStringLiteral("name")).toString(), QStringLiteral("Item 3"));
        QCOMPARE(back.value(QStringLiteral("qty")).toInt(), 30);
        QCOMPARE(back.value(QStringLiteral("isremoved")).toString(), QStringLiteral("N"));
        QCOMPARE(back.value(QStringLiteral("jg_owner")).toInt(), 1);
        QCOMPARE(Cluster::row(c.primary(), kItems, item3).value(QStringLiteral("name")).toString(),
                 QStringLiteral("Item 3"));
        QCOMPARE(c.differences(0), QString());
        QCOMPARE(moved(REPLICATE_OK(c, 0)), 0);
    }

    void blankFillNotAllowed_data() { pairs(); }
    void blankFillNotAllowed()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_CLUSTER(c, primary, {site});
        control::SiteAdmin::TableOptions options;
        options.allowBlankFill = false;
        QVERIFY(control::SiteAdmin(c.primary()).addTable(kItems, options).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        const qint64 item2 = Cluster::uniqueIdOfRowId(c.primary(), kItems, 2); // city is NULL
        QVERIFY(Cluster::update(c.site(0), kItems, item2, {{QStringLiteral("city"), QStringLiteral("no fills here")}}));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(Cluster::row(c.primary(), kItems, item2).value(QStringLiteral("city")).isNull());
        QVERIFY(Cluster::row(c.site(0), kItems, item2).value(QStringLiteral("city")).isNull());
        QCOMPARE(c.differences(0), QString());
    }

    void handOverAndEditByNewOwner_data() { pairs(); }
    void handOverAndEditByNewOwner()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site});
        const int n2 = c.siteNumber(0);
        const int n3 = c.siteNumber(1);
        const qint64 rowId = Cluster::insert(
            c.site(0), kItems, {{QStringLiteral("name"), QStringLiteral("bid")}, {QStringLiteral("qty"), 1}});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        const qint64 uid = Cluster::uniqueIdOfRowId(c.site(0), kItems, rowId);
        // Site 3 cannot change it yet.
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QVERIFY(Cluster::update(c.site(1), kItems, uid, {{QStringLiteral("qty"), 5}}));
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QCOMPARE(Cluster::row(c.primary(), kItems, uid).value(QStringLiteral("qty")).toInt(), 1);
        // Site 2 hands the row to site 3 (and edits it in the same breath).
        QVERIFY(Cluster::update(c.site(0), kItems, uid, {{QStringLiteral("qty"), 2}}));
        const auto handed = test::runCli({QStringLiteral("--config"), c.iniPath(0), QStringLiteral("set-owner"), kItems,
                                          QString::number(uid), QString::number(n3)},
                                         c.cliEnvironment(0));
        QVERIFY2(handed.exitCode == 0, qPrintable(handed.err));
        // A site that does not own a row cannot hand it over.
        const auto refused =
            test::runCli({QStringLiteral("--config"), c.iniPath(1), QStringLiteral("set-owner"), kItems,
                          QString::number(Cluster::uniqueIdOfRowId(c.primary(), kItems, 1)), QString::number(n3)},
                         c.cliEnvironment(1));
        QCOMPARE(refused.exitCode, 1);
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(Cluster::row(c.primary(), kItems, uid).value(QStringLiteral("jg_owner")).toInt(), n3);
        QCOMPARE(Cluster::row(c.primary(), kItems, uid).value(QStringLiteral("qty")).toInt(), 2);
        // The new owner edits it; the change wins everywhere.
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QVERIFY(Cluster::update(c.site(1), kItems, uid, {{QStringLiteral("qty"), 3}}));
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(Cluster::row(c.primary(), kItems, uid).value(QStringLiteral("qty")).toInt(), 3);
        QCOMPARE(Cluster::row(c.site(0), kItems, uid).value(QStringLiteral("qty")).toInt(), 3);
        QCOMPARE(Cluster::row(c.site(0), kItems, uid).value(QStringLiteral("jg_owner")).toInt(), n3);
        // The old owner can no longer change it.
        QVERIFY(Cluster::update(c.site(0), kItems, uid, {{QStringLiteral("qty"), 99}}));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(Cluster::row(c.site(0), kItems, uid).value(QStringLiteral("qty")).toInt(), 3);
        Q_UNUSED(n2);
        QCOMPARE(c.differences(0), QString());
        QCOMPARE(c.differences(1), QString());
    }

    void softAndHardDeletes_data() { pairs(); }
    void softAndHardDeletes()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site});
        db::Database &s2 = c.site(0);
        db::Database &s3 = c.site(1);
        // Soft delete by the owner travels.
        const qint64 rowId = Cluster::insert(s2, kItems, {{QStringLiteral("name"), QStringLiteral("to remove")}});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        const qint64 uid = Cluster::uniqueIdOfRowId(s2, kItems, rowId);
        QVERIFY(Cluster::update(s2, kItems, uid, {{QStringLiteral("isremoved"), QStringLiteral("Y")}}));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QCOMPARE(Cluster::row(s3, kItems, uid).value(QStringLiteral("isremoved")).toString(), QStringLiteral("Y"));

        // Hard delete by the owner (site 2's part) propagates to the primary and site 3.
        const qint64 partRowId = Cluster::insert(s2, kParts, {{QStringLiteral("code"), QStringLiteral("X-1")}});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        const qint64 partUid = Cluster::uniqueIdOfRowId(s2, kParts, partRowId);
        QCOMPARE(Cluster::count(s3, kParts, QStringLiteral("jg_unique_id = %1").arg(partUid)), 1);
        QVERIFY(s2.run(QStringLiteral("DELETE FROM parts WHERE jg_unique_id = ?"), {partUid}).ok());
        const auto r = REPLICATE_OK(c, 0);
        QVERIFY(r.ok());
        QCOMPARE(tableOf(r, kParts)->counts.deletedByTarget, 1);
        QCOMPARE(Cluster::count(c.primary(), kParts, QStringLiteral("jg_unique_id = %1").arg(partUid)), 0);
        const auto r3 = REPLICATE_OK(c, 1);
        QCOMPARE(tableOf(r3, kParts)->counts.deletedByPrimary, 1);
        QCOMPARE(Cluster::count(s3, kParts, QStringLiteral("jg_unique_id = %1").arg(partUid)), 0);
        // A non-owner's delete is undone.
        const qint64 primaryPart = Cluster::uniqueIdOfRowId(c.primary(), kParts, 1);
        QVERIFY(s3.run(QStringLiteral("DELETE FROM parts WHERE jg_unique_id = ?"), {primaryPart}).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QCOMPARE(Cluster::count(c.primary(), kParts, QStringLiteral("jg_unique_id = %1").arg(primaryPart)), 1);
        QCOMPARE(Cluster::count(s3, kParts, QStringLiteral("jg_unique_id = %1").arg(primaryPart)), 1);
        auto refused =
            control::ControlRepository(s3).select<control::ErrorRecord>(QStringLiteral("table_name = ?"), {kParts});
        QVERIFY(refused.ok() && !refused.value().isEmpty());
        QVERIFY(c.replicateUntilQuiet());
        QCOMPARE(c.differences(0), QString());
        QCOMPARE(c.differences(1), QString());
    }

    void tableTypesAndDownloadOnlySite_data() { pairs(); }
    void tableTypesAndDownloadOnlySite()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_CLUSTER(c, primary, {site, site});
        control::SiteAdmin admin(c.primary());
        control::SiteAdmin::TableOptions download;
        download.replicationType = QStringLiteral("D");
        control::SiteAdmin::TableOptions upload;
        upload.replicationType = QStringLiteral("U");
        QVERIFY(admin.addTable(kParts, download).ok());
        QVERIFY(admin.addTable(kNotes, upload).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        db::Database &s2 = c.site(0);
        QCOMPARE(Cluster::count(s2, kParts), 5); // D: downloaded
        QCOMPARE(Cluster::count(s2, kNotes), 0); // U: nothing comes down
        Cluster::insert(s2, kParts, {{QStringLiteral("code"), QStringLiteral("local only")}});
        Cluster::insert(s2, kNotes, {{QStringLiteral("body"), QStringLiteral("goes up")}});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(Cluster::count(c.primary(), kParts, QStringLiteral("code = 'local only'")), 0);
        QCOMPARE(Cluster::count(c.primary(), kNotes, QStringLiteral("body = 'goes up'")), 1);

        // Site -99 downloads and never pushes. (Made by hand from a joined
        // site: like a standby enrolled as such, it has finished no session
        // with the primary as -99.)
        QVERIFY(REPLICATE_OK(c, 1).ok());
        db::Database &standby = c.site(1);
        QVERIFY(standby
                    .run(QStringLiteral(
                        "UPDATE jgreplicate SET site_number = -99, previous_local_high = NULL WHERE flag = 'M'"))
                    .ok());
        Cluster::insert(standby, kItems, {{QStringLiteral("name"), QStringLiteral("from the standby")}});
        const qint64 item1 = Cluster::uniqueIdOfRowId(c.primary(), kItems, 1);
        QVERIFY(
            Cluster::update(c.primary(), kItems, item1, {{QStringLiteral("name"), QStringLiteral("new at primary")}}));
        const auto r = REPLICATE_OK(c, 1);
        QVERIFY(r.ok());
        for (const auto &t : r.tables)
            QCOMPARE(t.counts.insertedByTarget + t.counts.updatedByTarget + t.counts.deletedByTarget, 0);
        QCOMPARE(Cluster::count(c.primary(), kItems, QStringLiteral("name = 'from the standby'")), 0);
        QCOMPARE(Cluster::row(standby, kItems, item1).value(QStringLiteral("name")).toString(),
                 QStringLiteral("new at primary"));
    }

    void resumeAfterAnUnfinishedSession_data() { pairs(); }
    void resumeAfterAnUnfinishedSession()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        db::Database &s2 = c.site(0);
        Cluster::insert(c.primary(), kParts, {{QStringLiteral("code"), QStringLiteral("new part")}});
        Cluster::insert(s2, kNotes, {{QStringLiteral("body"), QStringLiteral("new note")}});
        // The session stops after items, the first of three tables.
        engine::CancelFlag cancel;
        CancelAfter observer(kItems, &cancel);
        const auto stopped = c.replicate(0, &observer, &cancel);
        QCOMPARE(stopped.exitCode, ExitCode::Cancelled);
        auto tables = control::ControlRepository(s2).tables();
        QStringList done;
        for (const auto &t : tables.value())
            done << t.tableName + QLatin1Char('=') + t.done;
        QCOMPARE(done, (QStringList{QStringLiteral("items=Y"), QStringLiteral("parts=N"), QStringLiteral("notes=N")}));
        QCOMPARE(Cluster::count(s2, kParts, QStringLiteral("code = 'new part'")), 0);

        TableOrder order;
        const auto resumed = c.replicate(0, &order);
        QVERIFY2(resumed.ok(), qPrintable(resumed.message));
        QCOMPARE(order.started, (QStringList{kParts, kItems, kParts, kNotes}));
        auto unclean = control::ControlRepository(s2).select<control::ErrorRecord>(QStringLiteral("notes LIKE ?"),
                                                                                   {QStringLiteral("%unclean%")});
        QCOMPARE(unclean.value().size(), 1);
        QCOMPARE(Cluster::count(s2, kParts, QStringLiteral("code = 'new part'")), 1);
        QCOMPARE(Cluster::count(c.primary(), kNotes, QStringLiteral("body = 'new note'")), 1);
        const auto after = control::ControlRepository(s2).tables();
        for (const auto &t : after.value())
            QCOMPARE(t.done, QStringLiteral("N"));
        QCOMPARE(c.differences(0), QString());
    }

    void compareFindsEveryKindOfDifference_data() { pairs(); }
    void compareFindsEveryKindOfDifference()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        QCOMPARE(c.differences(0), QString());
        db::Database &s2 = c.site(0);
        const qint64 item4 = Cluster::uniqueIdOfRowId(c.primary(), kItems, 4);
        const qint64 item5 = Cluster::uniqueIdOfRowId(c.primary(), kItems, 5);
        QVERIFY(Cluster::update(s2, kItems, item4, {{QStringLiteral("qty"), 12345}}));
        QVERIFY(s2.run(QStringLiteral("DELETE FROM items WHERE jg_unique_id = ?"), {item5}).ok());
        Cluster::insert(s2, kItems, {{QStringLiteral("name"), QStringLiteral("only here")}});
        auto report = engine::compareWithPrimary(s2, c.primary(), {kItems});
        QVERIFY(report.ok());
        QCOMPARE(report.value().differenceCount, 3);
        QStringList kinds;
        for (const auto &d : report.value().differences)
            kinds << QStringLiteral("%1:%2:%3").arg(int(d.kind)).arg(d.uniqueId).arg(d.columns.join(QLatin1Char(',')));
        QVERIFY2(kinds.contains(QStringLiteral("%1:%2:qty").arg(int(engine::RowDifference::Differs)).arg(item4)),
                 qPrintable(kinds.join(QLatin1Char(' '))));
        QVERIFY(kinds.contains(QStringLiteral("%1:%2:").arg(int(engine::RowDifference::OnlyThere)).arg(item5)));
        QVERIFY(kinds.contains(QStringLiteral("%1:0:").arg(int(engine::RowDifference::OnlyHere))));
        // After convergence (a non-owner's edit is undone; the lost row is
        // fetched again by resetting the table's primary mark) it is identical.
        QVERIFY(s2.run(QStringLiteral(
                           "UPDATE jgreplicate SET previous_primary_high = '1980-01-01 00:00:00' WHERE flag = 'T'"))
                    .ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(c.differences(0), QString());
    }

    void hostileDataSurvivesTheRoundTrip_data() { pairs(); }
    void hostileDataSurvivesTheRoundTrip()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site});
        const QString quotes = QStringLiteral("O'Brien said \"hi\"; DROP TABLE items; -- \\ backslash");
        const QString emoji = QStringLiteral("Grüße 😀 from Zürich — ünïcödé ✓");
        const QString longText = QString(70000, QLatin1Char('x')) + QStringLiteral("end");
        // The separators of COPY's text format, and its NULL marker as text.
        const QString separators = QStringLiteral("tab\there\nnext line\r\\N is text, \\t too");
        const QList<QVariantMap> rows{
            {{QStringLiteral("name"), quotes},
             {QStringLiteral("notes"), longText},
             {QStringLiteral("qty"), 2147483647},
             {QStringLiteral("big"), QVariant(qint64(9007199254740993LL))},
             {QStringLiteral("price"), QStringLiteral("-9999999999.99")},
             {QStringLiteral("score"), 1.0e300},
             {QStringLiteral("born"), QStringLiteral("1900-02-28")},
             {QStringLiteral("seen"), QStringLiteral("2038-01-19 03:14:07.999")},
             {QStringLiteral("active"), true}},
            {{QStringLiteral("name"), emoji},
             {QStringLiteral("city"), separators},
             {QStringLiteral("qty"), -2147483647},
             {QStringLiteral("big"), QVariant(qint64(-9000000000000000000LL))},
             {QStringLiteral("price"), QStringLiteral("0.01")},
             {QStringLiteral("score"), -2.2250738585072014e-308},
             {QStringLiteral("active"), false}},
            {{QStringLiteral("name"), QString()}}, // every nullable column NULL
        };
        QList<qint64> uids;
        for (const QVariantMap &values : rows) {
            const qint64 rowId = Cluster::insert(c.site(0), kItems, values);
            QVERIFY2(rowId > 0, qPrintable(Cluster::lastError()));
        }
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QCOMPARE(c.differences(0), QString());
        QCOMPARE(c.differences(1), QString());
        // And check the values themselves at the other site.
        const auto at3 = [&](const QString &name) {
            auto q = c.site(1).exec(QStringLiteral("SELECT jg_unique_id FROM items WHERE name = ?"), {name});
            return q && q.value().next() ? Cluster::row(c.site(1), kItems, q.value().value(0).toLongLong())
                                         : QVariantMap();
        };
        const QVariantMap a = at3(quotes);
        QVERIFY(!a.isEmpty());
        QCOMPARE(a.value(QStringLiteral("notes")).toString(), longText);
        QCOMPARE(a.value(QStringLiteral("qty")).toLongLong(), 2147483647LL);
        QCOMPARE(a.value(QStringLiteral("big")).toLongLong(), 9007199254740993LL);
        QCOMPARE(a.value(QStringLiteral("price")).toString().toDouble(), -9999999999.99);
        QCOMPARE(a.value(QStringLiteral("score")).toDouble(), 1.0e300);
        QCOMPARE(a.value(QStringLiteral("born")).toString().left(10), QStringLiteral("1900-02-28"));
        QCOMPARE(a.value(QStringLiteral("seen")).toString().left(23), QStringLiteral("2038-01-19 03:14:07.999"));
        const QVariantMap b = at3(emoji);
        QVERIFY(!b.isEmpty());
        QCOMPARE(b.value(QStringLiteral("big")).toLongLong(), -9000000000000000000LL);
        QCOMPARE(b.value(QStringLiteral("city")).toString(), separators);
        QCOMPARE(b.value(QStringLiteral("score")).toDouble(), -2.2250738585072014e-308);
        QCOMPARE(Cluster::count(c.site(1), kItems,
                                QStringLiteral("name IS NULL AND city IS NULL AND notes IS NULL AND qty IS NULL "
                                               "AND price IS NULL AND born IS NULL AND seen IS NULL")),
                 1);
    }
};

QTEST_GUILESS_MAIN(TestEngineProtocol)
#include "test_engine_protocol.moc"
