#pragma once

#include "records.h"

#include "common/result.h"

#include <QList>

#include <optional>

namespace jgr::db {
class Database;
}

namespace jgr::control {

// What a session reads of its primary before any row moves, read in one
// statement: over a network each statement is a round trip, and a quiet
// session is mostly these reads.
struct SessionStartRecords
{
    std::optional<MasterRecord> master; // the first by id
    QList<SiteRecord> sites;            // every S record, by id
    QList<UpdateRecord> updates;        // those above the number asked for, by update number
    QList<TableRecord> tables;          // those that replicate (process 'Y'), by table order and id
    QString clock;                      // the primary's clock as it read them (empty: it has no records)

    std::optional<SiteRecord> site(int siteNumber) const;
};

// The records above, U records from `updatesAbove` + 1 on. Fails as any
// read of the control table does (see ControlRepository::whyNoMaster).
Result<SessionStartRecords> readSessionStart(db::Database &primary, int updatesAbove);

} // namespace jgr::control
