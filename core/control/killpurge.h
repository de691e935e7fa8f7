#pragma once

#include "killedrows.h"

#include "common/result.h"

#include <QDateTime>

namespace jgr::db {
class Database;
}

namespace jgr::control {

// Purging jg_killed_rows on a primary (docs/PROTOCOL.md, Purging): a kill
// record may go only when it is older than the retention period and every
// site of this primary has replicated past it — its last success more than
// a day after the kill (the day covers a window clamped by a long
// transaction). A site that never succeeded keeps every kill. Nothing is
// removed silently: the purge returns what it removed.
struct KillPurge
{
    QString cutoff;           // kills before this went (UTC stamp); empty = nothing could go
    QString heldBackBy;       // why not more: "site 4 last replicated ..."
    QList<KilledRow> removed; // with the table and jg_unique_id of each
};

Result<KillPurge> purgeKilledRows(db::Database &primary, int retentionDays, const QDateTime &nowUtc);

} // namespace jgr::control
