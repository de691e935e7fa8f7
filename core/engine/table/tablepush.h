#pragma once

#include "engine/merge/rowmerge.h"
#include "tableoutcome.h"

#include "common/result.h"

#include <memory>

namespace jgr::engine {

class TableStore;

// Push (site -> primary) for one table, docs/PROTOCOL.md. Runs inside the primary
// transaction the session opened for the table; never commits. What it must
// change locally is left in its outcome (corrections, delivered rows) for
// applyLocalCorrections() once the primary has committed.
class TablePush
{
public:
    // Starts from what the pull did (its counts, the rows it left to send).
    TablePush(const TableWindow &window, const TableOutcome &pulled)
        : m_w(window), m_out(TableOutcome::afterPull(pulled))
    {
    }

    // Gives new local rows their jg_unique_id; the session commits this
    // locally before anything is sent, so a re-sent row is never a duplicate.
    // Returns the rows it could not stamp (TableStore::Stamping::refused).
    static Result<QStringList> stampNewRows(const TableWindow &w);
    // What the push did, with what it leaves to change locally.
    Result<TableOutcome> run();
    static Status applyLocalCorrections(const TableWindow &w, TableOutcome &out);

private:
    // `rows` carry unique ids in their reference columns already.
    // `onPrimary`: the primary's rows of `rows`' ids.
    Status sendBatch(TableStore &primaryStore, const RowList &rows, const QHash<qint64, Row> &onPrimary, bool alsoRows);
    void stopAtHeldBound(const RowList &batch);
    // One row's decision and write; new rows are left in `inserts`, updates
    // in m_updates while m_bufferUpdates.
    Status sendRow(TableStore &primaryStore, Row row, std::optional<Row> primary, const QString &now, bool alsoRows,
                   RowList &inserts);
    // An update sendRow() decided on, written with the batch's others.
    struct PendingUpdate
    {
        Row row;
        PushDecision decision;
        bool owned = false;
        QVariantList sent; // the decision's columns, references as the primary's row ids
        QString primaryChanged;
    };
    // Writes the batch's updates with TableStore::updateMany, once per set of
    // columns; a row another session wrote since the lookup is decided again
    // on its own.
    Status writeUpdates(TableStore &primaryStore, const QString &now, bool alsoRows, RowList &inserts);
    // The primary's row once more, after a compare-and-set found it changed
    // (or gone: then whether its owner deleted it).
    Result<std::optional<Row>> readAgain(TableStore &primaryStore, qint64 uniqueId);
    // What a row's decision leaves to do here once it is written: the edit
    // put back and its conflict, or the row made an echo.
    void decided(const Row &row, const PushDecision &d, bool owned, bool alsoRows);
    Status sendKills(TableStore &primaryStore);
    bool ownsAtPrimary(int owner) const;

    const TableWindow &m_w;
    TableOutcome m_out;
    std::unique_ptr<ReferenceTranslator> m_localRefs;
    std::unique_ptr<ReferenceTranslator> m_primaryRefs;
    bool m_selfReferencing = false;  // new rows go one at a time (a row may reference one before it)
    QSet<qint64> m_deletedOnPrimary; // of the batch's rows that are not ours and gone there
    QList<PendingUpdate> m_updates;  // the batch's updates, while m_bufferUpdates
    bool m_bufferUpdates = false;
    // The batch's rows written to the primary: the local row, and the values
    // (references as unique ids) the primary holds unless its own triggers
    // changed them (takeRewrites).
    QHash<qint64, std::pair<Row, QVariantList>> m_written;
    // After the batch's writes: each row whose values on the primary differ
    // from those written (the application's triggers there set a column on
    // insert or update) comes back here as the primary holds it.
    Status takeRewrites(TableStore &primaryStore);
};

} // namespace jgr::engine
