#include "database.h"
#include "databasekinds.h"

#include "clusternodes.h"
#include "connectionloss.h"
#include "connectoptions.h"
#include "postgresdialect.h"
#include "statementcounter.h"

#include "common/logging.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QSqlDriver>
#include <QSqlError>
#include <QThread>

#include <sys/stat.h>

namespace jgr::db {

bool isLoopbackHost(const QString &host)
{
    if (host.isEmpty() || host == QLatin1String("localhost") || host.startsWith(QLatin1Char('/')))
        return true; // empty or a path: a Unix socket on this machine
    QHostAddress address;
    return address.setAddress(host) && address.isLoopback();
}

namespace {
// A statement's values as QtSql would bind them (its callers were written
// for it): a null string, byte array, date or time is NULL.
QVariantList nullsAsQtSqlBindsThem(const QVariantList &binds)
{
    QVariantList out = binds;
    for (QVariant &v : out)
        if (!v.isNull() && isSqlNull(v))
            v = QVariant();
    return out;
}

QAtomicInteger<int> g_connectionSerial;

// What every PostgreSQL connection of ours runs with. No JIT: a batch lookup
// in a table whose statistics are stale gets a high cost estimate, and
// compiling it took 90 ms for a 2 ms query. A schema of the application's
// comes first on the search path (so that our tables go beside its own),
// public after it (where extensions put their types and functions); no
// space in the value, which travels in libpq's space-separated options.
QList<std::pair<QString, QString>> postgresSettings(const ConnectionParams &params)
{
    QList<std::pair<QString, QString>> settings{{QStringLiteral("TimeZone"), QStringLiteral("UTC")},
                                                {QStringLiteral("client_min_messages"), QStringLiteral("warning")},
                                                {QStringLiteral("lock_timeout"), QStringLiteral("10s")},
                                                {QStringLiteral("jit"), QStringLiteral("off")}};
    if (params.replicationWrites)
        settings.append({QLatin1String(kReplicatingSetting), QStringLiteral("on")});
    if (!params.schema.isEmpty())
        settings.append({QStringLiteral("search_path"), QStringLiteral("\"%1\",public").arg(params.schema)});
    return settings;
}

// The settings travel in the startup message (libpq's options parameter),
// which costs no round trip; a user's own options parameter keeps them out
// of it, and they are SET after connecting instead.
QString withPostgresSettings(const QString &options, const ConnectionParams &params)
{
    if (hasOption(options, QStringLiteral("options")))
        return options;
    QStringList flags;
    for (const auto &[name, value] : postgresSettings(params))
        flags << QStringLiteral("-c %1=%2").arg(name, value);
    return joinOption(options, QStringLiteral("options='%1'").arg(flags.join(QLatin1Char(' '))));
}
} // namespace

namespace {
// A SQLite file that replication cannot use as it is, said before SQLite
// opens it (which would write a journal beside it, or turn an empty file
// into a database): a file with more than one name, whose WAL journal each
// name would keep apart; one that cannot be written; one that is not a
// SQLite database. What, where, and what to do.
Status checkSqliteFile(const QString &path, const QString &label)
{
    if (path.isEmpty() || path == QLatin1String(":memory:"))
        return {};
    const QFileInfo file(path);
    if (!file.exists()) {
        if (!QFileInfo(file.absolutePath()).isWritable())
            return makeError(ExitCode::Unreachable,
                             QCoreApplication::translate("Engine", "The [%1] database %2 cannot be created: its folder "
                                                                   "is not writable. Check the folder's permissions.")
                                 .arg(label, path));
        return {};
    }
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISREG(st.st_mode) && st.st_nlink > 1)
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate(
                             "Engine", "The [%1] database %2 has %3 names (hard links). SQLite keeps its journal "
                                       "beside each name, so writing through two of them corrupts the database. "
                                       "Keep one name and remove the others (ls -i shows which files share it), "
                                       "and name that one in every configuration.")
                             .arg(label, path)
                             .arg(st.st_nlink));
    if (!file.isFile())
        return makeError(ExitCode::Unreachable,
                         QCoreApplication::translate("Engine", "The [%1] database %2 is not a file. Check database= "
                                                               "in the [%1] section.")
                             .arg(label, path));
    if (file.size() == 0)
        return makeError(ExitCode::Unreachable,
                         QCoreApplication::translate("Engine", "The [%1] database %2 is an empty file, not a database. "
                                                               "Check database= in the [%1] section; a new site's "
                                                               "file is made by join.")
                             .arg(label, path));
    // (Its first bytes are not read here: closing a descriptor of the file
    // would drop every lock this process's other connections hold on it.)
    if (!file.isWritable() || !QFileInfo(file.absolutePath()).isWritable())
        return makeError(ExitCode::Unreachable,
                         QCoreApplication::translate("Engine", "The [%1] database %2 cannot be written (%3): "
                                                               "replication writes to it and keeps its journal "
                                                               "beside it. Make the file and its folder writable.")
                             .arg(label, path,
                                  file.isWritable() ? QCoreApplication::translate("Engine", "its folder is read-only")
                                                    : QCoreApplication::translate("Engine", "the file is read-only")));
    return {};
}
} // namespace

