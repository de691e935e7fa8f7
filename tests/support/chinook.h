#pragma once

#include "testdatabases.h"

#include "common/result.h"

#include <QStringList>

namespace jgr::test {

// Chinook's table and column names differ per script: Artist/ArtistId in the
// SQLite and MySQL scripts, artist/artist_id in PostgreSQL's.
QString chinookName(Backend backend, const QString &camelName);

// Runs the CREATE TABLE and INSERT statements of the given tables (in that
// order) from the backend's Chinook script.
Status loadChinook(db::Database &db, Backend backend, const QStringList &camelTables);

// Runs the whole script (tables, foreign keys, indexes, data) except the
// statements that create or switch databases.
Status loadChinookAll(db::Database &db, Backend backend);

} // namespace jgr::test
