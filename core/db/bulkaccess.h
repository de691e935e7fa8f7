#pragma once

#include "common/result.h"
#include "queryresult.h"

#include <QStringList>
#include <QVariantList>

#include <memory>

namespace jgr::db {

class Database;

// Reading and inserting many rows at once. Through QtSql every value costs
// several times the database's own work (bench/), so the engine's bulk paths
// (reading windows and batches, inserting the rows of a batch) go through this
// interface: SQLite, PostgreSQL and MariaDB use their C APIs on the Qt
// connection's own handle; connections, transactions and the control records
// stay with QtSql. Values are always bound, never spliced into the SQL. Each call is one
// statement or more for StatementCounter, like Database::exec().
class BulkAccess
{
public:
    virtual ~BulkAccess() = default;

    // Every row of a SELECT whose values are bound to its '?' markers. Values
    // come back as QtSql's drivers give them (integers, text, byte arrays,
    // numbers as text where they are exact), NULL as a null QVariant.
    virtual Result<QList<QVariantList>> select(const QString &sql, const QVariantList &binds) = 0;

    // Inserts rows into `columns` of `table` (both quoted) inside the
    // caller's transaction; `tuple` holds one row's markers, "(?, ?, ...)",
    // for the implementations that write INSERT statements. A row comes in
    // `partsPerRow` consecutive lists of `lists`, their values one after the
    // other: the engine sends a row's values as it read them, then its
    // bookkeeping, without copying them into one list.
    virtual Status insert(const QString &table, const QStringList &columns, const QString &tuple,
                          const QList<QVariantList> &lists, int partsPerRow) = 0;

    // An UPDATE or DELETE run once per row of a batch: prepared once per
    // connection and reused. Returns the number of rows it changed.
    virtual Result<int> change(const QString &sql, const QVariantList &binds) = 0;

    // Whether calls may come from a thread other than the connection's own
    // (one at a time): the C APIs allow it, a QtSql connection does not.
    virtual bool usableFromAnyThread() const { return false; }

    // Whether statement() runs a statement with values (`withValues`) or
    // without in fewer round trips than QtSql, which Database::exec() then
    // uses: QPSQL sends PREPARE, EXECUTE and DEALLOCATE for a statement with
    // values, QMARIADB prepares, resets and executes it; libpq's extended
    // protocol is one round trip, a cached MariaDB statement one.
    virtual bool runsStatements(bool withValues) const
    {
        Q_UNUSED(withValues)
        return false;
    }
    // Any one statement, its values bound to its '?' markers, with its whole
    // result read (as select() gives values).
    virtual Result<QueryResult> statement(const QString &sql, const QVariantList &binds);
};

// How many values the `count` lists from `first` hold together (a row in
// parts, the rows of one statement).
qsizetype valueCount(const QVariantList *first, qsizetype count);

// The most a multi-row statement carries in values, as UTF-8 at worst: MariaDB
// refuses a statement larger than its max_allowed_packet (16 MB by default,
// 4 MB in older servers), and each implementation encodes a statement's text
// into one buffer. Rows of ordinary size go 500 to a statement all the same.
constexpr qint64 kStatementBytes = 4 * 1024 * 1024;

// The bytes a value takes as UTF-8: at most (`atMost`, three bytes for each
// UTF-16 unit of a text) or at least (one byte each). Numbers and dates count 8.
qint64 encodedBytes(const QVariant &value, bool atMost);

// How many of the `rows` rows from `first` (each `partsPerRow` lists) go into
// the next multi-row statement: at most `maxRows`, no more than
// kStatementBytes at worst, and always at least one.
qsizetype rowsForStatement(const QVariantList *first, qsizetype rows, int partsPerRow, qsizetype maxRows);

// The text of a multi-row INSERT: `rows` copies of `tuple`, comma-separated.
QString multiRowInsert(const QString &table, const QStringList &columns, const QString &tuple, qsizetype rows);

// The same statement named in a few words, to cache it by: the text of a
// 500-row INSERT takes longer to build and hash than its rows take to bind.
// (SQL never starts with "multi-row".)
QString multiRowInsertKey(const QString &table, const QStringList &columns, const QString &tuple, qsizetype rows);

// Whether a bound value is SQL NULL, as QtSql binds it: an empty variant, or
// a null string, byte array, date or time (in Qt 6 QVariant::isNull() is
// false for those, and callers write QString() for NULL).
bool isSqlNull(const QVariant &value);

// SQL with '?' markers rewritten as $1, $2, ... (outside quotes), for libpq.
QByteArray numberedParameters(const QString &sql);

} // namespace jgr::db
