#pragma once

#include <QHash>
#include <QSet>
#include <QString>

namespace jgr::db {

// The triggers and indexes the catalog lists on a table, by name: what the
// bookkeeping check compares with what prepare-table made there.
struct TableObjects
{
    QSet<QString> triggers;
    QSet<QString> indexes;
};

using TableObjectsByTable = QHash<QString, TableObjects>;

} // namespace jgr::db
