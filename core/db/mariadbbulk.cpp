#include "mariadbbulk.h"

#include "database.h"
#include "rawtext.h"
#include "statementcounter.h"
#include "utf8values.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QSqlDriver>
#include <QTimeZone>

#include <mysql.h>

#include <algorithm>
#include <cstring>
#include <vector>

namespace jgr::db {

namespace {
// The values of one execution, kept where MYSQL_BIND points until it ran.
// Text is encoded into `utf8`'s one buffer (a load binds millions of values).
struct Parameters
{
    // The values of `count` rows from `first`, one after the other.
    Parameters(const QVariantList *first, qsizetype count, size_t values, Utf8Values &utf8)
        : binds(values), integers(values), doubles(values), texts(values), lengths(values)
    {
        utf8.encode(first, count);
        size_t i = 0;
        for (const QVariantList *row = first; row != first + count; ++row)
            for (const QVariant &v : *row)
                set(i++, v, utf8);
    }

    // Text goes as VAR_STRING: a STRING parameter is CHAR(n) to the server,
    // and where it lands in a temporary table (the derived table of a
    // multi-row UPDATE) CHAR drops its trailing spaces.
    void set(size_t i, const QVariant &v, Utf8Values &utf8)
    {
        MYSQL_BIND &b = binds[i];
        std::memset(&b, 0, sizeof b);
        if (v.isNull()) {
            b.buffer_type = MYSQL_TYPE_NULL;
            return;
        }
        switch (v.typeId()) {
        case QMetaType::Bool:
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
            integers[i] = v.toLongLong();
            b.buffer_type = MYSQL_TYPE_LONGLONG;
            b.buffer = &integers[i];
            return;
        case QMetaType::ULongLong: // a BIGINT UNSIGNED's upper half too
            integers[i] = static_cast<long long>(v.toULongLong());
            b.buffer_type = MYSQL_TYPE_LONGLONG;
            b.buffer = &integers[i];
            b.is_unsigned = true;
            return;
        case QMetaType::Double:
        case QMetaType::Float:
            doubles[i] = v.toDouble();
            b.buffer_type = MYSQL_TYPE_DOUBLE;
            b.buffer = &doubles[i];
            return;
        case QMetaType::QByteArray:
            texts[i] = v.toByteArray();
            b.buffer_type = MYSQL_TYPE_BLOB;
            break;
        case QMetaType::QDate:
            texts[i] = v.toDate().toString(Qt::ISODate).toUtf8();
            b.buffer_type = MYSQL_TYPE_VAR_STRING;
            break;
        case QMetaType::QDateTime:
            texts[i] = v.toDateTime().toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")).toUtf8();
            b.buffer_type = MYSQL_TYPE_VAR_STRING;
            break;
        case QMetaType::QString: {
            const auto [bytes, size] = utf8.next();
            b.buffer_type = MYSQL_TYPE_VAR_STRING;
            point(i, bytes, size);
            return;
        }
        default:
            // Text that is not UTF-8 goes as its bytes: the server refuses it
            // (no value is changed on the way; it is refused before, too).
            texts[i] = v.typeId() == qMetaTypeId<RawText>() ? static_cast<const RawText *>(v.constData())->bytes
                                                            : v.toString().toUtf8();
            b.buffer_type = MYSQL_TYPE_VAR_STRING;
        }
        point(i, texts[i].constData(), texts[i].size());
    }

    void point(size_t i, const char *bytes, qsizetype size)
    {
        MYSQL_BIND &b = binds[i];
        lengths[i] = static_cast<unsigned long>(size);
        b.buffer = const_cast<char *>(bytes);
        b.buffer_length = lengths[i];
        b.length = &lengths[i];
    }

