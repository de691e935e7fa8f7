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

// One side's condition for a table: rows in its window, rows not stamped,
// deletes in its window.
QString activity(db::Database &db, const TableStore &store, const QString &killTable, const QString &rowsFrom,
                 const QString &killsFrom, const QString &to, int echoSite, QVariantList &binds)
{
    const QString rows = store.activityCondition(rowsFrom, to, echoSite, binds);
    const QString kills = control::KilledRows::windowCondition(db.dialect(), killTable, killsFrom, to, echoSite, binds);
    return QStringLiteral("CASE WHEN %1 OR EXISTS (SELECT 1 FROM jg_killed_rows WHERE %2) THEN 1 ELSE 0 END")
        .arg(rows, kills);
}

// Runs the conditions in statements of one row, a column per table: the
// tables whose condition holds.
Result<QSet<QString>> active(db::Database &db, const QStringList &names, const QStringList &conditions,
                             const QList<QVariantList> &binds)
{
    QSet<QString> out;
    for (qsizetype at = 0; at < names.size(); at += kTablesPerStatement) {
        QVariantList values;
        for (const QVariantList &b : binds.mid(at, kTablesPerStatement))
            values << b;
        auto q = db.exec(QStringLiteral("SELECT ") + conditions.mid(at, kTablesPerStatement).join(QStringLiteral(", ")),
                         values);
        if (!q)
            return q.error();
        if (!q.value().next())
            continue;
        for (qsizetype i = at; i < names.size() && i < at + kTablesPerStatement; ++i)
            if (q.value().value(int(i - at)).toInt() != 0)
                out.insert(names.at(i));
    }
    return out;
}
} // namespace

Result<QSet<QString>> findQuietTables(const SessionContext &ctx, const QList<control::TableRecord> &tables)
{
    const WindowSpec spec = windowSpecOf(ctx);
    QStringList names;
    QStringList primaryConditions;
    QStringList localConditions;
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
        primaryConditions << activity(*ctx.primary, mapping->primaryStore(*ctx.primary), mapping->primaryRoles.table,
                                      w.primaryRowsFrom(), w.previousPrimaryMark, w.primaryMark,
                                      w.skipEchoRule ? -1 : w.merge.thisSite, primaryBinds.last());
        localBinds << QVariantList();
        localConditions << activity(*ctx.local, mapping->localStore(*ctx.local), mapping->localRoles.table,
                                    w.localRowsFrom(), w.previousLocalMark, w.localMark, w.merge.primarySite,
                                    localBinds.last());
    }
    QSet<QString> quiet(names.cbegin(), names.cend());
    if (quiet.isEmpty())
        return quiet;
    auto busyHere = active(*ctx.local, names, localConditions, localBinds);
    if (!busyHere)
        return busyHere.error();
    quiet.subtract(busyHere.value());
    // Only the tables quiet here are asked about on the primary.
    QStringList askNames;
    QStringList askConditions;
    QList<QVariantList> askBinds;
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (!quiet.contains(names.at(i)))
            continue;
        askNames << names.at(i);
        askConditions << primaryConditions.at(i);
        askBinds << primaryBinds.at(i);
    }
    if (askNames.isEmpty())
        return quiet;
    auto busyThere = active(*ctx.primary, askNames, askConditions, askBinds);
    if (!busyThere)
        return busyThere.error();
    quiet.subtract(busyThere.value());
    return quiet;
}

} // namespace jgr::engine
