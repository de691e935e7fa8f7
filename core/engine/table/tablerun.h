#pragma once

#include "engine/merge/rowmerge.h"
#include "engine/session/cancelflag.h"
#include "engine/session/sessionobserver.h"
#include "tablemapping.h"

#include "control/conflictlog.h"
#include "control/records.h"

#include <QSet>

#include <functional>
#include <optional>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// A row the push must correct locally once the primary committed: a
// non-owner's edit put back, or a refused delete undone.
struct LocalCorrection
{
    Row row;               // values and owner to write
    QString expectChanged; // compare-and-set: skipped if a user wrote since
    bool restore = false;  // the row was deleted here: insert it again
};

// Everything one table's pull and push share: both databases, the windows,
// the merge context, the counts, and what the pull leaves for the push.
struct TableRun
{
    TableRun(const TableMapping &m, db::Database &l, db::Database &p) : mapping(m), local(l), primary(p) {}

    const TableMapping &mapping;
    db::Database &local;
    db::Database &primary;
    MergeContext merge;
    QString previousLocalMark;
    QString localMark;
    QString previousPrimaryMark;
    QString primaryMark;
    bool skipEchoRule = false; // a restored site gets its own rows back once
    // A side's clock went back behind its previous mark: the rows it stamped
    // since lie below the kept mark, so this session's row window on that
    // side starts at the beginning. Comparing every row once more is
    // harmless (a row equal on both sides is not written); the deletes'
    // window stays as it is (an old delete sent again could remove a row
    // made since under the same id).
    bool localClockWentBack = false;
    bool primaryClockWentBack = false;
    QString localRowsFrom() const;
    QString primaryRowsFrom() const;
    QSet<int> ownedThroughUs; // sites enrolled through this secondary primary
    int batchSize = 1000;
    SessionObserver *observer = nullptr;
    const CancelFlag *cancel = nullptr;

    control::RowCounts counts;
    QList<qint64> pushAlso;                  // rows whose local values the pull kept
    QList<LocalCorrection> corrections;      // applied after the primary commits: add with correct()
    QList<QPair<qint64, QString>> delivered; // pushAlso rows sent: make them echoes
    QStringList refusals;                    // E records to write
    QList<control::Conflict> conflicts;      // refused or overwritten values to keep (jg_conflicts)
    // Bytes the corrections and conflicts above take, roughly (see kHeldBytes).
    qint64 heldBytes = 0;
    // The push stopped reading its window at kHeldBytes (walkWindow stops).
    bool windowCut = false;
    // Rows that wait for a referenced row: the window of the next session
    // starts just below the oldest of them, so they are read again.
    QString pullWaitFrom; // primary stamp of the oldest waiting incoming row
    QString pushWaitFrom; // local stamp of the oldest waiting local row
    // The local row was written by a user since the last session (not an
    // echo of what the primary sent): the pull merges instead of replacing.
    bool unsentHere(const std::optional<Row> &local) const;

    // Every local column whose value `kept` replaces in `refused`, as conflicts.
    void valuesRefused(control::Conflict::Kind kind, const Row &refused, const QVariantList &kept, int owner);
    // A pull that replaced a row with unsent local changes: the blank fills
    // that lost the race to another site's fill.
    void fillsOverwritten(const Row &local, const QVariantList &kept, int owner);
    void rowRefused(control::Conflict::Kind kind, const Row &refused, const QString &column, int owner);

    // Add to corrections and conflicts, counting heldBytes.
    void correct(LocalCorrection c);
    void keep(control::Conflict c);
    // Records the conflicts kept so far in the local database, which must be
    // in the transaction of the writes that caused them (they commit together,
    // or not at all and the next session finds them again), and lets go of
    // them. A reference that still waits as it did is not recorded twice.
    Status recordConflicts();

    // The next session's window starts just below `row`: it is read again.
    static void holdBack(QString *floor, const Row &row)
    {
        if (floor->isEmpty() || row.changed < *floor)
            *floor = row.changed;
    }

    void wait(QString *floor, const Row &row, const QString &side)
    {
        holdBack(floor, row);
        rowRefused(control::Conflict::Kind::ReferenceWaits, row, row.unresolved, row.owner);
        refusals << QStringLiteral(
                        "Row %1 of %2 waits: its reference to %3 cannot be resolved %4 yet; it is retried in "
                        "the next session.")
                        .arg(row.uniqueId)
                        .arg(mapping.table, row.unresolved, side);
    }

    // A row whose value in `column` the other side cannot hold unchanged
    // (TableMapping::unfitLocal/unfitPrimary): it is not written, it waits
    // like a row whose reference is not resolved, and a conflict and an E
    // record say which value and why (docs/SCHEMA.md, Fidelity).
    void valueRefused(QString *floor, const Row &row, int column, const QString &why, const QString &side);

    bool cancelled() const { return cancel && cancel->isCancelled(); }
    void progress(TablePhase phase, qint64 done, qint64 estimate) const
    {
        if (observer)
            observer->tableProgress({mapping.table, phase, done, estimate});
    }
};

Error cancelledError();

} // namespace jgr::engine
