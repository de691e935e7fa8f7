#pragma once

#include "common/result.h"

#include <QString>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// A mark as takeSafeMark() took it.
struct SafeMark
{
    QString mark;
    // Set when the oldest open transaction lowered the mark: its start, and
    // how long it had been open when the mark was taken.
    QString heldBackSince;
    qint64 heldBackSeconds = 0;
};

// MARK and PRIMARY-MARK (docs/PROTOCOL.md, Marks and windows): write a control
// record, read back its stamp, and lower it until it is safe — one tick
// below it, and below the start of the oldest transaction another session
// holds open, so that no change stamped at or below the mark can still
// commit later. `otherSide` is the session's connection to the other
// database: its own transaction (a preview holds one open throughout)
// writes only there and does not hold this mark back.
Result<SafeMark> takeSafeMark(db::Database &db, int recordId, db::Database &otherSide);

} // namespace jgr::engine
