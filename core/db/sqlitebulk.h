#pragma once

#include "common/result.h"

#include <QStringList>
#include <QVariantList>

class QSqlDatabase;

namespace jgr::db {

// Inserting many rows into SQLite through the sqlite3 C API on the Qt
// connection's own handle (QSqlDriver::handle()): one statement prepared once
// and stepped per row inside the caller's transaction. QtSql's per-value
// binding costs several times the insert itself (bench/).
Status sqliteInsertRows(QSqlDatabase &db, const QString &insertSql, const QList<QVariantList> &rows);

} // namespace jgr::db
