#include "mariadbdialect.h"

#include "database.h"
#include "mariadbbulk.h"

#include "common/stamp.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>
#include <QSet>
#include <QVariant>

#include <mysql.h>

namespace jgr::db {

QString MariaDbDialect::quote(const QString &identifier) const
{
    return QLatin1Char('`') + identifier + QLatin1Char('`');
}

const Dialect::TypeNames &MariaDbDialect::typeNames() const
{
    static const TypeNames names{"INT",    "BIGINT",         "CHAR(1)",        "VARCHAR(%1)", "LONGTEXT", "DATETIME(6)",
                                 "DOUBLE", "DECIMAL(%1,%2)", "DECIMAL(65,30)", "TINYINT(1)",  "DATE",     "LONGBLOB"};
    return names;
}

QString MariaDbDialect::autoPrimaryKey(const QString &quotedName) const
{
    return quotedName + QStringLiteral(" INT NOT NULL AUTO_INCREMENT PRIMARY KEY");
}

// A multi-table UPDATE joined to the rows: a first SELECT names the values
// (jg_v1, jg_v2, ...), one more SELECT per row. (A VALUES list after the
// first SELECT took its columns' types from that row alone: a NULL there
// made every later value of the column too long.)
QString MariaDbDialect::updateFromRows(const RowsUpdate &u, const QList<QVariantList> &tuples,
                                       QVariantList &binds) const
{
    const qsizetype width = u.families.size();
    const auto name = [](qsizetype place) { return QStringLiteral("jg_v%1").arg(place + 1); };
    QStringList first;
    for (qsizetype i = 0; i < width; ++i)
        first << QStringLiteral("? AS ") + name(i);
    const QString other = QStringLiteral(" UNION ALL SELECT ?") + QStringLiteral(", ?").repeated(width - 1);
    QString values = QStringLiteral("SELECT ") + first.join(QStringLiteral(", "));
    values.reserve(values.size() + other.size() * (tuples.size() - 1));
    for (qsizetype r = 1; r < tuples.size(); ++r)
        values += other;
    for (const QVariantList &tuple : tuples)
        binds += tuple;
    QStringList sets;
    for (qsizetype i = 0; i < u.setColumns.size(); ++i)
        sets << QStringLiteral("%1.%2 = v.%3").arg(u.table, u.setColumns.at(i), name(i));
    for (const QString &c : u.keepColumns)
        sets << QStringLiteral("%1.%2 = %1.%2").arg(u.table, c);
    const qsizetype key = u.setColumns.size();
    QString on = QStringLiteral("%1.%2 = v.%3").arg(u.table, u.keyColumn, name(key));
    if (!u.expectColumn.isEmpty())
        on += QStringLiteral(" AND %1.%2 = v.%3").arg(u.table, u.expectColumn, name(key + 1));
    return QStringLiteral("UPDATE %1 JOIN (%2) AS v ON %3 SET %4")
        .arg(u.table, values, on, sets.join(QStringLiteral(", ")));
}

QString MariaDbDialect::updateRowsNotLocked(const QString &quotedTable, const QString &quotedRowId, const QString &set,
                                            const QString &where) const
{
    // MariaDB refuses a subquery on the table an UPDATE writes, but joins a
    // derived table of it (whose SKIP LOCKED holds: checked on 10.11). Its
    // column gets a name of its own so that `set` stays unambiguous.
    return QStringLiteral("UPDATE %1 JOIN (SELECT %2 AS jg_not_locked FROM %1 WHERE %4 FOR UPDATE SKIP LOCKED) "
                          "jg_free ON %1.%2 = jg_free.jg_not_locked SET %3")
        .arg(quotedTable, quotedRowId, set, where);
}

QString MariaDbDialect::stampAsText(const QString &sqlExpression) const
{
    return QStringLiteral("DATE_FORMAT(%1, '%Y-%m-%d %H:%i:%s.%f')").arg(sqlExpression);
}

// Named locks are the server's, not the database's: the name carries the
// database's, hashed (lock names are at most 64 characters; a cut name made
// two long names that start alike one lock).
bool MariaDbDialect::commitsImplicitly(const QString &sql) const
{
    // The statements of "Statements That Cause an Implicit Commit" that this
    // program can send: data definition, table locks and account changes.
    static const QRegularExpression implicit(
        QStringLiteral("^\\s*(CREATE|ALTER|DROP|RENAME|TRUNCATE|LOCK|UNLOCK|GRANT|REVOKE|ANALYZE|OPTIMIZE|REPAIR)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return implicit.match(sql).hasMatch();
}

QString MariaDbDialect::tryDatabaseLock() const
{
    return QStringLiteral("SELECT GET_LOCK(CONCAT('jgreplicate session ', MD5(DATABASE())), 0)");
}

QString MariaDbDialect::releaseDatabaseLock() const
{
    return QStringLiteral("SELECT RELEASE_LOCK(CONCAT('jgreplicate session ', MD5(DATABASE())))");
}

namespace {
Error clockError(const QString &detail)
{
    return makeError(ExitCode::Failure,
                     QCoreApplication::translate("Engine", "Cannot read the server clock: %1").arg(detail));
}

// The age in whole seconds of the oldest transaction the status report
// `listing` (standing on its row) lists that is not one of `ours`; -1 when
// there is none. Not information_schema.innodb_trx: InnoDB serves it from a
// cache that is refreshed only after 100 ms without readers, so under
// frequent reads it can show finished transactions and miss new ones. The
// status report is built live. A transaction that has only read so far is
// listed by its address ("---TRANSACTION (0x7f...), ACTIVE 2 sec"), one that
// wrote by its number: both count (a push reads the primary's clock before it
// writes the rows it stamps with it).
qint64 oldestTransactionAge(const QueryResult &listing, const QSet<qint64> &ours)
{
    const QString text = listing.value(2).toString();
    static const QRegularExpression trx(QStringLiteral(
        R"(---TRANSACTION (?:\d+|\(0x[0-9a-fA-F]+\)), ACTIVE (\d+) sec[^\n]*\n(?:[^\n-][^\n]*\n)*?[^\n]*(?:MySQL|MariaDB) thread id (\d+))"));
    qint64 oldestAge = -1;
    auto it = trx.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        if (ours.contains(m.captured(2).toLongLong()))
            continue;
        oldestAge = std::max(oldestAge, m.captured(1).toLongLong());
    }
    return oldestAge;
}

// The status report read on its own, standing on its row.
Result<QueryResult> readStatusReport(Database &db)
{
    auto status = db.exec(db.dialect().openTransactionListing());
    if (!status || !status.value().next())
        return makeError(ExitCode::Failure, QCoreApplication::translate(
                                                "Engine", "Cannot read open transactions (SHOW ENGINE INNODB STATUS "
                                                          "needs the PROCESS privilege): %1")
                                                .arg(status ? QString() : status.error().message));
    return status;
}

// The earliest stamp a change not yet committed may carry, from a clock
// reading taken before the transactions were listed: the ages are whole
// seconds, so one more second is subtracted, and "now - (age + 1)" is no
// later than any listed transaction's start. Empty: none is open (or, with
// `orNow`, the reading itself).
Result<QString> earliestUncommitted(const QString &now, qint64 oldestAge, bool orNow)
{
    if (oldestAge < 0)
        return orNow ? now : QString();
    const auto nowMicros = stamp::toMicros(now);
    if (!nowMicros)
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "Unreadable server clock \"%1\".").arg(now));
    return stamp::fromMicros(*nowMicros - (oldestAge + 1) * 1000000, 6);
}

// A Galera node lists only its own transactions, and one open on another
// node commits there and reaches this node with the stamps it was given
// there, by that node's clock. So every other node of the list is asked:
// for its open transactions, and for its clock, which bounds the stamps of
// the transactions it has yet to begin (its clock may be behind this
// node's). A node that cannot be reached is passed over: outside the
// cluster's primary component, it commits nothing.
Result<QString> earliestUncommittedOnOtherNodes(Database &db)
{
    QString earliest;
    for (const ConnectionParams &node : db.otherNodes()) {
        auto peer = Database::open(node, db.label());
        if (!peer)
            continue;
        auto clock = peer.value()->now();
        if (!clock)
            return clockError(clock.error().message);
        auto report = readStatusReport(*peer.value());
        if (!report)
            return report.error();
        auto there = earliestUncommitted(clock.value(), oldestTransactionAge(report.value(), {}), true);
        if (!there)
            return there.error();
        if (earliest.isEmpty() || stamp::normalized(there.value(), 6) < earliest)
            earliest = stamp::normalized(there.value(), 6);
    }
    return earliest;
}
} // namespace

