#include "tablepreparer.h"

#include "datadict.h"

#include "db/database.h"
#include "db/identifier.h"

#include <QCoreApplication>

namespace jgr::control {

using db::ColumnDef;
using db::ColumnInfo;
using db::Family;

namespace {
const ColumnInfo *findColumn(const db::ColumnInfoList &columns, const QString &name)
{
    for (const ColumnInfo &c : columns)
        if (c.name == name)
            return &c;
    return nullptr;
}

ColumnDef def(const QString &name, Family family, const QString &defaultLiteral = {}, bool nullable = true)
{
    ColumnDef c;
    c.name = name;
    c.type = {family, family == Family::Flag ? 1 : 0, 0};
    c.defaultLiteral = defaultLiteral;
    c.nullable = nullable;
    return c;
}

Status validateRoles(const TableRoles &roles)
{
    JGR_TRY(db::validateIdentifier(roles.table, QStringLiteral("table")));
    if (!roles.rowId.isEmpty())
        JGR_TRY(db::validateIdentifier(roles.rowId, QStringLiteral("column")));
    JGR_TRY(db::validateIdentifier(roles.changed, QStringLiteral("column")));
    JGR_TRY(db::validateIdentifier(roles.removed, QStringLiteral("column")));
    for (auto it = roles.references.cbegin(); it != roles.references.cend(); ++it) {
        JGR_TRY(db::validateIdentifier(it.key(), QStringLiteral("column")));
        JGR_TRY(db::validateIdentifier(it.value(), QStringLiteral("table")));
    }
    for (const QString &c : roles.localOnly)
        JGR_TRY(db::validateIdentifier(c, QStringLiteral("column")));
    return {};
}
} // namespace

Status TablePreparer::prepare(TableRoles roles)
{
    JGR_TRY(validateRoles(roles));
    const db::Dialect &d = m_db.dialect();
    auto inspected = d.inspectColumns(m_db.sql(), roles.table);
    if (!inspected)
        return inspected.error();
    const db::ColumnInfoList columns = inspected.value();
    if (columns.isEmpty())
        return makeError(ExitCode::Usage, QCoreApplication::translate("Engine", "Unknown table \"%1\" in the %2 database (%3).")
                                              .arg(roles.table, m_db.label(), m_db.description()));

    db::ColumnInfoList current = columns;
    if (roles.rowId.isEmpty()) {
        for (const ColumnInfo &c : columns)
            if (c.primaryKey && (c.type.family == Family::Int || c.type.family == Family::BigInt))
                roles.rowId = c.name;
        if (roles.rowId.isEmpty()) {
            // No single integer key (a composite one, say): a surrogate row_id.
            roles.rowId = QStringLiteral("row_id");
            if (!findColumn(columns, roles.rowId)) {
                JGR_TRY(m_db.runAll(d.surrogateRowIdDdl(roles.table, roles.rowId)));
                auto again = d.inspectColumns(m_db.sql(), roles.table);
                if (!again)
                    return again.error();
                current = again.value();
            }
        }
    }
    const ColumnInfo *rowId = findColumn(current, roles.rowId);
    if (!rowId)
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "Table \"%1\" has no column \"%2\" for --row-id.").arg(roles.table, roles.rowId));
    if (rowId->type.family != Family::Int && rowId->type.family != Family::BigInt)
        return makeError(ExitCode::Usage, QCoreApplication::translate("Engine", "The row id column %1.%2 must be an integer column, not %3.")
                                              .arg(roles.table, roles.rowId, rowId->nativeType));
    for (auto it = roles.references.cbegin(); it != roles.references.cend(); ++it)
        if (!findColumn(columns, it.key()))
            return makeError(ExitCode::Usage, QCoreApplication::translate("Engine", "Table \"%1\" has no column \"%2\" for --reference.")
                                                  .arg(roles.table, it.key()));
    for (const QString &c : roles.localOnly)
        if (!findColumn(columns, c))
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate("Engine", "Table \"%1\" has no column \"%2\" for --local-only.").arg(roles.table, c));

    const QList<ColumnDef> wanted{
        def(roles.changed, Family::Stamp),
        def(roles.removed, Family::Flag, QStringLiteral("'N'")),
        def(QStringLiteral("jg_owner"), Family::Int, QStringLiteral("0"), false),
        def(QStringLiteral("jg_unique_id"), Family::BigInt, QStringLiteral("0"), false),
        def(QStringLiteral("jg_sentby"), Family::Int, QStringLiteral("0"), false),
        def(QStringLiteral("jg_datewhensent"), Family::Stamp),
    };
    QStringList ddl;
    for (const ColumnDef &c : wanted) {
        const ColumnInfo *existing = findColumn(columns, c.name);
        if (!existing) {
            ddl << d.addColumn(roles.table, c);
            continue;
        }
        if (!db::compatibleFamilies(existing->type.family, c.type.family) &&
            !(c.type.family == Family::Flag && db::isTextFamily(existing->type.family)))
            return makeError(ExitCode::Usage, QCoreApplication::translate("Engine", "Column %1.%2 exists as %3 but replication needs a %4 "
                                                             "column there.")
                                                  .arg(roles.table, c.name, existing->nativeType,
                                                       db::familyName(c.type.family)));
    }
    const QString t = roles.table;
    ddl << d.uniqueIdIndexDdl(t);
    // (lastchangeddate, row id): the order in which windows are read, page by page.
    ddl << d.createIndex(QStringLiteral("jg_lcd_") + t, t, {roles.changed, roles.rowId});
    if (const Status made = m_db.runAll(ddl); !made)
        return explainSharedUniqueIds(made.error(), t, roles.rowId);

    // Rows that existed before have no stamp yet: give them one, so that the
    // first session's window holds them.
    JGR_TRY(m_db.run(QStringLiteral("UPDATE %1 SET %2 = %3 WHERE %2 IS NULL")
                         .arg(d.quote(t), d.quote(roles.changed), d.nowExpression())));
    JGR_TRY(m_db.runAll(d.stampTriggerDdl({t, roles.rowId, roles.changed, TableRoles::bookkeepingColumns()})));
    if (roles.hardDeletes)
        JGR_TRY(m_db.runAll(d.killedRowsTriggerDdl(t, roles.rowId)));
    return DataDict(m_db).store(roles);
}

