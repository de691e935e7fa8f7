#pragma once

#include "overdue.h"
#include "records.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace jgr::control {

// A site's state, decided in one place from its records, so that every
// surface (the window's Overview, status, the reports) says the same thing
// with the same words. Worst last: a site shows the worst that is true.
enum class SiteState
{
    UpToDate,
    NeverReplicated,
    Behind,   // past the reminder threshold
    HeldBack, // its last session left rows waiting
    Overdue,  // past the alert threshold
    Failing,  // its last session(s) failed
};

struct SiteStateFacts
{
    QString lastSuccess; // UTC stamp text; empty: never
    OverdueThresholds thresholds;
    int failuresInARow = 0;
    bool heldBack = false;
    bool overdueMailSent = false; // administrators were alerted by mail
};

// A site's facts from its S record on the primary (mail flags included),
// and a database's own from its M record.
SiteStateFacts siteStateFacts(const SiteRecord &site);
SiteStateFacts siteStateFacts(const MasterRecord &master);

SiteState siteState(const SiteStateFacts &facts, const QDateTime &nowUtc);

// For --json and the reports: up_to_date, never_replicated, behind,
// held_back, overdue, failing.
QString siteStateName(SiteState state);
// For people: "up to date", "failing: 2 sessions in a row", "overdue:
// administrators alerted" (only when the mail was sent), ...
QString siteStateText(SiteState state, const SiteStateFacts &facts);

// The worst state of several (a primary's sites); UpToDate for none.
SiteState worstOf(const QList<SiteState> &states);

} // namespace jgr::control