Result<QString> MariaDbDialect::oldestOpenTransaction(Database &db, Database *otherSide,
                                                      const QString &clockReading) const
{
    // An earlier clock reading only holds the mark back by the difference.
    QString now = clockReading;
    if (now.isEmpty()) {
        auto clock = db.now();
        if (!clock)
            return clockError(clock.error().message);
        now = clock.value();
    }
    auto report = readStatusReport(db);
    if (!report)
        return report.error();
    return oldestOpenTransactionIn(db, report.value(), otherSide, now);
}

Result<QString> MariaDbDialect::oldestOpenTransactionIn(Database &db, const QueryResult &listing, Database *otherSide,
                                                        const QString &clockReading) const
{
    // The client library knows the connections' ids without asking.
    QSet<qint64> ours;
    if (MYSQL *own = mariaDbHandle(db))
        ours.insert(qint64(mysql_thread_id(own)));
    if (otherSide && otherSide->sharesServerWith(db))
        if (MYSQL *other = mariaDbHandle(*otherSide))
            ours.insert(qint64(mysql_thread_id(other)));
    auto here = earliestUncommitted(clockReading, oldestTransactionAge(listing, ours), false);
    if (!here || !db.galeraNode())
        return here;
    auto elsewhere = earliestUncommittedOnOtherNodes(db);
    if (!elsewhere)
        return elsewhere.error();
    if (here.value().isEmpty() || (!elsewhere.value().isEmpty() && elsewhere.value() < here.value()))
        return elsewhere.value();
    return here.value();
}