    std::vector<MYSQL_BIND> binds;
    std::vector<long long> integers;
    std::vector<double> doubles;
    std::vector<QByteArray> texts;
    std::vector<unsigned long> lengths;
};

bool isInteger(enum_field_types t)
{
    return t == MYSQL_TYPE_TINY || t == MYSQL_TYPE_SHORT || t == MYSQL_TYPE_LONG || t == MYSQL_TYPE_INT24 ||
           t == MYSQL_TYPE_LONGLONG || t == MYSQL_TYPE_YEAR;
}

bool isDateOrStamp(enum_field_types t)
{
    return t == MYSQL_TYPE_DATE || t == MYSQL_TYPE_DATETIME || t == MYSQL_TYPE_TIMESTAMP;
}

constexpr unsigned kBinaryCharset = 63;

// The type QMYSQL gives a column (its NULLs are typed too).
QMetaType typeOf(const MYSQL_FIELD &f)
{
    if (isInteger(f.type) || f.type == MYSQL_TYPE_BIT)
        return QMetaType::fromType<qlonglong>();
    switch (f.type) {
    case MYSQL_TYPE_FLOAT:
    case MYSQL_TYPE_DOUBLE:
        return QMetaType::fromType<double>();
    case MYSQL_TYPE_STRING:
    case MYSQL_TYPE_VAR_STRING:
    case MYSQL_TYPE_VARCHAR:
    case MYSQL_TYPE_TINY_BLOB:
    case MYSQL_TYPE_BLOB:
    case MYSQL_TYPE_MEDIUM_BLOB:
    case MYSQL_TYPE_LONG_BLOB:
    case MYSQL_TYPE_GEOMETRY:
        // Text columns carry their character set; bytes the binary one.
        return f.charsetnr == kBinaryCharset ? QMetaType::fromType<QByteArray>() : QMetaType::fromType<QString>();
    // Decimals, dates and stamps as the server writes them (all of a
    // DATETIME(n)'s n digits: docs/SCHEMA.md, Fidelity), TIME, ENUM, SET.
    default:
        return QMetaType::fromType<QString>();
    }
}

// Where one result column lands: the bind, its buffer and indicators.
struct Column
{
    QMetaType type;
    enum_field_types fieldType = MYSQL_TYPE_NULL;
    bool isUnsigned = false;
    std::vector<char> buffer;
    unsigned long length = 0;
    my_bool isNull = 0;
    my_bool truncated = 0;
};

QVariant valueOf(const Column &c, const char *data, unsigned long length)
{
    if (c.isNull)
        return QVariant(c.type);
    if (c.fieldType == MYSQL_TYPE_BIT) {
        quint64 bits = 0; // big-endian bytes, as the server sends them
        for (unsigned long i = 0; i < length; ++i)
            bits = (bits << 8) | static_cast<unsigned char>(data[i]);
        return qlonglong(bits);
    }
    switch (c.type.id()) {
    case QMetaType::LongLong: {
        qlonglong v = 0;
        std::memcpy(&v, data, sizeof v);
        // A BIGINT UNSIGNED above the signed range: its digits, as a decimal's.
        if (c.isUnsigned && v < 0)
            return QString::number(static_cast<qulonglong>(v));
        return v;
    }
    case QMetaType::Double: {
        double v = 0;
        std::memcpy(&v, data, sizeof v);
        return v;
    }
    case QMetaType::QByteArray:
        return QByteArray(data, qsizetype(length));
    default:
        if (isDateOrStamp(c.fieldType)) {
            // "2020-01-01 10:00:00.500000" from a DATETIME(6) travels as
            // "2020-01-01 10:00:00.5", as PostgreSQL writes its stamps: the
            // same instant in one spelling (docs/SCHEMA.md, Fidelity).
            QByteArrayView text(data, qsizetype(length));
            if (text.contains('.')) {
                while (text.endsWith('0'))
                    text.chop(1);
                if (text.endsWith('.'))
                    text.chop(1);
            }
            return QString::fromLatin1(text);
        }
        return QString::fromUtf8(data, qsizetype(length));
    }
}

// Ends a statement's use: its result freed, ready to execute again.
struct FreeResultAfterUse
{
    MYSQL_STMT *stmt;
    ~FreeResultAfterUse() { mysql_stmt_free_result(stmt); }
};
} // namespace

MYSQL *mariaDbHandle(Database &db)
{
    const QVariant handle = db.sql().driver()->handle();
    // QMYSQL declares the handle's type as MYSQL*; Qt names it by the struct.
    if (handle.isValid() && (qstrcmp(handle.typeName(), "st_mysql*") == 0 || qstrcmp(handle.typeName(), "MYSQL*") == 0))
        return *static_cast<MYSQL *const *>(handle.data());
    return nullptr;
}

MariaDbBulkAccess::MariaDbBulkAccess(Database &db)
    : m_db(db), m_handle(mariaDbHandle(db)), m_text(std::make_unique<Utf8Values>())
{
}

MariaDbBulkAccess::~MariaDbBulkAccess() = default;

void MariaDbBulkAccess::Closer::operator()(MYSQL_STMT *stmt) const
{
    mysql_stmt_close(stmt);
}

Error MariaDbBulkAccess::failure(const QString &what, MYSQL_STMT *stmt, const QString &sql) const
{
    return m_db.nativeFailure(what, QString::number(mysql_stmt_errno(stmt)), QString::fromUtf8(mysql_stmt_error(stmt)),
                              sql);
}

Status MariaDbBulkAccess::checkValueSizes(const QVariantList *rows, qsizetype count)
{
    qint64 largest = 0;
    for (const QVariantList *row = rows; row != rows + count; ++row)
        for (const QVariant &v : *row)
            largest = std::max(largest, encodedBytes(v, false));
    if (largest <= kStatementBytes) // below any server's default
        return {};
    if (m_maxAllowedPacket < 0) {
        StatementCounter::count();
        m_db.count(1, 1);
        m_maxAllowedPacket = 0;
        if (mysql_query(m_handle, "SELECT @@max_allowed_packet") == 0) {
            if (MYSQL_RES *result = mysql_store_result(m_handle)) {
                if (MYSQL_ROW row = mysql_fetch_row(result); row && row[0])
                    m_maxAllowedPacket = QByteArray(row[0]).toLongLong();
                mysql_free_result(result);
            }
        }
    }
    if (m_maxAllowedPacket <= 0 || largest <= m_maxAllowedPacket)
        return {};
    const auto mb = [](qint64 bytes) { return QString::number(double(bytes) / (1024 * 1024), 'f', 1); };
    return makeError(ExitCode::Failure,
                     QCoreApplication::translate("Engine",
                                                 "A value of %1 MB is larger than %2 takes in one "
                                                 "statement (max_allowed_packet, %3 MB). Raise max_allowed_packet on "
                                                 "that server (SET GLOBAL, and in the [mysqld] section of its "
                                                 "configuration); the next session sends the row.")
                         .arg(mb(largest), m_db.description(), mb(m_maxAllowedPacket)));
}

Result<MYSQL_STMT *> MariaDbBulkAccess::execute(const QString &sql, const QVariantList &binds)
{
    return execute(
        sql, [&sql] { return sql; }, &binds, 1);
}

Result<MYSQL_STMT *> MariaDbBulkAccess::execute(const QString &key, const std::function<QString()> &sqlOf,
                                                const QVariantList *rows, qsizetype count)
{
    if (!m_handle)
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "The MariaDB driver gave no native handle."));
    StatementCounter::count();
    m_db.count(1, 1);
    const auto values = size_t(valueCount(rows, count));
    JGR_TRY(checkValueSizes(rows, count));
    // A statement's first use on this connection prepares and executes it
    // in one round trip, on a handle used once (mariadb_stmt_execute_direct);
    // from its second use it is prepared for the connection and then only
    // executed. A session's one-off statements cost one round trip each, its
    // hot ones (a batch's) one each after the second.
    if (!m_statements.contains(key) && !m_seenOnce.contains(key)) {
        if (m_seenOnce.size() >= 4096)
            m_seenOnce.clear();
        m_seenOnce.insert(key);
        m_oneTime.reset(mysql_stmt_init(m_handle));
        if (!m_oneTime)
            return m_db.nativeFailure(QCoreApplication::translate("Engine", "Preparing a statement"),
                                      QString::number(mysql_errno(m_handle)), QString::fromUtf8(mysql_error(m_handle)),
                                      sqlOf());
        const my_bool maxLength = 1; // results are stored: size each column's buffer to its longest value
        mysql_stmt_attr_set(m_oneTime.get(), STMT_ATTR_UPDATE_MAX_LENGTH, &maxLength);
        auto markers = static_cast<unsigned int>(values);
        mysql_stmt_attr_set(m_oneTime.get(), STMT_ATTR_PREBIND_PARAMS, &markers);
        Parameters parameters(rows, count, values, *m_text);
        const QByteArray text = sqlOf().toUtf8();
        if ((values > 0 && mysql_stmt_bind_param(m_oneTime.get(), parameters.binds.data()) != 0) ||
            mariadb_stmt_execute_direct(m_oneTime.get(), text.constData(), size_t(text.size())) != 0)
            return failure(QStringLiteral("A statement"), m_oneTime.get(), sqlOf());
        return m_oneTime.get();
    }
    auto prepared = m_statements.get(key, [&]() -> Result<Statements::Statement> {
        m_db.count(0, 1); // prepared once, then only executed
        const QString sql = sqlOf();
        Statements::Statement stmt(mysql_stmt_init(m_handle));
        if (!stmt)
            return m_db.nativeFailure(QCoreApplication::translate("Engine", "Preparing a statement"),
                                      QString::number(mysql_errno(m_handle)), QString::fromUtf8(mysql_error(m_handle)),
                                      sql);
        const QByteArray text = sql.toUtf8();
        if (mysql_stmt_prepare(stmt.get(), text.constData(), static_cast<unsigned long>(text.size())) != 0)
            return failure(QCoreApplication::translate("Engine", "Preparing a statement"), stmt.get(), sql);
        const my_bool maxLength = 1; // results are stored: size each column's buffer to its longest value
        mysql_stmt_attr_set(stmt.get(), STMT_ATTR_UPDATE_MAX_LENGTH, &maxLength);
        return stmt;
    });
    if (!prepared)
        return prepared.error();
    MYSQL_STMT *stmt = prepared.value();
    if (mysql_stmt_param_count(stmt) != values)
        return makeError(ExitCode::Failure, QStringLiteral("%1 values for %2 markers [%3]")
                                                .arg(values)
                                                .arg(mysql_stmt_param_count(stmt))
                                                .arg(sqlOf().left(300)));
    Parameters parameters(rows, count, values, *m_text);
    if ((values > 0 && mysql_stmt_bind_param(stmt, parameters.binds.data()) != 0) || mysql_stmt_execute(stmt) != 0)
        return failure(QStringLiteral("A statement"), stmt, sqlOf());
    return stmt;
}

