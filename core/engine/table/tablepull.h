#pragma once

#include "tableoutcome.h"

#include "common/result.h"
#include "control/killedrows.h"

#include <functional>
#include <memory>

namespace jgr::engine {

// Whether a primary row lies in this pull's window: stamped after the
// window's start and at or before PRIMARY-MARK, and not an echo of this site.
bool inPrimaryWindow(const TableWindow &w, const Row &row);

// The ids among the primary's deletes `kills` whose row the primary holds
// again, outside this pull's window: sent again after the delete (a push
// that crossed it), so the row is to stay here. A row held again inside the
// window is not among them: the delete goes first, the window's row after it.
Result<QSet<qint64>> deletesUndoneOnPrimary(const TableWindow &w, class TableStore &primaryStore,
                                            const QList<control::KilledRow> &kills);

// Pull (primary -> site) for one table, docs/PROTOCOL.md. Runs inside the local
// transaction the session opened for the table; never commits.
class TablePull
{
public:
    explicit TablePull(const TableWindow &window) : m_w(window) {}
    // What the pull did; nothing of it is committed.
    Result<TableOutcome> run();

private:
    enum class Applied
    {
        Done,
        Waits
    };
    // An update applyOne() decided on, written with the batch's others.
    struct PendingUpdate
    {
        Row incoming;
        Row before;           // the local row the merge was decided on
        QVariantList merged;  // the merge's values (references as jg_unique_ids)
        QVariantList written; // the same with local row ids
        int owner = 0;
        bool localKept = false;
        bool unsent = false;
    };
    // `locals`: the local rows of `incoming`'s ids.
    Status applyBatch(const RowList &incoming, const QHash<qint64, Row> &locals);
    Result<Applied> applyOne(class TableStore &localStore, Row incoming, std::optional<Row> local, const QString &now);
    // Writes the batch's updates with TableStore::updateMany (together on a
    // server, row by row on SQLite); a row changed here since its lookup is
    // merged again on its own. Rows that then wait join `later`.
    Status writeUpdates(class TableStore &localStore, const QString &now, RowList &later);
    // What a written update leaves behind: the push's rows, the fills kept.
    void updated(const PendingUpdate &u);
    Status applyKills();
    // A site that holds a small part of a table reads that part, not the
    // window, when the window holds more rows (an initial load, a rule
    // just set): the members by id, of which it takes those in the window
    // and the entrants. False when the window is read instead.
    Result<bool> walkMembers(class TableStore &primaryStore, ReferenceTranslator &primaryRefs,
                             const std::function<Status(RowList &)> &batch);
    // With a subset (TableWindow::subset): leaves out of `rows` those the
    // site does not hold, and notes the entrants the window brings.
    void keepSubset(RowList &rows);
    // These rows of the primary, by id in pages, those `keep` keeps (all
    // without it) handed to `batch`.
    Status pullByIds(QList<qint64> ids, class TableStore &primaryStore, ReferenceTranslator &primaryRefs,
                     const std::function<bool(const Row &)> &keep, const std::function<Status(RowList &)> &batch);
    // The subset's entrants the window did not bring, by id.
    Status pullEntrants(class TableStore &primaryStore, ReferenceTranslator &primaryRefs,
                        const std::function<Status(RowList &)> &batch);

    const TableWindow &m_w;
    TableOutcome m_out;
    std::unique_ptr<ReferenceTranslator> m_localRefs;
    RowList m_inserts;              // new rows of the batch, written together at its end
    bool m_bufferInserts = true;    // not for a table that references itself
    QList<PendingUpdate> m_updates; // the batch's updates, while m_bufferUpdates
    bool m_bufferUpdates = false;
    QSet<qint64> m_deletedHere; // deleted here, the delete not sent yet: not brought back
    QString m_now;
    QSet<qint64> m_entrantsMet; // entrants the window brought
};

} // namespace jgr::engine
