#pragma once

#include "dialect.h"

namespace jgr::db {

// The user variable that marks a replication session's connection: the
// stamp triggers leave the stamps its writes carry (Dialect::rowStampTriggerDdl).
inline constexpr char kReplicatingVariable[] = "jgreplicate_replicating";

// MariaDB: DATETIME(6) holding UTC from UTC_TIMESTAMP(6); BEFORE triggers set
// NEW values; tables in the connection's current database.
class MariaDbDialect final : public Dialect
{
public:
    QString name() const override { return QStringLiteral("mariadb"); }
    QString qtDriver() const override { return QStringLiteral("QMARIADB"); }
    QString quote(const QString &identifier) const override;
    QString lastInsertIdExpression() const override { return QStringLiteral("LAST_INSERT_ID()"); }
    int stampDigits() const override { return 6; }
    QString nowExpression() const override { return QStringLiteral("UTC_TIMESTAMP(6)"); }
    QString stampAsText(const QString &sqlExpression) const override;
    QString asBigInt(const QString &e) const override { return QStringLiteral("CAST(%1 AS SIGNED)").arg(e); }
    // Text compares by its collation, which ignores trailing spaces (PAD
    // SPACE) and, in the server's default, case.
    QString sameText(const QString &left, const QString &right) const override
    {
        return QStringLiteral("BINARY %1 = BINARY %2").arg(left, right);
    }
    QString updateRowsNotLocked(const QString &quotedTable, const QString &quotedRowId, const QString &set,
                                const QString &where) const override;
    QString updateFromRows(const RowsUpdate &update, const QList<QVariantList> &tuples,
                           QVariantList &binds) const override;
    Result<QString> oldestOpenTransaction(Database &db, Database *otherSide,
                                          const QString &clockReading) const override;
    QString openTransactionListing() const override { return QStringLiteral("SHOW ENGINE INNODB STATUS"); }
    Result<QString> oldestOpenTransactionIn(Database &db, const QueryResult &listing, Database *otherSide,
                                            const QString &clockReading) const override;
    QString compoundStatement(const QStringList &statements) const override;
    QString tryDatabaseLock() const override;
    // MariaDB opens a transaction at its first table access, and lists it
    // among the open ones only from then on: a stamp read from the clock
    // before it would be below a mark another session takes meanwhile. WITH
    // CONSISTENT SNAPSHOT opens it here (under READ COMMITTED each statement
    // still reads what is committed when it runs).
    QString beginStatement() const override { return QStringLiteral("START TRANSACTION WITH CONSISTENT SNAPSHOT"); }
    QString releaseDatabaseLock() const override;
    bool commitsImplicitly(const QString &sql) const override;
    QString sameStampAfterRow(const QString &stampColumn, const QString &rowIdColumn, const QString &stamp,
                              qint64 afterRowId, QVariantList &binds) const override;
    QString afterRowInOneRange(const QString &stampColumn, const QString &rowIdColumn, const QString &stamp,
                               qint64 afterRowId, QVariantList &binds) const override;
    QStringList surrogateRowIdDdl(const QString &table, const QString &column) const override;
    QStringList uniqueIdIndexDdl(const QString &table) const override;
    QStringList stampTriggerDdl(const StampTriggerSpec &spec) const override;
    QStringList rowStampTriggerDdl(const QString &table, const QString &changedColumn,
                                   const QStringList &autoUpdated = {}) const override;
    QStringList afterDeleteTriggerDdl(const QString &name, const QString &table,
                                      const QString &statement) const override;
    QString currentUserExpression(int length) const override;
    Result<QString> storedTableName(Database &db, const QString &table) const override;
    Result<QString> tableOptions(Database &db) const override;
    QString declaredReferencesSql() const override;
    Result<QHash<QString, ColumnInfoList>> inspectTables(Database &db, const QStringList &tables,
                                                         TableObjectsByTable *objects = nullptr) const override;
    ValueLimits valueLimits(const ColumnInfo &column) const override;
    std::unique_ptr<BulkAccess> makeBulkAccess(Database &db) const override;

protected:
    QString autoPrimaryKey(const QString &quotedName) const override;
    QString hiddenColumnClause() const override { return QStringLiteral(" INVISIBLE"); }
    const TypeNames &typeNames() const override;
};

} // namespace jgr::db
