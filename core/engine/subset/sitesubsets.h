#pragma once

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

// A primary (its sites' subsets are worked out against it) and a standby
// (a copy to fail over to) hold every row, whatever the rules.
bool holdsEveryRow(const control::MasterRecord &site);

// The rows a site holds of each table its subsets restrict (SubsetMembers),
// read on its primary with the primary's rules and the site's attributes
// there, for the tools that look at a site without running a session
// (compare). Empty when no table restricts, and for a site that
// holdsEveryRow().
Result<QHash<QString, QSet<qint64>>> siteSubsets(db::Database &local, db::Database &primary);

} // namespace jgr::engine
