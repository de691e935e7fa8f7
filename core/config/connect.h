#pragma once

#include "credentials.h"
#include "siteconfig.h"

#include "db/database.h"

#include <memory>

namespace jgr::config {

// Whether opening a file database (SQLite) may create its file. Only the
// commands that make a database do (init-primary, init-secondary, join, the
// demo, the new-site wizard's first session): anywhere else a missing file is
// a typo in the INI, and a new empty database would join as a new site.
enum class FileCreation
{
    MustExist,
    MayCreate
};

// Who writes through a connection: an application's writes get the
// database's clock from the stamp triggers of the replicated tables; a
// replication session's keep the stamps they carry (Dialect::markTransaction).
enum class Writer
{
    Application,
    Replication
};

// Opens the database of one INI section with its password from the
// credentials layer.
Result<std::unique_ptr<db::Database>> openDatabase(const DatabaseSection &section, const Credentials &credentials,
                                                   FileCreation creation = FileCreation::MustExist,
                                                   Writer writer = Writer::Application);
// The same with a password in hand (Test connection in Settings, before it is stored).
Result<std::unique_ptr<db::Database>> openDatabaseWithPassword(const DatabaseSection &section, const QString &password,
                                                               FileCreation creation = FileCreation::MustExist,
                                                               Writer writer = Writer::Application);

// A SQLite file that a command is about to create for a database that may
// then not come to be (a join the primary refuses): unless kept, it is
// removed with its journal files when the guard goes, so that a failed
// command leaves no empty database that a later one could take for a site.
// A file that existed before is never touched. Declare it before the
// connection to the file, so that the connection closes first.
class NewDatabaseFile
{
public:
    explicit NewDatabaseFile(const DatabaseSection &section);
    ~NewDatabaseFile();
    NewDatabaseFile(const NewDatabaseFile &) = delete;
    NewDatabaseFile &operator=(const NewDatabaseFile &) = delete;
    void keep() { m_path.clear(); }

private:
    QString m_path; // empty: nothing to remove
};

// An INI section for connection parameters (the password stays out of it:
// servers get password_source=env, SQLite none). For the demo, tests and tools.
DatabaseSection sectionFor(const QString &name, const db::ConnectionParams &params);

} // namespace jgr::config
