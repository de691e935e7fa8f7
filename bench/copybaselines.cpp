#include "copybaselines.h"

#include "control/controlschema.h"
#include "control/tablepreparer.h"
#include "db/database.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QSqlQuery>

#include <libpq-fe.h>
#include <mysql.h>
#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <limits>
#include <memory>

namespace bench {

const char *const kUserColumns =
    "c1 VARCHAR(40), c2 VARCHAR(40), c3 VARCHAR(80), c4 INTEGER, c5 INTEGER, c6 NUMERIC(12,2), "
    "c7 DOUBLE PRECISION, c8 VARCHAR(20), c9 INTEGER, c10 VARCHAR(120)";

namespace {
constexpr int kMaxColumns = 16;
const char *const kUserColumnNames = "c1,c2,c3,c4,c5,c6,c7,c8,c9,c10";

// What a copy moves: the columns it reads, and the columns it writes (those
// read, then `constants`: the same text in every row).
struct Shape
{
    QByteArray read;
    int readCount;
    QByteArray written;
    QList<QByteArray> constants;

    QByteArray select(const QString &table) const { return "SELECT " + read + " FROM " + table.toUtf8(); }
    QByteArray insertInto(const QString &table) const { return "INSERT INTO " + table.toUtf8() + " (" + written + ")"; }
    int writtenCount() const { return readCount + int(constants.size()); }
};

const Shape kUserShape{kUserColumnNames, 10, kUserColumnNames, {}};

// The rows as the site holds them after a load (or the primary after a push):
// the user columns, the row's identity and owner, and the stamps and sender
// the engine writes.
Shape replicatedShape()
{
    const QByteArray now =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")).toLatin1();
    return {QByteArray(kUserColumnNames) + ",jg_unique_id,jg_owner",
            12,
            QByteArray(kUserColumnNames) + ",jg_unique_id,jg_owner,lastchangeddate,jg_datewhensent,jg_sentby",
            {now, now, "1"}};
}

// One row as text (nullptr = NULL), as the C APIs hand it over; from SQLite
// also the typed values, which SQLite copies without converting them.
struct TextRow
{
    const char *value[kMaxColumns];
    int length[kMaxColumns];
    sqlite3_value *typed[kMaxColumns] = {};
    int count = 0;
};
using RowSink = std::function<void(const TextRow &)>;

[[noreturn]] void fail(const char *what, const char *message)
{
    std::fprintf(stderr, "baseline: %s: %s\n", what, message);
    std::exit(1);
}

QByteArray pgConninfo(const jgr::db::ConnectionParams &p)
{
    return QStringLiteral("host=%1 port=%2 user=%3 password=%4 dbname=%5 %6")
        .arg(p.host)
        .arg(p.port)
        .arg(p.user, p.password, p.database, QString(p.options).replace(QLatin1Char(';'), QLatin1Char(' ')))
        .toUtf8();
}

MYSQL *mariadbConnect(const jgr::db::ConnectionParams &p)
{
    MYSQL *m = mysql_init(nullptr);
    const QByteArray ca = p.options.section(QLatin1String("SSL_CA="), 1).section(QLatin1Char(';'), 0, 0).toUtf8();
    if (!ca.isEmpty())
        mysql_optionsv(m, MYSQL_OPT_SSL_CA, ca.constData());
    if (!mysql_real_connect(m, p.host.toUtf8().constData(), p.user.toUtf8().constData(),
                            p.password.toUtf8().constData(), p.database.toUtf8().constData(), unsigned(p.port), nullptr,
                            0))
        fail("mariadb connect", mysql_error(m));
    mysql_set_character_set(m, "utf8mb4");
    return m;
}

// SQLite rows carry typed values; text is made only for a sink that wants it.
void readSqlite(const QString &file, const QString &table, const Shape &shape, const RowSink &sink)
{
    sqlite3 *db = nullptr;
    sqlite3_open(file.toUtf8().constData(), &db);
    sqlite3_stmt *read = nullptr;
    if (sqlite3_prepare_v2(db, shape.select(table).constData(), -1, &read, nullptr) != SQLITE_OK)
        fail("sqlite read", sqlite3_errmsg(db));
    TextRow row;
    row.count = shape.readCount;
    while (sqlite3_step(read) == SQLITE_ROW) {
        for (int c = 0; c < row.count; ++c)
            row.typed[c] = sqlite3_column_value(read, c);
        sink(row);
    }
    sqlite3_finalize(read);
    sqlite3_close(db);
}

void readPostgres(const jgr::db::ConnectionParams &p, const QString &table, const Shape &shape, const RowSink &sink)
{
    PGconn *conn = PQconnectdb(pgConninfo(p).constData());
    if (PQstatus(conn) != CONNECTION_OK)
        fail("postgres connect", PQerrorMessage(conn));
    PQsendQuery(conn, shape.select(table).constData());
    PQsetSingleRowMode(conn);
    TextRow row;
    row.count = shape.readCount;
    while (PGresult *r = PQgetResult(conn)) {
        if (PQresultStatus(r) == PGRES_SINGLE_TUPLE)
            for (int c = 0; c < row.count; ++c) {
                row.value[c] = PQgetisnull(r, 0, c) ? nullptr : PQgetvalue(r, 0, c);
                row.length[c] = PQgetlength(r, 0, c);
            }
        if (PQresultStatus(r) == PGRES_SINGLE_TUPLE)
            sink(row);
        PQclear(r);
    }
    PQfinish(conn);
}

void readMariadb(const jgr::db::ConnectionParams &p, const QString &table, const Shape &shape, const RowSink &sink)
{
    MYSQL *m = mariadbConnect(p);
    if (mysql_query(m, shape.select(table).constData()))
        fail("mariadb read", mysql_error(m));
    MYSQL_RES *result = mysql_use_result(m); // streamed, not buffered
    TextRow row;
    row.count = shape.readCount;
    while (MYSQL_ROW r = mysql_fetch_row(result)) {
        const unsigned long *lengths = mysql_fetch_lengths(result);
        for (int c = 0; c < row.count; ++c) {
            row.value[c] = r[c];
            row.length[c] = int(lengths[c]);
        }
        sink(row);
    }
    mysql_free_result(result);
    mysql_close(m);
}

// Fills in the text of typed (SQLite) values.
void asText(TextRow &row)
{
    for (int c = 0; c < row.count; ++c) {
        if (!row.typed[c])
            return;
        row.value[c] = reinterpret_cast<const char *>(sqlite3_value_text(row.typed[c]));
        row.length[c] = sqlite3_value_bytes(row.typed[c]);
    }
}

void read(const jgr::db::ConnectionParams &p, const QString &table, const Shape &shape, const RowSink &sink,
          bool typed = false)
{
    if (p.driver == QLatin1String("sqlite"))
        readSqlite(p.database, table, shape, typed ? sink : RowSink([&sink](const TextRow &row) {
                       TextRow text = row;
                       asText(text);
                       sink(text);
                   }));
    else if (p.driver == QLatin1String("postgresql"))
        readPostgres(p, table, shape, sink);
    else
        readMariadb(p, table, shape, sink);
}

QString createPlain(const QString &into, const jgr::db::ConnectionParams &to)
{
    return QStringLiteral("CREATE TABLE %1 (%2, %3)").arg(into, keyColumn(to), QString::fromLatin1(kUserColumns));
}

// Through the C API, as the raw copy that follows (a new SQLite file keeps
// its default rollback journal).
void createWithCApi(const jgr::db::ConnectionParams &to, const QString &sql)
{
    const QByteArray text = sql.toUtf8();
    if (to.driver == QLatin1String("sqlite")) {
        sqlite3 *db = nullptr;
        sqlite3_open(to.database.toUtf8().constData(), &db);
        if (sqlite3_exec(db, text.constData(), nullptr, nullptr, nullptr) != SQLITE_OK)
            fail("sqlite create", sqlite3_errmsg(db));
        sqlite3_close(db);
    } else if (to.driver == QLatin1String("postgresql")) {
        PGconn *conn = PQconnectdb(pgConninfo(to).constData());
        PGresult *r = PQexec(conn, text.constData());
        if (PQresultStatus(r) != PGRES_COMMAND_OK)
            fail("postgres create", PQerrorMessage(conn));
        PQclear(r);
        PQfinish(conn);
    } else {
        MYSQL *m = mariadbConnect(to);
        if (mysql_query(m, text.constData()))
            fail("mariadb create", mysql_error(m));
        mysql_close(m);
    }
}

// Each copy below runs in one transaction on a table that exists already.
// Into SQLite, `perStatement` rows go in one INSERT: a table with triggers
// makes each statement open a statement journal, which costs more per
// statement the larger the database (a prepared table loaded one row per
// statement runs at a fifth of the speed at 1,000,000 rows; the engine writes
// up to 500 rows a statement for that reason).
double intoSqlite(const jgr::db::ConnectionParams &from, const QString &table, const Shape &shape, const QString &file,
                  const QString &into, int perStatement)
{
    sqlite3 *db = nullptr;
    sqlite3_open(file.toUtf8().constData(), &db);
    const int columns = shape.writtenCount();
    perStatement = std::clamp(sqlite3_limit(db, SQLITE_LIMIT_VARIABLE_NUMBER, -1) / columns, 1, perStatement);
    qint64 total = 0; // counted first, untimed: the last statement's size
    if (perStatement > 1)
        read(
            from, table, shape, [&total](const TextRow &) { ++total; }, true);
    settle();
    QElapsedTimer t;
    t.start();
    sqlite3_exec(db, "BEGIN", nullptr, nullptr, nullptr);
    // An INSERT of `rows` rows, with the constants bound once.
    const auto prepare = [&](int rows) {
        QByteArray tuple = "(?";
        for (int c = 1; c < columns; ++c)
            tuple += ",?";
        tuple += ')';
        QByteArray sql = shape.insertInto(into) + " VALUES " + tuple;
        for (int r = 1; r < rows; ++r)
            sql += ',' + tuple;
        sqlite3_stmt *stmt = nullptr;
        if (sqlite3_prepare_v2(db, sql.constData(), -1, &stmt, nullptr) != SQLITE_OK)
            fail("sqlite insert", sqlite3_errmsg(db));
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < int(shape.constants.size()); ++c)
                sqlite3_bind_text(stmt, r * columns + shape.readCount + c + 1, shape.constants.at(c).constData(),
                                  int(shape.constants.at(c).size()), SQLITE_STATIC);
        return stmt;
    };
    // The rows that do not fill a statement go into one of their own size.
    const qint64 tailRows = total % perStatement;
    const qint64 tailFrom = tailRows ? total - tailRows : std::numeric_limits<qint64>::max();
    sqlite3_stmt *full = prepare(perStatement);
    sqlite3_stmt *tail = tailRows ? prepare(int(tailRows)) : nullptr;
    qint64 done = 0;
    read(
        from, table, shape,
        [&](const TextRow &row) {
            const bool inTail = done >= tailFrom;
            sqlite3_stmt *stmt = inTail ? tail : full;
            const int at = int((inTail ? done - tailFrom : done) % perStatement);
            // Bound as read (bind_value copies: the read moves on).
            for (int c = 0; c < row.count; ++c) {
                if (row.typed[c])
                    sqlite3_bind_value(stmt, at * columns + c + 1, row.typed[c]);
                else
                    sqlite3_bind_text(stmt, at * columns + c + 1, row.value[c], row.length[c], SQLITE_TRANSIENT);
            }
            ++done;
            if (at + 1 == (inTail ? tailRows : perStatement)) {
                if (sqlite3_step(stmt) != SQLITE_DONE)
                    fail("sqlite insert", sqlite3_errmsg(db));
                sqlite3_reset(stmt);
            }
        },
        true);
    sqlite3_finalize(full);
    sqlite3_finalize(tail);
    sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr);
    const double s = double(t.nsecsElapsed()) / 1e9;
    sqlite3_close(db);
    return s;
}

