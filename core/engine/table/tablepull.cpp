#include "tablepull.h"

#include "pagesize.h"
#include "tablestore.h"
#include "windowwalk.h"

#include "engine/subset/sessionsubsets.h"

#include "common/logging.h"
#include "common/stamp.h"
#include "control/killedrows.h"
#include "db/database.h"

#include <QCoreApplication>

#include <algorithm>
#include <utility>

namespace jgr::engine {

namespace {
QList<int> allColumns(qsizetype n)
{
    QList<int> out;
    for (int i = 0; i < n; ++i)
        out << i;
    return out;
}
} // namespace

Result<TableOutcome> TablePull::run()
{
    TableStore primaryStore = m_w.mapping.primaryStore(m_w.primary);
    ReferenceTranslator primaryRefs(m_w.primary, m_w.mapping.primaryReferences);
    m_localRefs = std::make_unique<ReferenceTranslator>(m_w.local, m_w.mapping.localReferences);
    for (const ReferenceColumn &r : m_w.mapping.localReferences)
        if (r.table == m_w.mapping.localRoles.table)
            m_bufferInserts = false;
    // Rows created on the primary itself get their ids first (bookkeeping:
    // their lastchangeddate does not move).
    if (m_w.primaryRowsWaitForIds) {
        auto stamping = primaryStore.stampNewRows(m_w.merge.primarySite, TableStore::NewRowOwner::AsWritten);
        if (!stamping)
            return stamping.error();
        m_out.refusals << stamping.value().refused;
    }

    // A row deleted here whose delete has not travelled yet stays deleted
    // even when the window brings a newer version (another site filled a
    // blank meanwhile): the push sends the delete, and if it is refused
    // (not ours to delete), brings the row back itself.
    auto deletedHere = control::KilledRows(m_w.local).deletedHereSince(m_w.mapping.localRoles.table,
                                                                       m_w.previousLocalMark, m_w.merge.primarySite);
    if (!deletedHere)
        return deletedHere.error();
    m_deletedHere = deletedHere.value();
    // Deletes first: a row in the window that carries a deleted row's
    // jg_unique_id was created after that delete (its row id was used again).
    JGR_TRY(applyKills());
    // A batch is applied in slices that, with their local rows, hold about a
    // page, and each slice's conflicts (fills that lost the race) are
    // recorded with it: local rows and fills can be long texts, and a window
    // holds any number of them.
    TableStore localStore = m_w.mapping.localStore(m_w.local);
    int sliceRows = m_w.batchSize;
    const auto apply = [&](const RowList &slice, const QHash<qint64, Row> &locals) -> Status {
        JGR_TRY(applyBatch(slice, locals));
        return m_out.recordConflicts(m_w.local);
    };
    const auto batch = [&](RowList &rows) {
        keepSubset(rows);
        return inSlicesWithCounterparts(localStore, *m_localRefs, rows, m_w.batchSize, sliceRows, apply);
    };
    auto walked = walkMembers(primaryStore, primaryRefs, batch);
    if (!walked)
        return walked.error();
    if (!walked.value())
        JGR_TRY(walkWindow(m_w, m_out, primaryStore, primaryRefs, m_w.primaryRowsFrom(), m_w.primaryMark,
                           m_w.skipEchoRule ? -1 : m_w.merge.thisSite, TablePhase::Pulling, 0, batch));
    JGR_TRY(pullEntrants(primaryStore, primaryRefs, batch));
    return std::move(m_out);
}

Result<bool> TablePull::walkMembers(TableStore &primaryStore, ReferenceTranslator &primaryRefs,
                                    const std::function<Status(RowList &)> &batch)
{
    const TableSubset *subset = m_w.subset;
    if (!subset || !subset->restricted)
        return false;
    // Counted only as far as it matters: past the members' number.
    auto windowRows = primaryStore.countWindow(m_w.primaryRowsFrom(), m_w.primaryMark,
                                               m_w.skipEchoRule ? -1 : m_w.merge.thisSite, subset->members.size() + 1);
    if (!windowRows)
        return windowRows.error();
    if (windowRows.value() <= subset->members.size())
        return false;
    JGR_TRY(pullByIds(
        QList<qint64>(subset->members.cbegin(), subset->members.cend()), primaryStore, primaryRefs,
        [&](const Row &r) { return inPrimaryWindow(m_w, r) || subset->entrants.contains(r.uniqueId); }, batch));
    return true;
}

Status TablePull::pullByIds(QList<qint64> ids, TableStore &primaryStore, ReferenceTranslator &primaryRefs,
                            const std::function<bool(const Row &)> &keep, const std::function<Status(RowList &)> &batch)
{
    std::sort(ids.begin(), ids.end());
    m_w.progress(TablePhase::Pulling, 0, ids.size());
    for (qsizetype at = 0; at < ids.size(); at += m_w.batchSize) {
        auto rows = rowsByUniqueIds(primaryStore, primaryRefs, ids.mid(at, m_w.batchSize));
        if (!rows)
            return rows.error();
        if (keep)
            rows.value().removeIf([&keep](const Row &r) { return !keep(r); });
        JGR_TRY(batch(rows.value()));
        m_w.progress(TablePhase::Pulling, std::min<qint64>(at + m_w.batchSize, ids.size()), ids.size());
        if (m_w.cancelled())
            return cancelledError();
    }
    return {};
}

void TablePull::keepSubset(RowList &rows)
{
    const TableSubset *subset = m_w.subset;
    if (!subset)
        return;
    // An unnumbered row stays: the pull holds the window back below it.
    if (subset->restricted)
        rows.removeIf([subset](const Row &r) { return r.uniqueId != 0 && !subset->members.contains(r.uniqueId); });
    for (const Row &r : rows)
        if (subset->entrants.contains(r.uniqueId))
            m_entrantsMet.insert(r.uniqueId);
}

Status TablePull::pullEntrants(TableStore &primaryStore, ReferenceTranslator &primaryRefs,
                               const std::function<Status(RowList &)> &batch)
{
    if (!m_w.subset || m_w.subset->entrants.isEmpty())
        return {};
    QList<qint64> ids;
    for (const qint64 id : m_w.subset->entrants)
        if (!m_entrantsMet.contains(id))
            ids << id;
    return ids.isEmpty() ? Status() : pullByIds(ids, primaryStore, primaryRefs, {}, batch);
}

Status TablePull::applyBatch(const RowList &incoming, const QHash<qint64, Row> &locals)
{
    TableStore localStore = m_w.mapping.localStore(m_w.local);
    JGR_TRY(m_localRefs->prepare(incoming));
    auto now = m_w.local.now();
    if (!now)
        return now.error();
    // A row that references a row later in this batch (a self reference)
    // is tried again once the rest of the batch is in.
    RowList later;
    m_bufferUpdates = true;
    for (const Row &row : incoming) {
        if (row.uniqueId == 0) {
            // Inside the window yet not stamped: another session or a user
            // holds it locked. Its stamp will not move when it gets its id,
            // so the mark must not pass it.
            TableOutcome::holdBack(&m_out.pullWaitFrom, row);
            ++m_out.waitingForIds;
            continue;
        }
        std::optional<Row> local;
        if (const auto it = locals.constFind(row.uniqueId); it != locals.constEnd())
            local = it.value();
        else if (m_deletedHere.contains(row.uniqueId))
            continue;
        auto applied = applyOne(localStore, row, local, now.value());
        if (!applied)
            return applied.error();
        if (applied.value() == Applied::Waits)
            later << row;
    }
    m_bufferUpdates = false;
    JGR_TRY(localStore.insertMany(m_inserts, now.value(), now.value(), m_w.merge.primarySite));
    m_inserts.clear();
    JGR_TRY(writeUpdates(localStore, now.value(), later));
    for (const Row &row : later) {
        auto local = rowByUniqueId(localStore, *m_localRefs, row.uniqueId);
        if (!local)
            return local.error();
        auto applied = applyOne(localStore, row, local.value(), now.value());
        if (!applied)
            return applied.error();
        if (applied.value() == Applied::Waits) {
            Row waiting = row;
            if (waiting.unresolved.isEmpty())
                waiting.unresolved = QCoreApplication::translate("Engine", "a referenced row");
            m_out.wait(m_w, &m_out.pullWaitFrom, waiting, QCoreApplication::translate("Engine", "at this site"));
        }
    }
    return {};
}

Result<TablePull::Applied> TablePull::applyOne(TableStore &localStore, Row incoming, std::optional<Row> local,
                                               const QString &now)
{
    if (!incoming.unresolved.isEmpty())
        return Applied::Waits; // the primary's own reference is not stamped yet
    const int primarySite = m_w.merge.primarySite;
    // A user may write the row between our lookup and our update: the update
    // is a compare-and-set on its stamp, and a lost race merges again.
    for (int attempt = 0; attempt < 5; ++attempt) {
        const bool unsent = m_w.unsentHere(local);
        const PullDecision d = decidePull(m_w.merge, incoming, local, unsent);
        if (d.action == PullDecision::Skip) {
            if (d.localKept)
                m_out.pushAlso << incoming.uniqueId;
            return Applied::Done;
        }
        QVariantList values = d.values;
        const auto resolution = m_localRefs->toRowIds(values, &incoming.unresolved, m_w.pendingReferences);
        if (resolution == ReferenceTranslator::Resolution::Unresolved)
            return Applied::Waits;
        if (const auto unfit = m_w.mapping.unfitLocal(values)) {
            m_out.valueRefused(m_w, &m_out.pullWaitFrom, incoming, unfit->column, unfit->why,
                               QCoreApplication::translate("Engine", "at this site"));
            return Applied::Done;
        }
        // Written with a reference pending: the row still waits, and the
        // next run writes the reference.
        if (resolution == ReferenceTranslator::Resolution::Pending)
            m_out.wait(m_w, &m_out.pullWaitFrom, incoming, QCoreApplication::translate("Engine", "at this site"));
        if (d.action == PullDecision::Insert) {
            Row row = incoming;
            row.values = values;
            row.owner = d.owner;
            if (m_bufferInserts) {
                m_inserts << row;
                ++m_out.counts.insertedByPrimary;
                return Applied::Done;
            }
            auto rowId = localStore.insert(row, now, now, primarySite);
            if (!rowId)
                return rowId.error();
            m_localRefs->noteInserted(m_w.mapping.localRoles.table, incoming.uniqueId, rowId.value());
            ++m_out.counts.insertedByPrimary;
            return Applied::Done;
        }
        // A kept local value makes the row a local change (no echo stamp):
        // this session's push sends it.
        PendingUpdate u{incoming, *local, d.values, values, d.owner, d.localKept, unsent};
        if (m_bufferUpdates) {
            m_updates << u;
            return Applied::Done;
        }
        auto n = localStore.update(incoming.uniqueId, allColumns(values.size()), values, d.owner, now,
                                   d.localKept ? QString() : now, primarySite, local->changed);
        if (!n)
            return n.error();
        if (n.value() > 0) {
            updated(u);
            return Applied::Done;
        }
        auto again = rowByUniqueId(localStore, *m_localRefs, incoming.uniqueId);
        if (!again)
            return again.error();
        local = again.value();
    }
    return makeError(ExitCode::Failure, QCoreApplication::translate(
                                            "Engine", "Row %1 of %2 kept changing while it was merged; it is retried "
                                                      "in the next session.")
                                            .arg(incoming.uniqueId)
                                            .arg(m_w.mapping.table));
}

Status TablePull::writeUpdates(TableStore &localStore, const QString &now, RowList &later)
{
    if (m_updates.isEmpty())
        return {};
    const QList<PendingUpdate> pending = std::exchange(m_updates, {});
    QList<TableStore::RowUpdate> rows;
    rows.reserve(pending.size());
    for (const PendingUpdate &u : pending)
        rows << TableStore::RowUpdate{u.incoming.uniqueId, u.written, u.owner, u.localKept ? QString() : now,
                                      u.before.changed};
    auto written = localStore.updateMany(allColumns(m_w.mapping.columns.size()), rows, now, m_w.merge.primarySite);
    if (!written)
        return written.error();
    for (qsizetype i = 0; i < pending.size(); ++i) {
        if (written.value().at(i)) {
            updated(pending.at(i));
            continue;
        }
        // A user wrote the row since the lookup: merged again with what is here now.
        auto local = rowByUniqueId(localStore, *m_localRefs, pending.at(i).incoming.uniqueId);
        if (!local)
            return local.error();
        auto applied = applyOne(localStore, pending.at(i).incoming, local.value(), now);
        if (!applied)
            return applied.error();
        if (applied.value() == Applied::Waits)
            later << pending.at(i).incoming;
    }
    return {};
}

void TablePull::updated(const PendingUpdate &u)
{
    if (u.localKept)
        m_out.pushAlso << u.incoming.uniqueId;
    // What a user wrote here and the owner's version replaced is kept.
    if (u.unsent)
        m_out.fillsOverwritten(m_w, u.before, u.merged, u.owner);
    ++m_out.counts.updatedByPrimary;
}

Result<QSet<qint64>> deletesUndoneOnPrimary(const TableWindow &w, TableStore &primaryStore,
                                            const QList<control::KilledRow> &kills)
{
    QList<qint64> ids;
    for (const control::KilledRow &k : kills)
        ids << k.uniqueId;
    QSet<qint64> undone;
    const auto read = [&primaryStore](const QList<qint64> &page) { return primaryStore.byUniqueIds(page); };
    JGR_TRY(forEachPage(ids, w.batchSize, read, [&](const RowList &rows) -> Status {
        for (const Row &r : rows)
            if (!inPrimaryWindow(w, r))
                undone.insert(r.uniqueId);
        return {};
    }));
    return undone;
}

bool inPrimaryWindow(const TableWindow &w, const Row &row)
{
    const auto from = stamp::toMicros(w.primaryRowsFrom());
    const auto to = stamp::toMicros(w.primaryMark);
    const auto changed = stamp::toMicros(row.changed);
    const bool echo = !w.skipEchoRule && row.isEchoFrom(w.merge.thisSite);
    return changed && from && to && *changed > *from && *changed <= *to && !echo;
}

Status TablePull::applyKills()
{
    control::KilledRows primaryKills(m_w.primary);
    auto kills = primaryKills.window(m_w.mapping.primaryRoles.table, m_w.previousPrimaryMark, m_w.primaryMark,
                                     m_w.skipEchoRule ? -1 : m_w.merge.thisSite);
    if (!kills)
        return kills.error();
    TableStore primaryStore = m_w.mapping.primaryStore(m_w.primary);
    auto undone = deletesUndoneOnPrimary(m_w, primaryStore, kills.value());
    if (!undone)
        return undone.error();
    TableStore localStore = m_w.mapping.localStore(m_w.local);
    QList<qint64> ids;
    for (const control::KilledRow &k : kills.value())
        if (!undone.value().contains(k.uniqueId))
            ids << k.uniqueId;
    // A batch at a time: one lookup, one DELETE, one update of the delete records.
    for (qsizetype at = 0; at < ids.size(); at += m_w.batchSize) {
        auto here = localStore.lookup(ids.mid(at, m_w.batchSize));
        if (!here)
            return here.error();
        auto n = localStore.deleteDelivered(here.value().keys(), m_w.merge.primarySite);
        if (!n)
            return n.error();
        m_out.counts.deletedByPrimary += n.value();
        if (m_w.cancelled())
            return cancelledError();
    }
    return {};
}

} // namespace jgr::engine
