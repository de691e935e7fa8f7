#pragma once

#include "common/result.h"
#include "control/records.h"

#include <QList>
#include <QSet>

namespace jgr::engine {

struct SessionContext;

struct TableActivity
{
    // Tables that have nothing to move this session, either way: no row in
    // either window but echoes, no row waiting for its replication id, no
    // delete to send or to receive, and neither clock gone back.
    QSet<QString> quiet;
    // Tables whose primary has no row waiting for its replication id at or
    // below the session's mark: their pull need not stamp any. (Every row
    // whose lastchangeddate is at or below the safe mark was committed
    // before this was asked; a row inserted since lies above the mark and
    // waits for the next session.) Tables not asked about are not in it.
    QSet<QString> primaryStamped;
};

// Asked of the site in one statement for all tables and of the primary in
// one more (a round trip, where running each table would cost a dozen).
// Needs the marks and ctx.mappings.
Result<TableActivity> findTableActivity(const SessionContext &ctx, const QList<control::TableRecord> &tables);

} // namespace jgr::engine
