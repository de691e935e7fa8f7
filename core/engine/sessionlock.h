#pragma once

#include "common/result.h"

#include <memory>

class QLockFile;

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// One replication session per site database at a time. Two sessions of one
// site (cron, and a user pressing "Replicate now") would each find the new
// rows missing on the primary and each send them: the primary would keep two
// copies of every row. The lock is the database's own (an advisory lock on
// PostgreSQL, a named lock on MariaDB) or, for a SQLite file, a lock file
// beside it; either goes away with a process that dies.
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
    std::unique_ptr<QLockFile> m_file; // SQLite only
};

} // namespace jgr::engine
