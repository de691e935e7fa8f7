#pragma once

#include "engine/session/cancelflag.h"
#include "engine/session/sessionobserver.h"

#include "common/result.h"
#include "control/records.h"

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
};

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

private:
    // Runs one phase again (from its start) when the server reports a
    // deadlock or serialization failure; each phase is one transaction.
    Status retryTransient(const struct TableWindow &window, const std::function<Status()> &work);
    db::Database &local() { return *m_ctx.local; }
    db::Database &primary() { return *m_ctx.primary; }

    SessionContext &m_ctx;
    control::TableRecord m_table;
    QStringList m_notices;
};

} // namespace jgr::engine