Result<QList<QVariantList>> MariaDbBulkAccess::select(const QString &sql, const QVariantList &binds)
{
    auto executed = execute(sql, binds);
    if (!executed)
        return executed.error();
    return rowsOf(executed.value(), sql);
}

Result<QueryResult> MariaDbBulkAccess::statement(const QString &sql, const QVariantList &binds)
{
    auto executed = execute(sql, binds);
    if (!executed)
        return executed.error();
    MYSQL_STMT *stmt = executed.value();
    const int changed = int(mysql_stmt_affected_rows(stmt));
    const my_ulonglong generated = mysql_stmt_insert_id(stmt);
    const QVariant insertId = generated > 0 ? QVariant(qlonglong(generated)) : QVariant();
    if (mysql_stmt_field_count(stmt) == 0)
        return QueryResult({}, changed, insertId);
    auto rows = rowsOf(stmt, sql);
    if (!rows)
        return rows.error();
    return QueryResult(std::move(rows.value()), changed, insertId);
}

Result<QList<QVariantList>> MariaDbBulkAccess::rowsOf(MYSQL_STMT *stmt, const QString &sql)
{
    const FreeResultAfterUse freeResult{stmt};
    // A page is at most a batch: stored at the client, then read row by row.
    if (mysql_stmt_store_result(stmt) != 0)
        return failure(QStringLiteral("A statement"), stmt, sql);
    MYSQL_RES *meta = mysql_stmt_result_metadata(stmt);
    if (!meta)
        return QList<QVariantList>();
    const std::unique_ptr<MYSQL_RES, decltype(&mysql_free_result)> metaGuard(meta, &mysql_free_result);
    const unsigned count = mysql_num_fields(meta);
    const MYSQL_FIELD *fields = mysql_fetch_fields(meta);
    std::vector<Column> columns(count);
    std::vector<MYSQL_BIND> out(count);
    for (unsigned c = 0; c < count; ++c) {
        const MYSQL_FIELD &f = fields[c];
        Column &col = columns[c];
        col.type = typeOf(f);
        col.fieldType = f.type;
        col.isUnsigned = (f.flags & UNSIGNED_FLAG) != 0;
        MYSQL_BIND &b = out[c];
        std::memset(&b, 0, sizeof b);
        if (f.type != MYSQL_TYPE_BIT && col.type.id() == QMetaType::LongLong) {
            b.buffer_type = MYSQL_TYPE_LONGLONG;
            b.is_unsigned = col.isUnsigned;
            col.buffer.resize(sizeof(long long));
        } else if (col.type.id() == QMetaType::Double) {
            b.buffer_type = MYSQL_TYPE_DOUBLE;
            col.buffer.resize(sizeof(double));
        } else if (isDateOrStamp(f.type)) {
            // As text, which the client library writes with the column's
            // fractional digits ("2020-01-01 10:00:00.500000" for DATETIME(6)).
            b.buffer_type = MYSQL_TYPE_STRING;
            col.buffer.resize(64);
        } else {
            // Decimals, TIME, text and bytes arrive as their text or bytes.
            b.buffer_type = col.type.id() == QMetaType::QByteArray ? MYSQL_TYPE_BLOB : MYSQL_TYPE_STRING;
            col.buffer.resize(std::max<size_t>(f.max_length, 1) + 1);
        }
        b.buffer = col.buffer.data();
        b.buffer_length = static_cast<unsigned long>(col.buffer.size());
        b.length = &col.length;
        b.is_null = &col.isNull;
        b.error = &col.truncated;
    }
    if (mysql_stmt_bind_result(stmt, out.data()) != 0)
        return failure(QStringLiteral("A statement"), stmt, sql);
    QList<QVariantList> rows;
    rows.reserve(qsizetype(mysql_stmt_num_rows(stmt)));
    for (;;) {
        const int rc = mysql_stmt_fetch(stmt);
        if (rc == MYSQL_NO_DATA)
            break;
        if (rc == 1)
            return failure(QStringLiteral("A statement"), stmt, sql);
        QVariantList row;
        row.reserve(count);
        for (unsigned c = 0; c < count; ++c) {
            const Column &col = columns[c];
            if (!col.truncated) {
                row << valueOf(col, col.buffer.data(), col.length);
                continue;
            }
            // Longer than its column's longest value said: read it whole.
            std::vector<char> whole(col.length + 1);
            MYSQL_BIND again = out[c];
            again.buffer = whole.data();
            again.buffer_length = static_cast<unsigned long>(whole.size());
            if (mysql_stmt_fetch_column(stmt, &again, c, 0) != 0)
                return failure(QStringLiteral("A statement"), stmt, sql);
            row << valueOf(col, whole.data(), col.length);
        }
        rows << std::move(row);
    }
    return rows;
}

