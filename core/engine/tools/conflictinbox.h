#pragma once

#include "control/conflictlog.h"

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// The conflict inbox of one database: the values replication refused or
// overwrote on rows this site owns, and this site's own values that lost (on
// a primary: every conflict). The owner
// may take a refused value, which then travels like any owner edit, or
// dismiss it; either way the decision is kept and reaches the primary.
class ConflictInbox
{
public:
    explicit ConflictInbox(db::Database &db) : m_db(db) {}

    struct Filter
    {
        bool includeDecided = false;
        QString table;
        int site = 0; // the site whose value was refused; 0 = any
    };
    Result<QList<control::Conflict>> list(const Filter &filter);
    Status take(qint64 conflictId);
    Status dismiss(qint64 conflictId);

    // The session's exchange with the primary: this site's new conflicts and
    // decisions go up; conflicts recorded elsewhere on rows this site owns,
    // and decisions made elsewhere, come down.
    static Status exchange(db::Database &local, db::Database &primary, int siteNumber);
    // Its first half alone (the end of a session: what the session recorded
    // goes up; nothing is asked of the primary when there is nothing new).
    static Status sendUp(db::Database &local, db::Database &primary);

private:
    Result<control::Conflict> openConflict(qint64 conflictId);

    db::Database &m_db;
};

} // namespace jgr::engine
