#pragma once

#include "common/result.h"

#include <memory>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// One replication session per site database at a time. Two sessions of one
// site (cron, and a user pressing "Replicate now") would each find the new
// rows missing on the primary and each send them: the primary would keep two
// copies of every row. The lock is the database's own (an advisory lock on
// PostgreSQL, a named lock on MariaDB) or, for a SQLite file, a lock the
// kernel holds on a file beside it (flock); each goes away with a process
// that dies, whenever it dies (a lock file with a process id in it can be
// left empty by a process killed while writing it, and then blocks forever).
class SessionLock
{
public:
    // Busy when another session holds the lock; nothing has changed then.
    static Result<std::unique_ptr<SessionLock>> take(db::Database &local);
    ~SessionLock();
    SessionLock(const SessionLock &) = delete;
    SessionLock &operator=(const SessionLock &) = delete;

private:
    explicit SessionLock(db::Database &local);

    db::Database &m_db;
    int m_fd = -1;               // SQLite only: the locked file, open while the lock is held
    bool m_heldByServer = false; // PostgreSQL, MariaDB: taken, to be released
};

} // namespace jgr::engine
