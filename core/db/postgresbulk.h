#pragma once

#include "bulkaccess.h"

#include <QHash>

#include <initializer_list>

typedef struct pg_conn PGconn;
typedef struct pg_result PGresult;

class QSqlDatabase;

namespace jgr::db {

// The libpq connection behind an open QPSQL connection; null if there is none.
PGconn *postgresHandle(QSqlDatabase &db);

// PostgreSQL's bulk paths on the PGconn of the Qt connection: libpq with
// server-side parameters. QPSQL turns every bound value into SQL text on the
// client and sends one row per statement; here a batch of rows is one
// multi-row INSERT, every statement is prepared once per connection, and
// results are read without QtSql's per-value work.
class PostgresBulkAccess final : public BulkAccess
{
public:
    explicit PostgresBulkAccess(Database &db);
    Result<QList<QVariantList>> select(const QString &sql, const QVariantList &binds) override;
    Status insert(const QString &table, const QStringList &columns, const QString &tuple,
                  const QList<QVariantList> &lists, int partsPerRow) override;
    Result<int> change(const QString &sql, const QVariantList &binds) override;
    bool usableFromAnyThread() const override { return true; }
    bool runsStatements(bool) const override { return true; }
    Result<QueryResult> statement(const QString &sql, const QVariantList &binds) override;

private:
    struct Parameters;
    Result<PGconn *> connection(const QString &sql);
    // Runs the statement (a prepared one by name when `prepared` is set);
    // a result whose status is not one of `expected` (ExecStatusTypes) is an
    // error. The caller owns the result.
    Result<PGresult *> execute(const QString &sql, const QVariantList &binds, bool prepared,
                               std::initializer_list<int> expected);
    Result<PGresult *> send(const QString &sql, const QVariantList &binds, bool prepared);
    Error failure(const QString &what, const PGresult *result, const QString &sql) const;
    void forgetStatements();
    static constexpr qsizetype kCachedStatements = 64;

    Database &m_db;
    PGconn *m_handle = nullptr;
    QHash<QString, QByteArray> m_statementNames; // SQL -> name of its prepared statement
    int m_statementSerial = 0;
};

} // namespace jgr::db