Result<std::unique_ptr<Database>> Database::open(const ConnectionParams &params, const QString &label)
{
    auto dialect = makeDialect(params.driver);
    if (!dialect)
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "Unknown database driver \"%1\" for %2: use one of %3.")
                             .arg(params.driver, label, supportedDrivers().join(QStringLiteral(", "))));
    if (const DatabaseKind *kind = databaseKind(params.driver); !kind->driverFound())
        return makeError(ExitCode::Unreachable,
                         QCoreApplication::translate("Engine", "The Qt SQL driver %1 is not installed (needed for %2): "
                                                               "install the package %3.")
                             .arg(dialect->qtDriver(), label, QLatin1String(kind->package)));

    if (!params.nodes.isEmpty() && dialect->name() == QLatin1String("mariadb"))
        return openFirstWritableNode(params, label);
    if (isFileDriver(params.driver))
        JGR_TRY(checkSqliteFile(params.database, label));

    std::unique_ptr<Database> self(new Database);
    self->m_label = label;
    self->m_params = params;
    self->m_connectionName =
        QStringLiteral("jgr-%1-%2-%3").arg(label).arg(quintptr(QThread::currentThreadId())).arg(++g_connectionSerial);

    QString options = params.options;
    bool settingsAtStartup = false;
    const bool remote = dialect->name() != QLatin1String("sqlite") && namesRemoteServer(params);
    if (dialect->name() == QLatin1String("postgresql")) {
        if (!hasOption(options, QStringLiteral("sslmode")))
            options = joinOption(options, remote && !params.tlsOff ? QStringLiteral("sslmode=verify-full")
                                                                   : QStringLiteral("sslmode=prefer"));
        if (!hasOption(options, QStringLiteral("connect_timeout")))
            options = joinOption(options, QStringLiteral("connect_timeout=10"));
        settingsAtStartup = !hasOption(options, QStringLiteral("options"));
        options = withPostgresSettings(options, params);
        if (!params.nodes.isEmpty())
            options = withPostgresNodes(options, params.nodes);
        const QString mode = optionValue(options, QStringLiteral("sslmode"));
        self->m_transportSecure = !remote || mode == QLatin1String("verify-full") || mode == QLatin1String("verify-ca");
        self->m_transportDescription = QStringLiteral("sslmode=%1").arg(mode);
    } else if (dialect->name() == QLatin1String("mariadb")) {
        const bool hasCa = hasOption(options, QStringLiteral("SSL_CA"));
        if (remote && !hasCa && !params.tlsOff)
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate(
                                 "Engine", "%1 is a remote MariaDB server but its options have no SSL_CA: add "
                                           "options=SSL_CA=/path/ca.pem (or tls=off to accept an unencrypted link).")
                                 .arg(label));
        if (!hasOption(options, QStringLiteral("MYSQL_OPT_CONNECT_TIMEOUT")))
            options = joinOption(options, QStringLiteral("MYSQL_OPT_CONNECT_TIMEOUT=10"));
        self->m_transportSecure = !remote || hasCa;
        self->m_transportDescription = hasCa ? QStringLiteral("TLS (SSL_CA)") : QStringLiteral("no TLS");
    } else {
        self->m_transportDescription = QCoreApplication::translate("Engine", "local file");
    }

    self->m_db = QSqlDatabase::addDatabase(dialect->qtDriver(), self->m_connectionName);
    self->m_db.setDatabaseName(params.database);
    const QString host = params.nodes.isEmpty() ? params.host : postgresHostList(params.nodes);
    if (!host.isEmpty())
        self->m_db.setHostName(host);
    if (params.port > 0)
        self->m_db.setPort(params.port);
    if (!params.user.isEmpty())
        self->m_db.setUserName(params.user);
    if (!params.password.isEmpty())
        self->m_db.setPassword(params.password);
    self->m_db.setConnectOptions(options);
    self->m_dialect = std::move(dialect);

    if (!self->m_db.open()) {
        const QString text = self->m_db.lastError().text().trimmed();
        Error error = makeError(ExitCode::Unreachable,
                                QCoreApplication::translate("Engine", "Cannot connect to the %1 database (%2): %3. "
                                                                      "Check the [%1] section of the configuration "
                                                                      "and the server.")
                                    .arg(label, self->description(), text));
        error.detail = text;
        return error;
    }
    self->m_server = params.nodes.isEmpty() ? Endpoint{params.host, params.port} : postgresServedBy(self->m_db);
    if (self->m_dialect->name() == QLatin1String("sqlite")) {
        // Waiting writers instead of "database is locked" errors; WAL lets users
        // read while a session writes.
        JGR_TRY(self->run(QStringLiteral("PRAGMA busy_timeout = 10000")));
        if (auto wal = self->exec(QStringLiteral("PRAGMA journal_mode = WAL")); !wal) {
            if (!wal.error().message.contains(QLatin1String("not a database")))
                return wal.error();
            return makeError(ExitCode::Unreachable,
                             QCoreApplication::translate("Engine", "The [%1] database %2 is not a SQLite database. "
                                                                   "Check database= in the [%1] section.")
                                 .arg(label, params.database));
        }
        JGR_TRY(self->run(QStringLiteral("PRAGMA foreign_keys = ON")));
    } else if (self->m_dialect->name() == QLatin1String("postgresql")) {
        if (!settingsAtStartup)
            for (const auto &[name, value] : postgresSettings(params))
                JGR_TRY(self->run(QStringLiteral("SET %1 = '%2'").arg(name, value)));
        // A search path that names a missing schema falls through to the
        // next one: said here, before anything is made in the wrong place.
        if (!params.schema.isEmpty()) {
            auto found =
                self->scalar(QStringLiteral("SELECT COUNT(*) FROM pg_namespace WHERE nspname = ?"), {params.schema});
            if (!found)
                return found.error();
            if (found.value().toInt() == 0)
                return makeError(ExitCode::Usage,
                                 QCoreApplication::translate("Engine", "The [%1] database %2 has no schema %3: create "
                                                                       "it (CREATE SCHEMA %3) or correct schema= in "
                                                                       "the [%1] section.")
                                     .arg(label, params.database, params.schema));
        }
    } else {
        auto role = startMariaDbSession(*self, params.replicationWrites);
        if (!role)
            return role.error();
        self->m_mariaDbRole = role.value();
    }
    qCDebug(lcDb) << "opened" << self->m_label << self->description();
    return self;
}

