#pragma once

#include "common/result.h"

namespace jgr::engine {

struct TableWindow;

// A load is counted (docs/PROTOCOL.md, "Loads are counted"): after a pull
// that read the primary's rows from the beginning (a table's first session,
// a resync, a table made again), the site must hold every numbered row the
// primary held at PRIMARY-MARK, but for the rows the pull held back (rows
// another session numbered on the primary as the pull read them included)
// and the rows this site deleted and has not sent the delete of yet. A shortfall is
// a load that ended short without a word (a type read wrongly, a page
// skipped): the table stops with an error that names it, never an exit 0.
// Tables with a subset are not counted (the site holds its part).
Status checkLoadComplete(const TableWindow &window, int heldBack);

} // namespace jgr::engine
