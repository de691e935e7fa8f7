// Many changes at once travel a batch at a time: a session that sends or
// receives thousands of updates or deletes (through the CLI, in batches of
// its default 1,000 rows) runs a handful of statements more than one that
// moves a single row of the table, not one or more per row (the engine's budget is 0.01 statements per
// row; SQLite's updates excepted, a prepared statement per row and no round
// trip), and every row arrives as the protocol says.
#include "cli.h"
#include "cluster.h"
#include "scenario.h"

#include "db/database.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {
const QString kParts = QStringLiteral("parts"); // code, label, weight; hard deletes
constexpr int kRows = 4000;
const QString kBulk = QStringLiteral("code LIKE 'bulk %'");

// One session of site `at` through the CLI, its `replicate --json` answer.
QJsonObject session(Cluster &c, int at)
{
    const auto run =
        test::runCli({QStringLiteral("--config"), c.iniPath(at), QStringLiteral("replicate"), QStringLiteral("--json")},
                     c.cliEnvironment(at));
    if (run.exitCode != 0)
        qWarning("%s", qPrintable(run.err));
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

// A count of the answer's tables added up ("pushed_updated", ...).
int sum(const QJsonObject &result, const char *count)
{
    int n = 0;
    for (const QJsonValue &t : result.value(QStringLiteral("tables")).toArray())
        n += t.toObject().value(QLatin1String(count)).toInt();
    return n;
}

qint64 statements(const QJsonObject &result)
{
    return result.value(QStringLiteral("statements")).toInteger();
}

// Site 0 makes kRows parts; both sites' sessions bring them to site 1. Then
// what each site's session runs to move one row of the table (a quiet table
// costs nothing, a busy one its fixed part): the statements of a session
// that sends one new row, and of one that receives it, by site (empty when
// something failed).
QList<qint64> bulkRowsEverywhere(Cluster &c)
{
    db::Database &owner = c.site(0);
    if (!owner.begin())
        return {};
    for (int i = 0; i < kRows; ++i)
        if (Cluster::insert(owner, kParts, {{QStringLiteral("code"), QStringLiteral("bulk %1").arg(i)}}) <= 0)
            return {};
    if (!owner.commit() || session(c, 0).value(QStringLiteral("exit_code")).toInt() != 0 ||
        session(c, 1).value(QStringLiteral("exit_code")).toInt() != 0 ||
        Cluster::count(c.site(1), kParts, kBulk) != kRows)
        return {};
    if (Cluster::insert(owner, kParts, {{QStringLiteral("code"), QStringLiteral("one more")}}) <= 0)
        return {};
    const QJsonObject sent = session(c, 0);
    const QJsonObject received = session(c, 1);
    if (sum(sent, "pushed_inserted") != 1 || sum(received, "pulled_inserted") != 1)
        return {};
    return {statements(sent), statements(received)};
}
} // namespace

// Updates that `db` writes with a prepared statement each: all kRows on
// SQLite, where that costs no round trip (Dialect::updatesRowsTogether);
// none on a server.
int oneByOne(db::Database &db)
{
    return db.dialect().updatesRowsTogether() ? 0 : kRows;
}

