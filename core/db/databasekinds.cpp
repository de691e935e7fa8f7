#include "databasekinds.h"

#include "mariadbdialect.h"
#include "postgresdialect.h"
#include "sqlitedialect.h"

#include <QCoreApplication>
#include <QSqlDatabase>

namespace jgr::db {

const QList<DatabaseKind> &databaseKinds()
{
    static const QList<DatabaseKind> kinds{
        {QStringLiteral("sqlite"), QT_TRANSLATE_NOOP("Engine", "SQLite (a file)"), true, 0,
         [] { return std::unique_ptr<Dialect>(std::make_unique<SqliteDialect>()); }, "libqt6sql6-sqlite"},
        {QStringLiteral("postgresql"), QT_TRANSLATE_NOOP("Engine", "PostgreSQL"), false, 5432,
         [] { return std::unique_ptr<Dialect>(std::make_unique<PostgresDialect>()); }, "libqt6sql6-psql"},
        {QStringLiteral("mariadb"), QT_TRANSLATE_NOOP("Engine", "MariaDB"), false, 3306,
         [] { return std::unique_ptr<Dialect>(std::make_unique<MariaDbDialect>()); }, "libqt6sql6-mysql"},
    };
    return kinds;
}

bool DatabaseKind::driverFound() const
{
    return QSqlDatabase::isDriverAvailable(makeDialect()->qtDriver());
}

const DatabaseKind *databaseKind(const QString &driver)
{
    for (const DatabaseKind &k : databaseKinds())
        if (k.driver == driver)
            return &k;
    return nullptr;
}

QString embeddedDriver()
{
    return databaseKinds().first().driver;
}

QString defaultServerDriver()
{
    for (const DatabaseKind &k : databaseKinds())
        if (!k.file)
            return k.driver;
    return {};
}

bool isFileDriver(const QString &driver)
{
    const DatabaseKind *kind = databaseKind(driver);
    return kind && kind->file;
}

int portOrDefault(const QString &driver, int port)
{
    if (port > 0)
        return port;
    const DatabaseKind *kind = databaseKind(driver);
    return kind ? kind->defaultPort : 0;
}

} // namespace jgr::db
