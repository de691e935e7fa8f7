#include "sessionlock.h"

#include "common/logging.h"
#include "db/database.h"

#include <QCoreApplication>
#include <QLockFile>

namespace jgr::engine {

namespace {
Error busy(const QString &who)
{
    return makeError(ExitCode::Busy,
                     QCoreApplication::translate("Engine", "Another replication session of this site is running (%1); this one stopped "
                                                           "before changing anything. Try again when it has finished.")
                         .arg(who));
}
} // namespace

SessionLock::SessionLock(db::Database &local) : m_db(local) {}

Result<std::unique_ptr<SessionLock>> SessionLock::take(db::Database &local)
{
    std::unique_ptr<SessionLock> lock(new SessionLock(local));
    const QString sql = local.dialect().tryDatabaseLock();
    if (!sql.isEmpty()) {
        auto taken = local.scalar(sql);
        if (!taken)
            return taken.error();
        if (taken.value().toInt() != 1)
            return busy(QCoreApplication::translate("Engine", "another connection to %1 holds its session lock")
                            .arg(local.description()));
        return lock;
    }
    const QString file = local.sql().databaseName();
    if (file.isEmpty() || file == QLatin1String(":memory:"))
        return lock; // no other process can open this database
    lock->m_file = std::make_unique<QLockFile>(file + QStringLiteral("-jgrsession"));
    // Held for the whole session however long it runs: never stale by age,
    // only when the process that took it is gone.
    lock->m_file->setStaleLockTime(0);
    if (lock->m_file->tryLock(0))
        return lock;
    if (lock->m_file->error() != QLockFile::LockFailedError)
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "Cannot create the session lock file %1 beside the site's "
                                                               "database: check that its folder is writable.")
                             .arg(lock->m_file->fileName()));
    qint64 pid = 0;
    QString host;
    QString program;
    lock->m_file->getLockInfo(&pid, &host, &program);
    return busy(QCoreApplication::translate("Engine", "%1, process %2 on %3").arg(program).arg(pid).arg(host));
}

SessionLock::~SessionLock()
{
    const QString sql = m_db.dialect().releaseDatabaseLock();
    if (sql.isEmpty())
        return; // the lock file goes with m_file
    if (auto released = m_db.scalar(sql); !released)
        qCWarning(lcEngine) << "cannot release the session lock (it goes with the connection):" << released.error().message;
}

} // namespace jgr::engine
