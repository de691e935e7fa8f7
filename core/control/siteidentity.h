#pragma once

#include "records.h"

#include "common/result.h"

namespace jgr::control {

// Whether the primary's S record for this site's number belongs to this
// database (docs/PROTOCOL.md, "Site numbers are never given twice"): exit 5
// when it names another database's identity (the number was given again, by
// a primary made anew), with `rejoin` as the way out. A record without an
// identity (made by an earlier version) is this site's.
Status checkSiteIdentity(const SiteRecord &onPrimary, const MasterRecord &here);

} // namespace jgr::control