// COPY in text format: backslash, tab, newline and carriage return escaped.
void appendCopyField(QByteArray &line, const char *value, int length)
{
    if (!value) {
        line += "\\N";
        return;
    }
    for (int i = 0; i < length; ++i) {
        const char ch = value[i];
        if (ch == '\\' || ch == '\t' || ch == '\n' || ch == '\r')
            line += '\\';
        line += ch == '\t' ? 't' : ch == '\n' ? 'n' : ch == '\r' ? 'r' : ch;
    }
}

double intoPostgres(const jgr::db::ConnectionParams &from, const QString &table, const Shape &shape,
                    const jgr::db::ConnectionParams &to, const QString &into)
{
    PGconn *conn = PQconnectdb(pgConninfo(to).constData());
    settle();
    QElapsedTimer t;
    t.start();
    PQclear(PQexec(conn, "BEGIN"));
    PGresult *copy =
        PQexec(conn, QByteArray("COPY " + into.toUtf8() + " (" + shape.written + ") FROM STDIN").constData());
    if (PQresultStatus(copy) != PGRES_COPY_IN)
        fail("postgres copy", PQerrorMessage(conn));
    PQclear(copy);
    QByteArray buffer;
    read(from, table, shape, [&](const TextRow &row) {
        for (int c = 0; c < row.count; ++c) {
            if (c)
                buffer += '\t';
            appendCopyField(buffer, row.value[c], row.length[c]);
        }
        for (const QByteArray &constant : shape.constants)
            buffer += '\t' + constant;
        buffer += '\n';
        if (buffer.size() > 256 * 1024) {
            PQputCopyData(conn, buffer.constData(), int(buffer.size()));
            buffer.clear();
        }
    });
    PQputCopyData(conn, buffer.constData(), int(buffer.size()));
    PQputCopyEnd(conn, nullptr);
    while (PGresult *r = PQgetResult(conn)) {
        if (PQresultStatus(r) != PGRES_COMMAND_OK)
            fail("postgres copy", PQerrorMessage(conn));
        PQclear(r);
    }
    PQclear(PQexec(conn, "COMMIT"));
    const double s = double(t.nsecsElapsed()) / 1e9;
    PQfinish(conn);
    return s;
}

