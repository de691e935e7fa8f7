#pragma once

#include "dialect.h"

#include <QList>
#include <QString>

#include <functional>
#include <memory>

namespace jgr::db {

// The kinds of database JGReplicate talks to, in one place: the INI's driver
// name, the name people read, whether it is a file or a server (and the
// server's port when the INI gives none), and its dialect. The windows list
// them from here; a new kind of database is one entry here and a Dialect.
struct DatabaseKind
{
    QString driver;          // the INI's driver name: sqlite, postgresql, mariadb
    const char *displayName; // QT_TRANSLATE_NOOP("Engine", ...)
    bool file = false;       // a file (SQLite), not a server
    int defaultPort = 0;     // servers
    std::function<std::unique_ptr<Dialect>()> makeDialect;
    const char *package = ""; // the Debian package of its Qt SQL driver

    // Whether Qt's driver for it is installed on this machine.
    bool driverFound() const;
};

const QList<DatabaseKind> &databaseKinds();
// The kind of a driver name, or null.
const DatabaseKind *databaseKind(const QString &driver);
// The embedded database of a new site, and the usual server of a primary.
QString embeddedDriver();
QString defaultServerDriver();
// Whether the driver's database is a file (a path, no server, no password).
bool isFileDriver(const QString &driver);
// The port a section reaches its server on: its own, else the kind's.
int portOrDefault(const QString &driver, int port);

} // namespace jgr::db
