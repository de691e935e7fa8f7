#pragma once

#include "tablerun.h"

#include "common/result.h"

namespace jgr::engine {

// Pull (primary -> site) for one table, PROTOCOL.md. Runs inside the local
// transaction the session opened for the table; never commits.
class TablePull
{
public:
    explicit TablePull(TableRun &run) : m_run(run) {}
    Status run();

private:
    Status applyBatch(const RowList &incoming);
    Status applyOne(class TableStore &localStore, const Row &incoming, std::optional<Row> local, const QString &now);
    Status applyKills();

    TableRun &m_run;
};

} // namespace jgr::engine
