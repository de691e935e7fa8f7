#include "sqlitedialect.h"

#include "database.h"
#include "sqlitebulk.h"

#include <QCoreApplication>

#include <QRegularExpression>
#include <QVariant>

namespace jgr::db {

QString SqliteDialect::quote(const QString &identifier) const
{
    return QLatin1Char('"') + identifier + QLatin1Char('"');
}

const Dialect::TypeNames &SqliteDialect::typeNames() const
{
    // BOOLEAN: NUMERIC affinity keeps 0 and 1 as integers, read back as
    // boolean; BIGINT: INTEGER affinity, read back as bigint. A text's
    // declared length is kept for the schema check; SQLite enforces none.
    static const TypeNames names{"INTEGER", "BIGINT",         "CHAR(1)", "VARCHAR(%1)", "TEXT", "DATETIME",
                                 "REAL",    "NUMERIC(%1,%2)", "NUMERIC", "BOOLEAN",     "DATE", "BLOB"};
    return names;
}

QString SqliteDialect::autoPrimaryKey(const QString &quotedName) const
{
    return quotedName + QStringLiteral(" INTEGER PRIMARY KEY AUTOINCREMENT");
}

QString SqliteDialect::updateRowsNotLocked(const QString &quotedTable, const QString &, const QString &set,
                                           const QString &where) const
{
    // The transaction holds the database's write lock: no row is another
    // writer's.
    return QStringLiteral("UPDATE %1 SET %2 WHERE %3").arg(quotedTable, set, where);
}

QString SqliteDialect::nowExpression() const
{
    return QStringLiteral("strftime('%Y-%m-%d %H:%M:%f', 'now')");
}

QStringList SqliteDialect::surrogateRowIdDdl(const QString &table, const QString &column) const
{
    const QString t = quote(table);
    const QString c = quote(column);
    const QString trg = quote(QStringLiteral("jg_rid_") + table);
    // Numbered 1, 2, ... in the table's order, and the highest + 1 for each
    // new row: not the rowid, which is the table's own INTEGER PRIMARY KEY
    // when it has one, and a surrogate is asked for when that key's values
    // are too large for a replication id (idspace.h).
    return {
        QStringLiteral("ALTER TABLE %1 ADD COLUMN %2 INTEGER").arg(t, c),
        QStringLiteral(
            "UPDATE %1 SET %2 = n.jg_rn FROM (SELECT rowid AS jg_r, row_number() OVER (ORDER BY rowid) AS jg_rn "
            "FROM %1) AS n WHERE n.jg_r = %1.rowid")
            .arg(t, c),
        QStringLiteral("CREATE UNIQUE INDEX IF NOT EXISTS %1 ON %2 (%3)")
            .arg(quote(QStringLiteral("jg_rid_") + table), t, c),
        QStringLiteral("DROP TRIGGER IF EXISTS %1").arg(trg),
        QStringLiteral("CREATE TRIGGER %1 AFTER INSERT ON %2 FOR EACH ROW WHEN NEW.%3 IS NULL BEGIN "
                       "UPDATE %2 SET %3 = (SELECT COALESCE(MAX(%3), 0) + 1 FROM %2) WHERE rowid = NEW.rowid; END")
            .arg(trg, t, c),
    };
}

QStringList SqliteDialect::stampTriggerDdl(const StampTriggerSpec &s) const
{
    const QString t = quote(s.table);
    const QString lcd = quote(s.changedColumn);
    const QString ins = quote(QStringLiteral("jg_lcd_") + s.table + QStringLiteral("_ins"));
    const QString upd = quote(QStringLiteral("jg_lcd_") + s.table + QStringLiteral("_upd"));
    const QString unchanged = stampUnchanged(s, QStringLiteral("NEW.%1 IS OLD.%1"));
    // AFTER triggers with an UPDATE of the same row: recursive_triggers is off
    // by default, so the inner UPDATE does not fire them again.
    return {
        QStringLiteral("DROP TRIGGER IF EXISTS ") + ins,
        QStringLiteral("DROP TRIGGER IF EXISTS ") + upd,
        QStringLiteral("CREATE TRIGGER %1 AFTER INSERT ON %2 FOR EACH ROW WHEN NEW.%3 IS NULL BEGIN "
                       "UPDATE %2 SET %3 = %4 WHERE rowid = NEW.rowid; END")
            .arg(ins, t, lcd, nowExpression()),
        QStringLiteral("CREATE TRIGGER %1 AFTER UPDATE ON %2 FOR EACH ROW WHEN %3 BEGIN "
                       "UPDATE %2 SET %4 = %5 WHERE rowid = NEW.rowid; END")
            .arg(upd, t, unchanged, lcd, nowExpression()),
    };
}

namespace {
const char *const kMarkerTable = "jg_replicating";
}

QStringList SqliteDialect::rowStampTriggerDdl(const QString &table, const QString &changedColumn,
                                              const QStringList &) const
{
    const QString t = quote(table);
    const QString lcd = quote(changedColumn);
    const QStringList names = rowStampTriggerNames(table);
    // AFTER triggers that update their own row: the stamp they write is the
    // statement's 'now', so with recursive_triggers on, the update they make
    // finds the stamp already written and stops there.
    const QString when = QStringLiteral("NEW.%1 IS NOT %2 AND NOT EXISTS (SELECT 1 FROM %3)")
                             .arg(lcd, nowExpression(), QLatin1String(kMarkerTable));
    const QString body =
        QStringLiteral("BEGIN UPDATE %1 SET %2 = %3 WHERE rowid = NEW.rowid; END").arg(t, lcd, nowExpression());
    return {
        QStringLiteral("DROP TRIGGER IF EXISTS ") + quote(names.at(0)),
        QStringLiteral("DROP TRIGGER IF EXISTS ") + quote(names.at(1)),
        QStringLiteral("CREATE TRIGGER %1 AFTER INSERT ON %2 FOR EACH ROW WHEN %3 %4")
            .arg(quote(names.at(0)), t, when, body),
        QStringLiteral("CREATE TRIGGER %1 AFTER UPDATE ON %2 FOR EACH ROW WHEN %3 %4")
            .arg(quote(names.at(1)), t, when, body),
    };
}

Result<TableObjectsByTable> SqliteDialect::listTableObjects(Database &db, const QStringList &tables) const
{
    TableObjectsByTable out;
    for (const QString &t : tables)
        out.insert(t, {});
    QVariantList binds;
    const QString names = bindList(tables, binds);
    auto q = db.exec(QStringLiteral("SELECT type, tbl_name, name FROM sqlite_master WHERE type IN ('trigger', 'index') "
                                    "AND tbl_name IN (%1)")
                         .arg(names),
                     binds);
    if (!q)
        return q.error();
    while (q.value().next()) {
        TableObjects &objects = out[q.value().value(1).toString()];
        (q.value().value(0).toString() == QLatin1String("trigger") ? objects.triggers : objects.indexes)
            .insert(q.value().value(2).toString());
    }
    return out;
}

Result<QString> SqliteDialect::storedTableName(Database &db, const QString &table) const
{
    auto stored = db.scalar(
        QStringLiteral("SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name = ? COLLATE NOCASE"),
        {table});
    if (!stored)
        return stored.error();
    return stored.value().isNull() ? table : stored.value().toString();
}

// The stamp triggers find their row by its rowid, which a WITHOUT ROWID
// table does not have.
QString SqliteDialect::whyNotPreparable(Database &db, const QString &table) const
{
    auto withoutRowId = db.scalar(QStringLiteral("SELECT wr FROM pragma_table_list WHERE name = ?"), {table});
    if (!withoutRowId || withoutRowId.value().toInt() == 0)
        return {};
    return QCoreApplication::translate("Engine", "Table %1 is a WITHOUT ROWID table, which replication cannot take "
                                                 "(its triggers find each changed row by its rowid). Nothing was "
                                                 "changed. Make it an ordinary table (a new table of the same "
                                                 "columns without WITHOUT ROWID, the rows copied into it), then "
                                                 "prepare it.")
        .arg(table);
}

QString SqliteDialect::markTransaction() const
{
    return QStringLiteral("INSERT OR IGNORE INTO %1 (marker) VALUES (1)").arg(QLatin1String(kMarkerTable));
}

QString SqliteDialect::unmarkTransaction() const
{
    return QStringLiteral("DELETE FROM %1").arg(QLatin1String(kMarkerTable));
}

QStringList SqliteDialect::markerTableDdl() const
{
    return {
        QStringLiteral("CREATE TABLE IF NOT EXISTS %1 (marker INTEGER PRIMARY KEY)").arg(QLatin1String(kMarkerTable))};
}

QStringList SqliteDialect::afterDeleteTriggerDdl(const QString &name, const QString &table,
                                                 const QString &statement) const
{
    return {
        QStringLiteral("DROP TRIGGER IF EXISTS ") + quote(name),
        QStringLiteral("CREATE TRIGGER %1 AFTER DELETE ON %2 FOR EACH ROW BEGIN %3; END")
            .arg(quote(name), quote(table), statement),
    };
}

QString SqliteDialect::currentUserExpression(int) const
{
    return QStringLiteral("NULL");
}

ColumnType SqliteDialect::typeFromDeclaration(const QString &declared)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*([A-Za-z ]+?)\s*(?:\(\s*(\d+)\s*(?:,\s*(\d+)\s*)?\))?\s*$)"));
    const auto m = re.match(declared);
    const QString base = m.hasMatch() ? m.captured(1).toUpper() : declared.toUpper();
    const int length = m.hasMatch() ? m.captured(2).toInt() : 0;
    const int decimals = m.hasMatch() ? m.captured(3).toInt() : 0;
    if (base == QLatin1String("BOOLEAN") || base == QLatin1String("BOOL"))
        return {Family::Boolean, 0, 0};
    if (base == QLatin1String("BIGINT"))
        return {Family::BigInt, 0, 0};
    if (base.contains(QLatin1String("INT")))
        return {Family::Int, 0, 0};
    if (base == QLatin1String("CHAR") && length == 1)
        return {Family::Flag, 1, 0};
    if (base.contains(QLatin1String("CHAR")) || base.contains(QLatin1String("CLOB")))
        return {length > 0 ? Family::Text : Family::LongText, length, 0};
    if (base == QLatin1String("TEXT") || base.isEmpty())
        return {Family::LongText, 0, 0};
    if (base.contains(QLatin1String("REAL")) || base.contains(QLatin1String("FLOA")) ||
        base.contains(QLatin1String("DOUB")))
        return {Family::Double, 0, 0};
    if (base == QLatin1String("NUMERIC") || base == QLatin1String("DECIMAL"))
        return {Family::Decimal, length, decimals};
    if (base == QLatin1String("DATE"))
        return {Family::Date, 0, 0};
    if (base.contains(QLatin1String("DATETIME")) || base.contains(QLatin1String("TIMESTAMP")))
        return {Family::Stamp, 0, 0};
    if (base.contains(QLatin1String("BLOB")))
        return {Family::Blob, 0, 0};
    return {Family::Unknown, 0, 0};
}

