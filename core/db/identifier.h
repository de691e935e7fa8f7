#pragma once

#include "common/result.h"

#include <QString>

namespace jgr::db {

// Identifiers that come from data (T records, jg_data_dict, U specs, the
// command line) are validated here before they are quoted into SQL: letters,
// digits and underscores, starting with a letter or underscore, at most
// kMaxIdentifierLength characters (room for the jg_ prefixes of triggers and
// indexes within PostgreSQL's 63 and MariaDB's 64).
constexpr int kMaxIdentifierLength = 48;

bool isValidIdentifier(const QString &name);
Status validateIdentifier(const QString &name, const QString &what);

} // namespace jgr::db
