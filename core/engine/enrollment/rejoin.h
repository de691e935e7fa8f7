#pragma once

#include "common/result.h"

#include <QString>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// What rejoin did: the site's old and new numbers, and its rows that go to
// the primary again under the new one.
struct Rejoin
{
    int oldNumber = 0;
    int newNumber = 0;
    int tables = 0;
    int ownRows = 0;
    QString summary() const;
};

// A site whose number its primary gave again to another database (a primary
// made anew; docs/PROTOCOL.md, "Site numbers are never given twice") takes a
// new number from [primary], and its own rows become new rows under it: the
// next session stamps them with ids of the new number and sends them, so
// that nothing of the other site's is overwritten. Its deletes of rows under
// the old number are dropped (those ids are the other site's now), and every
// table is compared with the primary both ways, as after move-to-primary.
// Refused when the primary's record of this number is this database's own.
Result<Rejoin> rejoinPrimary(db::Database &local, db::Database &primary);

} // namespace jgr::engine
