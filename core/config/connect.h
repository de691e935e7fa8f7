#pragma once

#include "credentials.h"
#include "siteconfig.h"

#include "db/database.h"

#include <memory>

namespace jgr::config {

// Opens the database of one INI section with its password from the
// credentials layer.
Result<std::unique_ptr<db::Database>> openDatabase(const DatabaseSection &section, const Credentials &credentials);

} // namespace jgr::config
