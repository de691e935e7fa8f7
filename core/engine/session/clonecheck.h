#pragma once

#include "common/result.h"
#include "control/records.h"

namespace jgr::db {
class Database;
}

namespace jgr::engine {

class ErrorLog;

// The newest MARK this site's tables finished with: its own copy of what the
// primary keeps in its S record.
Result<QString> ownPreviousLocalHigh(db::Database &local);

enum class CloneCheck
{
    Known,      // the primary knows this database's marks
    AllowedOnce // they differ, and an administrator allowed it once (a restored site)
};

// Whether `local` is the database the primary knows as this site (the start
// of a session, docs/PROTOCOL.md): exit 5 when its marks do not match the
// primary's copy in `site`, unless allowed once. Keeps the primary's copy in
// `master` (saved with the start count); an allowance is used up on the
// primary and noted in an E record.
// Inserts `site`, a new S record for this site, on the primary. A site whose
// M record holds a confirmed mark has finished sessions with this primary,
// which has no record of it: the primary lost its enrollment and what it
// sent (a failover to a lagging standby). The record then holds the number
// taken, so that no site that joins is given it, with a mark older than any,
// so that checkClone stops each session until move-to-primary --again; this
// session stops at once (exit 5).
Status recordSiteOnPrimary(db::Database &primary, const control::MasterRecord &master, control::SiteRecord &site);

Result<CloneCheck> checkClone(db::Database &local, db::Database &primary, control::MasterRecord &master,
                              control::SiteRecord &site, ErrorLog &errors);

} // namespace jgr::engine
