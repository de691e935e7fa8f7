#pragma once

#include "engine/merge/rowmerge.h"
#include "engine/session/cancelflag.h"
#include "engine/session/sessionobserver.h"
#include "tablemapping.h"

#include "control/records.h"

#include <QSet>

#include <optional>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

struct SubsetPlan;
struct TableSubset;

// What a session knows before one of its tables runs.
struct WindowSpec
{
    int thisSite = 0;
    int primarySite = 0;
    // The session's MARK and PRIMARY-MARK: now on each side.
    QString localNow;
    QString primaryNow;
    bool skipEchoRule = false;    // a restored site gets its own rows back once
    QSet<int> ownedThroughUs;     // sites enrolled through this secondary primary
    QSet<QString> primaryStamped; // TableActivity::primaryStamped
    const SubsetPlan *subsets = nullptr;
    int batchSize = 1000;
    SessionObserver *observer = nullptr;
    const CancelFlag *cancel = nullptr;
    const PendingReferences *pendingReferences = nullptr; // SessionContext::pendingReferences
};

// What one table's pull and push read: both databases, the windows (from
// the T record's previous marks to this session's), the merge context and
// the page size. Made once per table by open() and only read after: a
// retried phase reads the same window.
struct TableWindow
{
    static TableWindow open(const TableMapping &mapping, db::Database &local, db::Database &primary,
                            const control::TableRecord &table, const WindowSpec &spec);

    const TableMapping &mapping;
    db::Database &local;
    db::Database &primary;
    MergeContext merge;
    QString previousLocalMark;
    QString localMark;
    QString previousPrimaryMark;
    QString primaryMark;
    bool skipEchoRule = false;
    // A side's clock went back behind its previous mark: the mark is kept
    // (a mark never goes backwards), and the rows it stamped since lie below
    // it, so this session's row window on that side starts at the beginning.
    // Comparing every row once more is harmless (a row equal on both sides is
    // not written); the deletes' window stays as it is (an old delete sent
    // again could remove a row made since under the same id).
    bool localClockWentBack = false;
    bool primaryClockWentBack = false;
    // false when the session found no primary row waiting for its
    // replication id (TableActivity::primaryStamped): the pull stamps none.
    bool primaryRowsWaitForIds = true;
    QSet<int> ownedThroughUs;
    // The table's part of this site's subsets, when it has one
    // (engine/subset/sessionsubsets.h): the pull filters and completes it.
    const TableSubset *subset = nullptr;
    int batchSize = 1000;
    SessionObserver *observer = nullptr;
    const CancelFlag *cancel = nullptr;
    // Rows that wait, by table: a reference to one of them that cannot be
    // resolved yet is written empty where the column may be empty (the row
    // still waits). See SessionContext::pendingReferences.
    const PendingReferences *pendingReferences = nullptr;

    QString localRowsFrom() const;
    QString primaryRowsFrom() const;
    // The local row was written by a user since the last session (not an
    // echo of what the primary sent): the pull merges instead of replacing.
    bool unsentHere(const std::optional<Row> &local) const;
    bool cancelled() const { return cancel && cancel->isCancelled(); }
    void progress(TablePhase phase, qint64 done, qint64 estimate) const
    {
        if (observer)
            observer->tableProgress({mapping.table, phase, done, estimate});
    }
};

Error cancelledError();

} // namespace jgr::engine
