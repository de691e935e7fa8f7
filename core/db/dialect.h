#pragma once

#include "columntypes.h"
#include "common/result.h"
#include "tableobjects.h"
#include "valuelimits.h"

#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <memory>

namespace jgr::db {

class BulkAccess;
class Database;
class QueryResult;

// What the lastchangeddate trigger needs to know about a table. An update
// that changes one of the bypass columns (the jg_ bookkeeping columns) is a
// replication write: it sets lastchangeddate itself, or leaves it alone on
// purpose (stamping a new row must not make it look changed).
struct StampTriggerSpec
{
    QString table;
    QString rowIdColumn;
    QString changedColumn;
    QStringList bypassColumns;
};

// All that differs between SQLite, PostgreSQL and MariaDB lives behind this
// interface; the engine never asks which database it talks to. Identifiers
// passed in are validated by the caller (identifier.h) and quoted here.
// The error of a catalog read that failed (Dialect::inspectColumns), its cause
// kept (a busy server stays busy).
Error inspectionFailure(const QString &table, const Error &cause);

// "?,?,?" for `values`, appending them to `binds`: an IN list.
QString bindList(const QList<qint64> &values, QVariantList &binds);
QString bindList(const QStringList &values, QVariantList &binds);

// A multi-row UPDATE (Dialect::updateFromRows): each row's tuple of bound
// values holds the new values of `setColumns` in order, then the key that
// `keyColumn` must equal, then, when `expectColumn` is set, the stamp that
// column must still hold (a compare-and-set, as Dialect::stillStamped).
// `families` gives the family of each place in the tuple.
// The tables related to one by PostgreSQL's table inheritance (a table
// split into partitions by inheritance, as Pagila's payments).
struct InheritedTables
{
    QStringList parents;  // the tables it inherits from
    QStringList children; // the tables that inherit from it
};

// A foreign key a table declares on one column.
struct DeclaredReference
{
    QString column;
    QString table;            // the referenced table
    QString referencedColumn; // empty: the referenced table's primary key
};

struct RowsUpdate
{
    QString table;          // quoted
    QStringList setColumns; // quoted
    QString keyColumn;      // quoted
    QString expectColumn;   // quoted; empty: no compare-and-set
    QList<Family> families;
    QStringList keepColumns; // quoted; assigned to themselves (ValueLimits::setOnUpdate)
};

class Dialect
{
public:
    virtual ~Dialect() = default;

    virtual QString name() const = 0;     // "sqlite", "postgresql", "mariadb" (the INI's driver names)
    virtual QString qtDriver() const = 0; // QSQLITE, QPSQL, QMARIADB
    // The id the connection's last INSERT generated, as an expression.
    virtual QString lastInsertIdExpression() const = 0;
    // " RETURNING key" where an INSERT can give its generated key with its
    // answer and the driver would otherwise ask in a second round trip;
    // empty where the client API reports it anyway.
    virtual QString returningKey(const QString &) const { return {}; }
    virtual QString quote(const QString &identifier) const = 0;

    // The declared type of a column of `type` (docs/SCHEMA.md, type families).
    QString columnType(const ColumnType &type) const;
    QString columnDefinition(const ColumnDef &column) const;
    QString addColumn(const QString &table, const ColumnDef &column) const;
    QString createIndex(const QString &indexName, const QString &table, const QStringList &columns) const;

    // Stamps: the database's own UTC clock, and stamps read back as text.
    virtual int stampDigits() const = 0;
    virtual QString nowExpression() const = 0;
    virtual QString stampAsText(const QString &sqlExpression) const = 0;
    // An expression computed in 64 bits (jg_unique_id arithmetic).
    virtual QString asBigInt(const QString &sqlExpression) const { return sqlExpression; }
    // "left = right" for text, true only for the same characters: no
    // collation folds case or ignores trailing spaces.
    virtual QString sameText(const QString &left, const QString &right) const
    {
        return left + QStringLiteral(" = ") + right;
    }
    // Bound stamp parameters compared with stamp columns.
    virtual QString stampParameter() const { return QStringLiteral("?"); }
    // "stampColumn = a bound stamp" beside "jg_unique_id = ?" (a
    // compare-and-set on a row found by its id): the row is to be found
    // through jg_unique_id's index, not the stamp's.
    virtual QString stillStamped(const QString &stampColumn) const
    {
        return stampColumn + QStringLiteral(" = ") + stampParameter();
    }

