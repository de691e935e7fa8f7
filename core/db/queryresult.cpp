#include "queryresult.h"

namespace jgr::db {

QueryResult::QueryResult(QSqlQuery query) : m_query(std::move(query)) {}

QueryResult::QueryResult(QList<QVariantList> rows, int rowsAffected, QVariant insertId)
    : m_rows(std::move(rows)), m_rowsAffected(rowsAffected), m_insertId(std::move(insertId))
{
}

bool QueryResult::next()
{
    if (m_query)
        return m_query->next();
    if (m_at < m_rows.size())
        ++m_at;
    return m_at < m_rows.size();
}

bool QueryResult::nextResult()
{
    return m_query && m_query->nextResult();
}

QVariant QueryResult::value(int column) const
{
    if (m_query)
        return m_query->value(column);
    if (m_at < 0 || m_at >= m_rows.size())
        return {};
    return m_rows.at(m_at).value(column);
}

int QueryResult::numRowsAffected() const
{
    return m_query ? m_query->numRowsAffected() : m_rowsAffected;
}

} // namespace jgr::db
