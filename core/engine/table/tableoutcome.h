#pragma once

#include "tablewindow.h"

#include "control/conflictlog.h"
#include "control/records.h"

namespace jgr::engine {

// A row the push must correct locally once the primary committed: a
// non-owner's edit put back, or a refused delete undone.
struct LocalCorrection
{
    Row row;               // values and owner to write
    QString expectChanged; // compare-and-set: skipped if a user wrote since
    bool restore = false;  // the row was deleted here: insert it again
};

// Rows of one table run that wait for a referenced row (TableOutcome::wait).
struct ReferenceWaits
{
    QList<control::Conflict> conflicts; // kind ReferenceWaits
    QStringList notices;                // E records

    void operator<<(const ReferenceWaits &more)
    {
        conflicts << more.conflicts;
        notices << more.notices;
    }
    // Records them on this site (each once while it waits, as
    // TableOutcome::recordConflicts) in the caller's transaction.
    Status record(db::Database &local) const;
};

// What one phase of a table's run did: the pull returns one, the push starts
// from the pull's (afterPull) and returns its own. A retried phase starts
// afresh, so nothing of a failed attempt is left in it.
struct TableOutcome
{
    // The push's start: the pull's counts, the rows it left to send, and
    // the oldest row that waits there.
    static TableOutcome afterPull(const TableOutcome &pulled);

    control::RowCounts counts;
    QList<qint64> pushAlso;                  // rows whose local values the pull kept
    QList<LocalCorrection> corrections;      // applied after the primary commits: add with correct()
    QList<QPair<qint64, QString>> delivered; // pushAlso rows sent: make them echoes
    QStringList refusals;                    // E records to write
    QList<control::Conflict> conflicts;      // refused or overwritten values to keep (jg_conflicts)
    // Rows the primary's own triggers changed as the push wrote them: they
    // come back here as the primary holds them (TablePush::takeRewrites).
    int rewrittenByPrimary = 0;
    // This site's edits, fills and deletes that lost to another value, as
    // recorded by recordConflicts (the user is told after the session).
    int editsLost = 0;
    // Bytes the corrections and conflicts above take, roughly (see kHeldBytes).
    qint64 heldBytes = 0;
    // The push stopped reading its window at kHeldBytes (walkWindow stops).
    bool windowCut = false;
    // Rows that wait for a referenced row: the window of the next session
    // starts just below the oldest of them, so they are read again.
    QString pullWaitFrom; // primary stamp of the oldest waiting incoming row
    // Rows in the pull's window that another session was numbering on the
    // primary as this one read them (read without their id): the next
    // session reads them again. A load counts them as held back.
    int waitingForIds = 0;
    QString pushWaitFrom; // local stamp of the oldest waiting local row
    // The rows held back so far (wait, valueRefused), by why: said at the
    // session's end.
    QMap<HoldReason, int> held;
    // Rows that wait for a referenced row: their conflicts and E records.
    // Not recorded with the others: the session runs a table whose rows
    // wait again once other tables brought rows in, and says only the waits
    // its last run left (ReferenceWaits).
    ReferenceWaits waits;

    // Every local column whose value `kept` replaces in `refused`, as conflicts.
    void valuesRefused(const TableWindow &w, control::Conflict::Kind kind, const Row &refused, const QVariantList &kept,
                       int owner);
    // A pull that replaced a row with unsent local changes: the blank fills
    // that lost the race to another site's fill.
    void fillsOverwritten(const TableWindow &w, const Row &local, const QVariantList &kept, int owner);
    void rowRefused(const TableWindow &w, control::Conflict::Kind kind, const Row &refused, const QString &column,
                    int owner);

    // Add to corrections and conflicts, counting heldBytes.
    void correct(LocalCorrection c);
    void keep(control::Conflict c);
    // Records the conflicts kept so far in the local database, which must be
    // in the transaction of the writes that caused them (they commit together,
    // or not at all and the next session finds them again), and lets go of
    // them. A reference that still waits as it did is not recorded twice.
    Status recordConflicts(db::Database &local);

    // The next session's window starts just below `row`: it is read again.
    static void holdBack(QString *floor, const Row &row)
    {
        if (floor->isEmpty() || row.changed < *floor)
            *floor = row.changed;
    }

    // A row whose reference cannot be resolved `side` yet: held back, with a
    // conflict and an E record in `waits`.
    void wait(const TableWindow &w, QString *floor, const Row &row, const QString &side);

    // A row whose value in `column` the other side cannot hold unchanged
    // (TableMapping::unfitLocal/unfitPrimary): it is not written, it waits
    // like a row whose reference is not resolved, and a conflict and an E
    // record say which value and why (docs/SCHEMA.md, Fidelity).
    void valueRefused(const TableWindow &w, QString *floor, const Row &row, int column, const QString &why,
                      const QString &side);
};

} // namespace jgr::engine
