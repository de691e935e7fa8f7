#pragma once

#include "control/records.h"
#include "common/result.h"

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// Joining (PROTOCOL.md, Enrollment): a site without a site number takes one
// from its primary under the M record's lock, then creates its own M record
// and its S record on the primary.
class Enrollment
{
public:
    struct Options
    {
        int lockWaitMs = 10000; // between attempts at the lock
        int attempts = 3;
        int staleLockMinutes = 10;
    };

    Enrollment(db::Database &local, db::Database &primary) : m_local(local), m_primary(primary) {}

    Result<control::MasterRecord> join(const QString &siteName, const Options &options);
    static Options defaultOptions();

private:
    Result<int> takeSiteNumber(const control::MasterRecord &primaryMaster, const Options &options);

    db::Database &m_local;
    db::Database &m_primary;
};

} // namespace jgr::engine
