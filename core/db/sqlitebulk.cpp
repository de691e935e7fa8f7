#include "sqlitebulk.h"

#include "database.h"
#include "rawtext.h"
#include "statementcounter.h"
#include "utf8values.h"

#include <QCoreApplication>
#include <QSqlDriver>

#include <sqlite3.h>

#include <algorithm>
#include <memory>

namespace jgr::db {

namespace {
// Binds `v`; text comes from `encoded`, in order.
int bind(sqlite3_stmt *stmt, int index, const QVariant &v, Utf8Values &encoded)
{
    if (v.isNull())
        return sqlite3_bind_null(stmt, index);
    switch (v.typeId()) {
    case QMetaType::QString: {
        const auto [bytes, size] = encoded.next();
        return sqlite3_bind_text(stmt, index, bytes, size, SQLITE_STATIC);
    }
    case QMetaType::Bool:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
        return sqlite3_bind_int64(stmt, index, v.toLongLong());
    case QMetaType::Double:
    case QMetaType::Float:
        return sqlite3_bind_double(stmt, index, v.toDouble());
    case QMetaType::QByteArray: {
        const QByteArray b = v.toByteArray();
        return sqlite3_bind_blob64(stmt, index, b.constData(), sqlite3_uint64(b.size()), SQLITE_TRANSIENT);
    }
    default: {
        if (v.typeId() == qMetaTypeId<RawText>()) {
            const QByteArray &bytes = static_cast<const RawText *>(v.constData())->bytes;
            return sqlite3_bind_text64(stmt, index, bytes.constData(), sqlite3_uint64(bytes.size()), SQLITE_TRANSIENT,
                                       SQLITE_UTF8);
        }
        const QByteArray text = v.toString().toUtf8();
        return sqlite3_bind_text64(stmt, index, text.constData(), sqlite3_uint64(text.size()), SQLITE_TRANSIENT,
                                   SQLITE_UTF8);
    }
    }
}

// Binds the values of `count` lists from `first` to consecutive markers.
int bindRows(sqlite3_stmt *stmt, const QVariantList *first, qsizetype count, Utf8Values &encoded)
{
    encoded.encode(first, count);
    int index = 1;
    for (const QVariantList *row = first; row != first + count; ++row)
        for (const QVariant &v : *row)
            if (const int rc = bind(stmt, index++, v, encoded); rc != SQLITE_OK)
                return rc;
    return SQLITE_OK;
}

// Every value as SQLite stores it (docs/SCHEMA.md, Fidelity): an INTEGER as
// an integer, a REAL as the double itself (its text would keep 15 digits),
// a BLOB as bytes, TEXT as a string, or as RawText when its bytes are not
// valid UTF-8 (a string would replace them).
QVariant columnValue(sqlite3_stmt *stmt, int column)
{
    switch (sqlite3_column_type(stmt, column)) {
    case SQLITE_INTEGER:
        return qlonglong(sqlite3_column_int64(stmt, column));
    case SQLITE_NULL:
        return QVariant(QMetaType::fromType<QString>());
    case SQLITE_BLOB:
        return QByteArray(static_cast<const char *>(sqlite3_column_blob(stmt, column)),
                          sqlite3_column_bytes(stmt, column));
    case SQLITE_FLOAT:
        return sqlite3_column_double(stmt, column);
    default: {
        const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(stmt, column));
        const QByteArrayView bytes(text, sqlite3_column_bytes(stmt, column));
        if (!bytes.isValidUtf8())
            return QVariant::fromValue(RawText{bytes.toByteArray()});
        return QString::fromUtf8(bytes);
    }
    }
}

// Leaves a cached statement ready for its next use: reset (which also ends
// the read it holds open) and its values unbound.
struct ResetAfterUse
{
    sqlite3_stmt *stmt;
    ~ResetAfterUse()
    {
        sqlite3_reset(stmt);
        sqlite3_clear_bindings(stmt);
    }
};
} // namespace

SqliteBulkAccess::SqliteBulkAccess(Database &db) : m_db(db), m_text(std::make_unique<Utf8Values>())
{
    const QVariant handle = db.sql().driver()->handle();
    if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0)
        m_handle = *static_cast<sqlite3 *const *>(handle.data());
}

SqliteBulkAccess::~SqliteBulkAccess() = default;

void SqliteBulkAccess::Finalizer::operator()(sqlite3_stmt *stmt) const
{
    sqlite3_finalize(stmt);
}