Database::~Database()
{
    if (m_rehearsing)
        undoRehearsal();
    if (m_inTransaction)
        rollback();
    m_prepared.clear();
    m_bulk.reset();
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
}

QString Database::description() const
{
    if (m_params.driver == QLatin1String("sqlite"))
        return QStringLiteral("sqlite %1").arg(m_params.database);
    QString where;
    if (!m_server.host.isEmpty())
        where = m_server.text();
    else if (!m_params.nodes.isEmpty())
        where = QStringLiteral("hosts=") + joinEndpoints(m_params.nodes);
    else
        where = m_params.host.isEmpty() ? QCoreApplication::translate("Engine", "local socket")
                                        : Endpoint{m_params.host, m_params.port}.text();
    return QStringLiteral("%1 %2 at %3").arg(m_params.driver, m_params.database, where);
}

Error Database::failure(const QString &what, const QSqlError &error, const QString &sql) const
{
    return nativeFailure(what, error.nativeErrorCode(), error.text(), sql);
}

Error Database::nativeFailure(const QString &what, const QString &code, const QString &message,
                              const QString &sql) const
{
    QString text = message;
    if (!sql.isEmpty())
        text += QStringLiteral(" [") + sql.left(300) + QLatin1Char(']');
    Error e =
        makeError(ExitCode::Failure, QCoreApplication::translate("Engine", "%1 failed on the %2 database (%3): %4")
                                         .arg(what, m_label, description(), text));
    // PostgreSQL: deadlock_detected, serialization_failure, lock_not_available;
    // MariaDB: ER_LOCK_DEADLOCK, ER_LOCK_WAIT_TIMEOUT; SQLite: busy/locked.
    static const QStringList transientCodes{QStringLiteral("40P01"), QStringLiteral("40001"), QStringLiteral("55P03"),
                                            QStringLiteral("1213"),  QStringLiteral("1205"),  QStringLiteral("5"),
                                            QStringLiteral("6")};
    e.transient = transientCodes.contains(code) || text.contains(QStringLiteral("database is locked"));
    // A lock another program held past the wait (lock_timeout, SQLite's
    // busy_timeout): the database is busy, not broken (docs/CLI.md, exit 4).
    static const QStringList lockWaitCodes{QStringLiteral("55P03"), QStringLiteral("1205"), QStringLiteral("5"),
                                           QStringLiteral("6")};
    QSqlDatabase connection = m_db;
    if (connectionLost(m_params.driver, connection, code)) {
        e.code = ExitCode::Unreachable;
        e.message += QLatin1Char(' ') +
                     QCoreApplication::translate("Engine", "The connection to the server was lost (it stopped, failed "
                                                           "over, or the network failed); replicate again when it is "
                                                           "back: the next session resumes.");
        return e;
    }
    if (lockWaitCodes.contains(code) || text.contains(QStringLiteral("database is locked"))) {
        e.code = ExitCode::Busy;
        e.message += QLatin1Char(' ') + QCoreApplication::translate(
                                            "Engine", "Another program holds a lock on it; try again when it is done.");
    }
    return e;
}