QString MariaDbDialect::compoundStatement(const QStringList &statements) const
{
    return QStringLiteral("BEGIN NOT ATOMIC ") + statements.join(QStringLiteral("; ")) + QStringLiteral("; END");
}

QStringList MariaDbDialect::surrogateRowIdDdl(const QString &table, const QString &column) const
{
    // A sequence, not AUTO_INCREMENT: a table has at most one of those, and
    // a surrogate is asked for when the table's own (auto-increment) key has
    // values too large for a replication id (idspace.h). The column's default
    // numbers the existing rows as it is added.
    const QString sequence = quote(QStringLiteral("jg_rid_") + table);
    return {QStringLiteral("CREATE SEQUENCE IF NOT EXISTS %1").arg(sequence),
            QStringLiteral("ALTER TABLE %1 ADD COLUMN %2 INT NULL UNIQUE DEFAULT (NEXT VALUE FOR %3) INVISIBLE")
                .arg(quote(table), quote(column), sequence)};
}

namespace {
// The invisible column that holds jg_unique_id where it is not 0, else NULL.
const QString kNonZeroUniqueId = QStringLiteral("jg_unique_id_set");
} // namespace

// MariaDB has no partial indexes: the unique index is on an invisible
// virtual column that is NULL at 0 (NULLs never collide).
QStringList MariaDbDialect::uniqueIdIndexDdl(const QString &table) const
{
    const QString t = quote(table);
    const QStringList names = uniqueIdIndexNames(table);
    return {
        createIndex(names.at(0), table, {QStringLiteral("jg_unique_id")}),
        QStringLiteral(
            "ALTER TABLE %1 ADD COLUMN IF NOT EXISTS %2 BIGINT AS (NULLIF(jg_unique_id, 0)) VIRTUAL INVISIBLE")
            .arg(t, quote(kNonZeroUniqueId)),
        QStringLiteral("CREATE UNIQUE INDEX IF NOT EXISTS %1 ON %2 (%3)")
            .arg(quote(names.at(1)), t, quote(kNonZeroUniqueId)),
    };
}