Error SqliteBulkAccess::failure(const QString &what, int code, const QString &sql) const
{
    return m_db.nativeFailure(what, QString::number(code & 0xff), QString::fromUtf8(sqlite3_errmsg(m_handle)), sql);
}

Result<sqlite3_stmt *> SqliteBulkAccess::statement(const QString &sql)
{
    return statement(sql, [&sql] { return sql; });
}

Result<sqlite3_stmt *> SqliteBulkAccess::statement(const QString &key, const std::function<QString()> &sqlOf)
{
    if (!m_handle)
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "The SQLite driver gave no native handle."));
    StatementCounter::count();
    m_db.count(1, 1);
    return m_statements.get(key, [&]() -> Result<Statements::Statement> {
        const QString sql = sqlOf();
        sqlite3_stmt *stmt = nullptr;
        const QByteArray text = sql.toUtf8();
        if (const int rc = sqlite3_prepare_v3(m_handle, text.constData(), int(text.size()), SQLITE_PREPARE_PERSISTENT,
                                              &stmt, nullptr);
            rc != SQLITE_OK)
            return failure(QCoreApplication::translate("Engine", "Preparing a statement"), rc, sql);
        return Statements::Statement(stmt);
    });
}

Result<QList<QVariantList>> SqliteBulkAccess::select(const QString &sql, const QVariantList &binds)
{
    auto prepared = statement(sql);
    if (!prepared)
        return prepared.error();
    sqlite3_stmt *stmt = prepared.value();
    const ResetAfterUse reset{stmt};
    if (const int rc = bindRows(stmt, &binds, 1, *m_text); rc != SQLITE_OK)
        return failure(QStringLiteral("A statement"), rc, sql);
    const int columns = sqlite3_column_count(stmt);
    QList<QVariantList> rows;
    int rc = SQLITE_ROW;
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        QVariantList row;
        row.reserve(columns);
        for (int c = 0; c < columns; ++c)
            row << columnValue(stmt, c);
        rows << std::move(row);
    }
    if (rc != SQLITE_DONE)
        return failure(QStringLiteral("A statement"), rc, sql);
    return rows;
}

// Multi-row statements of up to 500 rows: each statement pays for its
// statement journal (the table has triggers), so one row per statement runs
// at a third of the speed (bench/).
Status SqliteBulkAccess::insert(const QString &table, const QStringList &columns, const QString &tuple,
                                const QList<QVariantList> &lists, int partsPerRow)
{
    const qsizetype rows = lists.size() / partsPerRow;
    if (rows == 0)
        return {};
    const int markers = std::max(int(valueCount(lists.constData(), partsPerRow)), 1);
    const int variableLimit = m_handle ? sqlite3_limit(m_handle, SQLITE_LIMIT_VARIABLE_NUMBER, -1) : 999;
    const qsizetype perStatement = std::clamp(variableLimit / markers, 1, 500);
    for (qsizetype at = 0, n = 0; at < rows; at += n) {
        n = rowsForStatement(lists.constData() + at * partsPerRow, rows - at, partsPerRow, perStatement);
        const auto sql = [&] { return multiRowInsert(table, columns, tuple, n); };
        auto prepared = statement(multiRowInsertKey(table, columns, tuple, n), sql);
        if (!prepared)
            return prepared.error();
        sqlite3_stmt *stmt = prepared.value();
        const ResetAfterUse reset{stmt};
        int rc = bindRows(stmt, lists.constData() + at * partsPerRow, n * partsPerRow, *m_text);
        if (rc == SQLITE_OK)
            rc = sqlite3_step(stmt);
        if (rc != SQLITE_DONE)
            return failure(QCoreApplication::translate("Engine", "An insert"), rc, sql());
    }
    return {};
}

Result<int> SqliteBulkAccess::change(const QString &sql, const QVariantList &binds)
{
    auto prepared = statement(sql);
    if (!prepared)
        return prepared.error();
    sqlite3_stmt *stmt = prepared.value();
    const ResetAfterUse reset{stmt};
    int rc = bindRows(stmt, &binds, 1, *m_text);
    if (rc == SQLITE_OK)
        rc = sqlite3_step(stmt);
    if (rc != SQLITE_DONE)
        return failure(QStringLiteral("A statement"), rc, sql);
    return sqlite3_changes(m_handle);
}

} // namespace jgr::db
