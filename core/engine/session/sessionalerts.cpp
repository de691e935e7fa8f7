#include "sessionalerts.h"

#include "errorlog.h"

#include "alerts/alertmessages.h"
#include "alerts/notifier.h"
#include "alerts/sitewatch.h"
#include "common/logging.h"

#include <QCoreApplication>
#include <QDateTime>

namespace jgr::engine {

void SessionAlerts::send(const QString &subject, const QString &body)
{
    if (Status sent = m_notifier.send(subject, body); !sent) {
        qCWarning(lcAlerts) << sent.error().message;
        m_errors.record(sent.error().message);
    }
}

void SessionAlerts::watchSites(db::Database &primary, const QList<control::SiteRecord> &sites,
                               const control::MasterRecord &primaryMaster, const control::MasterRecord &site)
{
    // Management by exception 'R': every site looks at the others when it replicates.
    if (primaryMaster.mgmtByException != QLatin1String("R"))
        return;
    auto outcome = alerts::SiteWatch(primary, m_notifier)
                       .run(sites, primaryMaster, site.siteNumber, site.siteName, QDateTime::currentDateTimeUtc());
    if (!outcome) {
        m_errors.record(QCoreApplication::translate("Engine", "Checking the other sites for alerts failed: %1")
                            .arg(outcome.error().message));
        return;
    }
    for (const QString &failure : outcome.value().mailFailures)
        m_errors.record(failure);
}

void SessionAlerts::ownFailure(const control::MasterRecord &site, const QString &error)
{
    qCDebug(lcAlerts) << "failed session" << site.repCountFailed << "in a row; mail limit" << site.emailBadRepCount;
    // Once per run of failures: when the count first passes the limit.
    if (site.repCountFailed != std::max(site.emailBadRepCount, 0) + 1 || !m_notifier.enabled())
        return;
    const alerts::AlertText text = alerts::ownFailureText(site.siteNumber, site.siteName, site.repCountFailed, error);
    send(text.subject, text.body);
}

void SessionAlerts::completion(const control::MasterRecord &site, const QList<TableResult> &tables)
{
    if (!m_notifier.enabled())
        return;
    qint64 rows = 0;
    for (const TableResult &t : tables)
        rows += t.counts.total();
    const alerts::AlertText text = alerts::completionText(site.siteNumber, site.siteName, int(tables.size()), rows);
    send(text.subject, text.body);
}

} // namespace jgr::engine