QStringList MariaDbDialect::stampTriggerDdl(const StampTriggerSpec &s) const
{
    const QString t = quote(s.table);
    const QString lcd = quote(s.changedColumn);
    const QString ins = quote(QStringLiteral("jg_lcd_") + s.table + QStringLiteral("_ins"));
    const QString upd = quote(QStringLiteral("jg_lcd_") + s.table + QStringLiteral("_upd"));
    const QString unchanged = stampUnchanged(s, QStringLiteral("NEW.%1 <=> OLD.%1"));
    return {
        QStringLiteral("DROP TRIGGER IF EXISTS ") + ins,
        QStringLiteral("DROP TRIGGER IF EXISTS ") + upd,
        QStringLiteral("CREATE TRIGGER %1 BEFORE INSERT ON %2 FOR EACH ROW BEGIN "
                       "IF NEW.%3 IS NULL THEN SET NEW.%3 = %4; END IF; END")
            .arg(ins, t, lcd, nowExpression()),
        QStringLiteral("CREATE TRIGGER %1 BEFORE UPDATE ON %2 FOR EACH ROW BEGIN "
                       "IF %3 THEN SET NEW.%4 = %5; END IF; END")
            .arg(upd, t, unchanged, lcd, nowExpression()),
    };
}

QStringList MariaDbDialect::rowStampTriggerDdl(const QString &table, const QString &changedColumn,
                                               const QStringList &autoUpdated) const
{
    const QString t = quote(table);
    const QString lcd = quote(changedColumn);
    const QStringList names = rowStampTriggerNames(table);
    // The session's connections set the variable as they start
    // (startMariaDbSession); an application's never do.
    const QString stamp = QStringLiteral("FOR EACH ROW BEGIN IF @%1 IS NULL THEN SET NEW.%2 = %3; %4END IF; END")
                              .arg(QLatin1String(kReplicatingVariable), lcd, nowExpression());
    // A replication write that leaves the stamp as it was is bookkeeping
    // (row ids, who sent it when): the server's ON UPDATE CURRENT_TIMESTAMP
    // must not change the application's columns for it. A write of a row's
    // values assigns them all, the server's own update does not happen then.
    QStringList keep;
    for (const QString &c : autoUpdated)
        keep << QStringLiteral("NEW.%1 = OLD.%1").arg(quote(c));
    const QString keepAutoUpdated =
        keep.isEmpty()
            ? QString()
            : QStringLiteral("ELSEIF NEW.%1 <=> OLD.%1 THEN SET %2; ").arg(lcd, keep.join(QStringLiteral(", ")));
    // Replaced in place: DDL commits at once here, and between a DROP and a
    // CREATE an application's write would go unstamped.
    return {
        QStringLiteral("CREATE OR REPLACE TRIGGER %1 BEFORE INSERT ON %2 %3")
            .arg(quote(names.at(0)), t, stamp.arg(QString())),
        QStringLiteral("CREATE OR REPLACE TRIGGER %1 BEFORE UPDATE ON %2 %3")
            .arg(quote(names.at(1)), t, stamp.arg(keepAutoUpdated)),
    };
}

QStringList MariaDbDialect::afterDeleteTriggerDdl(const QString &name, const QString &table,
                                                  const QString &statement) const
{
    return {
        QStringLiteral("DROP TRIGGER IF EXISTS ") + quote(name),
        QStringLiteral("CREATE TRIGGER %1 AFTER DELETE ON %2 FOR EACH ROW %3")
            .arg(quote(name), quote(table), statement),
    };
}

QString MariaDbDialect::currentUserExpression(int length) const
{
    return QStringLiteral("LEFT(CURRENT_USER(), %1)").arg(length);
}

