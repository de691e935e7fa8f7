#pragma once

#include "common/result.h"

#include <QHashFunctions>
#include <QString>

#include <functional>
#include <memory>
#include <unordered_map>

namespace jgr::db {

// Prepared statements of a C API, kept per connection under their SQL (or a
// shorter key), so that each is prepared once and then only executed.
// `Release` frees one (sqlite3_finalize, mysql_stmt_close).
template <class Handle, class Release, std::size_t Capacity> class StatementCache
{
public:
    using Statement = std::unique_ptr<Handle, Release>;

    // The statement cached under `key`, or the one `prepare` makes, cached.
    Result<Handle *> get(const QString &key, const std::function<Result<Statement>()> &prepare)
    {
        if (const auto it = m_statements.find(key); it != m_statements.end())
            return it->second.get();
        if (m_statements.size() >= Capacity)
            m_statements.clear(); // a session uses a handful per table
        auto made = prepare();
        if (!made)
            return made.error();
        Handle *handle = made.value().get();
        m_statements.emplace(key, std::move(made.value()));
        return handle;
    }

    bool contains(const QString &key) const { return m_statements.find(key) != m_statements.end(); }

private:
    std::unordered_map<QString, Statement> m_statements;
};

} // namespace jgr::db
