#include "quiettables.h"

#include "engine/table/tablereplicator.h"
#include "engine/table/tablestore.h"
#include "engine/table/tablewindow.h"

#include "control/killedrows.h"
#include "db/database.h"

namespace jgr::engine {

namespace {
// Tables per statement: each adds a few values, well inside every server's
// limit on values and columns.
constexpr qsizetype kTablesPerStatement = 200;

// What a table's value in the activity statement says.
constexpr int kMoves = 1;     // rows or deletes in a window
constexpr int kUnstamped = 2; // rows waiting for their replication id

// One side's value for a table: kMoves when there are rows or deletes in
// its window, plus kUnstamped when rows wait for their replication id.
QString activity(db::Database &db, const TableStore &store, const QString &killTable, const QString &rowsFrom,
                 const QString &killsFrom, const QString &to, int echoSite, QVariantList &binds)
{
    const QString rows = store.windowActivityCondition(rowsFrom, to, echoSite, binds);
    const QString kills = control::KilledRows::windowCondition(db.dialect(), killTable, killsFrom, to, echoSite, binds);
    return QStringLiteral("CASE WHEN %1 OR EXISTS (SELECT 1 FROM jg_killed_rows WHERE %2) THEN %3 ELSE 0 END + "
                          "CASE WHEN %4 THEN %5 ELSE 0 END")
        .arg(rows, kills)
        .arg(kMoves)
        .arg(store.unstampedCondition())
        .arg(kUnstamped);
}

// Runs the values in statements of one row, a column per table.
Result<QHash<QString, int>> activeAt(db::Database &db, const QStringList &names, const QStringList &values,
                                     const QList<QVariantList> &binds)
{
    QHash<QString, int> out;
    for (qsizetype at = 0; at < names.size(); at += kTablesPerStatement) {
        QVariantList bound;
        for (const QVariantList &b : binds.mid(at, kTablesPerStatement))
            bound << b;
        auto q =
            db.exec(QStringLiteral("SELECT ") + values.mid(at, kTablesPerStatement).join(QStringLiteral(", ")), bound);
        if (!q)
            return q.error();
        if (!q.value().next())
            continue;
        for (qsizetype i = at; i < names.size() && i < at + kTablesPerStatement; ++i)
            out.insert(names.at(i), q.value().value(int(i - at)).toInt());
    }
    return out;
}
} // namespace

Result<TableActivity> findTableActivity(const SessionContext &ctx, const QList<control::TableRecord> &tables)
{
    const WindowSpec spec = windowSpecOf(ctx);
    QStringList names;
    QStringList primaryValues;
    QStringList localValues;
    QList<QVariantList> primaryBinds;
    QList<QVariantList> localBinds;
    for (const control::TableRecord &t : tables) {
        const auto mapping = ctx.mappings.constFind(t.tableName);
        if (mapping == ctx.mappings.constEnd())
            continue;
        const TableWindow w = TableWindow::open(*mapping, *ctx.local, *ctx.primary, t, spec);
        if (w.localClockWentBack || w.primaryClockWentBack)
            continue; // the table's run says so and compares every row
        names << t.tableName;
        // What the pull reads on the primary and the push reads here.
        primaryBinds << QVariantList();
        primaryValues << activity(*ctx.primary, mapping->primaryStore(*ctx.primary), mapping->primaryRoles.table,
                                  w.primaryRowsFrom(), w.previousPrimaryMark, w.primaryMark,
                                  w.skipEchoRule ? -1 : w.merge.thisSite, primaryBinds.last());
        localBinds << QVariantList();
        localValues << activity(*ctx.local, mapping->localStore(*ctx.local), mapping->localRoles.table,
                                w.localRowsFrom(), w.previousLocalMark, w.localMark, w.merge.primarySite,
                                localBinds.last());
    }
    TableActivity found;
    if (names.isEmpty())
        return found;
    auto here = activeAt(*ctx.local, names, localValues, localBinds);
    if (!here)
        return here.error();
    // Every table is asked about on the primary, those busy here too: one
    // round trip either way, and it spares each busy table's pull the
    // round trips of stamping rows when none wait.
    auto there = activeAt(*ctx.primary, names, primaryValues, primaryBinds);
    if (!there)
        return there.error();
    for (const QString &name : names) {
        const int primary = there.value().value(name, kMoves | kUnstamped);
        if (here.value().value(name, kMoves) == 0 && primary == 0)
            found.quiet.insert(name);
        if ((primary & kUnstamped) == 0)
            found.primaryStamped.insert(name);
    }
    return found;
}

} // namespace jgr::engine
