#pragma once

#include "common/result.h"

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// MARK and PRIMARY-MARK (PROTOCOL.md, Marks and windows): write a control
// record, read back its stamp, and lower it until it is safe — one tick
// below it, and below the start of the oldest transaction another session
// holds open, so that no change stamped at or below the mark can still
// commit later.
Result<QString> takeSafeMark(db::Database &db, int recordId);

} // namespace jgr::engine
