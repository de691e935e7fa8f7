#pragma once

#include "common/result.h"

#include <QHash>
#include <QSet>
#include <QString>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// The rows a site holds of each table its subsets restrict (SubsetMembers),
// read on its primary with the primary's rules and the site's attributes
// there, for the tools that look at a site without running a session
// (compare). Empty when no table restricts, and for a secondary primary,
// which holds every row.
Result<QHash<QString, QSet<qint64>>> siteSubsets(db::Database &local, db::Database &primary);

} // namespace jgr::engine