namespace {
ColumnType mariaType(const QString &dataType, const QString &columnType, int charLength, int precision, int scale)
{
    const QString dt = dataType.toLower();
    const QString ct = columnType.toLower();
    const bool isUnsigned = ct.contains(QLatin1String("unsigned"));
    if (dt == QLatin1String("tinyint") && ct.startsWith(QLatin1String("tinyint(1)")))
        return {Family::Boolean, 0, 0};
    // Unsigned: the next wider family holds every value; a BIGINT UNSIGNED's
    // top half only a decimal.
    if (dt == QLatin1String("bigint"))
        return isUnsigned ? ColumnType{Family::Decimal, 20, 0} : ColumnType{Family::BigInt, 0, 0};
    if (dt == QLatin1String("int") && isUnsigned)
        return {Family::BigInt, 0, 0};
    if (dt == QLatin1String("int") || dt == QLatin1String("smallint") || dt == QLatin1String("mediumint") ||
        dt == QLatin1String("tinyint") || dt == QLatin1String("year"))
        return {Family::Int, 0, 0};
    if (dt == QLatin1String("bit")) // its bits as a number
        return {Family::BigInt, 0, 0};
    if (dt == QLatin1String("char") && charLength == 1)
        return {Family::Flag, 1, 0};
    if (dt == QLatin1String("varchar") || dt == QLatin1String("char"))
        return {Family::Text, charLength, 0};
    if (dt.endsWith(QLatin1String("text")))
        return {Family::LongText, 0, 0};
    if (dt == QLatin1String("datetime") || dt == QLatin1String("timestamp")) {
        // datetime(6): its fractional digits; plain datetime has none.
        static const QRegularExpression digits(QStringLiteral(R"(\((\d+)\))"));
        const auto m = digits.match(columnType);
        return {Family::Stamp, 0, m.hasMatch() ? m.captured(1).toInt() : 0};
    }
    if (dt == QLatin1String("date"))
        return {Family::Date, 0, 0};
    if (dt == QLatin1String("double") || dt == QLatin1String("float"))
        return {Family::Double, 0, 0};
    if (dt == QLatin1String("decimal"))
        return {Family::Decimal, precision, scale};
    // Bytes: binary strings, and the geometry types in the server's own
    // form (an SRID and the geometry's WKB), which it takes back as it is.
    static const QStringList bytes{QStringLiteral("binary"),       QStringLiteral("varbinary"),
                                   QStringLiteral("geometry"),     QStringLiteral("point"),
                                   QStringLiteral("linestring"),   QStringLiteral("polygon"),
                                   QStringLiteral("multipoint"),   QStringLiteral("multilinestring"),
                                   QStringLiteral("multipolygon"), QStringLiteral("geometrycollection")};
    if (dt.endsWith(QLatin1String("blob")) || bytes.contains(dt))
        return {Family::Blob, 0, 0};
    // ENUM, SET, TIME, INET4, INET6, UUID: their text.
    return {Family::Unknown, 0, 0};
}
} // namespace

Result<QString> MariaDbDialect::storedTableName(Database &db, const QString &table) const
{
    // information_schema compares names without case; the server itself
    // does so only with lower_case_table_names set.
    auto q = db.exec(QStringLiteral("SELECT TABLE_NAME, @@lower_case_table_names FROM information_schema.TABLES "
                                    "WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?"),
                     {table});
    if (!q)
        return q.error();
    QString stored = table;
    while (q.value().next()) {
        if (q.value().value(1).toInt() == 0)
            return table;
        stored = q.value().value(0).toString();
    }
    return stored;
}

Result<QString> MariaDbDialect::tableOptions(Database &db) const
{
    // utf8mb3_unicode_ci → utf8mb4_unicode_ci (the same rules of comparison
    // and order) where the server has it; else utf8mb4's default collation.
    auto q = db.exec(
        QStringLiteral("SELECT @@character_set_database, (SELECT COLLATION_NAME FROM information_schema.COLLATIONS "
                       "WHERE COLLATION_NAME = REGEXP_REPLACE(@@collation_database, '^utf8(mb3)?_', 'utf8mb4_'))"));
    if (!q)
        return q.error();
    if (!q.value().next() || q.value().value(0).toString() == QLatin1String("utf8mb4"))
        return QString();
    static const QRegularExpression name(QStringLiteral("^utf8mb4_[a-z0-9_]+$"));
    const QString collation = q.value().value(1).toString();
    return name.match(collation).hasMatch() ? QStringLiteral(" DEFAULT CHARSET=utf8mb4 COLLATE=") + collation
                                            : QStringLiteral(" DEFAULT CHARSET=utf8mb4");
}

