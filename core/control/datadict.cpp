#include "datadict.h"

#include "db/database.h"

namespace jgr::control {

namespace {
const QString kReferencePrefix = QStringLiteral("reference:");
}

Result<std::optional<TableRoles>> DataDict::roles(const QString &table)
{
    auto q = m_db.exec(QStringLiteral("SELECT column_name, column_function, hard_deletes FROM jg_data_dict "
                                      "WHERE table_name = ? ORDER BY dict_id"),
                       {table});
    if (!q)
        return q.error();
    TableRoles roles;
    roles.table = table;
    bool found = false;
    while (q.value().next()) {
        found = true;
        const QString column = q.value().value(0).toString();
        const QString function = q.value().value(1).toString();
        if (function == QLatin1String("row_id")) {
            roles.rowId = column;
            roles.hardDeletes = q.value().value(2).toString() == QLatin1String("Y");
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
    if (!found)
        return std::optional<TableRoles>();
    return std::optional<TableRoles>(roles);
}

Status DataDict::store(const TableRoles &roles)
{
    JGR_TRY(m_db.run(QStringLiteral("DELETE FROM jg_data_dict WHERE table_name = ?"), {roles.table}));
    const QString insert = QStringLiteral(
        "INSERT INTO jg_data_dict (table_name, column_name, column_function, hard_deletes) VALUES (?, ?, ?, ?)");
    const QString no = QStringLiteral("N");
    JGR_TRY(m_db.run(
        insert, {roles.table, roles.rowId, QStringLiteral("row_id"), roles.hardDeletes ? QStringLiteral("Y") : no}));
    JGR_TRY(m_db.run(insert, {roles.table, roles.changed, QStringLiteral("last_changed"), no}));
    JGR_TRY(m_db.run(insert, {roles.table, roles.removed, QStringLiteral("is_removed"), no}));
    for (auto it = roles.references.cbegin(); it != roles.references.cend(); ++it)
        JGR_TRY(m_db.run(insert, {roles.table, it.key(), QString(kReferencePrefix + it.value()), no}));
    for (const QString &c : roles.localOnly)
        JGR_TRY(m_db.run(insert, {roles.table, c, QStringLiteral("local_only"), no}));
    return {};
}

} // namespace jgr::control
