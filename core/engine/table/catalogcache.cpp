#include "catalogcache.h"

#include "control/datadict.h"
#include "db/database.h"

namespace jgr::engine {

Status CatalogCache::prefetch(const QStringList &tables)
{
    auto roles = control::DataDict(m_db).allRoles();
    if (!roles)
        return roles.error();
    // References name other prepared tables: every table's roles are kept.
    for (auto it = roles.value().cbegin(); it != roles.value().cend(); ++it)
        m_roles.insert(it.key(), it.value());
    for (const QString &t : tables)
        if (!m_roles.contains(t))
            m_roles.insert(t, std::nullopt);
    auto columns = m_db.inspectTables(tables, &m_objects);
    if (!columns)
        return columns.error();
    m_columns.insert(columns.value());
    return {};
}

Result<std::optional<control::TableRoles>> CatalogCache::roles(const QString &table)
{
    if (const auto it = m_roles.constFind(table); it != m_roles.constEnd())
        return it.value();
    auto read = control::DataDict(m_db).roles(table);
    if (read)
        m_roles.insert(table, read.value());
    return read;
}

Result<db::ColumnInfoList> CatalogCache::columns(const QString &table)
{
    if (const auto it = m_columns.constFind(table); it != m_columns.constEnd())
        return it.value();
    auto read = m_db.inspectColumns(table);
    if (read)
        m_columns.insert(table, read.value());
    return read;
}

std::optional<db::TableObjects> CatalogCache::objects(const QString &table) const
{
    if (const auto it = m_objects.constFind(table); it != m_objects.constEnd())
        return it.value();
    return std::nullopt;
}

void CatalogCache::forget(const QString &table)
{
    m_roles.remove(table);
    m_columns.remove(table);
    m_objects.remove(table);
}

} // namespace jgr::engine
