#pragma once

#include "tableroles.h"

#include "common/result.h"

#include <QHash>

#include <optional>

namespace jgr::db {
class Database;
}

namespace jgr::control {

// jg_data_dict: which columns of a replicated table play which role.
class DataDict
{
public:
    explicit DataDict(db::Database &db) : m_db(db) {}

    // The roles recorded for a table, or nothing when the table was never prepared.
    Result<std::optional<TableRoles>> roles(const QString &table);
    // Every prepared table's roles, in one read.
    Result<QHash<QString, TableRoles>> allRoles();
    // Replaces every entry of roles.table.
    Status store(const TableRoles &roles);
    // The version of the table's stamp triggers, after they were renewed.
    Status storeTriggerVersion(const QString &table, int version);

private:
    Result<QHash<QString, TableRoles>> rolesWhere(const QString &where, const QVariantList &binds);

    db::Database &m_db;
};

} // namespace jgr::control
