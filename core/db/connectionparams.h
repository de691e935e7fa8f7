#pragma once

#include "endpoints.h"

#include <QString>

namespace jgr::db {

// How to reach one database: an INI section ([local] or [primary]) plus the
// password found by the credentials layer. Never logged as a whole.
struct ConnectionParams
{
    QString driver;   // sqlite | postgresql | mariadb
    QString database; // file for sqlite, database name otherwise
    QString host;
    int port = 0;
    // [primary] hosts=: servers tried in this order instead of host and port;
    // the first that accepts writes serves the session.
    QList<Endpoint> nodes;
    QString user;
    QString password;
    // PostgreSQL: the schema that holds the application's tables (and the
    // control tables), first on the search path; empty: the server's default.
    QString schema;
    QString options;     // passed to the Qt driver, "key=value;key=value"
    bool tlsOff = false; // the INI said tls=off: no certificate verification demanded
    // A replication session's own connection: the stamp triggers of the
    // replicated tables keep the stamps its writes carry, where an
    // application's writes get the database's clock (Dialect::markTransaction).
    bool replicationWrites = false;
};

bool isLoopbackHost(const QString &host);

} // namespace jgr::db