Result<QHash<QString, ColumnInfoList>> MariaDbDialect::inspectTables(Database &db, const QStringList &tables,
                                                                     TableObjectsByTable *objects) const
{
    if (tables.isEmpty())
        return QHash<QString, ColumnInfoList>();
    // The tables' rows of information_schema, named by constants, and nothing
    // correlated: MariaDB opens only the tables a query names by constants,
    // and a subquery that counted the key columns through the outer row
    // opened every table on the server, per column (20 ms a table here; on a
    // server of thousands of tables, seconds). Each row is a column ('c'),
    // or with `objects` a trigger ('t') or an index ('i'), in one statement.
    QVariantList binds;
    const QString names = bindList(tables, binds);
    const QVariantList tableBinds = binds;
    binds << kNonZeroUniqueId; // replication's own index key is not a column of the table's rows
    QString sql = QStringLiteral("SELECT 'c', TABLE_NAME, COLUMN_NAME, DATA_TYPE, COLUMN_TYPE, "
                                 "COALESCE(CHARACTER_MAXIMUM_LENGTH, 0), COALESCE(NUMERIC_PRECISION, 0), "
                                 "COALESCE(NUMERIC_SCALE, 0), IS_NULLABLE, COLUMN_KEY, ORDINAL_POSITION, EXTRA, "
                                 "EXTRA LIKE '%auto_increment%' OR COLUMN_DEFAULT IS NOT NULL "
                                 "FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() "
                                 "AND TABLE_NAME IN (%1) AND COLUMN_NAME <> ? "
                                 // A generated column is each database's own: never read or written.
                                 "AND IS_GENERATED = 'NEVER'")
                      .arg(names);
    if (objects) {
        binds << tableBinds << tableBinds;
        sql +=
            QStringLiteral(" UNION ALL SELECT 't', EVENT_OBJECT_TABLE, TRIGGER_NAME, '', '', 0, 0, 0, '', '', 0, '', 0 "
                           "FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() "
                           "AND EVENT_OBJECT_TABLE IN (%1)"
                           " UNION ALL SELECT DISTINCT 'i', TABLE_NAME, INDEX_NAME, '', '', 0, 0, 0, '', '', 0, '', 0 "
                           "FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() "
                           "AND TABLE_NAME IN (%1)")
                .arg(names);
        objects->clear();
        for (const QString &t : tables)
            objects->insert(t, {});
    }
    auto q = db.exec(sql + QStringLiteral(" ORDER BY 2, 11"), binds);
    if (!q)
        return inspectionFailure(tables.join(QStringLiteral(", ")), q.error());
    QHash<QString, ColumnInfoList> out;
    for (const QString &t : tables)
        out.insert(t, {});
    while (q.value().next()) {
        const QueryResult &r = q.value();
        // Keyed by the name asked for: the catalog may compare names without case.
        const QString name = r.value(1).toString();
        const auto asked = std::find_if(tables.cbegin(), tables.cend(),
                                        [&](const QString &t) { return t.compare(name, Qt::CaseInsensitive) == 0; });
        const QString table = asked != tables.cend() && !tables.contains(name) ? *asked : name;
        const QString kind = r.value(0).toString();
        if (kind != QLatin1String("c")) {
            TableObjects &o = (*objects)[table];
            (kind == QLatin1String("t") ? o.triggers : o.indexes).insert(r.value(2).toString());
            continue;
        }
        ColumnInfo c;
        c.name = r.value(2).toString();
        c.nativeType = r.value(4).toString();
        c.declared = c.nativeType;
        c.type =
            mariaType(r.value(3).toString(), c.nativeType, r.value(5).toInt(), r.value(6).toInt(), r.value(7).toInt());
        c.nullable = r.value(8).toString() == QLatin1String("YES");
        c.primaryKey = r.value(9).toString() == QLatin1String("PRI");
        c.autoUpdated = r.value(11).toString().contains(QLatin1String("on update"), Qt::CaseInsensitive);
        c.filledWhenLeftOut = r.value(12).toBool();
        out[table] << c;
    }
    for (ColumnInfoList &columns : out)
        keepSingleColumnKey(columns);
    return out;
}

