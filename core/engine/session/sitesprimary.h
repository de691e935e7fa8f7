#pragma once

#include "common/result.h"
#include "control/records.h"

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// What a site keeps of its primary from session to session (docs/PROTOCOL.md,
// Identity and moving a site).

// The primary's identity against the one `site` remembers: another one stops
// the session (exit 5) before it writes there; a site that remembers none
// takes it (written with the start count), as does a primary made by an
// earlier version, which has none.
Status checkPrimaryIdentity(const control::MasterRecord &primary, control::MasterRecord &site,
                            const QString &primaryDescription);

// A standby keeps the master's next site number in its own slot: promoted,
// it goes on above every number the master handed out, rows or no rows.
Status keepMastersNextNumber(db::Database &local, control::MasterRecord &site, const control::MasterRecord &primary);

} // namespace jgr::engine
