#include "alertmessages.h"

#include <QCoreApplication>

namespace jgr::alerts {

namespace {
QString siteLabel(int site, const QString &name)
{
    return name.isEmpty() ? QCoreApplication::translate("Engine", "Site %1").arg(site)
                          : QCoreApplication::translate("Engine", "Site %1 (%2)").arg(site).arg(name);
}
} // namespace

QString durationText(qint64 minutes)
{
    if (minutes < 0)
        return QStringLiteral("ever");
    const qint64 days = minutes / (24 * 60);
    const qint64 hours = (minutes / 60) % 24;
    const qint64 mins = minutes % 60;
    const auto part = [](qint64 n, const char *one, const char *many) {
        return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? one : many));
    };
    if (days > 0)
        return hours > 0 ? part(days, "day", "days") + QLatin1Char(' ') + part(hours, "hour", "hours")
                         : part(days, "day", "days");
    if (hours > 0)
        return mins > 0 ? part(hours, "hour", "hours") + QLatin1Char(' ') + part(mins, "minute", "minutes")
                        : part(hours, "hour", "hours");
    return part(mins, "minute", "minutes");
}

AlertText overdueSiteText(int site, const QString &siteName, qint64 minutesLate, qint64 thresholdMinutes,
                          const QString &lastSuccess, const QString &primaryName)
{
    const QString who = siteLabel(site, siteName);
    AlertText t;
    t.subject = QCoreApplication::translate("Engine", "JGReplicate: %1 has not replicated for %2")
                    .arg(who, durationText(minutesLate));
    t.body = QCoreApplication::translate(
                 "Engine", "%1 has not replicated with the primary \"%2\" for %3 (the limit is %4).\n"
                           "Last successful session: %5 UTC.\n\n"
                           "What to do: ask the users of that site to connect it and press \"Replicate now\" "
                           "(or run `jgreplicate-cli replicate` there), and check its E records for the reason. "
                           "Until it replicates, its changes are not at the primary and it does not see anyone "
                           "else's.\n\nYou get this mail once; it is sent again only after the site has "
                           "replicated successfully and fallen behind again.\n")
                 .arg(who, primaryName, durationText(minutesLate), durationText(thresholdMinutes),
                      lastSuccess.isEmpty() ? QStringLiteral("never") : lastSuccess);
    return t;
}

AlertText failingSiteText(int site, const QString &siteName, int failures, int threshold, const QString &primaryName)
{
    const QString who = siteLabel(site, siteName);
    AlertText t;
    t.subject =
        QCoreApplication::translate("Engine", "JGReplicate: %1 failed %2 sessions in a row").arg(who).arg(failures);
    t.body = QCoreApplication::translate(
                 "Engine", "%1 started %2 sessions with the primary \"%3\" in a row without finishing one (the "
                           "limit is %4).\n\n"
                           "What to do: read the E records of site %5 on the primary (`jgreplicate-cli report "
                           "errors`) for the reason, fix it, and let the site replicate again.\n\n"
                           "You get this mail once; it is sent again only after a successful session.\n")
                 .arg(who)
                 .arg(failures)
                 .arg(primaryName)
                 .arg(threshold)
                 .arg(site);
    return t;
}

AlertText ownFailureText(int site, const QString &siteName, int failures, const QString &error)
{
    const QString who = siteLabel(site, siteName);
    AlertText t;
    t.subject = QCoreApplication::translate("Engine", "JGReplicate: replication failed at %1").arg(who);
    t.body = QCoreApplication::translate(
                 "Engine", "%1 could not replicate (%2 failed sessions in a row).\n\nThe error:\n%3\n\n"
                           "What to do: fix what the error names (a server that cannot be reached, a password, a "
                           "schema difference), then replicate again. Nothing was lost: the site keeps its changes "
                           "and sends them with the next successful session.\n")
                 .arg(who)
                 .arg(failures)
                 .arg(error);
    return t;
}

AlertText completionText(int site, const QString &siteName, int tables, qint64 rows)
{
    const QString who = siteLabel(site, siteName);
    AlertText t;
    t.subject = QCoreApplication::translate("Engine", "JGReplicate: %1 replicated").arg(who);
    t.body = QCoreApplication::translate("Engine", "%1 finished a replication session: %2 tables, %3 rows moved.\n\n"
                                                   "(send_email_on_completion is on for this site.)\n")
                 .arg(who)
                 .arg(tables)
                 .arg(rows);
    return t;
}

} // namespace jgr::alerts
