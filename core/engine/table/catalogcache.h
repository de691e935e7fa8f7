#pragma once

#include "common/result.h"
#include "control/tableroles.h"
#include "db/columntypes.h"
#include "db/tableobjects.h"

#include <QHash>
#include <QStringList>

#include <optional>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// What mapTable reads of one database: the roles jg_data_dict records and
// the tables' columns. A session reads them for all its tables at once
// (prefetch: two statements, where one a table each would be a round trip to
// a server); whatever was not prefetched is read when asked for.
class CatalogCache
{
public:
    explicit CatalogCache(db::Database &db) : m_db(db) {}

    Status prefetch(const QStringList &tables);
    // A table's roles, or nothing when it was never prepared.
    Result<std::optional<control::TableRoles>> roles(const QString &table);
    // A table's columns; none when it does not exist.
    Result<db::ColumnInfoList> columns(const QString &table);
    // A prefetched table's triggers and indexes; nothing for a table read
    // since (one just made or prepared).
    std::optional<db::TableObjects> objects(const QString &table) const;
    // After DDL or a prepare: the table is read again when next asked for.
    void forget(const QString &table);

    db::Database &db() const { return m_db; }

private:
    db::Database &m_db;
    QHash<QString, std::optional<control::TableRoles>> m_roles;
    QHash<QString, db::ColumnInfoList> m_columns;
    db::TableObjectsByTable m_objects;
};

} // namespace jgr::engine
