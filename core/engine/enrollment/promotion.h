#pragma once

#include "common/result.h"

#include <QList>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// What promote did.
struct Promotion
{
    int siteNumber = 0;     // the new master's own (a standby's -99 is replaced)
    int nextSiteNumber = 0; // the next one it hands out
    QList<int> sites;       // the sites it has S records for now

    // What happened and what to do next, for the command line and the window.
    QString summary() const;
};

// Makes this site or standby the master primary after the old one is lost
// (docs/PROTOCOL.md, Identity and moving a site): its M record becomes a
// master's with a new identity, site numbers continue above every one it has
// seen (its rows' owners and ids, its S records, and the old master's next
// number, which a standby keeps from each session), and an S record is made
// for every site whose rows it holds. The other sites then run
// move-to-primary against it. One local transaction.
Result<Promotion> promoteToMaster(db::Database &local);

} // namespace jgr::engine
