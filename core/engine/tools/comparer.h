#pragma once

#include "common/result.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// `compare`: a site's replicated tables against the primary's, by
// jg_unique_id, ignoring row ids, stamps, jg_sentby, jg_datewhensent and
// local_only columns (invariant 1). Both tables are read as streams ordered
// by jg_unique_id, page by page, so memory stays bounded; nothing is written.
struct RowDifference
{
    enum Kind
    {
        OnlyHere,
        OnlyThere,
        Differs
    };
    Kind kind = Differs;
    QString table;
    qint64 uniqueId = 0;
    QStringList columns; // Differs: the columns that differ
};

struct CompareReport
{
    QList<RowDifference> differences; // the first kMaxListed
    qint64 differenceCount = 0;
    qint64 rowsCompared = 0;
    QStringList tables;

    static constexpr int kMaxListed = 1000;
    bool identical() const { return differenceCount == 0; }
    QJsonObject toJson() const;
    QString toText() const;
};

// tables: the T records' tables when empty.
Result<CompareReport> compareWithPrimary(db::Database &local, db::Database &primary, QStringList tables);

} // namespace jgr::engine