    // The keyset condition "the rest of this stamp after this row":
    // stampColumn = stamp AND rowIdColumn > afterRowId, appending its bound
    // values to `binds`, written so that the (stamp, row id) index seeks to
    // the row instead of reading the stamp's rows from its first one.
    virtual QString sameStampAfterRow(const QString &stampColumn, const QString &rowIdColumn, const QString &stamp,
                                      qint64 afterRowId, QVariantList &binds) const;
    // The keyset condition "after this row in (stamp, row id) order" as one
    // index range, appending its bound values to `binds`; empty where the
    // database would bound such a range by the stamp alone and read a shared
    // stamp's rows from its first one (SQLite). Where it is empty a page is
    // read as the rest of the row's stamp, then the later stamps: two
    // queries, which cost a round trip more to a server.
    virtual QString afterRowInOneRange(const QString &stampColumn, const QString &rowIdColumn, const QString &stamp,
                                       qint64 afterRowId, QVariantList &binds) const;

    // SELECT `selectList` FROM `quotedTable` WHERE `quotedColumn` is one of
    // `values` (a batch's lookup), appending the bound values to `binds`.
    virtual QString selectWhereIn(const QString &selectList, const QString &quotedTable, const QString &quotedColumn,
                                  const QList<qint64> &values, QVariantList &binds) const;

    // DELETE FROM `quotedTable` the rows whose `quotedColumn` is one of
    // `values` (a batch), appending the bound values to `binds`.
    virtual QString deleteWhereIn(const QString &quotedTable, const QString &quotedColumn, const QList<qint64> &values,
                                  QVariantList &binds) const;

    // Whether a batch's updates go to this database in one statement
    // (updateFromRows) rather than one prepared statement each: a server
    // saves a round trip per row.
    virtual bool updatesRowsTogether() const { return true; }
    // One UPDATE of the rows whose new values come in `tuples` (RowsUpdate
    // says what a tuple holds), appending the bound values to `binds`. Each
    // row is found through the key's index, whatever the statistics say.
    // Empty where a column's family has no type to give its values
    // (PostgreSQL types them), or the database has no such statement: the
    // rows are updated one by one then.
    virtual QString updateFromRows(const RowsUpdate &update, const QList<QVariantList> &tuples,
                                   QVariantList &binds) const;

    // One UPDATE of the rows matching `where` that no other transaction
    // holds (a user's uncommitted insert, a row locked with SELECT ... FOR
    // UPDATE): those are passed over, not waited for. Everything runs on the
    // server, so no row id comes to the client (a million new rows cost no
    // memory here). `set` and `where` name the table's columns unqualified.
    virtual QString updateRowsNotLocked(const QString &quotedTable, const QString &quotedRowId, const QString &set,
                                        const QString &where) const;
    // The start (stamp text, UTC) of the oldest transaction another session
    // holds open, or an empty string when there is none: no change stamped
    // before it can still commit. SQLite has none to report: one writer at a
    // time, and our writes take the lock first. A Galera node answers for
    // every node of its hosts= list.
    // `otherSide` is the same replication session's connection to the other
    // database (or null): where the server lists the transactions of all its
    // databases, its transaction is left out, since it writes only there.
    // `clockReading`: this server's clock read before the call (a stamp
    // written by it will do), where the dialect needs one to turn an age
    // into a moment; empty: it reads the clock itself.
    virtual Result<QString> oldestOpenTransaction(Database &db, Database *otherSide, const QString &clockReading) const;
    // The same from the rows of a statement that lists the open transactions
    // (empty where there is none), read as part of another statement
    // (compoundStatement): `listing` stands on its first row.
    virtual QString openTransactionListing() const { return {}; }
    virtual Result<QString> oldestOpenTransactionIn(Database &db, const QueryResult &listing, Database *otherSide,
                                                    const QString &clockReading) const;
    // Statements (without placeholders) sent as one, one round trip, where the
    // server has such a statement; its result sets are those of the
    // statements that return rows, in order. Empty where there is none.
    virtual QString compoundStatement(const QStringList &statements) const
    {
        Q_UNUSED(statements);
        return {};
    }
    // The same as result columns of another statement, where one query can
    // read it (empty otherwise), and its reading from such a row's columns
    // from `first` on: a mark is taken in one round trip with them.
    virtual QString openTransactionColumns() const { return {}; }
    virtual Result<QString> openTransactionFrom(const QueryResult &row, int first) const;
    // Whether UPDATE ... RETURNING reports the values BEFORE triggers wrote.
    virtual bool updateReturnsTriggerValues() const { return false; }
    // A lock on the whole database that the connection holds until it
    // releases it or closes (one replication session per site database):
    // the first statement returns 1 when it took the lock at once, 0 when
    // another connection holds it. Empty for SQLite, whose file database
    // has no such lock (engine/sessionlock.h uses a lock file beside it).
    virtual QString tryDatabaseLock() const { return {}; }
    // The statement that opens a transaction.
    virtual QString beginStatement() const { return QStringLiteral("BEGIN"); }
    // Whether the database commits the open transaction before running `sql`
    // (MariaDB's DDL); SQLite and PostgreSQL roll DDL back with the rest.
    virtual bool commitsImplicitly(const QString &sql) const
    {
        Q_UNUSED(sql);
        return false;
    }
    virtual QString releaseDatabaseLock() const { return {}; }

