#pragma once

#include <QList>
#include <QString>

namespace jgr::db {

// The type families of docs/SCHEMA.md. Every column of a replicated table maps to
// one of them, so that SQLite, PostgreSQL and MariaDB columns can be compared
// and values converted on their way between databases.
enum class Family
{
    Int,
    BigInt,
    Flag,
    Text,
    LongText,
    Stamp,
    Double,
    Decimal,
    Boolean,
    Date,
    Blob,
    Unknown
};

QString familyName(Family family);
// Parses the family names used in U specs and reports ("int", "text", ...).
bool parseFamily(const QString &name, Family *family);
bool isTextFamily(Family family);
// Whether two families may hold the same values (int/bigint, boolean/int 0/1,
// text/longtext/flag).
bool compatibleFamilies(Family a, Family b);

struct ColumnType
{
    Family family = Family::Unknown;
    int length = 0;   // text(n), decimal(n,d); 0 = unbounded / unknown
    int decimals = 0; // decimal(n,d)
};

// A column to create (control tables, replicated columns, U specs).
struct ColumnDef
{
    QString name;
    ColumnType type;
    bool nullable = true;
    bool autoPrimaryKey = false;
    bool primaryKey = false; // the key, numbered by whoever inserts (autoPrimaryKey: by the database)
    QString defaultLiteral;  // SQL literal, e.g. "0" or "'N'"; empty = none
    // The type as the database declares it, used instead of the family's
    // type when set: a site of the primary's kind holds the primary's own
    // type (enum('a','b'), inet, integer[]). Only from declaredTypeIsSafe().
    QString declared;
    // No declared type at all (SQLite: each value keeps its storage class;
    // TEXT would turn numbers into text), for a SQLite primary's untyped
    // column at a SQLite site.
    bool untyped = false;
    // Replication's own column: kept out of an application's SELECT * and
    // of its INSERTs without a column list where the database can hide a
    // column (MariaDB's INVISIBLE), so that its statements still fit.
    bool hidden = false;
};

// A column as found in a database.
struct ColumnInfo
{
    QString name;
    ColumnType type;
    QString nativeType;
    // The type with all its modifiers, as a database of the same kind can
    // declare it (bigint(20) unsigned, bit varying(5), timestamp(3) with time
    // zone); empty where another database of that kind may not have it (a
    // PostgreSQL enum, domain or extension type).
    QString declared;
    bool nullable = true;
    bool primaryKey = false; // the table's single-column primary key (false for a composite key)
    // MariaDB's ON UPDATE CURRENT_TIMESTAMP: the server sets it on any
    // update that does not assign it (replication's bookkeeping too).
    bool autoUpdated = false;
    // An INSERT that leaves the column out gets a value from the database:
    // auto-increment, identity, SQLite's INTEGER PRIMARY KEY, a default.
    // A row id without one is numbered by the application itself.
    bool filledWhenLeftOut = false;
};

using ColumnInfoList = QList<ColumnInfo>;

// Keeps primaryKey only on the column of a single-column key: a composite
// key is not a row id. Each dialect marks every key column; this decides.
void keepSingleColumnKey(ColumnInfoList &columns);

} // namespace jgr::db
