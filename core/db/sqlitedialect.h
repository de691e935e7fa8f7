#pragma once

#include "dialect.h"

namespace jgr::db {

// SQLite: stamps are TEXT with milliseconds from strftime, compared as text.
class SqliteDialect final : public Dialect
{
public:
    QString name() const override { return QStringLiteral("sqlite"); }
    QString qtDriver() const override { return QStringLiteral("QSQLITE"); }
    QString quote(const QString &identifier) const override;
    QString lastInsertIdExpression() const override { return QStringLiteral("last_insert_rowid()"); }
    int stampDigits() const override { return 3; }
    // Without statistics SQLite ranks the (lastchangeddate, row id) index
    // level with jg_unique_id's and may read every row that one batch
    // stamped; a unary plus keeps the stamp out of the index choice.
    QString stillStamped(const QString &stampColumn) const override
    {
        return QLatin1Char('+') + Dialect::stillStamped(stampColumn);
    }
    QString updateRowsNotLocked(const QString &quotedTable, const QString &quotedRowId, const QString &set,
                                const QString &where) const override;
    // A prepared single-row UPDATE costs no round trip here, and a
    // multi-row one costs more to prepare than its rows take to write: an
    // UPDATE ... FROM (VALUES ...) of 990 rows took 31-58 ms in a session
    // where the same rows one by one took 22 ms, most of the difference its
    // preparation (50 ms for 990 rows of 15 values in a script), paid again
    // by each session's new connection.
    bool updatesRowsTogether() const override { return false; }
    QString nowExpression() const override;
    // Takes the write lock at once: a transaction that would upgrade a read
    // lock later may meet another writer and fail instead of waiting.
    QString beginStatement() const override { return QStringLiteral("BEGIN IMMEDIATE"); }
    QString stampAsText(const QString &sqlExpression) const override { return sqlExpression; }
    QStringList surrogateRowIdDdl(const QString &table, const QString &column) const override;
    QStringList stampTriggerDdl(const StampTriggerSpec &spec) const override;
    QStringList rowStampTriggerDdl(const QString &table, const QString &changedColumn,
                                   const QStringList &autoUpdated = {}) const override;
    QString markTransaction() const override;
    QString unmarkTransaction() const override;
    QStringList markerTableDdl() const override;
    QStringList afterDeleteTriggerDdl(const QString &name, const QString &table,
                                      const QString &statement) const override;
    QString currentUserExpression(int length) const override;
    QString declaredReferencesSql() const override;
    Result<ColumnInfoList> inspectColumns(Database &db, const QString &table) const override;
    Result<QString> storedTableName(Database &db, const QString &table) const override;
    QString whyNotPreparable(Database &db, const QString &table) const override;
    ValueLimits valueLimits(const ColumnInfo &column) const override;
    std::unique_ptr<BulkAccess> makeBulkAccess(Database &db) const override;

    // Maps a declared SQLite type ("NVARCHAR(160)", "INTEGER", ...) to a family.
    static ColumnType typeFromDeclaration(const QString &declared);

protected:
    QString autoPrimaryKey(const QString &quotedName) const override;
    Result<TableObjectsByTable> listTableObjects(Database &db, const QStringList &tables) const override;
    const TypeNames &typeNames() const override;
};

} // namespace jgr::db
