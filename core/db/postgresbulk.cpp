#include "postgresbulk.h"

#include "common/doubletext.h"
#include "database.h"
#include "rawtext.h"
#include "statementcounter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlDriver>
#include <QStringEncoder>

#include <libpq-fe.h>

#include <algorithm>
#include <charconv>
#include <memory>
#include <optional>
#include <vector>

namespace jgr::db {

namespace {
// The type OIDs of pg_type.h that get their own Qt type (as QPSQL gives them).
enum Oid : unsigned
{
    Bool = 16,
    Bytea = 17,
    Int8 = 20,
    Int2 = 21,
    Int4 = 23,
    Float4 = 700,
    Float8 = 701,
    Date = 1082,
    Time = 1083,
    Timestamp = 1114,
    TimestampTz = 1184
};

struct ResultDeleter
{
    void operator()(PGresult *r) const { PQclear(r); }
};
using ResultPtr = std::unique_ptr<PGresult, ResultDeleter>;

// A value as the text libpq sends for it (NULL stays null).
QByteArray parameterText(const QVariant &v)
{
    if (v.isNull())
        return {};
    switch (v.typeId()) {
    case QMetaType::Bool:
        return v.toBool() ? QByteArrayLiteral("t") : QByteArrayLiteral("f");
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
        return QByteArray::number(v.toLongLong());
    case QMetaType::Double:
    case QMetaType::Float:
        return doubleText(v.toDouble());
    case QMetaType::QByteArray:
        return QByteArrayLiteral("\\x") + v.toByteArray().toHex(); // bytea hex input
    case QMetaType::QDate:
        return v.toDate().toString(Qt::ISODate).toUtf8();
    case QMetaType::QDateTime:
        return v.toDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")).toUtf8();
    default:
        // Text that is not UTF-8 goes as its bytes: the server refuses it
        // (no value is changed on the way; it is refused before, too).
        if (v.typeId() == qMetaTypeId<RawText>())
            return static_cast<const RawText *>(v.constData())->bytes;
        return v.toString().toUtf8();
    }
}

// Appends `size` bytes of text as COPY's text format has it: backslash, tab,
// newline and carriage return escaped.
void appendEscaped(QByteArray &data, const char *text, qsizetype size)
{
    const char *plain = text; // the start of the run not yet appended
    const char *const end = text + size;
    for (const char *at = plain; at != end; ++at) {
        const char *escaped = nullptr;
        switch (*at) {
        case '\\':
            escaped = "\\\\";
            break;
        case '\t':
            escaped = "\\t";
            break;
        case '\n':
            escaped = "\\n";
            break;
        case '\r':
            escaped = "\\r";
            break;
        default:
            continue;
        }
        data.append(plain, at - plain).append(escaped);
        plain = at + 1;
    }
    data.append(plain, end - plain);
}

bool needsEscape(const char *text, qsizetype size)
{
    return std::any_of(text, text + size, [](char c) { return c == '\\' || c == '\t' || c == '\n' || c == '\r'; });
}

// One value of COPY's text format (\N for NULL). Text, most of a row, is
// encoded straight into the buffer and escaped only when it has to be;
// integers are written without a temporary either.
void appendCopyValue(QByteArray &data, const QVariant &v, QStringEncoder &utf8)
{
    if (v.isNull()) {
        data += "\\N";
        return;
    }
    switch (v.typeId()) {
    case QMetaType::QString: {
        const auto &text = *static_cast<const QString *>(v.constData());
        const qsizetype at = data.size();
        data.resize(at + utf8.requiredSpace(text.size()));
        const char *const end = utf8.appendToBuffer(data.data() + at, text);
        data.resize(end - data.constData());
        if (needsEscape(data.constData() + at, data.size() - at)) {
            const QByteArray raw = data.mid(at);
            data.resize(at);
            appendEscaped(data, raw.constData(), raw.size());
        }
        return;
    }
    case QMetaType::Int:
    case QMetaType::LongLong: {
        char digits[24];
        const auto written = std::to_chars(digits, digits + sizeof digits, v.toLongLong());
        data.append(digits, written.ptr - digits);
        return;
    }
    default: {
        const QByteArray text = parameterText(v);
        appendEscaped(data, text.constData(), text.size());
    }
    }
}

QMetaType typeFor(unsigned oid)
{
    switch (oid) {
    case Bool:
        return QMetaType::fromType<bool>();
    case Bytea:
        return QMetaType::fromType<QByteArray>();
    case Int8:
        return QMetaType::fromType<qlonglong>();
    case Int2:
    case Int4:
        return QMetaType::fromType<int>();
    case Float4:
    case Float8:
        return QMetaType::fromType<double>();
    // numeric, dates, times and stamps stay exact as the server's text
    // (microseconds, 'infinity'; docs/SCHEMA.md, Fidelity)
    default:
        return QMetaType::fromType<QString>();
    }
}

QVariant columnValue(const PGresult *r, int row, int column, unsigned oid)
{
    if (PQgetisnull(r, row, column))
        return QVariant(typeFor(oid));
    const char *text = PQgetvalue(r, row, column);
    const int length = PQgetlength(r, row, column);
    switch (oid) {
    case Bool:
        return text[0] == 't';
    case Int8:
        return QByteArray::fromRawData(text, length).toLongLong();
    case Int2:
    case Int4:
        return QByteArray::fromRawData(text, length).toInt();
    case Float4:
    case Float8: {
        // The server sends the shortest text that reads back as the same
        // double (extra_float_digits 1, PostgreSQL 12 and later).
        if (const auto d = doubleFromText(QByteArrayView(text, length)))
            return *d;
        return QString::fromLatin1(text, length);
    }
    case Bytea: {
        size_t size = 0;
        unsigned char *bytes = PQunescapeBytea(reinterpret_cast<const unsigned char *>(text), &size);
        const QByteArray value(reinterpret_cast<const char *>(bytes), qsizetype(size));
        PQfreemem(bytes);
        return value;
    }
    default:
        return QString::fromUtf8(text, length);
    }
}
} // namespace

// Parameter texts kept alive for the call, and the pointers libpq reads.
struct PostgresBulkAccess::Parameters
{
    explicit Parameters(const QVariantList &binds)
    {
        texts.reserve(size_t(binds.size()));
        values.reserve(size_t(binds.size()));
        for (const QVariant &v : binds) {
            texts.push_back(parameterText(v));
            values.push_back(v.isNull() ? nullptr : texts.back().constData());
        }
    }
    std::vector<QByteArray> texts;
    std::vector<const char *> values;
};

PGconn *postgresHandle(QSqlDatabase &db)
{
    const QVariant handle = db.driver()->handle();
    // QPSQL declares the handle's type as the struct behind libpq's typedef.
    if (handle.isValid() && (qstrcmp(handle.typeName(), "pg_conn*") == 0 || qstrcmp(handle.typeName(), "PGconn*") == 0))
        return *static_cast<PGconn *const *>(handle.data());
    return nullptr;
}

PostgresBulkAccess::PostgresBulkAccess(Database &db) : m_db(db), m_handle(postgresHandle(db.sql())) {}

Error PostgresBulkAccess::failure(const QString &what, const PGresult *result, const QString &sql) const
{
    const QString code = QString::fromLatin1(result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr);
    const QString message =
        QString::fromUtf8(result ? PQresultErrorMessage(result) : PQerrorMessage(m_handle)).trimmed();
    return m_db.nativeFailure(what, code, message, sql);
}

Result<PGconn *> PostgresBulkAccess::connection(const QString &sql)
{
    if (!m_handle)
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "The PostgreSQL driver gave no native handle."));
    if (PQtransactionStatus(m_handle) == PQTRANS_ACTIVE)
        return m_db.nativeFailure(QStringLiteral("A statement"), {},
                                  QStringLiteral("the connection is still reading another query's rows"), sql);
    return m_handle;
}

