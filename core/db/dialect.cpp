#include "dialect.h"

#include "database.h"
#include "databasekinds.h"
#include "queryresult.h"

#include <QCoreApplication>

namespace jgr::db {

QString Dialect::sameStampAfterRow(const QString &stampColumn, const QString &rowIdColumn, const QString &stamp,
                                   qint64 afterRowId, QVariantList &binds) const
{
    binds << stamp << afterRowId;
    return QStringLiteral("%1 = %2 AND %3 > ?").arg(stampColumn, stampParameter(), rowIdColumn);
}

QString Dialect::afterRowInOneRange(const QString &, const QString &, const QString &, qint64, QVariantList &) const
{
    return {};
}

namespace {
template <typename List> QString markersFor(const List &values, QVariantList &binds)
{
    QString markers;
    markers.reserve(values.size() * 2);
    for (const auto &v : values) {
        markers += markers.isEmpty() ? QStringLiteral("?") : QStringLiteral(",?");
        binds << v;
    }
    return markers;
}
} // namespace

QString bindList(const QList<qint64> &values, QVariantList &binds)
{
    return markersFor(values, binds);
}

QString bindList(const QStringList &values, QVariantList &binds)
{
    return markersFor(values, binds);
}

QString Dialect::updateFromRows(const RowsUpdate &, const QList<QVariantList> &, QVariantList &) const
{
    return {};
}

QString Dialect::selectWhereIn(const QString &selectList, const QString &quotedTable, const QString &quotedColumn,
                               const QList<qint64> &values, QVariantList &binds) const
{
    return QStringLiteral("SELECT %1 FROM %2 WHERE %3 IN (%4)")
        .arg(selectList, quotedTable, quotedColumn, bindList(values, binds));
}

QString Dialect::deleteWhereIn(const QString &quotedTable, const QString &quotedColumn, const QList<qint64> &values,
                               QVariantList &binds) const
{
    return QStringLiteral("DELETE FROM %1 WHERE %2 IN (%3)").arg(quotedTable, quotedColumn, bindList(values, binds));
}

Result<QList<DeclaredReference>> Dialect::declaredReferences(Database &db, const QString &table) const
{
    auto q = db.exec(declaredReferencesSql(), {table});
    if (!q)
        return inspectionFailure(table, q.error());
    QList<DeclaredReference> out;
    while (q.value().next())
        out << DeclaredReference{q.value().value(0).toString(), q.value().value(1).toString(),
                                 q.value().value(2).toString()};
    std::sort(out.begin(), out.end(),
              [](const DeclaredReference &a, const DeclaredReference &b) { return a.column < b.column; });
    return out;
}

QString Dialect::columnType(const ColumnType &type) const
{
    const TypeNames &n = typeNames();
    const auto name = [](const char *text) { return QString::fromLatin1(text); };
    switch (type.family) {
    case Family::Int:
        return name(n.integer);
    case Family::BigInt:
        return name(n.bigInt);
    case Family::Flag:
        return name(n.flag);
    case Family::Text:
        return type.length > 0 ? name(n.text).arg(type.length) : name(n.longText);
    case Family::LongText:
    case Family::Unknown:
        return name(n.longText);
    case Family::Stamp:
        return name(n.stamp);
    case Family::Double:
        return name(n.doubleType);
    case Family::Decimal:
        return type.length > 0 ? name(n.decimal).arg(type.length).arg(type.decimals) : name(n.anyDecimal);
    case Family::Boolean:
        return name(n.boolean);
    case Family::Date:
        return name(n.date);
    case Family::Blob:
        return name(n.blob);
    }
    return name(n.longText);
}

QString Dialect::stampUnchanged(const StampTriggerSpec &spec, const QString &sameValue) const
{
    QStringList same{sameValue.arg(quote(spec.changedColumn))};
    for (const QString &c : spec.bypassColumns)
        same << sameValue.arg(quote(c));
    return same.join(QStringLiteral(" AND "));
}

QStringList Dialect::rowStampTriggerNames(const QString &table) const
{
    return {QStringLiteral("jg_lcd_") + table + QStringLiteral("_ins"),
            QStringLiteral("jg_lcd_") + table + QStringLiteral("_upd")};
}

QString Dialect::columnDefinition(const ColumnDef &column) const
{
    if (column.autoPrimaryKey)
        return autoPrimaryKey(quote(column.name));
    QString sql = quote(column.name);
    if (!column.untyped)
        sql += QLatin1Char(' ') + (column.declared.isEmpty() ? columnType(column.type) : column.declared);
    if (!column.defaultLiteral.isEmpty())
        sql += QStringLiteral(" DEFAULT ") + column.defaultLiteral;
    if (!column.nullable)
        sql += QStringLiteral(" NOT NULL");
    if (column.primaryKey)
        sql += QStringLiteral(" PRIMARY KEY");
    if (column.hidden)
        sql += hiddenColumnClause();
    return sql;
}

QString Dialect::addColumn(const QString &table, const ColumnDef &column) const
{
    return QStringLiteral("ALTER TABLE ") + quote(table) + QStringLiteral(" ADD COLUMN ") + columnDefinition(column);
}

QString Dialect::updateRowsNotLocked(const QString &quotedTable, const QString &quotedRowId, const QString &set,
                                     const QString &where) const
{
    return QStringLiteral("UPDATE %1 SET %3 WHERE %2 IN (SELECT %2 FROM %1 WHERE %4 FOR UPDATE SKIP LOCKED)")
        .arg(quotedTable, quotedRowId, set, where);
}

QString Dialect::createIndex(const QString &indexName, const QString &table, const QStringList &columns) const
{
    QStringList quoted;
    for (const QString &c : columns)
        quoted << quote(c);
    return QStringLiteral("CREATE INDEX IF NOT EXISTS ") + quote(indexName) + QStringLiteral(" ON ") + quote(table) +
           QStringLiteral(" (") + quoted.join(QStringLiteral(", ")) + QLatin1Char(')');
}

// The plain index serves every lookup by jg_unique_id, stamping's "= 0"
// included; the unique one holds only the ids that are not 0. (One unique
// index on (jg_unique_id, the row id where it is 0) could do both, but with
// it the bench's incremental sessions took 2.5 times as long on a SQLite
// site, which keeps no statistics to plan by.)
QStringList Dialect::uniqueIdIndexDdl(const QString &table) const
{
    const QStringList names = uniqueIdIndexNames(table);
    return {
        createIndex(names.at(0), table, {QStringLiteral("jg_unique_id")}),
        QStringLiteral("CREATE UNIQUE INDEX IF NOT EXISTS %1 ON %2 (jg_unique_id) WHERE jg_unique_id <> 0")
            .arg(quote(names.at(1)), quote(table)),
    };
}

QStringList Dialect::uniqueIdIndexNames(const QString &table) const
{
    return {QStringLiteral("jg_uid_") + table, QStringLiteral("jg_uidu_") + table};
}

Error inspectionFailure(const QString &table, const Error &cause)
{
    Error e = cause;
    e.message = QCoreApplication::translate("Engine", "Cannot inspect table %1: %2").arg(table, cause.message);
    return e;
}

Result<ColumnInfoList> Dialect::inspectColumns(Database &db, const QString &table) const
{
    auto tables = inspectTables(db, {table});
    if (!tables)
        return tables.error();
    return tables.value().value(table);
}

Result<QHash<QString, ColumnInfoList>> Dialect::inspectTables(Database &db, const QStringList &tables,
                                                              TableObjectsByTable *objects) const
{
    QHash<QString, ColumnInfoList> out;
    for (const QString &t : tables) {
        auto columns = inspectColumns(db, t);
        if (!columns)
            return columns.error();
        out.insert(t, columns.value());
    }
    if (objects) {
        auto listed = listTableObjects(db, tables);
        if (!listed)
            return inspectionFailure(tables.join(QStringLiteral(", ")), listed.error());
        *objects = listed.value();
    }
    return out;
}

Result<TableObjectsByTable> Dialect::listTableObjects(Database &, const QStringList &tables) const
{
    TableObjectsByTable out;
    for (const QString &t : tables)
        out.insert(t, {});
    return out;
}

Result<QString> Dialect::oldestOpenTransaction(Database &, Database *, const QString &) const
{
    return QString();
}

Result<QString> Dialect::oldestOpenTransactionIn(Database &, const QueryResult &, Database *, const QString &) const
{
    return QString();
}

Result<QString> Dialect::openTransactionFrom(const QueryResult &, int) const
{
    return QString();
}

std::unique_ptr<Dialect> makeDialect(const QString &driverName)
{
    const DatabaseKind *kind = databaseKind(driverName);
    return kind ? kind->makeDialect() : nullptr;
}

QStringList supportedDrivers()
{
    QStringList drivers;
    for (const DatabaseKind &k : databaseKinds())
        drivers << k.driver;
    return drivers;
}

} // namespace jgr::db
