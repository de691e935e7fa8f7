#pragma once

#include "common/result.h"

#include <QStringList>
#include <QVariantList>

#include <optional>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// What the Data view asks for: one owner's rows, rows that hold a text.
struct BrowseFilter
{
    std::optional<int> owner;
    // Rows whose text columns contain it (any case) or whose whole-number
    // columns (the table's own key among them) equal it.
    QString search;
};

// The rows of a replicated table for the Data view, a page at a time (the
// view never loads a whole table): the table's own key first, its other
// columns, then jg_owner and jg_unique_id.
struct TablePage
{
    QStringList columns;
    int keyColumn = -1; // the table's own key (its primary key, else its row id), -1 when it has none
    int ownerColumn = 0;
    int uniqueIdColumn = 0;
    QList<QVariantList> rows;
    bool more = false; // rows beyond this page exist
    qint64 total = 0;  // rows that pass the filter
};

Result<TablePage> browseTable(db::Database &db, const QString &table, const BrowseFilter &filter, int offset,
                              int limit);

// The table's own key of each of `uniqueIds` (as the Data view shows it), for
// the rows this database holds; its column's name in `keyName`.
Result<QHash<qint64, QVariant>> ownKeys(db::Database &db, const QString &table, const QList<qint64> &uniqueIds,
                                        QString *keyName = nullptr);

} // namespace jgr::engine
