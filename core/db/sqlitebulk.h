#pragma once

#include "bulkaccess.h"
#include "statementcache.h"

#include <functional>
#include <memory>
#include <unordered_map>

struct sqlite3;
struct sqlite3_stmt;

namespace jgr::db {

class Utf8Values;

// SQLite's bulk paths on the sqlite3 handle of the Qt connection: statements
// prepared once per connection and stepped with the C API. QSQLite asks
// sqlite3 for every parameter's name on every execution, which makes a
// 1,000-id lookup cost quadratic time; it also copies every value twice.
class SqliteBulkAccess final : public BulkAccess
{
public:
    explicit SqliteBulkAccess(Database &db);
    ~SqliteBulkAccess() override;
    Result<QList<QVariantList>> select(const QString &sql, const QVariantList &binds) override;
    Status insert(const QString &table, const QStringList &columns, const QString &tuple,
                  const QList<QVariantList> &lists, int partsPerRow) override;
    Result<int> change(const QString &sql, const QVariantList &binds) override;
    bool usableFromAnyThread() const override { return true; }

private:
    struct Finalizer
    {
        void operator()(sqlite3_stmt *stmt) const;
    };
    using Statements = StatementCache<sqlite3_stmt, Finalizer, 32>;

    // The prepared statement for `sql` (prepared on first use, then reused).
    Result<sqlite3_stmt *> statement(const QString &sql);
    // The same, cached under `key`; `sqlOf` makes the text when it is needed.
    Result<sqlite3_stmt *> statement(const QString &key, const std::function<QString()> &sqlOf);
    Error failure(const QString &what, int code, const QString &sql) const;

    Database &m_db;
    sqlite3 *m_handle = nullptr;
    Statements m_statements;
    // The text of the statement being bound (one buffer, reused).
    std::unique_ptr<Utf8Values> m_text;
};

} // namespace jgr::db
