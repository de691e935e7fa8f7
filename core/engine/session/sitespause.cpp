#include "sitespause.h"

#include "sessionobserver.h"

#include "common/logging.h"
#include "common/stamp.h"
#include "control/controlrepository.h"
#include "db/database.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

namespace jgr::engine {

Status SitesPause::pause(SessionObserver *observer)
{
    control::ControlRepository repo(m_local);
    JGR_TRY(repo.setOwnProcess(false));
    m_paused = true;
    bool ok = false;
    int waitMs = qEnvironmentVariable("JGR_SECONDARY_WAIT_MS").toInt(&ok);
    if (!ok || waitMs < 0)
        waitMs = 120000;
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        auto now = m_local.now();
        if (!now)
            return now.error();
        // A session that started and never ended long ago crashed: not waited for.
        const QString recent = stamp::fromMicros(stamp::toMicros(now.value()).value_or(0) - 10LL * 60 * 1000000,
                                                 m_local.dialect().stampDigits());
        auto running = repo.sessionsRunningSince(recent);
        if (!running)
            return running.error();
        if (running.value() == 0)
            return {};
        if (waited.elapsed() >= waitMs) {
            qCWarning(lcEngine) << running.value() << "sessions of this secondary's sites still run; going on";
            return {};
        }
        if (observer)
            observer->message(
                QCoreApplication::translate("Engine", "Waiting for %1 sessions of this primary's sites to finish.")
                    .arg(running.value()));
        QThread::msleep(500);
    }
}

void SitesPause::resume()
{
    if (!m_paused)
        return;
    if (m_local.inTransaction())
        m_local.rollback();
    if (Status s = control::ControlRepository(m_local).setOwnProcess(true); !s)
        qCWarning(lcEngine) << "cannot set this secondary primary's process back to Y:" << s.error().message;
    m_paused = false;
}

} // namespace jgr::engine
