#pragma once

#include <QString>

namespace jgr::alerts {

// The words of every alert mail: which site, how late or how often it
// failed, and what the administrator can do about it. Pure, so that tests
// and translations see the same texts.
struct AlertText
{
    QString subject;
    QString body;
};

// "2 days 3 hours", "45 minutes".
QString durationText(qint64 minutes);

AlertText overdueSiteText(int site, const QString &siteName, qint64 minutesLate, qint64 thresholdMinutes,
                          const QString &lastSuccess, const QString &primaryName);
AlertText failingSiteText(int site, const QString &siteName, int failures, int threshold, const QString &primaryName);
AlertText ownFailureText(int site, const QString &siteName, int failures, const QString &error);
AlertText completionText(int site, const QString &siteName, int tables, qint64 rows);

} // namespace jgr::alerts
