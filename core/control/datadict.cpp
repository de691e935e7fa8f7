#include "datadict.h"

#include "db/database.h"

#include <algorithm>

namespace jgr::control {

namespace {
const QString kReferencePrefix = QStringLiteral("reference:");
}

namespace {
// One jg_data_dict row into the roles of its table.
void addRole(TableRoles &roles, const QString &column, const QString &function, const QString &hardDeletes)
{
    if (function == QLatin1String("row_id")) {
        roles.rowId = column;
        roles.hardDeletes = hardDeletes == QLatin1String("Y");
    } else if (function == QLatin1String("last_changed")) {
        roles.changed = column;
    } else if (function == QLatin1String("is_removed")) {
        roles.removed = column;
    } else if (function.startsWith(kReferencePrefix)) {
        roles.references.insert(column, function.mid(kReferencePrefix.size()));
    } else if (function == QLatin1String("local_only")) {
        roles.localOnly << column;
    }
}
} // namespace

Result<QHash<QString, TableRoles>> DataDict::rolesWhere(const QString &where, const QVariantList &binds)
{
    auto q = m_db.exec(QStringLiteral("SELECT table_name, column_name, column_function, hard_deletes, trigger_version "
                                      "FROM jg_data_dict ") +
                           where + QStringLiteral(" ORDER BY dict_id"),
                       binds);
    if (!q)
        return q.error();
    QHash<QString, TableRoles> byTable;
    while (q.value().next()) {
        const QString table = q.value().value(0).toString();
        const bool first = !byTable.contains(table);
        TableRoles &roles = byTable[table];
        roles.table = table;
        const int version = q.value().value(4).toInt();
        roles.triggerVersion = first ? version : std::min(roles.triggerVersion, version);
        addRole(roles, q.value().value(1).toString(), q.value().value(2).toString(), q.value().value(3).toString());
    }
    return byTable;
}

Result<std::optional<TableRoles>> DataDict::roles(const QString &table)
{
    auto found = rolesWhere(QStringLiteral("WHERE table_name = ?"), {table});
    if (!found)
        return found.error();
    if (!found.value().contains(table))
        return std::optional<TableRoles>();
    return std::optional<TableRoles>(found.value().value(table));
}

Result<QHash<QString, TableRoles>> DataDict::allRoles()
{
    return rolesWhere(QString(), {});
}

Status DataDict::store(const TableRoles &roles)
{
    JGR_TRY(m_db.run(QStringLiteral("DELETE FROM jg_data_dict WHERE table_name = ?"), {roles.table}));
    const QString insert =
        QStringLiteral("INSERT INTO jg_data_dict (table_name, column_name, column_function, hard_deletes, "
                       "trigger_version) VALUES (?, ?, ?, ?, ?)");
    const QString no = QStringLiteral("N");
    const int version = roles.triggerVersion;
    JGR_TRY(m_db.run(insert, {roles.table, roles.rowId, QStringLiteral("row_id"),
                              roles.hardDeletes ? QStringLiteral("Y") : no, version}));
    JGR_TRY(m_db.run(insert, {roles.table, roles.changed, QStringLiteral("last_changed"), no, version}));
    JGR_TRY(m_db.run(insert, {roles.table, roles.removed, QStringLiteral("is_removed"), no, version}));
    for (auto it = roles.references.cbegin(); it != roles.references.cend(); ++it)
        JGR_TRY(m_db.run(insert, {roles.table, it.key(), QString(kReferencePrefix + it.value()), no, version}));
    for (const QString &c : roles.localOnly)
        JGR_TRY(m_db.run(insert, {roles.table, c, QStringLiteral("local_only"), no, version}));
    return {};
}

Status DataDict::storeTriggerVersion(const QString &table, int version)
{
    return m_db.run(QStringLiteral("UPDATE jg_data_dict SET trigger_version = ? WHERE table_name = ?"),
                    {version, table});
}

} // namespace jgr::control
