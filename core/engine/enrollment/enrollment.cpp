#include "enrollment.h"

#include "common/idspace.h"
#include "common/logging.h"
#include "common/stamp.h"
#include "control/controlrepository.h"
#include "control/controlschema.h"
#include "db/clusternodes.h"
#include "db/database.h"

#include <QCoreApplication>

namespace jgr::engine {

using control::ControlRepository;

Result<control::MasterRecord> Enrollment::join(const QString &siteName, const Options &options, Role role)
{
    // The site-number lock is a compare-and-set that must see every node's.
    JGR_TRY(db::requireEveryGaleraNode(m_primary));
    JGR_TRY(db::requireEveryGaleraNode(m_local));
    ControlRepository primaryRepo(m_primary);
    auto taking = primaryRepo.primaryTakingSessions();
    if (!taking)
        return taking.error();
    const control::MasterRecord primaryMaster = taking.value();
    const bool secondary = role == Role::SecondaryPrimary;
    if (secondary && primaryMaster.primarySite != QLatin1String("M"))
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "A secondary primary enrolls with the master primary; \"%1\" "
                                                        "is itself a secondary primary.")
                                              .arg(primaryMaster.siteName));
    JGR_TRY(control::controlschema::create(m_local));
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
    Result<QList<int>> numbers = QList<int>{idspace::kStandbySite};
    if (role == Role::Standby) {
        auto other = primaryRepo.site(idspace::kStandbySite);
        if (!other)
            return other.error();
        if (other.value())
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate(
                                 "Engine", "The primary has a standby already (\"%1\", site %2): two would share its "
                                           "number. Nothing was changed; if that standby is gone, delete its S record "
                                           "on the primary first.")
                                 .arg(other.value()->siteName)
                                 .arg(idspace::kStandbySite));
    } else {
        numbers = takeSiteNumbers(m_primary, secondary ? 6 : 1, options);
    }
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
        m.emailBadRepCount = primaryMaster.emailBadRepCount;
        m.emailBadRepDays = primaryMaster.emailBadRepDays;
    } else {
        m.primarySite.clear();
    }
    m.process = QStringLiteral("Y");
    m.outOfDateAfterMinutes = primaryMaster.outOfDateAfterMinutes;
    m.outOfDateAfterMinutesError = primaryMaster.outOfDateAfterMinutesError;
    m.mgmtByException = primaryMaster.mgmtByException;
    m.databaseIdentity = ControlRepository::newIdentity();
    m.primaryIdentity = primaryMaster.databaseIdentity;

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
    s.siteIdentity = m.databaseIdentity;
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
