// References as an application declares them (docs/CLI.md, prepare-table;
// docs/PROTOCOL.md, References): prepare-table records the declared foreign
// keys to a row id without any flag, and tables that reference each other in
// a cycle, or themselves, replicate whole in one session whatever their
// order, in both directions, on every kind of primary and site.
#include "cli.h"
#include "cluster.h"
#include "scenario.h"
#include "statements.h"

#include "control/datadict.h"

#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {

// A store managed by one of its staff, staff who work at a store and answer
// to a boss among the staff: store -> staff -> store, staff -> staff. Each
// side of the cycle and the self reference as the application declares
// them; the application fills the cycle as such applications do (the
// manager after the staff).
QStringList schema(Backend kind)
{
    const QString key = kind == Backend::Sqlite     ? QStringLiteral("INTEGER PRIMARY KEY")
                        : kind == Backend::Postgres ? QStringLiteral("serial PRIMARY KEY")
                                                    : QStringLiteral("INTEGER AUTO_INCREMENT PRIMARY KEY");
    const QString store =
        QStringLiteral("CREATE TABLE rc_store (store_id %1, name VARCHAR(40), manager_id INTEGER%2)").arg(key);
    const QString staff = QStringLiteral("CREATE TABLE rc_staff (staff_id %1, name VARCHAR(40), store_id INTEGER NOT "
                                         "NULL, boss_id INTEGER, FOREIGN KEY (store_id) REFERENCES rc_store "
                                         "(store_id), FOREIGN KEY (boss_id) REFERENCES rc_staff (staff_id))")
                              .arg(key);
    if (kind == Backend::Sqlite) // declares a key to a table made later
        return {store.arg(QStringLiteral(" REFERENCES rc_staff (staff_id)")), staff};
    return {store.arg(QString()), staff,
            QStringLiteral("ALTER TABLE rc_store ADD FOREIGN KEY (manager_id) REFERENCES rc_staff (staff_id)")};
}

// Rows numbered 1, 2, ... in the order they are inserted.
QStringList rows()
{
    return {
        QStringLiteral("INSERT INTO rc_store (name) VALUES ('North')"),
        QStringLiteral("INSERT INTO rc_store (name) VALUES ('South')"),
        QStringLiteral("INSERT INTO rc_staff (name, store_id) VALUES ('Ann', 1)"),
        // Bob's boss comes after him; Dee and Eve are each other's bosses.
        QStringLiteral("INSERT INTO rc_staff (name, store_id) VALUES ('Bob', 1)"),
        QStringLiteral("INSERT INTO rc_staff (name, store_id, boss_id) VALUES ('Cy', 2, 1)"),
        QStringLiteral("INSERT INTO rc_staff (name, store_id) VALUES ('Dee', 2)"),
        QStringLiteral("INSERT INTO rc_staff (name, store_id, boss_id) VALUES ('Eve', 2, 4)"),
        QStringLiteral("UPDATE rc_staff SET boss_id = 3 WHERE staff_id = 2"),
        QStringLiteral("UPDATE rc_staff SET boss_id = 5 WHERE staff_id = 4"),
        QStringLiteral("UPDATE rc_store SET manager_id = 2 WHERE store_id = 1"),
        QStringLiteral("UPDATE rc_store SET manager_id = 5 WHERE store_id = 2"),
    };
}

// Who is who, by name, as a user checks it: each store's manager, each
// staff member's store and boss. The same at every site when references
// point to the same rows.
QString people(db::Database &db)
{
    QStringList out;
    auto q = db.exec(QStringLiteral(
        "SELECT s.name, m.name FROM rc_store s LEFT JOIN rc_staff m ON m.staff_id = s.manager_id ORDER BY s.name"));
    if (!q)
        return q.error().message;
    while (q.value().next())
        out << QStringLiteral("%1 managed by %2").arg(q.value().value(0).toString(), q.value().value(1).toString());
    q = db.exec(QStringLiteral("SELECT p.name, s.name, b.name FROM rc_staff p LEFT JOIN rc_store s ON s.store_id = "
                               "p.store_id LEFT JOIN rc_staff b ON b.staff_id = p.boss_id ORDER BY p.name"));
    if (!q)
        return q.error().message;
    while (q.value().next())
        out << QStringLiteral("%1 at %2 under %3")
                   .arg(q.value().value(0).toString(), q.value().value(1).toString(), q.value().value(2).toString());
    return out.join(QStringLiteral("; "));
}

QVariant scalarAt(db::Database &db, const QString &sql)
{
    auto v = db.scalar(sql);
    return v ? v.value() : QVariant();
}

} // namespace

