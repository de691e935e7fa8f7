#pragma once

#include "common/result.h"

#include <QString>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// What move-to-primary did.
struct SiteMove
{
    int siteNumber = 0;
    QString primaryName;
    int primarySiteNumber = 0;
    int tables = 0;
    bool alreadyThere = false; // the site replicates with this primary already: nothing changed

    // What happened and what to do next, for the command line and the window.
    QString summary() const;
};

// Moves a site to another primary (docs/PROTOCOL.md, Moving a site): a laptop
// taken from a branch's secondary primary to the master, or the sites of a
// primary that was lost and replaced. The site's marks belong to its old
// primary, so its next session compares every row of every table with the
// new one in both directions: it receives what it lacks and sends what the
// new primary lacks, and rows equal on both sides are not written. Deletes
// are sent again from the beginning too (a row made again under a deleted
// row's id is in the window as well, and follows its delete). Local marks and the M record change in one local
// transaction; the new primary's S record (if it has one) forgets the old
// primary's copy of the site's mark, so the clone check starts afresh.
// With `again`, the same is done with the primary the site replicates with
// already: one that lost commits the site saw succeed (a failover to a
// standby that lagged, a restore), which the clone check reports.
Result<SiteMove> moveToPrimary(db::Database &local, db::Database &primary, bool again = false);

} // namespace jgr::engine
