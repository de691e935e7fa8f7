// The conflict log and inbox (nothing silently lost): each refused or
// overwritten value is recorded at the site and the primary, reaches the
// row's owner, and "take their value" makes it win everywhere.
#include "atpush.h"
#include "cli.h"
#include "cluster.h"
#include "scenario.h"

#include "control/conflictlog.h"
#include "control/siteadmin.h"
#include "control/tablepreparer.h"
#include "engine/tools/conflictinbox.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using control::Conflict;
using test::Backend;
using test::Cluster;

namespace {
const QString kItems = QStringLiteral("items");
constexpr int A = 0;
constexpr int B = 1;
constexpr int C = 2;

QList<Conflict> conflicts(db::Database &db)
{
    return control::ConflictLog(db).select().value();
}

// A row of A's whose city is blank, once A, B and C hold it: its
// jg_unique_id, or 0 when a session failed.
qint64 blankCityAtEverySite(Cluster &c)
{
    const qint64 rowId = Cluster::insert(c.site(A), kItems, {{QStringLiteral("name"), QStringLiteral("no city yet")}});
    for (const int s : {A, B, C})
        if (!REPLICATE_OK(c, s).ok())
            return 0;
    return Cluster::uniqueIdOfRowId(c.site(A), kItems, rowId);
}
} // namespace

