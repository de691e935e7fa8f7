#pragma once

#include "common/result.h"
#include "control/records.h"

#include <QList>
#include <QMap>
#include <QString>

namespace jgr::engine {

enum class TablePhase
{
    Waiting,
    Pulling,
    Pushing,
    Done,
    Failed,
    Cancelled // rolled back; the next session resumes it
};

// Value types the engine reports progress with (shaped like a sync client's
// progress info): the GUI and the tray turn them into queued signals.
struct TableProgress
{
    QString table;
    TablePhase phase = TablePhase::Waiting;
    qint64 rowsDone = 0;
    qint64 rowsEstimated = 0;
};

// Why the session did not deliver a row: each such row waits, is tried
// again every session, and is said until it is mended (docs/PROTOCOL.md,
// "Held back is said").
enum class HoldReason
{
    Reference, // a row it references is not on the other side yet
    Value,     // a value the other side's column cannot hold unchanged
    RowId,     // a new row whose row id is outside the id space: it gets no replication id
};

struct TableResult
{
    QString table;
    control::RowCounts counts;
    double seconds = 0;
    bool ok = true;
    bool cancelled = false; // not ok: cancelled, not failed
    QString error;
    // This site's edits, blank fills and deletes that lost to the owner's
    // (or another fill's) value this session: kept as conflicts.
    int editsLost = 0;
    // Rows the table held back this session, by why.
    QMap<HoldReason, int> heldBack;
};

// A table the session left out: its problem (a schema mismatch, a value or
// statement its database refused) stops it and the tables that reference it,
// not the session (docs/PROTOCOL.md, "One table's problem stops that table").
struct StoppedTable
{
    QString table;
    ExitCode code = ExitCode::Failure;
    QString why;
};

struct SessionResult
{
    ExitCode exitCode = ExitCode::Ok;
    QString message; // the error, when exitCode != Ok
    int siteNumber = 0;
    QList<TableResult> tables;
    qint64 statements = 0;
    // What the session cost on each side (db::Database::roundTrips): the
    // round trips to the primary decide how long it waits over a network.
    qint64 primaryRoundTrips = 0;
    qint64 localStatements = 0;
    QString primaryServer;       // host:port of the primary's server that served the session
    QStringList warnings;        // e.g. the clocks of site and primary disagree
    qint64 clockSkewSeconds = 0; // this site's clock minus the primary's
    // Rows removed here because they left this site's subset (docs/PROTOCOL.md, Subsets).
    qint64 rowsLeftSubset = 0;
    // Tables left out, each with why; the others replicated.
    QList<StoppedTable> stopped;

    bool ok() const { return exitCode == ExitCode::Ok; }
    // Ran to its end: everything was delivered, or all but the rows it held
    // back and the tables it stopped (its exit code is then the first one's).
    bool finished() const { return exitCode == ExitCode::Ok || exitCode == ExitCode::HeldBack || !stopped.isEmpty(); }
    int heldBackRows() const
    {
        int n = 0;
        for (const TableResult &t : tables)
            for (int rows : t.heldBack)
                n += rows;
        return n;
    }
    int editsLost() const
    {
        int n = 0;
        for (const TableResult &t : tables)
            n += t.editsLost;
        return n;
    }
};

// Called on the thread that runs the session. Every method has an empty
// default so an observer implements only what it shows. sessionStarted
// names each table once; a table may then start and finish more than once
// (a resumed table runs first and again in its order, a table with waiting
// references runs again at the end): its results add up.
class SessionObserver
{
public:
    virtual ~SessionObserver() = default;
    virtual void sessionStarted(const QStringList &tables) { Q_UNUSED(tables); }
    virtual void tableStarted(const QString &table, qint64 rowEstimate)
    {
        Q_UNUSED(table);
        Q_UNUSED(rowEstimate);
    }
    virtual void tableProgress(const TableProgress &progress) { Q_UNUSED(progress); }
    virtual void tableFinished(const TableResult &result) { Q_UNUSED(result); }
    virtual void sessionFinished(const SessionResult &result) { Q_UNUSED(result); }
    virtual void message(const QString &text) { Q_UNUSED(text); }
};

} // namespace jgr::engine
