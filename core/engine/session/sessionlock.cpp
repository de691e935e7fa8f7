#include "sessionlock.h"

#include "common/logging.h"
#include "db/database.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSysInfo>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace jgr::engine {

namespace {
Error busy(const QString &who)
{
    return makeError(ExitCode::Busy,
                     QCoreApplication::translate(
                         "Engine", "Another replication session of this site is running (%1); this one stopped "
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
        lock->m_heldByServer = true;
        return lock;
    }
    const QString file = local.sql().databaseName();
    if (file.isEmpty() || file == QLatin1String(":memory:"))
        return lock; // no other process can open this database
    // Beside the file itself, not beside the name the INI gives it: a
    // symlink or a relative path to the same database take the same lock.
    const QString canonical = QFileInfo(file).canonicalFilePath();
    const QString path = (canonical.isEmpty() ? file : canonical) + QStringLiteral("-jgrsession");
    // The file stays; only the lock on it comes and goes (removing a locked
    // file would let two processes lock two different files of one name).
    lock->m_fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (lock->m_fd < 0)
        return makeError(ExitCode::Failure, QCoreApplication::translate(
                                                "Engine", "Cannot create the session lock file %1 beside the site's "
                                                          "database: check that its folder is writable.")
                                                .arg(path));
    if (::flock(lock->m_fd, LOCK_EX | LOCK_NB) == 0) {
        // Who holds it, for the message another session gives.
        const QByteArray holder = QStringLiteral("%1, process %2 on %3\n")
                                      .arg(QCoreApplication::applicationName())
                                      .arg(QCoreApplication::applicationPid())
                                      .arg(QSysInfo::machineHostName())
                                      .toUtf8();
        if (::ftruncate(lock->m_fd, 0) != 0 || ::pwrite(lock->m_fd, holder.constData(), size_t(holder.size()), 0) < 0)
            qCWarning(lcEngine) << "cannot note this process in" << path; // the lock holds all the same
        return lock;
    }
    if (errno != EWOULDBLOCK)
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "Cannot lock the session lock file %1: %2")
                             .arg(path, QString::fromLocal8Bit(strerror(errno))));
    char text[256] = {};
    const ssize_t n = ::pread(lock->m_fd, text, sizeof text - 1, 0);
    const QString holder = QString::fromUtf8(text, n > 0 ? int(n) : 0).trimmed();
    return busy(holder.isEmpty() ? QCoreApplication::translate("Engine", "another process") : holder);
}

SessionLock::~SessionLock()
{
    if (m_fd >= 0) {
        ::close(m_fd); // releases the lock
        return;
    }
    if (!m_heldByServer)
        return; // not taken: another session's lock is not ours to release
    const QString sql = m_db.dialect().releaseDatabaseLock();
    if (auto released = m_db.scalar(sql); !released)
        qCWarning(lcEngine) << "cannot release the session lock (it goes with the connection):"
                            << released.error().message;
}

} // namespace jgr::engine