class TestConflicts : public QObject
{
    Q_OBJECT

private slots:
    // A non-owner's edit is put back; the value is kept at the site and the
    // primary, shown to the owner, who takes it: it then wins everywhere.
    void editPutBackReachesTheOwnerWhoTakesIt_data() { test::addDatabasePairs(); }
    void editPutBackReachesTheOwnerWhoTakesIt()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site, site});
        const qint64 rowId = Cluster::insert(
            c.site(A), kItems, {{QStringLiteral("name"), QStringLiteral("A's item")}, {QStringLiteral("qty"), 1}});
        QVERIFY(REPLICATE_OK(c, A).ok());
        QVERIFY(REPLICATE_OK(c, B).ok());
        QVERIFY(REPLICATE_OK(c, C).ok());
        const qint64 uid = Cluster::uniqueIdOfRowId(c.site(A), kItems, rowId);

        QVERIFY(Cluster::update(c.site(B), kItems, uid, {{QStringLiteral("qty"), 5}}));
        const engine::SessionResult atBSession = REPLICATE_OK(c, B);
        QVERIFY(atBSession.ok());
        QCOMPARE(atBSession.editsLost(), 1); // B is told its edit lost
        QCOMPARE(Cluster::row(c.site(B), kItems, uid).value(QStringLiteral("qty")).toInt(), 1); // put back
        const auto atB = conflicts(c.site(B));
        QCOMPARE(atB.size(), 1);
        const Conflict &k = atB.first();
        QCOMPARE(k.kind, Conflict::Kind::EditPutBack);
        QCOMPARE(k.table, kItems);
        QCOMPARE(k.uniqueId, uid);
        QCOMPARE(k.column, QStringLiteral("qty"));
        QCOMPARE(k.refusedValue, QStringLiteral("5"));
        QCOMPARE(k.keptValue, QStringLiteral("1"));
        QCOMPARE(k.refusedSite, c.siteNumber(B));
        QCOMPARE(k.ownerSite, c.siteNumber(A));
        QVERIFY(!k.writtenAt.isEmpty());
        // At the primary, the same conflict.
        const auto atPrimary = conflicts(c.primary());
        QCOMPARE(atPrimary.size(), 1);
        QCOMPARE(atPrimary.first().uid, k.uid);
        QCOMPARE(atPrimary.first().refusedValue, QStringLiteral("5"));
        // B's inbox lists its own lost value, which only the owner may take.
        const auto atBInbox = engine::ConflictInbox(c.site(B)).list({}).value();
        QCOMPARE(atBInbox.size(), 1);
        QVERIFY(!engine::ConflictInbox(c.site(B)).take(atBInbox.first().id).ok());

        // The owner's next session brings it to the owner's inbox.
        QVERIFY(REPLICATE_OK(c, A).ok());
        const auto listed = test::runCli({QStringLiteral("--config"), c.iniPath(A), QStringLiteral("conflicts"),
                                          QStringLiteral("list"), QStringLiteral("--json")},
                                         c.cliEnvironment(A));
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
        const QJsonArray inbox =
            QJsonDocument::fromJson(listed.out.toUtf8()).object().value(QStringLiteral("conflicts")).toArray();
        QCOMPARE(inbox.size(), 1);
        QCOMPARE(inbox.first().toObject().value(QStringLiteral("refused_value")).toString(), QStringLiteral("5"));
        const int id = inbox.first().toObject().value(QStringLiteral("id")).toInt();
        const auto taken = test::runCli({QStringLiteral("--config"), c.iniPath(A), QStringLiteral("conflicts"),
                                         QStringLiteral("take"), QString::number(id)},
                                        c.cliEnvironment(A));
        QVERIFY2(taken.exitCode == 0, qPrintable(taken.err));
        QVERIFY(REPLICATE_OK(c, A).ok());
        QVERIFY(REPLICATE_OK(c, B).ok());
        QVERIFY(REPLICATE_OK(c, C).ok());
        for (int s : {A, B, C})
            QCOMPARE(Cluster::row(c.site(s), kItems, uid).value(QStringLiteral("qty")).toInt(), 5);
        QCOMPARE(Cluster::row(c.primary(), kItems, uid).value(QStringLiteral("qty")).toInt(), 5);
        QCOMPARE(conflicts(c.primary()).first().decision, QStringLiteral("T"));
        QCOMPARE(engine::ConflictInbox(c.site(A)).list({}).value().size(), 0);
        // Taking twice is refused.
        QVERIFY(!engine::ConflictInbox(c.site(A)).take(id).ok());
    }

    // Two sites fill the same blank text; the second one loses the race and
    // its fill is kept as a conflict at that site and at the primary.
    void blankFillThatLostTheRace()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite, Backend::Sqlite, Backend::Sqlite});
        const qint64 uid = blankCityAtEverySite(c);
        QVERIFY(uid > 0);
        QVERIFY(Cluster::update(c.site(B), kItems, uid, {{QStringLiteral("city"), QStringLiteral("Bville")}}));
        QVERIFY(Cluster::update(c.site(C), kItems, uid, {{QStringLiteral("city"), QStringLiteral("Cville")}}));
        QVERIFY(REPLICATE_OK(c, B).ok());
        QVERIFY(REPLICATE_OK(c, C).ok());
        QCOMPARE(Cluster::row(c.site(C), kItems, uid).value(QStringLiteral("city")).toString(),
                 QStringLiteral("Bville"));
        const auto atC = conflicts(c.site(C));
        QCOMPARE(atC.size(), 1);
        QCOMPARE(atC.first().column, QStringLiteral("city"));
        QCOMPARE(atC.first().refusedValue, QStringLiteral("Cville"));
        QCOMPARE(atC.first().keptValue, QStringLiteral("Bville"));
        QVERIFY(atC.first().kind == Conflict::Kind::BlankFillLost || atC.first().kind == Conflict::Kind::EditPutBack);
        QCOMPARE(conflicts(c.primary()).size(), 1);
        QCOMPARE(conflicts(c.site(B)).size(), 0);
    }

    // C's pull reads the row again (its owner wrote it and wrote it back)
    // with the blank still empty, and keeps C's fill; B's fill reaches the
    // primary before C pushes. C's fill is put back and kept as one
    // conflict, as when B's comes first, not once for the push window and
    // once more for the rows the pull kept.
    void fillLosingBetweenPullAndPushIsKeptOnce_data() { test::addServerPrimaryPairs(); }
    void fillLosingBetweenPullAndPushIsKeptOnce()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site, site});
        const qint64 uid = blankCityAtEverySite(c);
        QVERIFY(uid > 0);
        const QVariant qtyBefore = Cluster::row(c.site(A), kItems, uid).value(QStringLiteral("qty"));
        for (const QVariant &qty : {QVariant(qtyBefore.toInt() + 7), qtyBefore}) {
            QVERIFY(Cluster::update(c.site(A), kItems, uid, {{QStringLiteral("qty"), qty}}));
            QVERIFY(REPLICATE_OK(c, A).ok());
        }
        QVERIFY(Cluster::update(c.site(B), kItems, uid, {{QStringLiteral("city"), QStringLiteral("Bville")}}));
        QVERIFY(Cluster::update(c.site(C), kItems, uid, {{QStringLiteral("city"), QStringLiteral("Cville")}}));
        bool bSent = false;
        test::AtPush bPushesFirst(kItems, [&] { bSent = REPLICATE_OK(c, B).ok(); });
        const engine::SessionResult atC = c.replicate(C, &bPushesFirst);
        QVERIFY2(atC.ok(), qPrintable(atC.message));
        QVERIFY(bSent);
        QCOMPARE(atC.editsLost(), 1);
        QCOMPARE(Cluster::row(c.site(C), kItems, uid).value(QStringLiteral("city")).toString(),
                 QStringLiteral("Bville"));
        const auto keptAtC = conflicts(c.site(C));
        QCOMPARE(keptAtC.size(), 1);
        QCOMPARE(keptAtC.first().kind, Conflict::Kind::EditPutBack);
        QCOMPARE(keptAtC.first().refusedValue, QStringLiteral("Cville"));
        QCOMPARE(keptAtC.first().keptValue, QStringLiteral("Bville"));
        QVERIFY(c.replicateUntilQuiet());
        QCOMPARE(conflicts(c.primary()).size(), 1);
        for (int s : {A, B, C})
            QCOMPARE(c.differences(s), QString());
    }

    // A non-owner's delete is refused and the row restored; the refusal is
    // recorded, and the primary can dismiss it.
    void deleteRefusedIsRecordedAndDismissed()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite});
        const qint64 uid =
            c.site(A).scalar(QStringLiteral("SELECT jg_unique_id FROM parts WHERE code = 'P-1'")).value().toLongLong();
        QVERIFY(c.site(A).run(QStringLiteral("DELETE FROM parts WHERE code = 'P-1'")).ok());
        QVERIFY(REPLICATE_OK(c, A).ok());
        QCOMPARE(Cluster::count(c.site(A), QStringLiteral("parts"), QStringLiteral("code = 'P-1'")), 1); // restored
        const auto atPrimary = conflicts(c.primary());
        QCOMPARE(atPrimary.size(), 1);
        QCOMPARE(atPrimary.first().kind, Conflict::Kind::DeleteRefused);
        QCOMPARE(atPrimary.first().uniqueId, uid);
        QCOMPARE(atPrimary.first().ownerSite, 1);
        const auto dismissed =
            test::runCli({QStringLiteral("--config"), c.primaryIniPath(), QStringLiteral("conflicts"),
                          QStringLiteral("dismiss"), QString::number(atPrimary.first().id)},
                         c.primaryCliEnvironment());
        QVERIFY2(dismissed.exitCode == 0, qPrintable(dismissed.err));
        QCOMPARE(conflicts(c.primary()).first().decision, QStringLiteral("D"));
        // The purge only removes decided conflicts, and says which.
        const auto purged = test::runCli({QStringLiteral("--config"), c.primaryIniPath(), QStringLiteral("conflicts"),
                                          QStringLiteral("purge"), QStringLiteral("--older-than"), QStringLiteral("1")},
                                         c.primaryCliEnvironment());
        QCOMPARE(purged.exitCode, 0);
        QVERIFY2(purged.err.contains(QStringLiteral("0 decided conflicts")), qPrintable(purged.err));
        QCOMPARE(conflicts(c.primary()).size(), 1);
    }

    // A row whose reference cannot be resolved here waits; the wait is
    // recorded once (kind R), not at every session, at the site and the primary.
    void referenceThatWaitsIsRecordedOnce()
    {
        JGR_CLUSTER(c, Backend::Sqlite, {Backend::Sqlite});
        db::Database &p = c.primary();
        QVERIFY(
            p.run(QStringLiteral("CREATE TABLE parent (parent_id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(40))"))
                .ok());
        QVERIFY(
            p.run(QStringLiteral("CREATE TABLE child (child_id INTEGER PRIMARY KEY AUTOINCREMENT, parent_id INTEGER, "
                                 "label VARCHAR(40))"))
                .ok());
        control::TableRoles parent;
        parent.table = QStringLiteral("parent");
        parent.rowId.clear();
        QVERIFY(control::TablePreparer(p).prepare(parent).ok());
        control::TableRoles child;
        child.table = QStringLiteral("child");
        child.rowId.clear();
        child.references.insert(QStringLiteral("parent_id"), QStringLiteral("parent"));
        QVERIFY(control::TablePreparer(p).prepare(child).ok());
        for (const auto &[table, order] :
             {std::pair{QStringLiteral("parent"), 5}, std::pair{QStringLiteral("child"), 6}}) {
            control::SiteAdmin::TableOptions options;
            options.order = order;
            QVERIFY(control::SiteAdmin(p).addTable(table, options).ok());
        }
        const qint64 parentRow =
            Cluster::insert(p, QStringLiteral("parent"), {{QStringLiteral("name"), QStringLiteral("P")}});
        QVERIFY(REPLICATE_OK(c, A).ok());
        db::Database &s = c.site(A);
        // Someone removes the parent here behind replication's back (a soft-delete
        // table has no kill trigger), then the primary gets a child of it.
        QVERIFY(s.run(QStringLiteral("DELETE FROM parent")).ok());
        Cluster::insert(p, QStringLiteral("child"),
                        {{QStringLiteral("parent_id"), parentRow}, {QStringLiteral("label"), QStringLiteral("C")}});
        // It waits, and the session says it held it back.
        const auto held = c.replicate(A);
        QCOMPARE(held.exitCode, ExitCode::HeldBack);
        QCOMPARE(held.heldBackRows(), 1);
        QCOMPARE(Cluster::count(s, QStringLiteral("child")), 0); // never written with a wrong id
        const auto waits = conflicts(s);
        QCOMPARE(waits.size(), 1);
        QCOMPARE(waits.first().kind, Conflict::Kind::ReferenceWaits);
        QCOMPARE(waits.first().table, QStringLiteral("child"));
        QVERIFY(!waits.first().column.isEmpty()); // what could not be resolved
        QCOMPARE(conflicts(p).size(), 1);
        QCOMPARE(c.replicate(A).exitCode, ExitCode::HeldBack);
        QCOMPARE(conflicts(s).size(), 1); // still the same wait: recorded once
        QCOMPARE(conflicts(p).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestConflicts)
#include "test_conflicts.moc"
