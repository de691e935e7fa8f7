#include "sessiontext.h"

#include <QCoreApplication>

namespace jgr::engine {

QString editsLostText(const SessionResult &result)
{
    const int lost = result.editsLost();
    if (lost == 0)
        return {};
    return QCoreApplication::translate("Session",
                                       "%n change(s) made here put back to the owner's values; kept under Conflicts "
                                       "(conflicts list), where the owner can take them.",
                                       nullptr, lost);
}

QString stoppedText(const SessionResult &result)
{
    QStringList parts;
    for (const StoppedTable &t : result.stopped)
        parts << QCoreApplication::translate("Session", "%1 (%2)").arg(t.table, t.why);
    if (parts.isEmpty())
        return {};
    return QCoreApplication::translate("Session", "Stopped, not replicated: %1. The other tables replicated; the "
                                                  "stopped ones are tried again every session.")
        .arg(parts.join(QStringLiteral("; ")));
}

QString unfinishedText(const SessionResult &result)
{
    QStringList parts{stoppedText(result), heldBackText(result)};
    parts.removeAll(QString());
    return parts.join(QLatin1Char(' '));
}

QStringList finishedNotes(const SessionResult &result)
{
    QStringList notes;
    if (const QString stopped = stoppedText(result); !stopped.isEmpty())
        notes << stopped;
    if (const QString held = heldBackText(result); !held.isEmpty())
        notes << held;
    if (const QString lost = editsLostText(result); !lost.isEmpty())
        notes << lost;
    return notes + result.warnings;
}

QString holdReasonText(HoldReason reason)
{
    switch (reason) {
    case HoldReason::Reference:
        return QCoreApplication::translate("Session", "a row they reference is not there yet");
    case HoldReason::Value:
        return QCoreApplication::translate("Session", "a value the other side cannot hold");
    case HoldReason::RowId:
        return QCoreApplication::translate("Session", "a row id outside 0 to 999,999,999");
    }
    return {};
}

QString holdReasonName(HoldReason reason)
{
    switch (reason) {
    case HoldReason::Reference:
        return QStringLiteral("reference");
    case HoldReason::Value:
        return QStringLiteral("value");
    case HoldReason::RowId:
        return QStringLiteral("row_id");
    }
    return {};
}

QString heldBackText(const SessionResult &result)
{
    QStringList parts;
    for (const TableResult &t : result.tables)
        for (auto it = t.heldBack.cbegin(); it != t.heldBack.cend(); ++it)
            parts << QCoreApplication::translate("Session", "%1: %n row(s) (%2)", nullptr, it.value())
                         .arg(t.table, holdReasonText(it.key()));
    if (parts.isEmpty())
        return {};
    // The E records of a session that ended are forwarded, so status no
    // longer counts them open: the errors report and page still list them.
    return QCoreApplication::translate("Session", "Held back, not replicated: %1. They wait and are tried again every "
                                                  "session; the errors report (report errors) and the window's Errors "
                                                  "page say which rows and why.")
        .arg(parts.join(QStringLiteral("; ")));
}

} // namespace jgr::engine
