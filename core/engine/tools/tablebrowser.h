#pragma once

#include "common/result.h"

#include <QStringList>
#include <QVariantList>

#include <optional>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// The rows of a replicated table for the Data view: its columns with
// jg_owner and jg_unique_id first, optionally only one owner's, a page at a
// time (the view never loads a whole table).
struct TablePage
{
    QStringList columns;
    QList<QVariantList> rows;
    bool more = false; // rows beyond this page exist
    qint64 total = 0;  // rows of the table (of the owner, when one is given)
};

Result<TablePage> browseTable(db::Database &db, const QString &table, std::optional<int> owner, int offset, int limit);

} // namespace jgr::engine
