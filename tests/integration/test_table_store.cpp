// The engine's reads of a replicated table on every database. The batch
// lookup by jg_unique_id, whether it reads the batch's ids as a list or, when
// they lie close together, as one index range, returns exactly the rows asked
// for — never a neighbour that a merge would then treat as the row it looked
// for. The window's pages, however the page boundaries fall among rows that
// share a stamp, return every row of the window once, in order.
#include "common/idspace.h"
#include "testdatabases.h"

#include "common/stamp.h"
#include "control/controlschema.h"
#include "control/tablepreparer.h"
#include "db/database.h"
#include "db/statementcounter.h"
#include "engine/table/row.h"
#include "engine/table/tablestore.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace jgr;
using test::Backend;

namespace {
QList<qint64> idsOf(const engine::RowList &rows)
{
    QList<qint64> ids;
    for (const engine::Row &r : rows)
        ids << r.uniqueId;
    std::sort(ids.begin(), ids.end());
    return ids;
}
} // namespace

class TestTableStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    db::ConnectionParams m_applicationParams; // how a user's program reaches the same database

    std::unique_ptr<db::Database> m_db;
    control::TableRoles m_roles;

private slots:
    void initTestCase_data() { test::addAllBackends(); }

    // Each test: a fresh database with the control tables and a prepared
    // table `notes` (row_id, body).
    void init()
    {
        QFETCH_GLOBAL(Backend, backend);
        JGR_FRESH_DB(fresh, backend, QStringLiteral("store"), m_dir.path());
        // The store writes as a replication session does: the stamp
        // triggers keep the stamps it writes.
        m_applicationParams = fresh;
        db::ConnectionParams params = fresh;
        params.replicationWrites = true;
        QString error;
        m_db = test::openOrNull(params, QStringLiteral("local"), &error);
        QVERIFY2(m_db, qPrintable(error));
        QVERIFY(control::controlschema::create(*m_db).ok());
        db::ColumnDef key;
        key.name = QStringLiteral("row_id");
        key.autoPrimaryKey = true;
        const QString keyColumn = m_db->dialect().columnDefinition(key);
        QVERIFY(m_db->run(QStringLiteral("CREATE TABLE notes (%1, body VARCHAR(40))").arg(keyColumn)).ok());
        m_roles = {};
        m_roles.table = QStringLiteral("notes");
        const Status prepared = control::TablePreparer(*m_db).prepare(m_roles);
        QVERIFY2(prepared.ok(), qPrintable(prepared ? QString() : prepared.error().message));
    }
    void cleanup() { m_db.reset(); }

    void lookupReturnsExactlyTheRowsAskedFor()
    {
        db::Database *db = m_db.get();
        const control::TableRoles &roles = m_roles;

        // Site 1's rows 1..300, ids 10 apart, and between them rows whose ids
        // no site would make (a row a user numbered by hand): a range read
        // of close ids meets them all.
        const qint64 base = *idspace::siteBase(1);
        QList<qint64> present;
        for (int n = 1; n <= 300; ++n)
            present << base + n * 10 << base + n * 10 + 5;
        QVERIFY(db->begin().ok());
        for (qint64 id : present)
            QVERIFY(db->run(QStringLiteral("INSERT INTO notes (body, jg_unique_id, jg_owner) VALUES (?, ?, 1)"),
                            {QStringLiteral("row %1").arg(id), id})
                        .ok());
        QVERIFY(db->commit().ok());

        engine::TableStore store(*db, roles, {QStringLiteral("body")}, {db::Family::Text});
        const auto expectFound = [&](const QList<qint64> &asked, QList<qint64> expected) {
            auto rows = store.byUniqueIds(asked);
            QVERIFY2(rows.ok(), qPrintable(rows ? QString() : rows.error().message));
            std::sort(expected.begin(), expected.end());
            QCOMPARE(idsOf(rows.value()), expected);
            for (const engine::Row &r : rows.value())
                QCOMPARE(r.values.value(0).toString(), QStringLiteral("row %1").arg(r.uniqueId));
        };
        // Close together (every other one of a run, as a batch after edits).
        QList<qint64> everyOther;
        for (int n = 2; n <= 200; n += 2)
            everyOther << base + n * 10;
        expectFound(everyOther, everyOther);
        // Close together, some not here (never sent, or deleted).
        expectFound({base + 10, base + 20, base + 3010, base + 3020, base + 30}, {base + 10, base + 20, base + 30});
        // Spread out: one near the start, one far away, one missing.
        expectFound({base + 10, base + 2990, *idspace::uniqueIdFor(7, 1)}, {base + 10, base + 2990});
        // One id; none here.
        expectFound({base + 1505}, {base + 1505});
        expectFound({*idspace::uniqueIdFor(2, 1), *idspace::uniqueIdFor(2, 2)}, {});
        // lookup() keys what byUniqueIds() finds.
        auto byId = store.lookup({base + 40, base + 45, base + 50});
        QVERIFY(byId.ok());
        QCOMPARE(byId.value().size(), 3);
        QCOMPARE(byId.value().value(base + 45).values.value(0).toString(), QStringLiteral("row %1").arg(base + 45));
    }

    // A new row whose jg_unique_id by the formula another row holds (a row
    // that came back to a site restored from a backup) takes the first free
    // last digit; the others get theirs by the formula; nothing is shared.
    void stampingPassesOverIdsAlreadyHeld()
    {
        db::Database *db = m_db.get();
        const int site = 2;
        QVERIFY(db->begin().ok());
        for (const QString &body : {QStringLiteral("new 1"), QStringLiteral("new 2"), QStringLiteral("new 3")})
            QVERIFY(db->run(QStringLiteral("INSERT INTO notes (body) VALUES (?)"), {body}).ok());
        // Rows 4 and 5 hold the ids that row 2 would get by the formula and
        // with the last digit 1.
        const qint64 formulaOf2 = *idspace::uniqueIdFor(site, 2);
        for (const qint64 held : {formulaOf2, formulaOf2 + 1})
            QVERIFY(
                db->run(QStringLiteral("INSERT INTO notes (body, jg_unique_id, jg_owner) VALUES ('came back', ?, ?)"),
                        {held, site})
                    .ok());
        QVERIFY(db->commit().ok());

        engine::TableStore store(*db, m_roles, {QStringLiteral("body")}, {db::Family::Text});
        const auto stamped = store.stampNewRows(site, engine::TableStore::NewRowOwner::Stamper);
        QVERIFY2(stamped.ok(), qPrintable(stamped ? QString() : stamped.error().message));
        QCOMPARE(stamped.value().stamped, 3);
        QVERIFY(stamped.value().refused.isEmpty());
        const auto idOf = [&](int rowId) {
            return db->scalar(QStringLiteral("SELECT jg_unique_id FROM notes WHERE row_id = ?"), {rowId})
                .value()
                .toLongLong();
        };
        QCOMPARE(idOf(1), *idspace::uniqueIdFor(site, 1));
        QCOMPARE(idOf(2), formulaOf2 + 2);
        QCOMPARE(idOf(3), *idspace::uniqueIdFor(site, 3));
        QCOMPARE(idOf(4), formulaOf2);
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM notes WHERE jg_owner = ?"), {site}).value().toInt(),
                 5);
        QCOMPARE(store.stampNewRows(site, engine::TableStore::NewRowOwner::Stamper).value().stamped,
                 0); // nothing new is left
    }

    // A batch's updates go to a server up to 1,000 rows to a statement. A
    // row a user wrote since it was read, or deleted, is not written,
    // exactly as update()'s compare-and-set would leave it; every other row
    // is, on every database.
    void manyUpdatesWriteWhatOneByOneWould()
    {
        db::Database *db = m_db.get();
        constexpr int kRows = 2500;
        const qint64 base = *idspace::siteBase(1);
        // The rows as a user's program made them: stamped by the trigger.
        QString error;
        auto user = test::openOrNull(m_applicationParams, QStringLiteral("user"), &error);
        QVERIFY2(user, qPrintable(error));
        QVERIFY(user->begin().ok());
        for (int n = 1; n <= kRows; ++n)
            QVERIFY(user->run(QStringLiteral("INSERT INTO notes (body, jg_unique_id, jg_owner) VALUES (?, ?, 1)"),
                              {QStringLiteral("row %1").arg(n), base + n * 10})
                        .ok());
        QVERIFY(user->commit().ok());
        engine::TableStore store(*db, m_roles, {QStringLiteral("body")}, {db::Family::Text});
        QList<qint64> ids;
        for (int n = 1; n <= kRows; ++n)
            ids << base + n * 10;
        auto read = store.lookup(ids);
        QVERIFY(read.ok());
        QCOMPARE(read.value().size(), kRows);

        // After the rows were read: a user writes two of them, and deletes one.
        QTest::qWait(5); // a later stamp than the insert's, at SQLite's millisecond
        const QList<int> userWrote{7, 300};
        for (int n : userWrote)
            QVERIFY(user->run(QStringLiteral("UPDATE notes SET body = 'user' WHERE jg_unique_id = ?"), {base + n * 10})
                        .ok());
        QVERIFY(user->run(QStringLiteral("DELETE FROM notes WHERE jg_unique_id = ?"), {base + 450 * 10}).ok());
        user.reset();

        QList<engine::TableStore::RowUpdate> updates;
        for (int n = 1; n <= kRows; ++n) {
            const QVariant body =
                n == 3 ? QVariant(QMetaType::fromType<QString>()) : QVariant(QStringLiteral("sent %1").arg(n));
            updates << engine::TableStore::RowUpdate{base + n * 10,
                                                     {body},
                                                     3,
                                                     n % 2 ? QString() : QStringLiteral("2026-01-02 03:04:05"),
                                                     read.value().value(base + n * 10).changed};
        }
        auto now = db->now();
        QVERIFY(now.ok());
        QVERIFY(db->begin().ok());
        const qint64 before = db::StatementCounter::total();
        auto written = store.updateMany({0}, updates, now.value(), 5);
        const qint64 statements = db::StatementCounter::total() - before;
        QVERIFY2(written.ok(), qPrintable(written ? QString() : written.error().message));
        QVERIFY(db->commit().ok());
        // On a server, the first rows' statement met the user's writes and
        // was undone to its savepoint, its rows went one by one (1,000 at
        // most); the others went in one statement each. SQLite writes every
        // row with a prepared statement of its own.
        if (db->dialect().updatesRowsTogether())
            QVERIFY2(statements <= kRows / 2, qPrintable(QString::number(statements)));
        else
            QCOMPARE(statements, qint64(kRows));

        for (int n = 1; n <= kRows; ++n) {
            const bool expected = !userWrote.contains(n) && n != 450;
            QVERIFY2(written.value().at(n - 1) == expected, qPrintable(QString::number(n)));
        }
        const auto body = [&](int n) {
            return db->scalar(QStringLiteral("SELECT body FROM notes WHERE jg_unique_id = ?"), {base + n * 10}).value();
        };
        QCOMPARE(body(1).toString(), QStringLiteral("sent 1"));
        QVERIFY(body(3).isNull());
        QCOMPARE(body(7).toString(), QStringLiteral("user"));
        QCOMPARE(body(300).toString(), QStringLiteral("user"));
        QCOMPARE(body(kRows).toString(), QStringLiteral("sent %1").arg(kRows));
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM notes WHERE jg_owner = 3 AND jg_sentby = 5"))
                     .value()
                     .toInt(),
                 kRows - 3);
        // The stamps as update() writes them: the session's, and the date sent or NULL.
        const db::Dialect &d = db->dialect();
        const QString stamps = QStringLiteral("SELECT %1, %2 FROM notes WHERE jg_unique_id = ?")
                                   .arg(d.stampAsText(QStringLiteral("lastchangeddate")),
                                        d.stampAsText(QStringLiteral("jg_datewhensent")));
        auto odd = db->exec(stamps, {base + 11 * 10});
        QVERIFY(odd.ok() && odd.value().next());
        QCOMPARE(stamp::normalized(odd.value().value(0).toString(), 3), stamp::normalized(now.value(), 3));
        QVERIFY(odd.value().value(1).isNull());
        auto even = db->exec(stamps, {base + 12 * 10});
        QVERIFY(even.ok() && even.value().next());
        QCOMPARE(stamp::normalized(even.value().value(1).toString(), 3), QStringLiteral("2026-01-02 03:04:05.000"));
    }

    void windowPagesReadEveryRowOnceInOrder()
    {
        db::Database *db = m_db.get();
        const control::TableRoles &roles = m_roles;
        const db::Dialect &d = db->dialect();
        const auto at = [&d](int second) {
            return stamp::normalized(QStringLiteral("2026-01-01 10:00:%1.000").arg(second, 2, 10, QLatin1Char('0')),
                                     d.stampDigits());
        };
        // Stamps shared by runs of rows (as a statement that stamps many
        // rows leaves them), pages of 4 that begin and end inside those runs,
        // and echoes of site 3 among them. Row ids are taken in insert order.
        struct Run
        {
            int second;
            int rows;
            bool echoes = false;
        };
        const QList<Run> runs = {{1, 2}, {2, 5}, {3, 23}, {3, 3, true}, {4, 1},
                                 {5, 4}, {6, 9}, {7, 2},  {8, 1, true}, {9, 6}};
        const QString from = at(1);
        const QString to = at(7);
        QStringList expected;
        QVERIFY(db->begin().ok());
        int n = 0;
        for (const Run &r : runs) {
            for (int i = 0; i < r.rows; ++i) {
                const QString body = QStringLiteral("row %1").arg(++n);
                QVERIFY(db->run(QStringLiteral(
                                    "INSERT INTO notes (body, lastchangeddate, jg_unique_id, jg_owner, jg_sentby, "
                                    "jg_datewhensent) VALUES (?, %1, ?, 1, ?, %1)")
                                    .arg(d.stampParameter()),
                                {body, at(r.second), *idspace::uniqueIdFor(1, n), r.echoes ? 3 : 0,
                                 r.echoes ? QVariant(at(r.second)) : QVariant(QMetaType(QMetaType::QString))})
                            .ok());
                if (r.second > 1 && r.second <= 7 && !r.echoes)
                    expected << body;
            }
        }
        QVERIFY(db->commit().ok());

        engine::TableStore store(*db, roles, {QStringLiteral("body")}, {db::Family::Text});
        for (int limit : {4, 1, 23, 1000}) {
            engine::TableStore::Page page;
            page.from = from;
            page.to = to;
            page.echoSite = 3;
            page.limit = limit;
            QStringList walked;
            for (int pages = 0; pages < 100; ++pages) {
                auto rows = store.windowPage(page);
                QVERIFY2(rows.ok(), qPrintable(rows ? QString() : rows.error().message));
                for (const engine::Row &r : rows.value())
                    walked << r.values.value(0).toString();
                QVERIFY(rows.value().size() <= limit);
                if (rows.value().size() < limit)
                    break;
                page.afterChanged = rows.value().last().changed;
                page.afterRowId = rows.value().last().rowId;
            }
            QCOMPARE(walked, expected);
        }
    }
};

QTEST_GUILESS_MAIN(TestTableStore)
#include "test_table_store.moc"
