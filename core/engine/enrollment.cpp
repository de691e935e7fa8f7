#include "enrollment.h"

#include "common/logging.h"
#include "common/stamp.h"
#include "control/controlrepository.h"
#include "db/controlschema.h"
#include "db/database.h"

#include <QThread>

namespace jgr::engine {

using control::ControlRepository;

Enrollment::Options Enrollment::defaultOptions()
{
    Options o;
    bool ok = false;
    const int wait = qEnvironmentVariable("JGR_ENROLL_WAIT_MS").toInt(&ok);
    if (ok && wait >= 0)
        o.lockWaitMs = wait;
    return o;
}

Result<int> Enrollment::takeSiteNumber(const control::MasterRecord &primaryMaster, const Options &options)
{
    const db::Dialect &d = m_primary.dialect();
    const QString now = d.nowExpression();
    for (int attempt = 1; attempt <= options.attempts; ++attempt) {
        auto locked = m_primary.exec(QStringLiteral("UPDATE jgreplicate SET next_site_number_locked = 'Y', "
                                                    "next_site_number_locked_at = %1 WHERE flag = 'M' AND "
                                                    "(next_site_number_locked = 'N' OR next_site_number_locked IS NULL)")
                                         .arg(now));
        if (!locked)
            return locked.error();
        if (locked.value().numRowsAffected() == 1) {
            auto master = ControlRepository(m_primary).master();
            if (!master)
                return master.error();
            control::MasterRecord m = *master.value();
            int number = 0;
            if (m.primarySite == QLatin1String("M")) {
                number = m.nextSiteNumber1;
                m.nextSiteNumber1 = number + 1;
            } else {
                for (int *slot : {&m.nextSiteNumber1, &m.nextSiteNumber2, &m.nextSiteNumber3, &m.nextSiteNumber4,
                                  &m.nextSiteNumber5}) {
                    if (*slot != 0) {
                        number = *slot;
                        *slot = 0;
                        break;
                    }
                }
            }
            // Unlock in the same statement that hands out the number.
            auto unlocked = m_primary.exec(
                QStringLiteral("UPDATE jgreplicate SET next_site_number_1 = ?, next_site_number_2 = ?, "
                               "next_site_number_3 = ?, next_site_number_4 = ?, next_site_number_5 = ?, "
                               "next_site_number_locked = 'N', next_site_number_locked_at = NULL WHERE flag = 'M'"),
                {m.nextSiteNumber1, m.nextSiteNumber2, m.nextSiteNumber3, m.nextSiteNumber4, m.nextSiteNumber5});
            if (!unlocked)
                return unlocked.error();
            if (number <= 0)
                return makeError(ExitCode::Failure, QStringLiteral("The primary \"%1\" has no site numbers left to "
                                                                   "hand out; it gets new ones when it next replicates "
                                                                   "with the master primary.")
                                                        .arg(primaryMaster.siteName));
            return number;
        }
        // Someone else holds the lock. A lock older than the stale limit was
        // left by a crashed join: break it.
        auto primaryNow = m_primary.now();
        if (!primaryNow)
            return primaryNow.error();
        const QString staleBefore = stamp::fromMicros(stamp::toMicros(primaryNow.value()).value_or(0) -
                                                          qint64(options.staleLockMinutes) * 60 * 1000000,
                                                      d.stampDigits());
        auto broken = m_primary.exec(
            QStringLiteral("UPDATE jgreplicate SET next_site_number_locked = 'N' WHERE flag = 'M' AND "
                           "next_site_number_locked = 'Y' AND next_site_number_locked_at < %1")
                .arg(d.stampParameter()),
            {staleBefore});
        if (broken && broken.value().numRowsAffected() > 0) {
            qCWarning(lcEngine) << "broke a stale site-number lock on the primary";
            continue;
        }
        if (attempt < options.attempts)
            QThread::msleep(options.lockWaitMs);
    }
    return makeError(ExitCode::Busy, QStringLiteral("The primary's site-number lock stayed taken after %1 attempts: "
                                                    "another site is joining. Try again in a minute.")
                                         .arg(options.attempts));
}

Result<control::MasterRecord> Enrollment::join(const QString &siteName, const Options &options)
{
    auto hasControl = db::controlschema::exists(m_primary);
    if (!hasControl)
        return hasControl.error();
    if (!hasControl.value())
        return makeError(ExitCode::Usage, QStringLiteral("The primary (%1) has no jgreplicate table: it is not a "
                                                         "JGReplicate primary.")
                                              .arg(m_primary.description()));
    ControlRepository primaryRepo(m_primary);
    auto primaryMaster = primaryRepo.master();
    if (!primaryMaster)
        return primaryMaster.error();
    if (!primaryMaster.value() || !primaryMaster.value()->isPrimary())
        return makeError(ExitCode::Usage, QStringLiteral("The database in [primary] (%1) is not a primary (no M record "
                                                         "with primary_site M or S).")
                                              .arg(m_primary.description()));
    if (primaryMaster.value()->process != QLatin1String("Y"))
        return makeError(ExitCode::Busy, QStringLiteral("The primary is busy or suspended (M process is not Y); try "
                                                        "again later."));
    JGR_TRY(db::controlschema::create(m_local));
    ControlRepository localRepo(m_local);
    auto existing = localRepo.master();
    if (!existing)
        return existing.error();
    if (existing.value())
        return makeError(ExitCode::Usage, QStringLiteral("This site already has site number %1; nothing to join.")
                                              .arg(existing.value()->siteNumber));

    control::LogRecord log;
    log.siteName = siteName;
    log.notes = QStringLiteral("A new site (\"%1\") asks for a site number.").arg(siteName);
    auto askedAt = m_primary.now();
    if (!askedAt)
        return askedAt.error();
    log.dateRepStarted = askedAt.value();
    JGR_TRY(primaryRepo.insert(log));

    auto number = takeSiteNumber(*primaryMaster.value(), options);
    if (!number)
        return number.error();

    control::MasterRecord m;
    m.siteNumber = number.value();
    m.siteName = siteName;
    m.databaseType = m_local.dialect().name();
    m.primarySite.clear();
    m.process = QStringLiteral("Y");
    m.outOfDateAfterMinutes = primaryMaster.value()->outOfDateAfterMinutes;
    m.outOfDateAfterMinutesError = primaryMaster.value()->outOfDateAfterMinutesError;
    m.mgmtByException = primaryMaster.value()->mgmtByException;

    // A new site is current: it stores every schema update as done.
    auto updates = primaryRepo.select<control::UpdateRecord>({}, {}, QStringLiteral("update_number"));
    if (!updates)
        return updates.error();
    JGR_TRY(m_local.begin());
    for (control::UpdateRecord u : updates.value()) {
        u.done = QStringLiteral("Y");
        u.recordCreatedDate.clear();
        JGR_TRY(localRepo.insert(u));
        m.updateNumber = std::max(m.updateNumber, u.updateNumber);
    }
    JGR_TRY(localRepo.insert(m));
    JGR_TRY(m_local.commit());

    control::SiteRecord s;
    s.siteNumber = m.siteNumber;
    s.siteName = siteName;
    s.databaseType = m.databaseType;
    s.outOfDateAfterMinutes = m.outOfDateAfterMinutes;
    s.outOfDateAfterMinutesError = m.outOfDateAfterMinutesError;
    s.updateNumber = m.updateNumber;
    JGR_TRY(primaryRepo.insert(s));
    log.siteNumber = m.siteNumber;
    log.notes += QStringLiteral(" Given site number %1.").arg(m.siteNumber);
    auto givenAt = m_primary.now();
    if (!givenAt)
        return givenAt.error();
    log.dateRepEnded = givenAt.value();
    JGR_TRY(primaryRepo.update(log));
    return m;
}

} // namespace jgr::engine
