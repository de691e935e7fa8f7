#pragma once

#include "alertmessages.h"

#include "common/result.h"
#include "control/records.h"

#include <QDateTime>
#include <QList>

namespace jgr::db {
class Database;
}

namespace jgr::alerts {

class Notifier;

// Management by exception (docs/PROTOCOL.md, Alerts): sites that are overdue or
// keep failing are reported once each, as an E record on the primary and a
// mail to the administrator; the S record's error_1 / error_2 flags say the
// report was made, and a successful session clears them.
enum class AlertKind
{
    Overdue,
    Failing
};

struct SiteAlert
{
    AlertKind kind;
    control::SiteRecord site;
    AlertText text;
};

// Pure: the alerts due for these S records now. The running site is left
// out: it is replicating at this moment and reports its own failures.
QList<SiteAlert> findSiteAlerts(const QList<control::SiteRecord> &sites, const control::MasterRecord &primaryMaster,
                                int runningSite, const QDateTime &nowUtc);

class SiteWatch
{
public:
    SiteWatch(db::Database &primary, const Notifier &notifier) : m_primary(primary), m_notifier(notifier) {}

    struct Outcome
    {
        int raised = 0;
        QStringList mailFailures; // one message per alert whose mail did not go out
    };
    // Finds the alerts, claims each (so that two sites checking at the same
    // moment report it once), writes its E record and mails it.
    Result<Outcome> run(const control::MasterRecord &primaryMaster, int reportingSite, const QString &reportingName,
                        const QDateTime &nowUtc);
    // The same over S records already read (a session's start reads them).
    Result<Outcome> run(const QList<control::SiteRecord> &sites, const control::MasterRecord &primaryMaster,
                        int reportingSite, const QString &reportingName, const QDateTime &nowUtc);

    // Management by exception 'L': the primary's own scheduled process
    // (`status` run from a timer there) checks its sites instead of the
    // sites checking each other. Does nothing unless this database is a
    // primary whose M record says 'L'. Mail failures become E records here.
    Result<Outcome> runAsLocalProcess(const QDateTime &nowUtc);

private:
    Result<bool> claim(const SiteAlert &alert);

    db::Database &m_primary;
    const Notifier &m_notifier;
};

} // namespace jgr::alerts