BulkAccess &Database::bulk()
{
    if (!m_bulk)
        m_bulk = m_dialect->makeBulkAccess(*this);
    return *m_bulk;
}

Status Database::refuseImplicitCommit(const QString &sql)
{
    if (!m_rehearsing || !m_dialect->commitsImplicitly(sql))
        return {};
    m_rehearsalRefusal =
        makeError(ExitCode::Failure,
                  QCoreApplication::translate(
                      "Engine", "The preview stops here: at this point the session changes the tables of the %1 "
                                "database (%2), a change this kind of database commits at once, so it cannot be "
                                "tried and undone. Nothing was changed. Replicate to apply the change; previews "
                                "after it work again. [%3]")
                      .arg(m_label, description(), sql.left(120)));
    return *m_rehearsalRefusal;
}

Result<QueryResult> Database::exec(const QString &sql, const QVariantList &binds)
{
    JGR_TRY(refuseImplicitCommit(sql));
    if (bulk().runsStatements(!binds.isEmpty()))
        return bulk().statement(sql, nullsAsQtSqlBindsThem(binds));
    StatementCounter::count();
    count(1, 1);
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.setNumericalPrecisionPolicy(QSql::HighPrecision);
    if (binds.isEmpty()) {
        if (!q.exec(sql))
            return failure(QStringLiteral("A statement"), q.lastError(), sql);
        return QueryResult(std::move(q));
    }
    if (!q.prepare(sql))
        return failure(QCoreApplication::translate("Engine", "Preparing a statement"), q.lastError(), sql);
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec())
        return failure(QStringLiteral("A statement"), q.lastError(), sql);
    return QueryResult(std::move(q));
}

Result<QVariant> Database::scalar(const QString &sql, const QVariantList &binds)
{
    auto q = exec(sql, binds);
    if (!q)
        return q.error();
    if (!q.value().next())
        return QVariant();
    return q.value().value(0);
}

Status Database::run(const QString &sql, const QVariantList &binds)
{
    auto q = exec(sql, binds);
    if (!q)
        return q.error();
    return {};
}

Status Database::runPrepared(const QString &sql, const QVariantList &binds)
{
    auto n = runPreparedCount(sql, binds);
    if (!n)
        return n.error();
    return {};
}

Result<int> Database::runPreparedCount(const QString &sql, const QVariantList &binds)
{
    JGR_TRY(refuseImplicitCommit(sql));
    if (bulk().runsStatements(true))
        return bulk().change(sql, nullsAsQtSqlBindsThem(binds));
    auto it = m_prepared.find(sql);
    if (it == m_prepared.end()) {
        // Updates name the columns they change, so shapes vary: keep a few.
        if (m_prepared.size() >= 64)
            m_prepared.clear();
        auto q = std::make_unique<QSqlQuery>(m_db);
        q->setForwardOnly(true);
        if (!q->prepare(sql))
            return failure(QCoreApplication::translate("Engine", "Preparing a statement"), q->lastError(), sql);
        it = m_prepared.emplace(sql, std::move(q)).first;
    }
    StatementCounter::count();
    count(1, 1);
    QSqlQuery &q = *it->second;
    for (int i = 0; i < binds.size(); ++i)
        q.bindValue(i, binds.at(i));
    if (!q.exec())
        return failure(QStringLiteral("A statement"), q.lastError(), sql);
    const int changed = q.numRowsAffected();
    q.finish();
    return changed;
}

