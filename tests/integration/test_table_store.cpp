// The engine's batch lookup by jg_unique_id on every database: whether it
// reads the batch's ids as a list or, when they lie close together, as one
// index range, it returns exactly the rows asked for — never a neighbour
// that a merge would then treat as the row it looked for.
#include "testdatabases.h"

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
};

QTEST_GUILESS_MAIN(TestTableStore)
#include "test_table_store.moc"