    // Adds an auto-numbered, unique row id column to an existing table whose
    // own key is not a single integer (the table keeps its key constraints);
    // existing rows get numbers.
    virtual QStringList surrogateRowIdDdl(const QString &table, const QString &column) const = 0;

    // jg_unique_id is unique where it is not 0 (docs/SCHEMA.md) and indexed for
    // every lookup by it, stamping's "= 0" included.
    virtual QStringList uniqueIdIndexDdl(const QString &table) const;
    // The names of those indexes, as the catalog lists them.
    QStringList uniqueIdIndexNames(const QString &table) const;

    // The stamp triggers of the control tables: an update that leaves the
    // stamp and the bypass columns as they were gets the database's clock.
    virtual QStringList stampTriggerDdl(const StampTriggerSpec &spec) const = 0;
    // The stamp triggers of a replicated table (docs/PROTOCOL.md, "Every
    // write is stamped"): every row an application inserts or updates gets
    // the database's clock in `changedColumn`, whatever the application
    // wrote there, so that no change can fall below a window; a replication
    // session's writes (see markTransaction) keep the stamps they carry.
    // `autoUpdated`: the table's columns the server sets on every update that
    // does not assign them (MariaDB's ON UPDATE CURRENT_TIMESTAMP), kept as
    // they were by replication's bookkeeping writes (those that leave
    // `changedColumn` as it was).
    virtual QStringList rowStampTriggerDdl(const QString &table, const QString &changedColumn,
                                           const QStringList &autoUpdated = {}) const = 0;
    // Those triggers' names, as the catalog lists them.
    virtual QStringList rowStampTriggerNames(const QString &table) const;
    // How the triggers tell a replication session's writes from an
    // application's. PostgreSQL and MariaDB mark the session's connections
    // (a setting sent as the connection starts: Database::open). A SQLite
    // connection has nothing a trigger can read, so each of the session's
    // transactions writes a row into jg_replicating first and removes it
    // before it commits: while it holds the write lock no other connection
    // writes, and a transaction that dies takes its row with it.
    virtual QString markTransaction() const { return {}; }
    virtual QString unmarkTransaction() const { return {}; }
    // The table that markTransaction writes, made with the control tables.
    virtual QStringList markerTableDdl() const { return {}; }
    // The trigger `name` that runs `statement` (which may read OLD.<column>)
    // after each row deleted from `table`, replacing one of that name.
    virtual QStringList afterDeleteTriggerDdl(const QString &name, const QString &table,
                                              const QString &statement) const = 0;
    // The connected user's name in SQL, cut to `length` characters (NULL
    // where the database has no users).
    virtual QString currentUserExpression(int length) const = 0;