Result<PGresult *> PostgresBulkAccess::execute(const QString &sql, const QVariantList &binds, bool prepared,
                                               std::initializer_list<int> expected)
{
    auto sent = send(sql, binds, prepared);
    if (!sent)
        return sent.error();
    if (std::find(expected.begin(), expected.end(), int(PQresultStatus(sent.value()))) == expected.end()) {
        const ResultPtr result(sent.value());
        return failure(QStringLiteral("A statement"), result.get(), sql);
    }
    return sent.value();
}

Result<PGresult *> PostgresBulkAccess::send(const QString &sql, const QVariantList &binds, bool prepared)
{
    auto conn = connection(sql);
    if (!conn)
        return conn.error();
    StatementCounter::count();
    // libpq's extended protocol: parse, bind and execute in one round trip.
    m_db.count(1, 1);
    if (!prepared && binds.isEmpty()) // the simple protocol: what QPSQL sends for it too
        return PQexec(conn.value(), sql.toUtf8().constData());
    const Parameters parameters(binds);
    const int n = int(binds.size());
    if (!prepared)
        return PQexecParams(conn.value(), numberedParameters(sql).constData(), n, nullptr, parameters.values.data(),
                            nullptr, nullptr, 0);
    auto name = m_statementNames.constFind(sql);
    if (name == m_statementNames.constEnd()) {
        if (m_statementNames.size() >= kCachedStatements)
            forgetStatements();
        const QByteArray newName = "jgr_bulk_" + QByteArray::number(++m_statementSerial);
        m_db.count(0, 1);
        const ResultPtr made(
            PQprepare(conn.value(), newName.constData(), numberedParameters(sql).constData(), n, nullptr));
        if (PQresultStatus(made.get()) != PGRES_COMMAND_OK)
            return failure(QCoreApplication::translate("Engine", "Preparing a statement"), made.get(), sql);
        name = m_statementNames.insert(sql, newName);
    }
    return PQexecPrepared(conn.value(), name.value().constData(), n, parameters.values.data(), nullptr, nullptr, 0);
}

