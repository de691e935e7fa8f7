#pragma once

#include "common/result.h"
#include "control/records.h"

#include <QList>
#include <QSet>

namespace jgr::engine {

struct SessionContext;

// The tables that have nothing to move this session, either way: no row in
// either window but echoes, no row waiting for its replication id, no
// delete to send or to receive, and neither clock gone back. Asked of the
// primary in one statement for all tables (a round trip, where running each
// table would cost a dozen), and of the site in one more. Needs the marks
// and ctx.mappings.
Result<QSet<QString>> findQuietTables(const SessionContext &ctx, const QList<control::TableRecord> &tables);

} // namespace jgr::engine
