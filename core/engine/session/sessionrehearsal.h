#pragma once

#include "sessionobserver.h"

#include "common/result.h"

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// What watches a session that is tried and undone (`replicate --dry-run`,
// the window's Preview): the session runs as it would, with the same checks
// in the same order, on both sides inside one transaction each
// (db::Database::beginRehearsal) that is rolled back when it ends. Sends no
// mail and does not pause a secondary's sites (nobody would see either).
class SessionRehearsal
{
public:
    virtual ~SessionRehearsal() = default;
    // Both databases are open and locked for the session, nothing is read
    // or written yet: what the watcher needs to know of the start. Its own
    // writes are committed (the control tables' new columns, as a session
    // adds them): the rehearsal begins after it returns.
    virtual Status beforeSession(db::Database &local, db::Database &primary) = 0;
    // The session ended (done or failed) and its writes are still there to
    // read; they are undone after this returns.
    virtual void afterSession(db::Database &local, db::Database &primary, const SessionResult &result) = 0;
};

} // namespace jgr::engine
