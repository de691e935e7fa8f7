// The engine's batch lookup by jg_unique_id on every database: whether it
// reads the batch's ids as a list or, when they lie close together, as one
// index range, it returns exactly the rows asked for — never a neighbour
// that a merge would then treat as the row it looked for. And the stamping
// of new rows a stretch of the window at a time, as a push does it.
#include "testdatabases.h"

#include "common/stamp.h"
#include "control/tablepreparer.h"
#include "db/controlschema.h"
#include "db/database.h"
#include "engine/row.h"
#include "engine/tablestore.h"

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

private slots:
    void lookupReturnsExactlyTheRowsAskedFor_data()
    {
        test::addAllBackends();
    }
    void lookupReturnsExactlyTheRowsAskedFor()
    {
        QFETCH(Backend, backend);
        JGR_FRESH_DB(params, backend, QStringLiteral("store"), m_dir.path());
        QString error;
        auto db = test::openOrNull(params, QStringLiteral("local"), &error);
        QVERIFY2(db, qPrintable(error));
        QVERIFY(db::controlschema::create(*db).ok());
        db::ColumnDef key;
        key.name = QStringLiteral("row_id");
        key.autoPrimaryKey = true;
        const QString keyColumn = db->dialect().columnDefinition(key);
        QVERIFY(db->run(QStringLiteral("CREATE TABLE notes (%1, body VARCHAR(40))").arg(keyColumn)).ok());
        control::TableRoles roles;
        roles.table = QStringLiteral("notes");
        const Status prepared = control::TablePreparer(*db).prepare(roles);
        QVERIFY2(prepared.ok(), qPrintable(prepared ? QString() : prepared.error().message));

        // Site 1's rows 1..300, ids 10 apart, and between them rows whose ids
        // no site would make (a row a user numbered by hand): a range read
        // of close ids meets them all.
        const qint64 base = engine::uniqueIdFor(1, 0);
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
        expectFound({base + 10, base + 2990, engine::uniqueIdFor(7, 1)}, {base + 10, base + 2990});
        // One id; none here.
        expectFound({base + 1505}, {base + 1505});
        expectFound({engine::uniqueIdFor(2, 1), engine::uniqueIdFor(2, 2)}, {});
        // lookup() keys what byUniqueIds() finds.
        auto byId = store.lookup({base + 40, base + 45, base + 50});
        QVERIFY(byId.ok());
        QCOMPARE(byId.value().size(), 3);
        QCOMPARE(byId.value().value(base + 45).values.value(0).toString(), QStringLiteral("row %1").arg(base + 45));
    }

    void stampingAStretchOfTheWindow_data()
    {
        test::addAllBackends();
    }
    void stampingAStretchOfTheWindow()
    {
        QFETCH(Backend, backend);
        JGR_FRESH_DB(params, backend, QStringLiteral("stretch"), m_dir.path());
        QString error;
        auto db = test::openOrNull(params, QStringLiteral("local"), &error);
        QVERIFY2(db, qPrintable(error));
        QVERIFY(db::controlschema::create(*db).ok());
        db::ColumnDef key;
        key.name = QStringLiteral("row_id");
        key.autoPrimaryKey = true;
        QVERIFY(db->run(QStringLiteral("CREATE TABLE notes (%1, body VARCHAR(40))").arg(db->dialect().columnDefinition(key))).ok());
        control::TableRoles roles;
        roles.table = QStringLiteral("notes");
        QVERIFY(control::TablePreparer(*db).prepare(roles).ok());

        // Ten rows a second apart, written by users here (new: id 0), but
        // the sixth came from site 2 and has its id.
        const int digits = db->dialect().stampDigits();
        QStringList stamps;
        for (int n = 0; n < 10; ++n)
            stamps << QStringLiteral("2026-11-01 10:00:%1.%2").arg(n, 2, 10, QLatin1Char('0')).arg(QString(digits, QLatin1Char('0')));
        const qint64 fromSite2 = engine::uniqueIdFor(2, 77);
        for (int n = 0; n < 10; ++n)
            QVERIFY(db->run(QStringLiteral("INSERT INTO notes (body, lastchangeddate, jg_unique_id, jg_owner) VALUES (?, %1, ?, ?)")
                                .arg(db->dialect().stampParameter()),
                            {QStringLiteral("row %1").arg(n), stamps.at(n), n == 5 ? fromSite2 : 0, n == 5 ? 2 : 0})
                        .ok());

        engine::TableStore store(*db, roles, {QStringLiteral("body")}, {db::Family::Text});
        // Where a run of three rows after the third one ends; a run longer
        // than what is left ends with the window.
        auto end = store.stampAfterRows(stamps.at(2), stamps.at(9), 3);
        QVERIFY2(end.ok(), qPrintable(end ? QString() : end.error().message));
        QCOMPARE(end.value(), stamps.at(5));
        end = store.stampAfterRows(stamps.at(7), stamps.at(8), 5);
        QVERIFY(end.ok());
        QCOMPARE(end.value(), stamps.at(8));

        // Rows 3..6 (both ends inside): four rows, one of them not new.
        auto stamped = store.stampNewRowsBetween(stamps.at(3), stamps.at(6), 4);
        QVERIFY2(stamped.ok(), qPrintable(stamped ? QString() : stamped.error().message));
        QCOMPARE(stamped.value(), 3);
        auto q = db->exec(QStringLiteral("SELECT row_id, body, jg_unique_id, jg_owner, %1 FROM notes ORDER BY row_id")
                              .arg(db->dialect().stampAsText(QStringLiteral("lastchangeddate"))));
        QVERIFY(q.ok());
        int n = 0;
        for (; q.value().next(); ++n) {
            const qint64 rowId = q.value().value(0).toLongLong();
            QCOMPARE(q.value().value(1).toString(), QStringLiteral("row %1").arg(n));
            const qint64 expectedId = n == 5 ? fromSite2 : (n >= 3 && n <= 6 ? engine::uniqueIdFor(4, rowId) : 0);
            QCOMPARE(q.value().value(2).toLongLong(), expectedId);
            QCOMPARE(q.value().value(3).toInt(), n == 5 ? 2 : (n >= 3 && n <= 6 ? 4 : 0));
            // Stamping is bookkeeping: no row looks changed by it.
            QCOMPARE(stamp::normalized(q.value().value(4).toString(), digits), stamps.at(n));
        }
        QCOMPARE(n, 10);
    }
};

QTEST_GUILESS_MAIN(TestTableStore)
#include "test_table_store.moc"
