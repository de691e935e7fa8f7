#include "enrollment.h"

#include "common/logging.h"
#include "common/stamp.h"
#include "control/controlrepository.h"
#include "db/controlschema.h"
#include "db/database.h"

#include <QCoreApplication>

namespace jgr::engine {

using control::ControlRepository;

Result<control::MasterRecord> Enrollment::join(const QString &siteName, const Options &options, Role role)
{
    auto hasControl = db::controlschema::exists(m_primary);
    if (!hasControl)
        return hasControl.error();
    if (!hasControl.value())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "The primary (%1) has no jgreplicate table: it is not a "
                                                               "JGReplicate primary.")
                             .arg(m_primary.description()));
    ControlRepository primaryRepo(m_primary);
    auto primaryMaster = primaryRepo.master();
    if (!primaryMaster)
        return primaryMaster.error();
    if (!primaryMaster.value() || !primaryMaster.value()->isPrimary())
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "The database in [primary] (%1) is not a primary (no M record "
                                                        "with primary_site M or S).")
                                              .arg(m_primary.description()));
    const bool secondary = role == Role::SecondaryPrimary;
    if (secondary && primaryMaster.value()->primarySite != QLatin1String("M"))
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "A secondary primary enrolls with the master primary; \"%1\" "
                                                        "is itself a secondary primary.")
                                              .arg(primaryMaster.value()->siteName));
    if (primaryMaster.value()->process != QLatin1String("Y"))
        return makeError(ExitCode::Busy, QCoreApplication::translate(
                                             "Engine", "The primary is busy or suspended (M process is not Y); try "
                                                       "again later."));
    JGR_TRY(db::controlschema::create(m_local));
    ControlRepository localRepo(m_local);
    auto existing = localRepo.master();
    if (!existing)
        return existing.error();
    if (existing.value())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "This site already has site number %1; nothing to join.")
                             .arg(existing.value()->siteNumber));

    control::LogRecord log;
    log.siteName = siteName;
    log.notes = QCoreApplication::translate("Engine", "A new site (\"%1\") asks for a site number.").arg(siteName);
    auto askedAt = m_primary.now();
    if (!askedAt)
        return askedAt.error();
    log.dateRepStarted = askedAt.value();
    JGR_TRY(primaryRepo.insert(log));

    // A secondary takes its own number and five to hand out to its sites.
    auto numbers = takeSiteNumbers(m_primary, secondary ? 6 : 1, options);
    if (!numbers)
        return numbers.error();

    control::MasterRecord m;
    m.siteNumber = numbers.value().first();
    m.siteName = siteName;
    m.databaseType = m_local.dialect().name();
    if (secondary) {
        m.primarySite = QStringLiteral("S");
        m.nextSiteNumber1 = numbers.value().at(1);
        m.nextSiteNumber2 = numbers.value().at(2);
        m.nextSiteNumber3 = numbers.value().at(3);
        m.nextSiteNumber4 = numbers.value().at(4);
        m.nextSiteNumber5 = numbers.value().at(5);
        m.nextSiteNumberLocked = QStringLiteral("N");
        m.emailBadRepCount = primaryMaster.value()->emailBadRepCount;
        m.emailBadRepDays = primaryMaster.value()->emailBadRepDays;
    } else {
        m.primarySite.clear();
    }
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
    log.notes += QCoreApplication::translate("Engine", " Given site number %1.").arg(m.siteNumber);
    auto givenAt = m_primary.now();
    if (!givenAt)
        return givenAt.error();
    log.dateRepEnded = givenAt.value();
    JGR_TRY(primaryRepo.update(log));
    return m;
}

} // namespace jgr::engine
