#pragma once

#include "engine/session/cancelflag.h"
#include "engine/session/quiettables.h"
#include "engine/session/sessionobserver.h"
#include "engine/subset/sessionsubsets.h"
#include "tablemapping.h"
#include "tableoutcome.h"
#include "tablewindow.h"

#include "common/carriedclock.h"
#include "common/result.h"
#include "control/records.h"

#include <QHash>
#include <QSet>

#include <functional>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// What a session hands each table run.
struct SessionContext
{
    db::Database *local = nullptr;
    db::Database *primary = nullptr;
    control::MasterRecord localMaster;
    control::MasterRecord primaryMaster;
    QString localMark;
    QString primaryMark;
    bool skipEchoRule = false;
    QSet<int> ownedThroughUs;
    int batchSize = 1000;
    SessionObserver *observer = nullptr;
    const CancelFlag *cancel = nullptr;
    // Each table's mapping, made once by the session's schema check.
    QHash<QString, TableMapping> mappings;
    // What the session found before the tables run (quiettables.h). A quiet
    // table's run is bookkeeping on this side only, and its L record for the
    // primary waits in quietPrimaryLogs to go in one statement.
    TableActivity activity;
    QList<control::LogRecord> quietPrimaryLogs;
    // This site's subsets this session (empty: every row, as before).
    SubsetPlan subsets;
    // The primary's clock read at the session's start, carried forward: the
    // dates of the session's records there cost no round trip.
    CarriedClock primaryClock;
    // A run that breaks cycles of rows referencing each other: the rows that
    // wait, by table (their unique ids). A reference to one of them that is
    // not resolvable yet is written empty where its column may be (the row
    // still waits, and the next run completes it). Empty in other runs.
    PendingReferences pendingReferences;
};

// The part of the context each table's window starts from.
WindowSpec windowSpecOf(const SessionContext &ctx);

// One table of a session: L records, pull, push, and the T record's
// bookkeeping, each side's writes in its own transaction (docs/PROTOCOL.md).
class TableReplicator
{
public:
    TableReplicator(SessionContext &ctx, control::TableRecord table) : m_ctx(ctx), m_table(std::move(table)) {}

    // The result carries the counts; an error leaves the T record not done.
    Result<TableResult> run();
    // Messages (E records) the run produced without failing: refused deletes,
    // a clock that went backwards.
    QStringList notices() const { return m_notices; }
    // The rows that still wait for a referenced row after the run: recorded
    // by the session once no further run of the table can resolve them.
    const ReferenceWaits &waits() const { return m_waits; }

private:
    // A table in ctx.activity.quiet: its T record and L records as a session
    // that moved nothing leaves them, without a statement to the primary.
    Result<TableResult> runQuiet(const TableWindow &window, control::LogRecord localLog, control::LogRecord primaryLog);
    // Runs one phase again (from its start) when the server reports a
    // deadlock or serialization failure; each phase is one transaction.
    Status retryTransient(const TableWindow &window, const std::function<Status()> &work);
    db::Database &local() { return *m_ctx.local; }
    db::Database &primary() { return *m_ctx.primary; }

    SessionContext &m_ctx;
    control::TableRecord m_table;
    QStringList m_notices;
    ReferenceWaits m_waits;
};

} // namespace jgr::engine