double intoMariadb(const jgr::db::ConnectionParams &from, const QString &table, const Shape &shape,
                   const jgr::db::ConnectionParams &to, const QString &into)
{
    MYSQL *m = mariadbConnect(to);
    settle();
    QElapsedTimer t;
    t.start();
    mysql_query(m, "START TRANSACTION");
    const QByteArray head = shape.insertInto(into) + " VALUES ";
    QByteArray constants;
    for (const QByteArray &constant : shape.constants)
        constants += ",'" + constant + '\'';
    QByteArray statement = head;
    int rows = 0;
    const auto flush = [&] {
        if (rows && mysql_real_query(m, statement.constData(), statement.size()))
            fail("mariadb insert", mysql_error(m));
        statement = head;
        rows = 0;
    };
    QByteArray escaped;
    read(from, table, shape, [&](const TextRow &row) {
        statement += rows ? ",(" : "(";
        for (int c = 0; c < row.count; ++c) {
            if (c)
                statement += ',';
            if (!row.value[c]) {
                statement += "NULL";
                continue;
            }
            escaped.resize(row.length[c] * 2 + 1);
            escaped.resize(
                qsizetype(mysql_real_escape_string(m, escaped.data(), row.value[c], unsigned(row.length[c]))));
            statement += '\'' + escaped + '\'';
        }
        statement += constants + ')';
        if (++rows == 1000)
            flush();
    });
    flush();
    mysql_query(m, "COMMIT");
    const double s = double(t.nsecsElapsed()) / 1e9;
    mysql_close(m);
    return s;
}