Result<ColumnInfoList> SqliteDialect::inspectColumns(Database &db, const QString &table) const
{
    auto q =
        db.exec(QStringLiteral("SELECT name, type, \"notnull\", pk, dflt_value IS NOT NULL FROM pragma_table_info(?) "
                               "ORDER BY cid"),
                {table});
    if (!q)
        return inspectionFailure(table, q.error());
    ColumnInfoList columns;
    while (q.value().next()) {
        const QueryResult &r = q.value();
        ColumnInfo c;
        c.name = r.value(0).toString();
        c.nativeType = r.value(1).toString();
        c.type = typeFromDeclaration(c.nativeType);
        c.declared = c.nativeType;
        c.nullable = r.value(2).toInt() == 0;
        c.primaryKey = r.value(3).toInt() > 0;
        c.filledWhenLeftOut = r.value(4).toBool();
        columns << c;
    }
    keepSingleColumnKey(columns);
    // The one key column declared INTEGER is the rowid, numbered by SQLite.
    for (ColumnInfo &c : columns)
        if (c.primaryKey && c.nativeType.compare(QLatin1String("INTEGER"), Qt::CaseInsensitive) == 0)
            c.filledWhenLeftOut = true;
    return columns;
}

QString SqliteDialect::declaredReferencesSql() const
{
    return QStringLiteral(
        "WITH k AS (SELECT * FROM pragma_foreign_key_list(?)) SELECT \"from\", \"table\", \"to\" FROM k "
        "WHERE id IN (SELECT id FROM k GROUP BY id HAVING COUNT(*) = 1)");
}

std::unique_ptr<BulkAccess> SqliteDialect::makeBulkAccess(Database &db) const
{
    return std::make_unique<SqliteBulkAccess>(db);
}

ValueLimits SqliteDialect::valueLimits(const ColumnInfo &) const
{
    ValueLimits l;
    l.dynamicTyping = true;
    l.textHoldsInvalidUtf8 = true;
    l.doubleHoldsNan = false;          // sqlite3_bind_double() stores a NaN as NULL
    l.doubleHoldsNegativeZero = false; // a whole REAL is stored as an integer
    l.stampDigits = 9;                 // text: as many as it is given
    return l;
}

} // namespace jgr::db