// A session uses a handful of statements per table; beyond the cache's size
// all are dropped and prepared again on use (a DEALLOCATE that fails in an
// aborted transaction leaves a name unused on the server until the connection
// closes; names are never reused).
void PostgresBulkAccess::forgetStatements()
{
    m_db.count(int(m_statementNames.size()), int(m_statementNames.size()));
    for (const QByteArray &name : std::as_const(m_statementNames))
        PQclear(PQexec(m_handle, QByteArray("DEALLOCATE " + name).constData()));
    m_statementNames.clear();
}

namespace {
QList<QVariantList> rowsOf(const PGresult *result)
{
    const int rowCount = PQntuples(result);
    const int columns = PQnfields(result);
    std::vector<unsigned> types(static_cast<size_t>(columns));
    for (int c = 0; c < columns; ++c)
        types[size_t(c)] = PQftype(result, c);
    QList<QVariantList> rows;
    rows.reserve(rowCount);
    for (int r = 0; r < rowCount; ++r) {
        QVariantList row;
        row.reserve(columns);
        for (int c = 0; c < columns; ++c)
            row << columnValue(result, r, c, types[size_t(c)]);
        rows << std::move(row);
    }
    return rows;
}
} // namespace

Result<QList<QVariantList>> PostgresBulkAccess::select(const QString &sql, const QVariantList &binds)
{
    // Planned for the values at hand each time: a generic plan cannot know
    // how much of a window a page's bounds cover.
    auto executed = execute(sql, binds, false, {PGRES_TUPLES_OK});
    if (!executed)
        return executed.error();
    const ResultPtr result(executed.value());
    return rowsOf(result.get());
}

Result<QueryResult> PostgresBulkAccess::statement(const QString &sql, const QVariantList &binds)
{
    auto executed = execute(sql, binds, false, {PGRES_TUPLES_OK, PGRES_COMMAND_OK});
    if (!executed)
        return executed.error();
    const ResultPtr result(executed.value());
    return QueryResult(rowsOf(result.get()), QByteArray(PQcmdTuples(result.get())).toInt());
}

// COPY ... FROM STDIN in text format: the server parses each value with its
// column's input function and fires the table's triggers as for INSERT, with
// no statement text to parse per row (a 1,000-row INSERT has 15,000
// parameters to bind). Values are the texts libpq would send as parameters.
Status PostgresBulkAccess::insert(const QString &table, const QStringList &columns, const QString &,
                                  const QList<QVariantList> &lists, int partsPerRow)
{
    if (lists.size() < partsPerRow)
        return {};
    const QString sql = QStringLiteral("COPY %1 (%2) FROM STDIN").arg(table, columns.join(QStringLiteral(", ")));
    auto conn = connection(sql);
    if (!conn)
        return conn.error();
    StatementCounter::count();
    m_db.count(1, 2); // COPY starts, then the data and its end
    {
        const ResultPtr started(PQexec(conn.value(), sql.toUtf8().constData()));
        if (PQresultStatus(started.get()) != PGRES_COPY_IN)
            return failure(QCoreApplication::translate("Engine", "An insert"), started.get(), sql);
    }
    constexpr qsizetype kChunk = 256 * 1024;
    QByteArray data;
    data.reserve(kChunk + 4096);
    QStringEncoder utf8(QStringEncoder::Utf8, QStringConverter::Flag::Stateless);
    bool sent = true;
    for (qsizetype list = 0; list + partsPerRow <= lists.size(); list += partsPerRow) {
        bool first = true;
        for (qsizetype part = list; part < list + partsPerRow; ++part)
            for (const QVariant &v : lists.at(part)) {
                if (!first)
                    data += '\t';
                first = false;
                appendCopyValue(data, v, utf8);
            }
        data += '\n';
        if (data.size() >= kChunk) {
            sent = PQputCopyData(conn.value(), data.constData(), int(data.size())) == 1;
            data.resize(0); // keeps the buffer
            if (!sent)
                break;
        }
    }
    if (sent && !data.isEmpty())
        sent = PQputCopyData(conn.value(), data.constData(), int(data.size())) == 1;
    // Ending the copy (or giving up on it) is always needed to get the
    // connection back; the server's verdict comes as the results after it.
    PQputCopyEnd(conn.value(), sent ? nullptr : "the client could not send the rows");
    std::optional<Error> error;
    while (PGresult *r = PQgetResult(conn.value())) {
        const ResultPtr result(r);
        if (PQresultStatus(r) != PGRES_COMMAND_OK && !error)
            error = failure(QCoreApplication::translate("Engine", "An insert"), r, sql);
    }
    if (error)
        return *error;
    return {};
}

Result<int> PostgresBulkAccess::change(const QString &sql, const QVariantList &binds)
{
    auto executed = execute(sql, binds, true, {PGRES_COMMAND_OK});
    if (!executed)
        return executed.error();
    const ResultPtr result(executed.value());
    return QByteArray(PQcmdTuples(result.get())).toInt();
}

} // namespace jgr::db
