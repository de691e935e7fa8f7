// Hard deletes that meet other work: a row re-created under a deleted row's
// key (so under its jg_unique_id), a delete that meets another site's blank
// fill, and a delete on the primary that crosses a site's push. In each, no
// site may lose a row another keeps, nor keep one the others deleted.
#include "atpush.h"
#include "cluster.h"
#include "scenario.h"

#include "db/database.h"

#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::AtPush;
using test::Backend;
using test::Cluster;

namespace {
const QString kParts = QStringLiteral("parts"); // the sample table with hard deletes
} // namespace

class TestDeletes : public QObject
{
    Q_OBJECT

private slots:
    // A row id used again (SQLite hands out the highest one again after the
    // row holding it was deleted; applications re-insert a deleted record
    // under its old key) gives the new row the old row's jg_unique_id. The
    // delete and the new row travel in one session: the new row must survive
    // the delete everywhere, on the primary and at the other sites.
    void rowIdUsedAgainAfterADelete_data() { test::addDatabasePairs(); }
    void rowIdUsedAgainAfterADelete()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site});
        db::Database &s2 = c.site(0);
        db::Database &s3 = c.site(1);
        const qint64 rowId = Cluster::insert(s2, kParts, {{QStringLiteral("code"), QStringLiteral("old part")}});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        const qint64 uid = Cluster::uniqueIdOfRowId(s2, kParts, rowId);
        QCOMPARE(Cluster::count(s3, kParts, QStringLiteral("jg_unique_id = %1").arg(uid)), 1);

        QVERIFY(s2.run(QStringLiteral("DELETE FROM parts WHERE part_id = ?"), {rowId}).ok());
        QCOMPARE(
            Cluster::insert(s2, kParts,
                            {{QStringLiteral("part_id"), rowId}, {QStringLiteral("code"), QStringLiteral("new part")}}),
            rowId);
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(Cluster::uniqueIdOfRowId(s2, kParts, rowId), uid);
        QCOMPARE(Cluster::row(c.primary(), kParts, uid).value(QStringLiteral("code")).toString(),
                 QStringLiteral("new part"));
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QCOMPARE(Cluster::row(s3, kParts, uid).value(QStringLiteral("code")).toString(), QStringLiteral("new part"));
        QVERIFY(c.replicateUntilQuiet());
        for (db::Database *db : {&c.primary(), &s2, &s3})
            QCOMPARE(Cluster::count(*db, kParts, QStringLiteral("code = 'new part'")), 1);
        QCOMPARE(Cluster::count(s3, kParts, QStringLiteral("code = 'old part'")), 0);
        QCOMPARE(c.differences(0), QString());
        QCOMPARE(c.differences(1), QString());
    }

    // The owner deletes a row while another site fills one of its blanks:
    // the owner's next pull meets the filled row, which it no longer has.
    // The delete must win everywhere, not bring the row back at the owner.
    void deleteByOwnerWhileAnotherSiteFills_data() { test::addDatabasePairs(); }
    void deleteByOwnerWhileAnotherSiteFills()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site});
        db::Database &s2 = c.site(0);
        db::Database &s3 = c.site(1);
        const qint64 rowId = Cluster::insert(s2, kParts, {{QStringLiteral("code"), QStringLiteral("doomed")}});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        const qint64 uid = Cluster::uniqueIdOfRowId(s2, kParts, rowId);
        QVERIFY(s3.run(QStringLiteral("UPDATE parts SET label = 'filled by 3' WHERE jg_unique_id = ?"), {uid}).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QVERIFY(s2.run(QStringLiteral("DELETE FROM parts WHERE jg_unique_id = ?"), {uid}).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(c.replicateUntilQuiet());
        for (db::Database *db : {&c.primary(), &s2, &s3})
            QCOMPARE(Cluster::count(*db, kParts, QStringLiteral("jg_unique_id = %1").arg(uid)), 0);
        QCOMPARE(c.differences(0), QString());
        QCOMPARE(c.differences(1), QString());
    }

    // The primary deletes a site's row between that site's pull and push,
    // while the site sends an edit of it: the push puts the row back on the
    // primary (after the delete). The primary's delete record must then not
    // take the row from the site that sent it. (A SQLite primary cannot see
    // this: the session holds its write lock.)
    void deleteOnThePrimaryCrossesThePush_data() { test::addServerPrimaryPairs(); }
    void deleteOnThePrimaryCrossesThePush()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site});
        db::Database &s2 = c.site(0);
        const qint64 rowId = Cluster::insert(s2, kParts, {{QStringLiteral("code"), QStringLiteral("crossed")}});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        const qint64 uid = Cluster::uniqueIdOfRowId(s2, kParts, rowId);
        QVERIFY(s2.run(QStringLiteral("UPDATE parts SET label = 'edited' WHERE jg_unique_id = ?"), {uid}).ok());
        bool deleted = false;
        AtPush deleteThere(kParts, [&] {
            deleted = c.primary().run(QStringLiteral("DELETE FROM parts WHERE jg_unique_id = ?"), {uid}).ok();
        });
        QVERIFY(c.replicate(0, &deleteThere).ok());
        QVERIFY(deleted);
        QVERIFY(c.replicateUntilQuiet());
        for (db::Database *db : {&c.primary(), &s2, &c.site(1)})
            QCOMPARE(Cluster::count(*db, kParts, QStringLiteral("jg_unique_id = %1 AND label = 'edited'").arg(uid)), 1);
        QCOMPARE(c.differences(0), QString());
        QCOMPARE(c.differences(1), QString());
    }

    // The owner's delete reaches the primary between another site's pull and
    // push, while that site sends a fill of the row: the row stays deleted
    // everywhere, as when the delete comes first (that site's next pull
    // removes its copy). The fill's push must not bring the row back. (A
    // SQLite primary holds the push's write lock: the owner could not push.)
    void deleteByOwnerCrossesAFill_data() { deleteOnThePrimaryCrossesThePush_data(); }
    void deleteByOwnerCrossesAFill()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site});
        db::Database &owner = c.site(0);
        db::Database &filler = c.site(1);
        const qint64 rowId = Cluster::insert(owner, kParts, {{QStringLiteral("code"), QStringLiteral("doomed")}});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        const qint64 uid = Cluster::uniqueIdOfRowId(owner, kParts, rowId);
        QVERIFY(filler.run(QStringLiteral("UPDATE parts SET label = 'filled' WHERE jg_unique_id = ?"), {uid}).ok());
        QVERIFY(owner.run(QStringLiteral("DELETE FROM parts WHERE jg_unique_id = ?"), {uid}).ok());
        bool ownerSent = false;
        AtPush ownerSendsTheDelete(kParts, [&] { ownerSent = c.replicate(0).ok(); });
        QVERIFY(c.replicate(1, &ownerSendsTheDelete).ok());
        QVERIFY(ownerSent);
        QVERIFY(c.replicateUntilQuiet());
        for (db::Database *db : {&c.primary(), &owner, &filler})
            QCOMPARE(Cluster::count(*db, kParts, QStringLiteral("jg_unique_id = %1").arg(uid)), 0);
        QCOMPARE(c.differences(0), QString());
        QCOMPARE(c.differences(1), QString());
    }
};

QTEST_GUILESS_MAIN(TestDeletes)
#include "test_deletes.moc"
