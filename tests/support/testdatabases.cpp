#include "testdatabases.h"

#include <QCoreApplication>
#include <QDir>

namespace jgr::test {

QString backendName(Backend backend)
{
    switch (backend) {
    case Backend::Sqlite:
        return QStringLiteral("sqlite");
    case Backend::Postgres:
        return QStringLiteral("postgresql");
    case Backend::MariaDb:
        return QStringLiteral("mariadb");
    }
    return {};
}

QList<Backend> allBackends()
{
    return {Backend::Sqlite, Backend::Postgres, Backend::MariaDb};
}

namespace {
db::ConnectionParams serverParams(const QString &prefix, const QString &driver, QString *error)
{
    db::ConnectionParams p;
    const QString host = qEnvironmentVariable(qPrintable(prefix + QStringLiteral("HOST")));
    if (host.isEmpty()) {
        *error = QStringLiteral("%1HOST is not set: run the tests through scripts/test, which starts the database "
                                "servers.")
                     .arg(prefix);
        return p;
    }
    p.driver = driver;
    p.host = host;
    p.port = qEnvironmentVariable(qPrintable(prefix + QStringLiteral("PORT"))).toInt();
    p.user = qEnvironmentVariable(qPrintable(prefix + QStringLiteral("USER")));
    p.password = qEnvironmentVariable(qPrintable(prefix + QStringLiteral("PASSWORD")));
    p.options = qEnvironmentVariable(qPrintable(prefix + QStringLiteral("OPTIONS")));
    return p;
}

QString uniqueName(const QString &name)
{
    return QStringLiteral("jgrt_%1_%2").arg(name).arg(QCoreApplication::applicationPid());
}
} // namespace

std::unique_ptr<db::Database> openOrNull(const db::ConnectionParams &params, const QString &label, QString *error)
{
    auto opened = db::Database::open(params, label);
    if (!opened) {
        if (error)
            *error = opened.error().message;
        return nullptr;
    }
    return std::move(opened).value();
}

db::ConnectionParams freshDatabase(Backend backend, const QString &name, const QString &dir, QString *error)
{
    if (backend == Backend::Sqlite) {
        db::ConnectionParams p;
        p.driver = QStringLiteral("sqlite");
        p.database = QDir(dir).absoluteFilePath(name + QStringLiteral(".db"));
        QFile::remove(p.database);
        return p;
    }
    const bool pg = backend == Backend::Postgres;
    const db::ConnectionParams server = serverParams(
        pg ? QStringLiteral("JGR_TEST_PG_") : QStringLiteral("JGR_TEST_MARIADB_"), backendName(backend), error);
    if (server.driver.isEmpty())
        return server;
    return freshDatabaseOn(server, name, error);
}

db::ConnectionParams freshDatabaseOn(const db::ConnectionParams &server, const QString &name, QString *error)
{
    const bool pg = server.driver == backendName(Backend::Postgres);
    db::ConnectionParams admin = server;
    admin.database = pg ? QStringLiteral("postgres") : QString();
    const QString database = uniqueName(name);
    {
        auto opened = openOrNull(admin, QStringLiteral("admin"), error);
        if (!opened)
            return {};
        const QStringList ddl =
            pg ? QStringList{QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(database),
                             QStringLiteral("CREATE DATABASE %1").arg(database)}
               : QStringList{
                     QStringLiteral("DROP DATABASE IF EXISTS %1").arg(database),
                     QStringLiteral("CREATE DATABASE %1 CHARACTER SET utf8mb4 COLLATE utf8mb4_bin").arg(database)};
        const Status created = opened->runAll(ddl);
        if (!created) {
            *error = created.error().message;
            return {};
        }
    }
    admin.database = database;
    return admin;
}

QString iniSection(const QString &section, const db::ConnectionParams &p)
{
    QString ini = QStringLiteral("[%1]\ndriver=%2\ndatabase=%3\n").arg(section, p.driver, p.database);
    if (p.driver != QLatin1String("sqlite")) {
        ini += QStringLiteral("host=%1\nport=%2\nuser=%3\noptions=%4\npassword_source=env\n")
                   .arg(p.host)
                   .arg(p.port)
                   .arg(p.user, p.options);
        if (!p.schema.isEmpty())
            ini += QStringLiteral("schema=%1\n").arg(p.schema);
    }
    return ini + QLatin1Char('\n');
}

} // namespace jgr::test
