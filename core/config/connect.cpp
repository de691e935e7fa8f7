#include "connect.h"

#include "db/databasekinds.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace jgr::config {

Result<std::unique_ptr<db::Database>> openDatabase(const DatabaseSection &section, const Credentials &credentials,
                                                   FileCreation creation, Writer writer)
{
    auto password = credentials.password(section.section, section.passwordSource);
    if (!password)
        return password.error();
    return openDatabaseWithPassword(section, password.value(), creation, writer);
}

Result<std::unique_ptr<db::Database>> openDatabaseWithPassword(const DatabaseSection &section, const QString &password,
                                                               FileCreation creation, Writer writer)
{
    if (creation == FileCreation::MustExist && db::isFileDriver(section.driver) &&
        section.database != QLatin1String(":memory:") && !QFileInfo(section.database).isFile())
        return makeError(ExitCode::Unreachable,
                         QCoreApplication::translate(
                             "Engine", "The [%1] database %2 does not exist. Check database= in the [%1] section; "
                                       "only init-primary, init-secondary, join, demo and the new-site wizard "
                                       "create a database.")
                             .arg(section.section, QDir::toNativeSeparators(section.database)));
    db::ConnectionParams params;
    params.driver = section.driver;
    params.database = section.database;
    params.host = section.host;
    params.port = section.port;
    params.nodes = section.nodes;
    params.user = section.user;
    params.password = password;
    params.schema = section.schema;
    params.options = section.options;
    params.tlsOff = section.tlsOff;
    params.replicationWrites = writer == Writer::Replication;
    return db::Database::open(params, section.section);
}

NewDatabaseFile::NewDatabaseFile(const DatabaseSection &section)
{
    if (db::isFileDriver(section.driver) && section.database != QLatin1String(":memory:") &&
        !QFileInfo::exists(section.database))
        m_path = section.database;
}

NewDatabaseFile::~NewDatabaseFile()
{
    if (m_path.isEmpty())
        return;
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(m_path + QLatin1String(suffix));
}

DatabaseSection sectionFor(const QString &name, const db::ConnectionParams &params)
{
    DatabaseSection s;
    s.section = name;
    s.driver = params.driver;
    s.database = params.database;
    s.host = params.host;
    s.port = params.port;
    s.nodes = params.nodes;
    s.user = params.user;
    s.schema = params.schema;
    s.options = params.options;
    s.tlsOff = params.tlsOff;
    s.passwordSource = db::isFileDriver(params.driver) ? PasswordSource::None : PasswordSource::Env;
    return s;
}

} // namespace jgr::config
