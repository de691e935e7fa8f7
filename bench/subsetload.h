#pragma once

// A site that holds 1% of a table (docs/PROTOCOL.md, Subsets): jgr-bench
// subset sqlite|postgres|mariadb [ROWS [ROUNDS]]. A primary of that kind
// with the bench's table; a SQLite site's initial load of every row, then,
// with the table's rule set to --owned, the initial load of a site that owns
// every 97th row: its seconds, rows moved and statements against the whole
// load's, measured in the same round. Ends non-zero when a site holds
// other rows than it should.
#include <QString>

namespace bench {

int runSubsetLoad(const QString &kind, int rows, int rounds);

} // namespace bench
