#pragma once

#include "sitenumberlock.h"

#include "common/result.h"
#include "control/records.h"

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// Joining (docs/PROTOCOL.md, Enrollment): a site without a site number takes one
// from its primary under the M record's lock, then creates its own M record
// and its S record on the primary.
class Enrollment
{
public:
    using Options = SiteNumberLock::Options;
    // A site, or a secondary primary (init-secondary): it takes its own
    // number and five more to hand out, from the master primary only.
    // A standby (init-standby) is site -99: a copy that only downloads,
    // ready to be promoted; one per primary, and it takes no number.
    enum class Role
    {
        Site,
        SecondaryPrimary,
        Standby
    };

    Enrollment(db::Database &local, db::Database &primary) : m_local(local), m_primary(primary) {}

    Result<control::MasterRecord> join(const QString &siteName, const Options &options, Role role = Role::Site);
    static Options defaultOptions() { return SiteNumberLock::defaultOptions(); }

private:
    db::Database &m_local;
    db::Database &m_primary;
};

} // namespace jgr::engine
