#pragma once

#include "sessionobserver.h"

#include <QString>

namespace jgr::engine {

// What a finished session tells the people at the site beyond its counts:
// how many of their edits lost to the owner's values (empty when none). The
// window, the tray and the CLI say the same sentence.
QString editsLostText(const SessionResult &result);
// What the session held back, table by table ("items: 2 rows wait (a value
// the other side cannot hold)"), one sentence; empty when nothing. The
// session's message, the M and S records' held_back, the window, the tray
// and the CLI say it.
QString heldBackText(const SessionResult &result);
// The tables the session stopped and why, one sentence; empty when none.
QString stoppedText(const SessionResult &result);
// What a session that ran to its end holds against it: the stopped tables,
// then the rows held back (the message of its exit code, and the M and S
// records' held_back).
QString unfinishedText(const SessionResult &result);
// Everything a finished session says beyond its counts, in the order
// people should read it: what it held back, the edits that lost, then its
// warnings (the window's summary, the tray's balloon).
QStringList finishedNotes(const SessionResult &result);
// Why a row was held back, in words; and as replicate --json names it
// ("reference", "value", "row_id").
QString holdReasonText(HoldReason reason);
QString holdReasonName(HoldReason reason);

} // namespace jgr::engine
