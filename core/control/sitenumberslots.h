#pragma once

#include "records.h"

#include "common/result.h"

#include <QString>
#include <QVariantList>

namespace jgr::db {
class Database;
}

namespace jgr::control {

// The M record's site-number slots and their lock (docs/PROTOCOL.md,
// Enrollment step 3): the statements only; when to wait, retry and break a
// stale lock is engine::SiteNumberLock's.
class SiteNumberSlots
{
public:
    explicit SiteNumberSlots(db::Database &db) : m_db(db) {}

    // Takes the lock when it is free: true when this call took it.
    Result<bool> tryLock();
    // Breaks a lock taken before `before` (a stamp): true when it did.
    Result<bool> breakLockTakenBefore(const QString &before);
    // Who holds the lock, as the M record says: its flag and when it was
    // taken (to tell one holder from the next); empty when there is no M record.
    Result<QVariantList> lockState();
    // Writes the slots of `master` and frees the lock, in one statement.
    Status handOut(const MasterRecord &master);
    // Frees the lock and changes nothing else.
    Status unlock();

private:
    db::Database &m_db;
};

} // namespace jgr::control