// Multi-row statements of up to 500 rows, prepared once per size.
Status MariaDbBulkAccess::insert(const QString &table, const QStringList &columns, const QString &tuple,
                                 const QList<QVariantList> &lists, int partsPerRow)
{
    const qsizetype rows = lists.size() / partsPerRow;
    if (rows == 0)
        return {};
    const qsizetype markers = std::max<qsizetype>(valueCount(lists.constData(), partsPerRow), 1);
    const qsizetype perStatement = std::clamp<qsizetype>(65535 / markers, 1, 500);
    for (qsizetype at = 0, n = 0; at < rows; at += n) {
        n = rowsForStatement(lists.constData() + at * partsPerRow, rows - at, partsPerRow, perStatement);
        const auto sql = [&] { return multiRowInsert(table, columns, tuple, n); };
        auto executed = execute(multiRowInsertKey(table, columns, tuple, n), sql, lists.constData() + at * partsPerRow,
                                n * partsPerRow);
        if (!executed)
            return executed.error();
    }
    return {};
}

Result<int> MariaDbBulkAccess::change(const QString &sql, const QVariantList &binds)
{
    auto executed = execute(sql, binds);
    if (!executed)
        return executed.error();
    return int(mysql_stmt_affected_rows(executed.value()));
}

} // namespace jgr::db
