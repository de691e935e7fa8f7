#pragma once

#include "credentials.h"
#include "siteconfig.h"

#include "db/database.h"

#include <memory>

namespace jgr::config {

// Opens the database of one INI section with its password from the
// credentials layer.
Result<std::unique_ptr<db::Database>> openDatabase(const DatabaseSection &section, const Credentials &credentials);
// The same with a password in hand (Test connection in Settings, before it is stored).
Result<std::unique_ptr<db::Database>> openDatabaseWithPassword(const DatabaseSection &section, const QString &password);

// An INI section for connection parameters (the password stays out of it:
// servers get password_source=env, SQLite none). For the demo, tests and tools.
DatabaseSection sectionFor(const QString &name, const db::ConnectionParams &params);

} // namespace jgr::config
