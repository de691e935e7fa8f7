#pragma once

#include "tablerun.h"

#include "common/result.h"

#include <memory>

namespace jgr::engine {

// Pull (primary -> site) for one table, PROTOCOL.md. Runs inside the local
// transaction the session opened for the table; never commits.
class TablePull
{
public:
    explicit TablePull(TableRun &run) : m_run(run) {}
    Status run();

private:
    enum class Applied { Done, Waits };
    Status applyBatch(RowList incoming);
    Result<Applied> applyOne(class TableStore &localStore, Row incoming, std::optional<Row> local, const QString &now);
    Result<std::optional<Row>> lookupLocal(class TableStore &localStore, qint64 uniqueId);
    Status applyKills();

    TableRun &m_run;
    std::unique_ptr<ReferenceTranslator> m_localRefs;
    RowList m_inserts; // new rows of the batch, written together at its end
    bool m_bufferInserts = true; // not for a table that references itself
    QSet<qint64> m_deletedHere;  // deleted here, the delete not sent yet: not brought back
    QString m_now;
};

} // namespace jgr::engine
