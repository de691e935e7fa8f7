#include "sqlitebulk.h"

#include <QCoreApplication>

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace jgr::db {

namespace {
int bind(sqlite3_stmt *stmt, int index, const QVariant &v)
{
    if (v.isNull())
        return sqlite3_bind_null(stmt, index);
    switch (v.typeId()) {
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
        const QByteArray text = v.toString().toUtf8();
        return sqlite3_bind_text64(stmt, index, text.constData(), sqlite3_uint64(text.size()), SQLITE_TRANSIENT,
                                   SQLITE_UTF8);
    }
    }
}
} // namespace

Status sqliteInsertRows(QSqlDatabase &db, const QString &insertSql, const QList<QVariantList> &rows)
{
    const QVariant handle = db.driver()->handle();
    sqlite3 *connection = handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0
                              ? *static_cast<sqlite3 *const *>(handle.data())
                              : nullptr;
    if (!connection)
        return makeError(ExitCode::Failure, QCoreApplication::translate("Engine", "The SQLite driver gave no native handle."));
    sqlite3_stmt *stmt = nullptr;
    const QByteArray sql = insertSql.toUtf8();
    if (sqlite3_prepare_v2(connection, sql.constData(), int(sql.size()), &stmt, nullptr) != SQLITE_OK)
        return makeError(ExitCode::Failure, QCoreApplication::translate("Engine", "Preparing an insert failed on SQLite: %1")
                                                .arg(QString::fromUtf8(sqlite3_errmsg(connection))));
    for (const QVariantList &row : rows) {
        for (int i = 0; i < row.size(); ++i)
            bind(stmt, i + 1, row.at(i));
        const int rc = sqlite3_step(stmt);
        if (rc != SQLITE_DONE) {
            Error e = makeError(ExitCode::Failure, QCoreApplication::translate("Engine", "An insert failed on SQLite: %1")
                                                       .arg(QString::fromUtf8(sqlite3_errmsg(connection))));
            e.transient = rc == SQLITE_BUSY || rc == SQLITE_LOCKED;
            sqlite3_finalize(stmt);
            return e;
        }
        sqlite3_reset(stmt);
        sqlite3_clear_bindings(stmt);
    }
    sqlite3_finalize(stmt);
    return {};
}

} // namespace jgr::db
