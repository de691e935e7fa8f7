#pragma once

#include "bulkaccess.h"
#include "statementcache.h"

#include <QSet>
#include <functional>

#include <memory>
#include <unordered_map>

struct st_mysql;
struct st_mysql_stmt;

namespace jgr::db {

class Utf8Values;

// The Connector/C handle under a QMYSQL connection, or null.
st_mysql *mariaDbHandle(Database &db);

// Bulk access with the MariaDB Connector/C on the QMYSQL connection's own
// handle: server-side prepared statements (binary protocol, values bound),
// prepared once per connection and reused, no QSqlQuery per statement, and
// usable from the thread that reads a window ahead. Values come back typed
// as QMYSQL gives them (integers, doubles, decimals as exact text, QDate,
// QDateTime in UTC, byte arrays for binary columns), except that text in a
// binary collation stays text (QMYSQL gives it as bytes).
class MariaDbBulkAccess final : public BulkAccess
{
public:
    explicit MariaDbBulkAccess(Database &db);
    ~MariaDbBulkAccess() override;
    Result<QList<QVariantList>> select(const QString &sql, const QVariantList &binds) override;
    Status insert(const QString &table, const QStringList &columns, const QString &tuple,
                  const QList<QVariantList> &lists, int partsPerRow) override;
    Result<int> change(const QString &sql, const QVariantList &binds) override;
    bool usableFromAnyThread() const override { return true; }
    // Only with values: a statement without is one round trip through QtSql
    // too, and not every statement can be prepared (BEGIN, SHOW ENGINE).
    bool runsStatements(bool withValues) const override { return withValues; }
    Result<QueryResult> statement(const QString &sql, const QVariantList &binds) override;

private:
    struct Closer
    {
        void operator()(st_mysql_stmt *stmt) const;
    };
    using Statements = StatementCache<st_mysql_stmt, Closer, 64>;

    // The statement for `sql`, prepared on first use, executed with `binds`.
    Result<st_mysql_stmt *> execute(const QString &sql, const QVariantList &binds);
    // The same, cached under `key` (`sqlOf` makes the text when it is
    // needed), executed with the values of `count` rows from `rows`.
    Result<st_mysql_stmt *> execute(const QString &key, const std::function<QString()> &sqlOf, const QVariantList *rows,
                                    qsizetype count);
    // The rows of an executed statement, stored at the client and read.
    Result<QList<QVariantList>> rowsOf(st_mysql_stmt *stmt, const QString &sql);
    Error failure(const QString &what, st_mysql_stmt *stmt, const QString &sql) const;
    // Refuses a value larger than the server's max_allowed_packet before it
    // is sent: the server would drop the connection ("server has gone away").
    Status checkValueSizes(const QVariantList *rows, qsizetype count);

    Database &m_db;
    st_mysql *m_handle = nullptr;
    Statements m_statements;
    // Statements run once on this connection, and the handle of the last
    // one-time execution (its result is read before the next statement).
    QSet<QString> m_seenOnce;
    Statements::Statement m_oneTime;
    // The text of the statement being bound (one buffer, reused).
    std::unique_ptr<Utf8Values> m_text;
    qint64 m_maxAllowedPacket = -1; // read from the server when a value may pass it
};

} // namespace jgr::db