// A session that writes `writes` things per row (the row, say, then a
// conflict and the conflict's copy on the primary) runs no more than 0.01
// statements per row for each, beyond what a session that moves one row
// runs, and the `rowByRow` statements of SQLite's updates.
#define JGR_VERIFY_FEW_MORE(result, oneRow, writes, rowByRow)                                                          \
    do {                                                                                                               \
        const qint64 more = statements(result) - (oneRow);                                                             \
        qInfo("%s: %lld statements more than a session that moves one row", #result, more);                            \
        QVERIFY2(more <= (writes)*kRows / 100 + (rowByRow),                                                            \
                 qPrintable(QStringLiteral("%1 statements more than a session that moves one row").arg(more)));        \
    } while (false)

class TestBatches : public QObject
{
    Q_OBJECT

private slots:
    // The owner edits every row; the other site then fills a blank text of
    // each and edits a number it may not: the fills go to the primary, the
    // refused edits are put back, each kept as a conflict.
    void manyUpdatesTravelInBatches_data() { test::addDatabasePairs(); }
    void manyUpdatesTravelInBatches()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site});
        const QList<qint64> oneRow = bulkRowsEverywhere(c);
        QCOMPARE(oneRow.size(), 2);

        QVERIFY(c.site(0).run(QStringLiteral("UPDATE parts SET weight = 2.5 WHERE ") + kBulk).ok());
        const QJsonObject sent = session(c, 0);
        QCOMPARE(sum(sent, "pushed_updated"), kRows);
        JGR_VERIFY_FEW_MORE(sent, oneRow.at(0), 1, oneByOne(c.primary()));
        const QJsonObject received = session(c, 1);
        QCOMPARE(sum(received, "pulled_updated"), kRows);
        JGR_VERIFY_FEW_MORE(received, oneRow.at(1), 1, oneByOne(c.site(1)));
        QCOMPARE(Cluster::count(c.site(1), kParts, kBulk + QStringLiteral(" AND weight = 2.5")), kRows);

        QVERIFY(c.site(1).run(QStringLiteral("UPDATE parts SET label = 'filled', weight = 9.5 WHERE ") + kBulk).ok());
        const QJsonObject filled = session(c, 1);
        QCOMPARE(sum(filled, "pushed_updated"), kRows);
        // The fill, the edit put back, its conflict, its copy.
        JGR_VERIFY_FEW_MORE(filled, oneRow.at(1), 4, oneByOne(c.primary()) + oneByOne(c.site(1)));
        for (db::Database *db : {&c.primary(), &c.site(1)})
            QCOMPARE(Cluster::count(*db, kParts, kBulk + QStringLiteral(" AND label = 'filled' AND weight = 2.5")),
                     kRows);
        QCOMPARE(Cluster::count(c.site(1), QStringLiteral("jg_conflicts"), QStringLiteral("kind = 'E'")), kRows);
        const QJsonObject fillsReceived = session(c, 0);
        QCOMPARE(sum(fillsReceived, "pulled_updated"), kRows);
        JGR_VERIFY_FEW_MORE(fillsReceived, oneRow.at(0), 2, oneByOne(c.site(0))); // the fill, the conflict
        QCOMPARE(Cluster::count(c.site(0), kParts, kBulk + QStringLiteral(" AND label = 'filled' AND weight = 2.5")),
                 kRows);

        QVERIFY(c.replicateUntilQuiet());
        QCOMPARE(c.differences(0), QString());
        QCOMPARE(c.differences(1), QString());
    }

    void manyDeletesTravelInBatches_data() { test::addDatabasePairs(); }
    void manyDeletesTravelInBatches()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site});
        const QList<qint64> oneRow = bulkRowsEverywhere(c);
        QCOMPARE(oneRow.size(), 2);

        QVERIFY(c.site(0).run(QStringLiteral("DELETE FROM parts WHERE ") + kBulk).ok());
        const QJsonObject sent = session(c, 0);
        const QJsonObject received = session(c, 1);
        QCOMPARE(sum(sent, "pushed_deleted"), kRows);
        QCOMPARE(sum(received, "pulled_deleted"), kRows);
        JGR_VERIFY_FEW_MORE(sent, oneRow.at(0), 1, 0);
        JGR_VERIFY_FEW_MORE(received, oneRow.at(1), 1, 0);
        for (db::Database *db : {&c.primary(), &c.site(0), &c.site(1)})
            QCOMPARE(Cluster::count(*db, kParts, kBulk), 0);
        QVERIFY(c.replicateUntilQuiet());
        QCOMPARE(c.differences(0), QString());
        QCOMPARE(c.differences(1), QString());
    }
};

QTEST_GUILESS_MAIN(TestBatches)
#include "test_batches.moc"
