#include "overdue.h"

#include "common/stamp.h"

namespace jgr::control {

qint64 minutesSince(const QString &lastSuccess, const QDateTime &nowUtc)
{
    const auto micros = stamp::toMicros(lastSuccess);
    if (!micros)
        return -1;
    return (nowUtc.toMSecsSinceEpoch() * 1000 - *micros) / (60LL * 1000000);
}

OverdueState overdueState(const QString &lastSuccess, const OverdueThresholds &t, const QDateTime &nowUtc)
{
    const qint64 minutes = minutesSince(lastSuccess, nowUtc);
    // A site that never replicated is as late as it can be.
    const auto beyond = [&](int threshold) { return threshold > 0 && (minutes < 0 || minutes >= threshold); };
    if (beyond(t.errorMinutes))
        return OverdueState::Error;
    if (beyond(t.reminderMinutes))
        return OverdueState::Reminder;
    return OverdueState::Ok;
}

QString overdueStateName(OverdueState state)
{
    switch (state) {
    case OverdueState::Ok:
        return QStringLiteral("ok");
    case OverdueState::Reminder:
        return QStringLiteral("reminder");
    case OverdueState::Error:
        return QStringLiteral("error");
    }
    return QStringLiteral("ok");
}

} // namespace jgr::control
