#pragma once

#include "subsetmembers.h"

#include "common/result.h"

#include <QHash>
#include <QSet>
#include <QString>

namespace jgr::db {
class Database;
}

namespace jgr::control {
struct MasterRecord;
}

namespace jgr::engine {

// The master primary (every subset is worked out against what it holds)
// and a standby (a copy to fail over to) hold every row, whatever the
// rules. A secondary primary holds the union of its sites' subsets.
bool holdsEveryRow(const control::MasterRecord &site);

// What `site` is to its subset rules: its own number and `attributes` (the
// site_attributes of its S record on its primary) and, for a secondary
// primary, the number and attributes of every site enrolled through it
// (its S records in `local`).
Result<SubsetScope> subsetScopeOf(const control::MasterRecord &site, const QString &attributes, db::Database &local);

// The rows a site holds of each table its subsets restrict (SubsetMembers),
// read on its primary with the primary's rules and the site's attributes
// there, for the tools that look at a site without running a session
// (compare). Empty when no table restricts, and for a site that
// holdsEveryRow().
Result<QHash<QString, QSet<qint64>>> siteSubsets(db::Database &local, db::Database &primary);

} // namespace jgr::engine
