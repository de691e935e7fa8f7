#pragma once

#include "common/result.h"
#include "control/records.h"

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// The M record's site-number lock (docs/PROTOCOL.md, Enrollment step 3): taken by
// one UPDATE that succeeds only while the lock is free, looked at again after
// waits that start short and grow (a join holds it for a few statements, and
// sites joining at the same moment take it one after the other), given up
// when one holder keeps it past the patience, broken when older than the
// stale limit (a crashed join). The slots next_site_number_1..5 change only
// while it is held, and are written back in the statement that releases it.
class SiteNumberLock
{
public:
    struct Options
    {
        int firstWaitMs = 20;         // before the second look; doubled each time
        int longestWaitMs = 1000;     // between two looks
        int holderPatienceMs = 30000; // how long one holder may keep it
        int staleLockMinutes = 10;
    };
    // The defaults; JGR_ENROLL_WAIT_MS=W (tests) makes the patience 3 x W
    // and the longest wait at most W.
    static Options defaultOptions();

    SiteNumberLock(db::Database &db, Options options) : m_db(db), m_options(options) {}
    ~SiteNumberLock();
    SiteNumberLock(const SiteNumberLock &) = delete;
    SiteNumberLock &operator=(const SiteNumberLock &) = delete;

    // Takes the lock and returns the M record as it stands under it.
    Result<control::MasterRecord> acquire();
    // Writes the slots of `master` and releases the lock in one statement.
    Status release(const control::MasterRecord &master);

private:
    db::Database &m_db;
    Options m_options;
    bool m_held = false;
};

// Hands out site numbers from a primary's M record under its lock: `count`
// consecutive numbers from next_site_number_1 on the master primary, or the
// first non-zero slot of a secondary primary (count 1 only).
Result<QList<int>> takeSiteNumbers(db::Database &primary, int count, const SiteNumberLock::Options &options);

// A secondary primary fills its zeroed slots with new numbers from the
// master, holding its own lock (its sites may be joining) and the master's.
// Numbers taken from the master but not stored here (a crash in between)
// are skipped, never handed out twice. Returns how many were refilled.
Result<int> refillSiteNumbers(db::Database &secondary, db::Database &master, const SiteNumberLock::Options &options);

} // namespace jgr::engine