double copyInto(const jgr::db::ConnectionParams &from, const QString &table, const Shape &shape,
                const jgr::db::ConnectionParams &to, const QString &into, int sqliteRowsPerStatement)
{
    if (to.driver == QLatin1String("sqlite"))
        return intoSqlite(from, table, shape, to.database, into, sqliteRowsPerStatement);
    if (to.driver == QLatin1String("postgresql"))
        return intoPostgres(from, table, shape, to, into);
    return intoMariadb(from, table, shape, to, into);
}
} // namespace

QString keyColumn(const jgr::db::ConnectionParams &p)
{
    if (p.driver == QLatin1String("sqlite"))
        return QStringLiteral("id INTEGER PRIMARY KEY AUTOINCREMENT");
    if (p.driver == QLatin1String("postgresql"))
        return QStringLiteral("id SERIAL PRIMARY KEY");
    return QStringLiteral("id INTEGER AUTO_INCREMENT PRIMARY KEY");
}

double rawCopy(const jgr::db::ConnectionParams &from, const QString &table, const jgr::db::ConnectionParams &to,
               const QString &into)
{
    createWithCApi(to, createPlain(into, to));
    return copyInto(from, table, kUserShape, to, into, 1);
}

double preparedCopy(const jgr::db::ConnectionParams &from, const QString &table, const jgr::db::ConnectionParams &to,
                    const QString &into)
{
    {
        auto target = jgr::db::Database::open(to, QStringLiteral("prepared copy"));
        if (!target)
            fail("prepared copy", qPrintable(target.error().message));
        const auto check = [](const jgr::Status &s) {
            if (!s)
                fail("prepared copy", qPrintable(s.error().message));
        };
        check(jgr::control::controlschema::create(*target.value())); // where prepare-table records the roles
        check(target.value()->run(createPlain(into, to)));
        jgr::control::TableRoles roles;
        roles.table = into;
        roles.rowId.clear();
        check(jgr::control::TablePreparer(*target.value()).prepare(roles));
    }
    return copyInto(from, table, replicatedShape(), to, into, 500);
}

