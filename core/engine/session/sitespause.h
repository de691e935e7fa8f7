#pragma once

#include "common/result.h"

namespace jgr::db {
class Database;
}

namespace jgr::engine {

class SessionObserver;

// A secondary primary replicating upstream (docs/PROTOCOL.md, Enrollment step
// 6): its own M process goes to 'N', so that its sites are told it is busy
// (exit code 4), and the sessions of its sites already running may finish
// first. Concurrent sessions would be safe; this keeps the secondary's
// tables still while the master's changes come in. resume() (or the
// destructor) sets process back to 'Y', also after a failure.
class SitesPause
{
public:
    explicit SitesPause(db::Database &local) : m_local(local) {}
    ~SitesPause() { resume(); }
    SitesPause(const SitesPause &) = delete;
    SitesPause &operator=(const SitesPause &) = delete;

    // Waits at most JGR_SECONDARY_WAIT_MS (default two minutes) for sessions
    // of its sites that started in the last ten minutes and have not ended.
    Status pause(SessionObserver *observer);
    void resume();

private:
    db::Database &m_local;
    bool m_paused = false;
};

} // namespace jgr::engine
