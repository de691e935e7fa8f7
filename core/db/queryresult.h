#pragma once

#include <QSqlQuery>
#include <QVariantList>

#include <optional>

namespace jgr::db {

// What one statement gave back (Database::exec): its rows, walked with next()
// and value(), and how many rows it changed. Either a QtSql query, read as it
// is walked (SQLite reads a large result without holding it), or rows a
// native API has read already, at one round trip for the statement (see
// BulkAccess::runsStatements).
class QueryResult
{
public:
    explicit QueryResult(QSqlQuery query);
    // `insertId`: the id the statement's INSERT generated, where the API
    // reports it with the result; otherwise invalid.
    QueryResult(QList<QVariantList> rows, int rowsAffected, QVariant insertId = {});

    // Moves to the next row (the first, at the start); false after the last.
    bool next();
    // Moves to the next result set of a statement that returned several
    // (a compound statement); false when there is none.
    bool nextResult();
    QVariant value(int column) const;
    int numRowsAffected() const;

    // The QtSql query behind the result, if it has one.
    const QSqlQuery *query() const { return m_query ? &*m_query : nullptr; }
    QVariant insertId() const { return m_insertId; }

private:
    std::optional<QSqlQuery> m_query;
    QList<QVariantList> m_rows;
    qsizetype m_at = -1;
    int m_rowsAffected = 0;
    QVariant m_insertId;
};

} // namespace jgr::db