// For "stamp = ? AND id > ?" MariaDB picks a ref lookup on the stamp alone
// and filters the ids, so page k of a stamp that a whole table shares reads
// k pages first (a 1,000,000-row load became quadratic). Written as a closed
// range on the stamp, both index parts bound the range scan.
QString MariaDbDialect::sameStampAfterRow(const QString &stampColumn, const QString &rowIdColumn, const QString &stamp,
                                          qint64 afterRowId, QVariantList &binds) const
{
    binds << stamp << stamp << afterRowId;
    return QStringLiteral("%1 >= ? AND %1 <= ? AND %2 > ?").arg(stampColumn, rowIdColumn);
}

// MariaDB's range optimizer turns the OR of the two into two intervals of
// the (stamp, row id) index, read in index order: the scan starts at the row
// itself, even inside a stamp that a whole table shares. (A row comparison
// would be bounded by the stamp alone.)
QString MariaDbDialect::afterRowInOneRange(const QString &stampColumn, const QString &rowIdColumn, const QString &stamp,
                                           qint64 afterRowId, QVariantList &binds) const
{
    const QString rest = sameStampAfterRow(stampColumn, rowIdColumn, stamp, afterRowId, binds);
    binds << stamp;
    return QStringLiteral("((%1) OR %2 > ?)").arg(rest, stampColumn);
}

QString MariaDbDialect::declaredReferencesSql() const
{
    return QStringLiteral("SELECT MIN(COLUMN_NAME), MIN(REFERENCED_TABLE_NAME), MIN(REFERENCED_COLUMN_NAME) "
                          "FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = DATABASE() "
                          "AND TABLE_NAME = ? AND REFERENCED_TABLE_NAME IS NOT NULL "
                          "GROUP BY CONSTRAINT_NAME HAVING COUNT(*) = 1");
}

std::unique_ptr<BulkAccess> MariaDbDialect::makeBulkAccess(Database &db) const
{
    return std::make_unique<MariaDbBulkAccess>(db);
}

ValueLimits MariaDbDialect::valueLimits(const ColumnInfo &column) const
{
    ValueLimits l;
    l.setOnUpdate = column.autoUpdated;
    l.stampHoldsInfinity = false;
    l.doubleHoldsNan = false;
    l.doubleHoldsInfinity = false;
    l.doubleHoldsNegativeZero = false;
    const QString native = column.nativeType.toLower();
    const bool isUnsigned = native.contains(QLatin1String("unsigned"));
    const auto range = [&](int bits) {
        if (isUnsigned) {
            l.minInteger = 0;
            l.maxInteger = bits >= 64 ? std::numeric_limits<qint64>::max() : (qint64(1) << bits) - 1;
        } else {
            l.minInteger = bits >= 64 ? std::numeric_limits<qint64>::min() : -(qint64(1) << (bits - 1));
            l.maxInteger = bits >= 64 ? std::numeric_limits<qint64>::max() : (qint64(1) << (bits - 1)) - 1;
        }
    };
    if (native.startsWith(QLatin1String("year"))) {
        l.minInteger = 0; // 0000, and 1901 to 2155
        l.maxInteger = 2155;
    } else if (native.startsWith(QLatin1String("bit"))) {
        static const QRegularExpression width(QStringLiteral(R"(^bit\((\d+)\))"));
        const int bits = std::clamp(width.match(native).captured(1).toInt(), 1, 63);
        l.minInteger = 0;
        l.maxInteger = (qint64(1) << bits) - 1;
    } else if (native.startsWith(QLatin1String("tinyint")))
        range(8);
    else if (native.startsWith(QLatin1String("smallint")))
        range(16);
    else if (native.startsWith(QLatin1String("mediumint")))
        range(24);
    else if (native.startsWith(QLatin1String("int")))
        range(32);
    if (isTextFamily(column.type.family))
        l.maxTextLength = column.type.length;
    if (column.type.family == Family::Decimal) {
        l.decimalPrecision = column.type.length;
        l.decimalScale = column.type.decimals;
    }
    if (column.type.family == Family::Stamp || column.type.family == Family::Date) {
        l.stampDigits = column.type.decimals;
        // DATETIME and DATE hold the years 1000 to 9999; TIMESTAMP 1970 to 2038.
        const bool timestamp = native.startsWith(QLatin1String("timestamp"));
        l.minYear = timestamp ? 1970 : 1000;
        l.maxYear = timestamp ? 2037 : 9999;
    }
    return l;
}

} // namespace jgr::db
