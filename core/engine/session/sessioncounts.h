#pragma once

#include "common/result.h"
#include "control/records.h"

#include <QString>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// The S record's notes keep a line for each of the newest sessions, not for
// every session: the record travels to and from the primary in each session,
// and the L records keep every session.
constexpr int kSessionLinesKept = 100;

// What a session counts in the site's records, the S record on the primary
// and the M record here (docs/PROTOCOL.md, Session outline, steps 6 and 14).
// Each writes only the columns the session keeps, so that what an
// administrator sets on either record meanwhile (thresholds,
// send_email_on_completion, allow-mismatch, notes, attributes) stays.

// The start, counted as failed until the end says otherwise. The M record
// also takes the primary's thresholds for the site (the tray and the site's
// own failure mails use them while the primary is out of reach) and what
// the identity and clone checks settled in it.
Status countStartOnPrimary(db::Database &primary, control::SiteRecord &site, const QString &primaryNow);
Status countStartHere(db::Database &local, control::MasterRecord &site, const control::SiteRecord &onPrimary,
                      const control::MasterRecord &primary, const QString &localNow);
// A session that failed before its start was counted (the primary was out
// of reach): still a session started and not finished.
Status countUnstartedFailure(db::Database &local, control::MasterRecord &site);

// The end. `line` joins the S record's notes (the newest kSessionLinesKept
// lines) unless an administrator changed them during the session: their
// text wins over the session's line. `previousLocalHigh`: the site's mark,
// the primary's copy for the next clone check, then confirmed here.
// `heldBack`: what the session held back (heldBackText), empty for nothing.
Status countFinishOnPrimary(db::Database &primary, control::SiteRecord &site, const QString &primaryNow,
                            const QString &previousLocalHigh, const QString &line, const QString &heldBack);
Status countFinishHere(db::Database &local, control::MasterRecord &site, const QString &localNow,
                       const QString &previousLocalHigh, const QString &subsetScope, const QString &heldBack);

} // namespace jgr::engine
