#pragma once

#include "common/result.h"
#include "db/connectionparams.h"

#include <QStringList>

namespace jgr::test {

// Runs a SQL script through the server's own client (psql for PostgreSQL,
// mariadb for MariaDB) against the database of `params`, as a user loads a
// sample database from its files: the client reads COPY data, DELIMITER
// blocks and its own commands. Lines that start with one of `skipLinePrefixes`
// are left out (a script's own CREATE SCHEMA and USE, which would load it
// elsewhere). An error of the client is an error here only with
// `stopOnError`; its output is returned either way.
Result<QString> runSqlScript(const db::ConnectionParams &params, const QStringList &files,
                             const QStringList &skipLinePrefixes = {}, bool stopOnError = true);

} // namespace jgr::test
