#pragma once

#include "dialect.h"

namespace jgr::db {

// The setting that marks a replication session's connection: the stamp
// trigger leaves the stamps its writes carry (Dialect::rowStampTriggerDdl).
inline constexpr char kReplicatingSetting[] = "jgreplicate.replicating";

// PostgreSQL: timestamp(6) without time zone holding UTC; trigger functions
// in PL/pgSQL; tables in the connection's current schema.
class PostgresDialect final : public Dialect
{
public:
    QString name() const override { return QStringLiteral("postgresql"); }
    QString qtDriver() const override { return QStringLiteral("QPSQL"); }
    QString quote(const QString &identifier) const override;
    QString lastInsertIdExpression() const override { return QStringLiteral("lastval()"); }
    QString returningKey(const QString &key) const override { return QStringLiteral(" RETURNING ") + quote(key); }
    int stampDigits() const override { return 6; }
    QString nowExpression() const override;
    QString stampAsText(const QString &sqlExpression) const override;
    QString asBigInt(const QString &e) const override { return QStringLiteral("CAST(%1 AS bigint)").arg(e); }
    QString stampParameter() const override { return QStringLiteral("CAST(? AS timestamp)"); }
    QString afterRowInOneRange(const QString &stampColumn, const QString &rowIdColumn, const QString &stamp,
                               qint64 afterRowId, QVariantList &binds) const override;
    QString updateFromRows(const RowsUpdate &update, const QList<QVariantList> &tuples,
                           QVariantList &binds) const override;
    QString selectWhereIn(const QString &selectList, const QString &quotedTable, const QString &quotedColumn,
                          const QList<qint64> &values, QVariantList &binds) const override;
    QString deleteWhereIn(const QString &quotedTable, const QString &quotedColumn, const QList<qint64> &values,
                          QVariantList &binds) const override;
    Result<QString> oldestOpenTransaction(Database &db, Database *otherSide,
                                          const QString &clockReading) const override;
    QString openTransactionColumns() const override;
    Result<QString> openTransactionFrom(const QueryResult &row, int first) const override;
    bool updateReturnsTriggerValues() const override { return true; }
    QString tryDatabaseLock() const override;
    QString releaseDatabaseLock() const override;
    QStringList surrogateRowIdDdl(const QString &table, const QString &column) const override;
    QStringList stampTriggerDdl(const StampTriggerSpec &spec) const override;
    QStringList rowStampTriggerDdl(const QString &table, const QString &changedColumn,
                                   const QStringList &autoUpdated = {}) const override;
    QStringList rowStampTriggerNames(const QString &table) const override;
    QStringList afterDeleteTriggerDdl(const QString &name, const QString &table,
                                      const QString &statement) const override;
    QString currentUserExpression(int length) const override;
    QString declaredReferencesSql() const override;
    Result<InheritedTables> inheritance(Database &db, const QString &table) const override;
    Result<QHash<QString, ColumnInfoList>> inspectTables(Database &db, const QStringList &tables,
                                                         TableObjectsByTable *objects = nullptr) const override;
    ValueLimits valueLimits(const ColumnInfo &column) const override;
    std::unique_ptr<BulkAccess> makeBulkAccess(Database &db) const override;

protected:
    QString autoPrimaryKey(const QString &quotedName) const override;
    const TypeNames &typeNames() const override;
};

} // namespace jgr::db