// A row copied with all its columns keeps the original's jg_unique_id; two
// rows with one id would be replicated as one, and one of them lost.
Error TablePreparer::explainSharedUniqueIds(const Error &failure, const QString &table, const QString &rowId)
{
    const db::Dialect &d = m_db.dialect();
    auto shared = m_db.exec(QStringLiteral("SELECT jg_unique_id FROM %1 WHERE jg_unique_id <> 0 GROUP BY jg_unique_id "
                                           "HAVING COUNT(*) > 1 ORDER BY jg_unique_id")
                                .arg(d.quote(table)));
    if (!shared || !shared.value().next())
        return failure;
    const qint64 first = shared.value().value(0).toLongLong();
    int ids = 1;
    while (shared.value().next())
        ++ids;
    QStringList rows;
    auto holders = m_db.exec(QStringLiteral("SELECT %1 FROM %2 WHERE jg_unique_id = ? ORDER BY %1").arg(d.quote(rowId), d.quote(table)),
                             {first});
    while (holders && holders.value().next())
        rows << holders.value().value(0).toString();
    return makeError(ExitCode::Usage,
                     QCoreApplication::translate("Engine", "Table %1 has %n replication id(s) (jg_unique_id) held by more than one row, "
                                                           "so it cannot be replicated: jg_unique_id %2 is held by the rows with "
                                                           "%3 %4. Each id must belong to one row. In a row that is a copy of "
                                                           "another, set jg_unique_id and jg_owner to 0 (it is then sent as a new "
                                                           "row), and run prepare-table again.",
                                                 nullptr, ids)
                         .arg(table)
                         .arg(first)
                         .arg(rowId, rows.join(QStringLiteral(", "))));
}

} // namespace jgr::control
