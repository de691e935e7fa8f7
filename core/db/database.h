#pragma once

#include "bulkaccess.h"
#include "columntypes.h"
#include "connectionparams.h"
#include "dialect.h"
#include "mariadbsessionstart.h"
#include "queryresult.h"

#include "common/result.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariantList>

#include <map>
#include <memory>
#include <optional>

namespace jgr::db {

// One open connection (a named QSqlDatabase owned by the thread that opened
// it) with its dialect. Every statement goes through exec(), which binds
// values as parameters, counts statements and turns driver errors into
// values. The connection is closed and removed when the object dies.
class Database
{
public:
    static Result<std::unique_ptr<Database>> open(const ConnectionParams &params, const QString &label);
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    const Dialect &dialect() const { return *m_dialect; }
    QSqlDatabase &sql() { return m_db; }
    QString label() const { return m_label; }
    // "postgresql sales at db.example.com:5432", for messages.
    QString description() const;
    // Whether the transport is encrypted with a verified certificate, or the
    // database is local; false means a remote link without verification.
    bool transportSecure() const { return m_transportSecure; }
    QString transportDescription() const { return m_transportDescription; }
    // The server this connection reached: host and port as configured, or the
    // entry of [primary] hosts= that served it.
    Endpoint server() const { return m_server; }
    bool throughNodeList() const { return !m_params.nodes.isEmpty(); }
    // How many servers the configuration names: the hosts= list, or one.
    qsizetype namedServers() const { return throughNodeList() ? m_params.nodes.size() : 1; }
    // A node of a Galera cluster reached through hosts=: its reads are
    // causal (wsrep_sync_wait), and the transactions open on every node of
    // the list hold a mark back (MariaDbDialect::oldestOpenTransaction).
    bool galeraNode() const { return m_galeraNode; }
    // MariaDB: the server's role, read as the connection opened.
    const MariaDbServerRole &mariaDbRole() const { return m_mariaDbRole; }
    // The other servers of the hosts= list, each as a connection of its own.
    QList<ConnectionParams> otherNodes() const;

    QString quote(const QString &identifier) const { return m_dialect->quote(identifier); }

    Result<QueryResult> exec(const QString &sql, const QVariantList &binds = {});
    Result<QVariant> scalar(const QString &sql, const QVariantList &binds = {});
    Status run(const QString &sql, const QVariantList &binds = {});
    Status runAll(const QStringList &statements);
    // Like run(), with the statement prepared once per connection and reused
    // (hot statements: multi-row inserts of a full batch).
    Status runPrepared(const QString &sql, const QVariantList &binds);
    // runPrepared() for an UPDATE or DELETE: the number of rows it changed.
    Result<int> runPreparedCount(const QString &sql, const QVariantList &binds);

    // Many rows read or inserted through the driver's native API (bulkaccess.h).
    BulkAccess &bulk();

    // An error from the native API, worded and classified (transient or not)
    // like QtSql's: `code` is the SQLSTATE, MariaDB error number or SQLite code.
    Error nativeFailure(const QString &what, const QString &code, const QString &message,
                        const QString &sql = {}) const;

    Status begin();
    Status commit();
    void rollback();
    bool inTransaction() const { return m_inTransaction; }

    // A rehearsal (replicate --dry-run): everything from here on runs in one
    // transaction that undoRehearsal() rolls back, so that a session can run
    // as it would and leave nothing behind. Its begin/commit/rollback become
    // savepoints inside it, and a statement this database would commit
    // implicitly (DDL on MariaDB) is refused instead of run.
    Status beginRehearsal();
    void undoRehearsal();
    bool rehearsing() const { return m_rehearsing; }
    // The refusal of a statement that would have ended the rehearsal, if any:
    // what the rehearsal could not try (callers may have reworded the error).
    std::optional<Error> rehearsalRefusal() const { return m_rehearsalRefusal; }

    // The database's own clock, as stamp text.
    Result<QString> now();
    Result<bool> tableExists(const QString &table);
    // The dialect's reads of the catalog and of open transactions, counted.
    Result<ColumnInfoList> inspectColumns(const QString &table);
    Result<QHash<QString, ColumnInfoList>> inspectTables(const QStringList &tables,
                                                         TableObjectsByTable *objects = nullptr);
    Result<QString> oldestOpenTransaction(Database *otherSide = nullptr, const QString &clockReading = {});
    // Whether `other` is a connection to the same database server (same
    // driver, host and port as configured; SQLite files are never).
    bool sharesServerWith(const Database &other) const;
    // Runs an INSERT into a table with a generated key and gives the id it
    // generated, right even while other sites insert on the same primary:
    // the statement returns it where the database can (PostgreSQL, with
    // `keyColumn`), else the connection's own last id is read
    // (last_insert_rowid, LAST_INSERT_ID(), lastval()).
    Result<qint64> insertReturningId(const QString &sql, const QVariantList &binds, const QString &keyColumn = {});

    // What this connection sent since it was opened (not the connection's
    // own setup): statements, and the round trips to the server they cost,
    // which over a real network decide how long a session waits (a statement
    // is one; preparing one that is cached for reuse, one more).
    qint64 statements() const { return m_statements; }
    qint64 roundTrips() const { return m_roundTrips; }
    // The bulk paths count what they send here.
    void count(int statements, int roundTrips)
    {
        m_statements += statements;
        m_roundTrips += roundTrips;
    }

private:
    Database() = default;
    // [primary] hosts= on MariaDB: each entry in turn until one is writable
    // (clusternodes.cpp; PostgreSQL's libpq walks the list itself).
    static Result<std::unique_ptr<Database>> openFirstWritableNode(const ConnectionParams &params,
                                                                   const QString &label);
    Error failure(const QString &what, const QSqlError &error, const QString &sql = {}) const;
    Status refuseImplicitCommit(const QString &sql);

    QSqlDatabase m_db;
    std::map<QString, std::unique_ptr<QSqlQuery>> m_prepared;
    std::unique_ptr<BulkAccess> m_bulk;
    QString m_connectionName;
    QString m_label;
    ConnectionParams m_params;
    std::unique_ptr<Dialect> m_dialect;
    bool m_inTransaction = false;
    bool m_rehearsing = false;
    std::optional<Error> m_rehearsalRefusal;
    qint64 m_statements = 0;
    qint64 m_roundTrips = 0;
    bool m_transportSecure = true;
    QString m_transportDescription;
    Endpoint m_server;
    bool m_galeraNode = false;
    MariaDbServerRole m_mariaDbRole;
};

} // namespace jgr::db