void settle()
{
    ::sync();
}

double naiveCopy(jgr::db::Database &from, const QString &table, jgr::db::Database &to, const QString &into)
{
    const auto check = [](const jgr::Status &s) {
        if (!s)
            fail("naive copy", qPrintable(s.error().message));
    };
    check(to.run(QStringLiteral("CREATE TABLE %1 (%2, %3)")
                     .arg(into,
                          to.dialect().name() == QLatin1String("sqlite") ? QStringLiteral("id INTEGER PRIMARY KEY")
                                                                         : QStringLiteral("id SERIAL PRIMARY KEY"),
                          QString::fromLatin1(kUserColumns))));
    settle();
    QElapsedTimer t;
    t.start();
    check(to.begin());
    QSqlQuery read(from.sql());
    read.setForwardOnly(true);
    read.exec(QString::fromUtf8(kUserShape.select(table)));
    QSqlQuery write(to.sql());
    write.prepare(QString::fromUtf8(kUserShape.insertInto(into)) + QStringLiteral(" VALUES (?,?,?,?,?,?,?,?,?,?)"));
    while (read.next()) {
        for (int c = 0; c < kUserShape.readCount; ++c)
            write.bindValue(c, read.value(c));
        if (!write.exec())
            fail("naive insert", qPrintable(write.lastError().text()));
    }
    check(to.commit());
    return double(t.nsecsElapsed()) / 1e9;
}

} // namespace bench