Status Database::runAll(const QStringList &statements)
{
    for (const QString &s : statements)
        JGR_TRY(run(s));
    return {};
}

// Transactions are plain SQL on every database: Qt's transaction() for
// QMYSQL leaves an InnoDB transaction open after commit() (seen with Qt 6.4
// and MariaDB 10.11), which would hold every later session's safe mark back.
// In a rehearsal a transaction is a savepoint of the rehearsal's one; the
// name can be the same each time, since they never nest.
Status Database::begin()
{
    JGR_TRY(run(m_rehearsing ? QStringLiteral("SAVEPOINT jgr_step") : m_dialect->beginStatement()));
    m_inTransaction = true;
    if (const QString mark = m_dialect->markTransaction(); m_params.replicationWrites && !mark.isEmpty())
        if (Status marked = run(mark); !marked) {
            rollback();
            return marked;
        }
    return {};
}

Status Database::commit()
{
    Status s;
    if (const QString unmark = m_dialect->unmarkTransaction(); m_params.replicationWrites && !unmark.isEmpty())
        s = run(unmark);
    if (s)
        s = run(m_rehearsing ? QStringLiteral("RELEASE SAVEPOINT jgr_step") : QStringLiteral("COMMIT"));
    if (!s) {
        rollback();
        return s;
    }
    m_inTransaction = false;
    return {};
}

void Database::rollback()
{
    if (m_inTransaction && m_rehearsing) {
        count(2, 2);
        QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK TO SAVEPOINT jgr_step"));
        QSqlQuery(m_db).exec(QStringLiteral("RELEASE SAVEPOINT jgr_step"));
    } else if (m_inTransaction) {
        count(1, 1);
        QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    }
    m_inTransaction = false;
}

Status Database::beginRehearsal()
{
    JGR_TRY(run(m_dialect->beginStatement()));
    m_rehearsing = true;
    return {};
}

void Database::undoRehearsal()
{
    if (!m_rehearsing)
        return;
    QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    m_rehearsing = false;
    m_inTransaction = false;
}

Result<QString> Database::now()
{
    auto v = scalar(QStringLiteral("SELECT ") + m_dialect->stampAsText(m_dialect->nowExpression()));
    if (!v)
        return v.error();
    return v.value().toString();
}

Result<bool> Database::tableExists(const QString &table)
{
    auto columns = inspectColumns(table);
    if (!columns)
        return columns.error();
    return !columns.value().isEmpty();
}

Result<ColumnInfoList> Database::inspectColumns(const QString &table)
{
    return m_dialect->inspectColumns(*this, table);
}

Result<QHash<QString, ColumnInfoList>> Database::inspectTables(const QStringList &tables, TableObjectsByTable *objects)
{
    return m_dialect->inspectTables(*this, tables, objects);
}

Result<QString> Database::oldestOpenTransaction(Database *otherSide, const QString &clockReading)
{
    return m_dialect->oldestOpenTransaction(*this, otherSide, clockReading);
}

bool Database::sharesServerWith(const Database &other) const
{
    const ConnectionParams &a = m_params;
    const ConnectionParams &b = other.m_params;
    return a.driver == b.driver && a.driver != QLatin1String("sqlite") &&
           m_server.host.compare(other.m_server.host, Qt::CaseInsensitive) == 0 &&
           m_server.port == other.m_server.port &&
           optionValue(a.options, QStringLiteral("UNIX_SOCKET")) ==
               optionValue(b.options, QStringLiteral("UNIX_SOCKET"));
}

Result<qint64> Database::insertReturningId(const QString &sql, const QVariantList &binds, const QString &keyColumn)
{
    const QString returning = keyColumn.isEmpty() ? QString() : m_dialect->returningKey(keyColumn);
    auto q = exec(sql + returning, binds);
    if (!q)
        return q.error();
    QVariant id = q.value().insertId();
    if (!returning.isEmpty() && q.value().next())
        id = q.value().value(0);
    if (!id.isValid() && q.value().query())
        id = q.value().query()->lastInsertId();
    if (!id.isValid()) {
        auto generated = scalar(QStringLiteral("SELECT ") + m_dialect->lastInsertIdExpression());
        if (!generated)
            return generated.error();
        id = generated.value();
    }
    if (!id.isValid() || id.toLongLong() <= 0)
        return makeError(ExitCode::Failure, QCoreApplication::translate(
                                                "Engine", "The %1 database did not report the new record's id [%2].")
                                                .arg(m_label, sql.left(120)));
    return id.toLongLong();
}

} // namespace jgr::db
