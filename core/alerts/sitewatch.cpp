#include "sitewatch.h"

#include "notifier.h"

#include "common/logging.h"
#include "control/controlrepository.h"
#include "control/overdue.h"
#include "db/database.h"

namespace jgr::alerts {

namespace {

// The smaller of the limits that are set (0 = not set).
qint64 overdueLimitMinutes(const control::SiteRecord &site, const control::MasterRecord &primaryMaster)
{
    qint64 limit = site.outOfDateAfterMinutesError;
    const qint64 byDays = qint64(primaryMaster.emailBadRepDays) * 24 * 60;
    if (byDays > 0 && (limit <= 0 || byDays < limit))
        limit = byDays;
    return limit;
}

bool flagSet(const QString &flag)
{
    return flag == QLatin1String("Y");
}

} // namespace

QList<SiteAlert> findSiteAlerts(const QList<control::SiteRecord> &sites, const control::MasterRecord &primaryMaster,
                                int runningSite, const QDateTime &nowUtc)
{
    QList<SiteAlert> alerts;
    for (const control::SiteRecord &s : sites) {
        if (s.siteNumber == runningSite)
            continue;
        const qint64 limit = overdueLimitMinutes(s, primaryMaster);
        // A site that never finished a session is late from the day it joined.
        const QString since = s.lastSuccess.isEmpty() ? s.recordCreatedDate : s.lastSuccess;
        const qint64 late = control::minutesSince(since, nowUtc);
        if (limit > 0 && late >= limit && !flagSet(s.error1EmailSent))
            alerts << SiteAlert{
                AlertKind::Overdue, s,
                overdueSiteText(s.siteNumber, s.siteName, late, limit, s.lastSuccess, primaryMaster.siteName)};
        const int maxFailures = primaryMaster.emailBadRepCount;
        if (maxFailures > 0 && s.repCountFailed > maxFailures && !flagSet(s.error2EmailSent))
            alerts << SiteAlert{
                AlertKind::Failing, s,
                failingSiteText(s.siteNumber, s.siteName, s.repCountFailed, maxFailures, primaryMaster.siteName)};
    }
    return alerts;
}

Result<bool> SiteWatch::claim(const SiteAlert &alert)
{
    const QString flag =
        alert.kind == AlertKind::Overdue ? QStringLiteral("error_1_email_sent") : QStringLiteral("error_2_email_sent");
    return control::ControlRepository(m_primary).claimSiteFlag(alert.site.id, flag);
}

Result<SiteWatch::Outcome> SiteWatch::run(const control::MasterRecord &primaryMaster, int reportingSite,
                                          const QString &reportingName, const QDateTime &nowUtc)
{
    auto sites = control::ControlRepository(m_primary).select<control::SiteRecord>();
    if (!sites)
        return sites.error();
    return run(sites.value(), primaryMaster, reportingSite, reportingName, nowUtc);
}

Result<SiteWatch::Outcome> SiteWatch::run(const QList<control::SiteRecord> &sites,
                                          const control::MasterRecord &primaryMaster, int reportingSite,
                                          const QString &reportingName, const QDateTime &nowUtc)
{
    control::ControlRepository repo(m_primary);
    Outcome outcome;
    for (const SiteAlert &alert : findSiteAlerts(sites, primaryMaster, reportingSite, nowUtc)) {
        auto claimed = claim(alert);
        if (!claimed)
            return claimed.error();
        if (!claimed.value())
            continue; // another site reported it a moment ago
        control::ErrorRecord e;
        e.siteNumber = reportingSite;
        e.siteName = reportingName;
        e.errorSite = alert.site.siteNumber;
        e.process = QStringLiteral("N");
        e.done = QStringLiteral("Y");
        e.notes = alert.text.subject + QStringLiteral("\n\n") + alert.text.body;
        if (m_notifier.enabled()) {
            const Status sent = m_notifier.send(alert.text.subject, alert.text.body);
            if (sent)
                e.emailSent = QStringLiteral("Y");
            else
                outcome.mailFailures << sent.error().message;
        }
        JGR_TRY(repo.insert(e));
        ++outcome.raised;
        qCInfo(lcAlerts) << "alert:" << alert.text.subject;
    }
    return outcome;
}

} // namespace jgr::alerts

namespace jgr::alerts {

Result<SiteWatch::Outcome> SiteWatch::runAsLocalProcess(const QDateTime &nowUtc)
{
    control::ControlRepository repo(m_primary);
    auto master = repo.master();
    if (!master)
        return master.error();
    if (!master.value() || !master.value()->isPrimary() || master.value()->mgmtByException != QLatin1String("L"))
        return Outcome{};
    const control::MasterRecord &m = *master.value();
    auto outcome = run(m, m.siteNumber, m.siteName, nowUtc);
    if (!outcome)
        return outcome.error();
    for (const QString &failure : outcome.value().mailFailures) {
        control::ErrorRecord e;
        e.siteNumber = m.siteNumber;
        e.siteName = m.siteName;
        e.errorSite = m.siteNumber;
        e.process = QStringLiteral("N");
        e.notes = failure;
        JGR_TRY(repo.insert(e));
    }
    return outcome;
}

} // namespace jgr::alerts
