#pragma once

#include "common/result.h"

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// Hands a row of a replicated table to another site (docs/PROTOCOL.md, owner
// wins): allowed for the row's owner and on a primary. The change travels
// with the next session like any owner edit. `set-owner` and the Data view
// both come here. The new owner must be a site the primary knows (an S
// record, or the primary itself): `primary` is the site's primary, or null
// on a primary or when it cannot be reached (then only the site itself).
Status handOverRow(db::Database &local, const QString &table, qint64 uniqueId, int newOwner,
                   db::Database *primary = nullptr);
// Whether rows may be handed to `newOwner` from this database: a valid site
// number that the primary knows (handOverRow checks it too; the window asks
// it before it asks the user).
Status checkNewOwner(db::Database &local, int newOwner, db::Database *primary = nullptr);

} // namespace jgr::engine
