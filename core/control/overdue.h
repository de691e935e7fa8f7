#pragma once

#include <QDateTime>
#include <QString>

namespace jgr::control {

// How late a site is, from its last success and the M/S thresholds. Pure:
// the tray, status and the alerts decide with the same function and an
// injected "now", so tests never wait for time to pass.
enum class OverdueState
{
    Ok,
    Reminder,
    Error
};

struct OverdueThresholds
{
    int reminderMinutes = 0; // out_of_date_after_minutes; 0 = never
    int errorMinutes = 0;    // out_of_date_after_minutes_error; 0 = never
};

// lastSuccess: stamp text (UTC), empty when the site never finished a session.
OverdueState overdueState(const QString &lastSuccess, const OverdueThresholds &thresholds, const QDateTime &nowUtc);
// Minutes since the last success (or -1 when there was none).
qint64 minutesSince(const QString &lastSuccess, const QDateTime &nowUtc);
QString overdueStateName(OverdueState state);

} // namespace jgr::control