    // The foreign keys `table` declares on one column each, by column name
    // (prepare-table records those to a table's row id as references).
    Result<QList<DeclaredReference>> declaredReferences(Database &db, const QString &table) const;
    // The catalog query behind it: rows of (column, referenced table,
    // referenced column or NULL for its primary key), the table's name bound
    // as its one parameter.
    virtual QString declaredReferencesSql() const = 0;
    // `table` as this database spells it, where it compares table names
    // without case (SQLite; MariaDB with lower_case_table_names): prepare-table
    // and add-table record the one spelling, so that "Mixed" and "mixed" are
    // never two tables here. A name without a table comes back as it is.
    virtual Result<QString> storedTableName(Database &db, const QString &table) const
    {
        Q_UNUSED(db);
        return table;
    }
    // What follows the column list of a CREATE TABLE that replication makes
    // (a site's table, the control tables): where the database's default
    // character set cannot hold every character (MariaDB's utf8mb3 or
    // latin1), the Unicode one in the same collation family, so that what
    // the primary or another site holds always fits. Empty elsewhere.
    virtual Result<QString> tableOptions(Database &db) const
    {
        Q_UNUSED(db);
        return QString();
    }
    // The tables `table` inherits from and that inherit from it: a query of
    // a parent returns its children's rows too, so only one of them may
    // replicate (add-table). None where the database has no inheritance.
    virtual Result<InheritedTables> inheritance(Database &db, const QString &table) const
    {
        Q_UNUSED(db);
        Q_UNUSED(table);
        return InheritedTables{};
    }
    // Why replication cannot take `table` as it is (empty when it can): what
    // prepare-table says before it changes anything.
    virtual QString whyNotPreparable(Database &db, const QString &table) const
    {
        Q_UNUSED(db);
        Q_UNUSED(table);
        return {};
    }

    // The columns of one table, and of several (a table that does not exist
    // has none): one catalog read on a server, where each read is a round
    // trip. Each is written with the other by default: a dialect overrides
    // at least one of them.
    // With `objects`, the same read also lists each table's triggers and
    // indexes (on a server in the same statement: no round trip more).
    virtual Result<ColumnInfoList> inspectColumns(Database &db, const QString &table) const;
    virtual Result<QHash<QString, ColumnInfoList>> inspectTables(Database &db, const QStringList &tables,
                                                                 TableObjectsByTable *objects = nullptr) const;
    // What a column as inspected can hold (valuelimits.h).
    virtual ValueLimits valueLimits(const ColumnInfo &column) const = 0;

    // The bulk reads and inserts of `db` (bulkaccess.h): the C API on the
    // Qt connection's native handle.
    virtual std::unique_ptr<BulkAccess> makeBulkAccess(Database &db) const = 0;

protected:
    virtual QString autoPrimaryKey(const QString &quotedName) const = 0;
    // What makes a column hidden (ColumnDef::hidden); empty where the
    // database has no such thing.
    virtual QString hiddenColumnClause() const { return {}; }
    // The triggers and indexes of `tables`, for the default inspectTables.
    virtual Result<TableObjectsByTable> listTableObjects(Database &db, const QStringList &tables) const;

    // Each family's declared type; %1 and %2 are a length and its decimals.
    struct TypeNames
    {
        const char *integer;
        const char *bigInt;
        const char *flag;
        const char *text;     // with a length
        const char *longText; // text without one
        const char *stamp;
        const char *doubleType;
        const char *decimal;    // with a length
        const char *anyDecimal; // without one
        const char *boolean;
        const char *date;
        const char *blob;
    };
    virtual const TypeNames &typeNames() const = 0;

    // The stamp triggers' test that a write left the stamp (and the
    // bypassing columns) as they were: `sameValue` compares NEW.%1 with
    // OLD.%1, NULLs alike, in this database's words.
    QString stampUnchanged(const StampTriggerSpec &spec, const QString &sameValue) const;
};

// The dialect for an INI driver name (sqlite, postgresql, mariadb), or null.
std::unique_ptr<Dialect> makeDialect(const QString &driverName);
QStringList supportedDrivers();

} // namespace jgr::db
