#pragma once

#include <QCoreApplication>
#include <QString>

namespace jgr {

// "2 days 3 hours", "45 minutes" in the user's language, for the windows
// and the CLI (the mails use the English alerts::durationText).
inline QString durationText(qint64 minutes)
{
    const int days = int(minutes / (24 * 60));
    const int hours = int((minutes / 60) % 24);
    const int mins = int(minutes % 60);
    const QString d = QCoreApplication::translate("Duration", "%n day(s)", nullptr, days);
    const QString h = QCoreApplication::translate("Duration", "%n hour(s)", nullptr, hours);
    const QString m = QCoreApplication::translate("Duration", "%n minute(s)", nullptr, mins);
    if (days > 0)
        return hours > 0 ? d + QLatin1Char(' ') + h : d;
    if (hours > 0)
        return mins > 0 ? h + QLatin1Char(' ') + m : h;
    return m;
}

// How fresh a site is: "last replicated 2 days ago", or "never replicated"
// (minutes < 0), in the tray's tooltip and the window's status bar alike.
inline QString freshnessText(qint64 minutesSinceSuccess)
{
    return minutesSinceSuccess < 0 ? QCoreApplication::translate("Duration", "never replicated")
                                   : QCoreApplication::translate("Duration", "last replicated %1 ago")
                                         .arg(durationText(minutesSinceSuccess));
}

} // namespace jgr