class TestReferenceCycles : public QObject
{
    Q_OBJECT

private slots:
    // prepare-table records each declared foreign key to a row id as a
    // reference, and says so; --no-reference keeps one out, --reference
    // still adds one; a key to another column travels as its value.
    void declaredForeignKeysBecomeReferences_data() { test::addAllBackends(); }
    void declaredForeignKeysBecomeReferences()
    {
        QFETCH(Backend, backend);
        JGR_CLUSTER(c, backend, {Backend::Sqlite});
        QVERIFY2(test::runEach(c.primary(), schema(backend), &error), qPrintable(error));
        QVERIFY2(test::runEach(c.primary(),
                               {QStringLiteral("CREATE TABLE rc_code (code VARCHAR(8) PRIMARY KEY, label VARCHAR(20))"),
                                QStringLiteral("CREATE TABLE rc_shelf (shelf_id INTEGER PRIMARY KEY, code VARCHAR(8), "
                                               "store_id INTEGER, note_id INTEGER, item INTEGER, "
                                               "FOREIGN KEY (code) REFERENCES rc_code (code), "
                                               "FOREIGN KEY (store_id) REFERENCES rc_store (store_id), "
                                               "FOREIGN KEY (note_id) REFERENCES notes (note_id))")},
                               &error),
                 qPrintable(error));
        // In any order: rc_store's key points at a table not prepared yet.
        auto run = c.onPrimary({QStringLiteral("prepare-table"), QStringLiteral("rc_store")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QStringLiteral("Its foreign key manager_id → rc_staff is a reference")),
                 qPrintable(run.out));
        run = c.onPrimary({QStringLiteral("prepare-table"), QStringLiteral("rc_staff")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QStringLiteral("Its foreign key boss_id → rc_staff is a reference")) &&
                     run.out.contains(QStringLiteral("Its foreign key store_id → rc_store is a reference")),
                 qPrintable(run.out));
        run =
            c.onPrimary({QStringLiteral("prepare-table"), QStringLiteral("rc_shelf"), QStringLiteral("--no-reference"),
                         QStringLiteral("note_id"), QStringLiteral("--reference"), QStringLiteral("item=items")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QStringLiteral("Its foreign key code → rc_code is not a reference: it points at "
                                                 "rc_code.code, which is not the row id of rc_code")),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("Its foreign key note_id → notes is not a reference: --no-reference")),
                 qPrintable(run.out));
        auto roles = control::DataDict(c.primary()).roles(QStringLiteral("rc_shelf"));
        QVERIFY(roles.ok() && roles.value());
        const QMap<QString, QString> expected{{QStringLiteral("store_id"), QStringLiteral("rc_store")},
                                              {QStringLiteral("item"), QStringLiteral("items")}};
        QCOMPARE(roles.value()->references, expected);
        // One column named both ways is a usage error, and nothing changes.
        run =
            c.onPrimary({QStringLiteral("prepare-table"), QStringLiteral("rc_shelf"), QStringLiteral("--no-reference"),
                         QStringLiteral("item"), QStringLiteral("--reference"), QStringLiteral("item=items")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("--reference and --no-reference")), qPrintable(run.err));
    }

    // A key taken for a reference while the table it points at was not
    // prepared yet (its key expected to be its row id): once that table is
    // prepared with a surrogate row id, the key travels as its value, and
    // prepare-table says so.
    void laterSurrogateRowIdReleasesTheReference()
    {
        JGR_CLUSTER(c, Backend::Sqlite, {Backend::Sqlite});
        QVERIFY2(test::runEach(c.primary(),
                               {QStringLiteral("CREATE TABLE rc_ledger (ledger_id INTEGER PRIMARY KEY, name TEXT)"),
                                QStringLiteral("INSERT INTO rc_ledger VALUES (2000000001, 'old ledger')"),
                                QStringLiteral("CREATE TABLE rc_entry (entry_id INTEGER PRIMARY KEY, ledger_id INTEGER "
                                               "REFERENCES rc_ledger (ledger_id), amount NUMERIC)"),
                                QStringLiteral("INSERT INTO rc_entry VALUES (1, 2000000001, 12.5)")},
                               &error),
                 qPrintable(error));
        auto run = c.onPrimary({QStringLiteral("prepare-table"), QStringLiteral("rc_entry")});
        QVERIFY2(run.exitCode == 0 && run.out.contains(QStringLiteral("ledger_id → rc_ledger is a reference")),
                 qPrintable(run.out));
        run = c.onPrimary({QStringLiteral("prepare-table"), QStringLiteral("rc_ledger")});
        QCOMPARE(run.exitCode, 2); // 2000000001 is no row id
        run = c.onPrimary(
            {QStringLiteral("prepare-table"), QStringLiteral("rc_ledger"), QStringLiteral("--surrogate-row-id")});
        QVERIFY2(run.exitCode == 0 &&
                     run.out.contains(QStringLiteral("rc_entry.ledger_id now travels as its value: its foreign key "
                                                     "points at rc_ledger.ledger_id, which is not rc_ledger's row id")),
                 qPrintable(run.out));
        auto roles = control::DataDict(c.primary()).roles(QStringLiteral("rc_entry"));
        QVERIFY(roles.ok() && roles.value());
        QVERIFY(roles.value()->references.isEmpty());
        // Both replicate whole, the entry still pointing at its ledger.
        for (const QString &table : {QStringLiteral("rc_ledger"), QStringLiteral("rc_entry")})
            QCOMPARE(c.onPrimary({QStringLiteral("add-table"), table}).exitCode, 0);
        const QString whole = c.replicateEverySiteWhole();
        QVERIFY2(whole.isEmpty(), qPrintable(whole));
        QCOMPARE(scalarAt(c.site(0), QStringLiteral("SELECT l.name FROM rc_entry e JOIN rc_ledger l ON l.ledger_id = "
                                                    "e.ledger_id"))
                     .toString(),
                 QStringLiteral("old ledger"));
    }

    // Tables in a cycle (staff listed before the stores they reference),
    // a self reference to a later row, and two rows that reference each
    // other: every site of every kind takes them whole in its first session.
    // Then each site makes a store and its manager, who works there (a
    // cycle of new rows): they reach the primary and every other site in
    // one session each, pointing at the same rows everywhere.
    void cyclesReplicateInOneSession_data() { test::addAllBackends(); }
    void cyclesReplicateInOneSession()
    {
        QFETCH(Backend, backend);
        JGR_JOINED_CLUSTER(c, backend, test::allBackends());
        QVERIFY2(test::runEach(c.primary(), schema(backend) + rows(), &error), qPrintable(error));
        for (const QString &table : {QStringLiteral("rc_store"), QStringLiteral("rc_staff")}) {
            const auto run = c.onPrimary({QStringLiteral("prepare-table"), table});
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        }
        // The children first: no order of the two would have the parents first.
        auto run = c.onPrimary(
            {QStringLiteral("add-table"), QStringLiteral("rc_staff"), QStringLiteral("--order"), QStringLiteral("90")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = c.onPrimary(
            {QStringLiteral("add-table"), QStringLiteral("rc_store"), QStringLiteral("--order"), QStringLiteral("91")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));

        const QString expected = people(c.primary());
        QCOMPARE(expected, QStringLiteral("North managed by Bob; South managed by Eve; Ann at North under ; Bob at "
                                          "North under Cy; Cy at South under Ann; Dee at South under Eve; Eve at "
                                          "South under Dee"));
        error = c.replicateEverySiteWhole();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (int s = 0; s < c.siteCount(); ++s) {
            QCOMPARE(people(c.site(s)), expected);
            const QString differs = c.differences(s);
            QVERIFY2(differs.isEmpty(), qPrintable(differs));
        }

        // Each site: a new store managed by a new member of its staff.
        for (int s = 0; s < c.siteCount(); ++s) {
            db::Database &site = c.site(s);
            const QString store = QStringLiteral("Store %1").arg(s);
            const QString manager = QStringLiteral("Manager %1").arg(s);
            QVERIFY(site.run(QStringLiteral("INSERT INTO rc_store (name) VALUES (?)"), {store}).ok());
            const QVariant storeId =
                scalarAt(site, QStringLiteral("SELECT store_id FROM rc_store WHERE name = '%1'").arg(store));
            QVERIFY(site.run(QStringLiteral("INSERT INTO rc_staff (name, store_id, boss_id) VALUES (?, ?, 1)"),
                             {manager, storeId})
                        .ok());
            const QVariant staffId =
                scalarAt(site, QStringLiteral("SELECT staff_id FROM rc_staff WHERE name = '%1'").arg(manager));
            QVERIFY(
                site.run(QStringLiteral("UPDATE rc_store SET manager_id = ? WHERE name = ?"), {staffId, store}).ok());
        }
        // Each sends its own, then each receives the others'.
        error = c.replicateEverySiteWhole();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        error = c.replicateEverySiteWhole();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString after = people(c.primary());
        for (int s = 0; s < c.siteCount(); ++s) {
            QVERIFY2(after.contains(QStringLiteral("Store %1 managed by Manager %1").arg(s)) &&
                         after.contains(QStringLiteral("Manager %1 at Store %1 under Ann").arg(s)),
                     qPrintable(after));
            QCOMPARE(people(c.site(s)), after);
            const QString differs = c.differences(s);
            QVERIFY2(differs.isEmpty(), qPrintable(differs));
        }
        // Nothing was left waiting or recorded as waiting.
        for (int s = 0; s < c.siteCount(); ++s)
            QCOMPARE(Cluster::count(c.site(s), QStringLiteral("jg_conflicts")), 0);
    }
};

QTEST_GUILESS_MAIN(TestReferenceCycles)
#include "test_reference_cycles.moc"
