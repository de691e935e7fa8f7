#include "tablepush.h"

#include "engine/merge/valuecodec.h"
#include "pagesize.h"
#include "tablestore.h"
#include "windowwalk.h"

#include "control/killedrows.h"
#include "db/database.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

#include <utility>
#include <vector>

namespace jgr::engine {

bool TablePush::ownsAtPrimary(int owner) const
{
    return owner == m_w.merge.thisSite || m_w.ownedThroughUs.contains(owner);
}

Result<QStringList> TablePush::stampNewRows(const TableWindow &w)
{
    TableStore localStore = w.mapping.localStore(w.local);
    auto stamping = localStore.stampNewRows(w.merge.thisSite, TableStore::NewRowOwner::Stamper);
    if (!stamping)
        return stamping.error();
    return stamping.value().refused;
}

Result<TableOutcome> TablePush::run()
{
    m_localRefs = std::make_unique<ReferenceTranslator>(m_w.local, m_w.mapping.localReferences);
    m_primaryRefs = std::make_unique<ReferenceTranslator>(m_w.primary, m_w.mapping.primaryReferences);
    for (const ReferenceColumn &r : m_w.mapping.primaryReferences)
        m_selfReferencing = m_selfReferencing || r.table == m_w.mapping.primaryRoles.table;
    TableStore localStore = m_w.mapping.localStore(m_w.local);
    TableStore primaryStore = m_w.mapping.primaryStore(m_w.primary);
    // Deletes first: a row in the window that carries a deleted row's
    // jg_unique_id was created after that delete (its row id was used again).
    JGR_TRY(sendKills(primaryStore));
    // A page goes in slices that hold about a page with the primary's rows
    // (inSlicesWithCounterparts).
    int sliceRows = m_w.batchSize;
    // A row the pull kept that is also in the window goes out once, with the
    // window: sent twice, a fill that lost to one pushed between our pull
    // and push would be put back, and kept as a conflict, twice.
    QSet<qint64> keptByPull(m_out.pushAlso.cbegin(), m_out.pushAlso.cend());
    const auto send = [&](const RowList &rows, bool alsoRows) {
        return inSlicesWithCounterparts(primaryStore, *m_primaryRefs, rows, m_w.batchSize, sliceRows,
                                        [&](const RowList &slice, const QHash<qint64, Row> &onPrimary) -> Status {
                                            if (alsoRows)
                                                return sendBatch(primaryStore, slice, onPrimary, true);
                                            if (m_out.windowCut)
                                                return {}; // past kHeldBytes: the window's rest goes next session
                                            JGR_TRY(sendBatch(primaryStore, slice, onPrimary, false));
                                            for (const Row &r : slice)
                                                keptByPull.remove(r.uniqueId);
                                            stopAtHeldBound(slice);
                                            return {};
                                        });
    };
    JGR_TRY(walkWindow(m_w, m_out, localStore, *m_localRefs, m_w.localRowsFrom(), m_w.localMark, m_w.merge.primarySite,
                       TablePhase::Pushing, m_out.pushAlso.size(), [&](RowList &rows) { return send(rows, false); }));
    // Rows whose local values the pull kept (invariant 6: one session delivers).
    const auto read = [&](const QList<qint64> &ids) { return rowsByUniqueIds(localStore, *m_localRefs, ids); };
    QList<qint64> notInWindow;
    for (const qint64 id : std::as_const(m_out.pushAlso))
        if (keptByPull.contains(id))
            notInWindow << id;
    JGR_TRY(forEachPage(notInWindow, m_w.batchSize, read, [&](const RowList &rows) -> Status {
        JGR_TRY(send(rows, true));
        if (m_w.cancelled())
            return cancelledError();
        return {};
    }));
    return std::move(m_out);
}

// A site whose users edited many rows it does not own (a bulk UPDATE) has
// each of them put back, and keeps its refused values as conflicts, until
// the table's last local transaction. Past kHeldBytes of those the window
// stops here, and its mark is held back as for rows that wait: the next
// session reads on from this batch's last stamp (the rows put back have left
// the window by then; the rows sent once more are sent alike).
void TablePush::stopAtHeldBound(const RowList &batch)
{
    if (m_out.heldBytes <= kHeldBytes || batch.isEmpty())
        return;
    TableOutcome::holdBack(&m_out.pushWaitFrom, batch.last());
    m_out.windowCut = true;
    m_out.refusals << QCoreApplication::translate("Engine",
                                                  "%1 holds %2 MB of edits put back and conflicts; the rest of its "
                                                  "changes here go in the next session.")
                          .arg(m_w.mapping.table)
                          .arg(m_out.heldBytes / (1024 * 1024));
}

Status TablePush::sendBatch(TableStore &primaryStore, const RowList &rows, const QHash<qint64, Row> &onPrimary,
                            bool alsoRows)
{
    QList<qint64> goneNotOurs;
    for (const Row &r : rows)
        if (r.uniqueId != 0 && !onPrimary.contains(r.uniqueId) && !ownsAtPrimary(r.owner))
            goneNotOurs << r.uniqueId;
    auto deleted = control::KilledRows(m_w.primary).deletedAmong(m_w.mapping.primaryRoles.table, goneNotOurs);
    if (!deleted)
        return deleted.error();
    m_deletedOnPrimary = deleted.value();
    JGR_TRY(m_primaryRefs->prepare(rows));
    auto now = m_w.primary.now();
    if (!now)
        return now.error();
    RowList inserts;
    m_bufferUpdates = true;
    for (const Row &row : rows) {
        if (row.uniqueId == 0) {
            // Passed over by the stamping (a user holds it locked): its stamp
            // will not move when it gets its id, so the mark must not pass it.
            TableOutcome::holdBack(&m_out.pushWaitFrom, row);
            continue;
        }
        if (!row.unresolved.isEmpty()) {
            m_out.wait(m_w, &m_out.pushWaitFrom, row, QCoreApplication::translate("Engine", "at this site"));
            continue;
        }
        std::optional<Row> primary;
        if (const auto it = onPrimary.constFind(row.uniqueId); it != onPrimary.constEnd())
            primary = it.value();
        JGR_TRY(sendRow(primaryStore, row, primary, now.value(), alsoRows, inserts));
    }
    m_bufferUpdates = false;
    JGR_TRY(writeUpdates(primaryStore, now.value(), alsoRows, inserts));
    JGR_TRY(primaryStore.insertMany(inserts, now.value(), now.value(), m_w.merge.thisSite));
    return takeRewrites(primaryStore);
}

Status TablePush::takeRewrites(TableStore &primaryStore)
{
    const auto written = std::exchange(m_written, {});
    if (!m_w.mapping.primaryHasOwnTriggers || written.isEmpty())
        return {};
    auto held = rowsByUniqueIds(primaryStore, *m_primaryRefs, written.keys());
    if (!held)
        return held.error();
    for (const Row &primary : held.value()) {
        const auto &[local, sent] = written.value(primary.uniqueId);
        for (qsizetype i = 0; i < sent.size() && i < primary.values.size(); ++i) {
            const ColumnRule &rule = m_w.merge.columns.at(i);
            if (valuecodec::equal(sent.at(i), primary.values.at(i), rule.family, rule.storedAlike))
                continue;
            m_out.correct(LocalCorrection{primary, local.changed, false});
            ++m_out.rewrittenByPrimary;
            break;
        }
    }
    return {};
}

Status TablePush::writeUpdates(TableStore &primaryStore, const QString &now, bool alsoRows, RowList &inserts)
{
    if (m_updates.isEmpty())
        return {};
    const QList<PendingUpdate> pending = std::exchange(m_updates, {});
    // An owner's edit sends every column, a blank fill only some.
    QMap<QList<int>, QList<qsizetype>> byColumns;
    for (qsizetype i = 0; i < pending.size(); ++i)
        byColumns[pending.at(i).decision.sendColumns] << i;
    std::vector<bool> written(pending.size(), false);
    for (auto it = byColumns.cbegin(); it != byColumns.cend(); ++it) {
        QList<TableStore::RowUpdate> rows;
        for (const qsizetype i : it.value()) {
            const PendingUpdate &u = pending.at(i);
            rows << TableStore::RowUpdate{u.row.uniqueId, u.sent, u.decision.owner, now, u.primaryChanged};
        }
        auto done = primaryStore.updateMany(it.key(), rows, now, m_w.merge.thisSite);
        if (!done)
            return done.error();
        for (qsizetype k = 0; k < it.value().size(); ++k)
            written[it.value().at(k)] = done.value().at(k);
    }
    for (qsizetype i = 0; i < pending.size(); ++i) {
        const PendingUpdate &u = pending.at(i);
        if (written.at(i)) {
            ++m_out.counts.updatedByTarget;
            decided(u.row, u.decision, u.owned, alsoRows);
            continue;
        }
        auto primary = readAgain(primaryStore, u.row.uniqueId);
        if (!primary)
            return primary.error();
        JGR_TRY(sendRow(primaryStore, u.row, primary.value(), now, alsoRows, inserts));
    }
    return {};
}

Result<std::optional<Row>> TablePush::readAgain(TableStore &primaryStore, qint64 uniqueId)
{
    auto again = rowByUniqueId(primaryStore, *m_primaryRefs, uniqueId);
    if (!again)
        return again.error();
    if (!again.value()) {
        auto gone = control::KilledRows(m_w.primary).deletedAmong(m_w.mapping.primaryRoles.table, {uniqueId});
        if (!gone)
            return gone.error();
        m_deletedOnPrimary += gone.value();
    }
    return again.value();
}

void TablePush::decided(const Row &row, const PushDecision &d, bool owned, bool alsoRows)
{
    if (d.localCorrection && !owned)
        m_out.valuesRefused(m_w, control::Conflict::Kind::EditPutBack, row, *d.localCorrection, d.owner);
    if (d.localCorrection) {
        Row corrected = row;
        corrected.values = *d.localCorrection;
        corrected.owner = d.owner;
        m_out.correct(LocalCorrection{corrected, row.changed, false});
    } else if (alsoRows) {
        m_out.delivered << qMakePair(row.uniqueId, row.changed);
    }
}

Status TablePush::sendRow(TableStore &primaryStore, Row row, std::optional<Row> primary, const QString &now,
                          bool alsoRows, RowList &inserts)
{
    const int site = m_w.merge.thisSite;
    // Another site's session may write the row between this batch's lookup
    // and our update (its owner's edit, its fill of the same blank): the
    // update is a compare-and-set on the primary's stamp, and a lost race
    // decides again on what the primary holds now, as if the two pushes had
    // come one after the other.
    for (int attempt = 0; attempt < 5; ++attempt) {
        // Someone else's row that its owner (or the primary) deleted after our
        // pull: the delete wins, as when it comes first; our next pull
        // removes the row here. Sending it would bring it back.
        if (!primary && !ownsAtPrimary(row.owner) && m_deletedOnPrimary.contains(row.uniqueId))
            return {};
        const bool owned = primary && ownsAtPrimary(primary->owner);
        const PushDecision d = decidePush(m_w.merge, row, primary, owned);
        if (d.action != PushDecision::Nothing) {
            // The row as the primary will hold it (an insert sends every
            // column); references go out as the primary's row ids.
            QVariantList full = d.action == PushDecision::Insert ? d.sendValues : primary->values;
            if (d.action != PushDecision::Insert)
                for (qsizetype k = 0; k < d.sendColumns.size(); ++k)
                    full[d.sendColumns.at(k)] = d.sendValues.at(k);
            const QVariantList sent = full;
            const auto resolution = m_primaryRefs->toRowIds(full, &row.unresolved, m_w.pendingReferences);
            if (resolution != ReferenceTranslator::Resolution::Resolved)
                m_out.wait(m_w, &m_out.pushWaitFrom, row, QCoreApplication::translate("Engine", "on the primary"));
            // Written with a reference pending, the row still waits: the
            // next run writes the reference.
            if (resolution == ReferenceTranslator::Resolution::Unresolved)
                return {};
            if (const auto unfit = m_w.mapping.unfitPrimary(full)) {
                m_out.valueRefused(m_w, &m_out.pushWaitFrom, row, unfit->column, unfit->why,
                                   QCoreApplication::translate("Engine", "on the primary"));
                return {};
            }
            // A row written whole is checked for its triggers' changes; one
            // with a reference pending is written again next run anyway.
            if (resolution == ReferenceTranslator::Resolution::Resolved)
                m_written.insert(row.uniqueId, {row, sent});
            if (d.action == PushDecision::Insert && !m_selfReferencing) {
                Row out = row;
                out.values = full;
                inserts << out;
                ++m_out.counts.insertedByTarget;
            } else if (d.action == PushDecision::Insert) {
                Row out = row;
                out.values = full;
                auto rowId = primaryStore.insert(out, now, now, site);
                if (!rowId)
                    return rowId.error();
                m_primaryRefs->noteInserted(m_w.mapping.primaryRoles.table, row.uniqueId, rowId.value());
                ++m_out.counts.insertedByTarget;
            } else {
                QVariantList send;
                send.reserve(d.sendColumns.size());
                for (int column : d.sendColumns)
                    send << full.at(column);
                if (m_bufferUpdates) {
                    m_updates << PendingUpdate{row, d, owned, send, primary->changed};
                    return {};
                }
                auto n =
                    primaryStore.update(row.uniqueId, d.sendColumns, send, d.owner, now, now, site, primary->changed);
                if (!n)
                    return n.error();
                if (n.value() == 0) {
                    auto again = readAgain(primaryStore, row.uniqueId);
                    if (!again)
                        return again.error();
                    primary = again.value();
                    continue;
                }
                ++m_out.counts.updatedByTarget;
            }
        }
        decided(row, d, owned, alsoRows);
        return {};
    }
    return makeError(ExitCode::Failure,
                     QCoreApplication::translate("Engine", "Row %1 of %2 kept changing on the primary while it was "
                                                           "sent; it is retried in the next session.")
                         .arg(row.uniqueId)
                         .arg(m_w.mapping.table));
}

Status TablePush::sendKills(TableStore &primaryStore)
{
    control::KilledRows localKills(m_w.local);
    auto kills =
        localKills.window(m_w.mapping.localRoles.table, m_w.previousLocalMark, m_w.localMark, m_w.merge.primarySite);
    if (!kills)
        return kills.error();
    QList<qint64> ids;
    ids.reserve(kills.value().size());
    for (const control::KilledRow &k : kills.value())
        ids << k.uniqueId;
    // A page at a time: one lookup, one DELETE, one update of the delete
    // records. Rows already gone on the primary are not found.
    const auto read = [&](const QList<qint64> &page) { return rowsByUniqueIds(primaryStore, *m_primaryRefs, page); };
    return forEachPage(ids, m_w.batchSize, read, [&](const RowList &found) -> Status {
        QList<qint64> owned;
        for (const Row &primary : found) {
            if (ownsAtPrimary(primary.owner)) {
                owned << primary.uniqueId;
                continue;
            }
            // Only the owner may delete a row: it comes back here.
            m_out.refusals << QCoreApplication::translate(
                                  "Engine", "Site %1 deleted row %2 of %3, which site %4 owns; the delete was refused "
                                            "and the row is restored.")
                                  .arg(m_w.merge.thisSite)
                                  .arg(primary.uniqueId)
                                  .arg(m_w.mapping.table)
                                  .arg(primary.owner);
            Row deleted = primary;
            deleted.changed.clear(); // when it was deleted here is in jg_killed_rows, not in the row
            m_out.rowRefused(m_w, control::Conflict::Kind::DeleteRefused, deleted, QString(), primary.owner);
            m_out.correct(LocalCorrection{primary, QString(), true});
        }
        auto n = primaryStore.deleteDelivered(owned, m_w.merge.thisSite);
        if (!n)
            return n.error();
        m_out.counts.deletedByTarget += n.value();
        if (m_w.cancelled())
            return cancelledError();
        return {};
    });
}

Status TablePush::applyLocalCorrections(const TableWindow &w, TableOutcome &out)
{
    if (out.corrections.isEmpty() && out.delivered.isEmpty())
        return {};
    TableStore localStore = w.mapping.localStore(w.local);
    auto now = w.local.now();
    if (!now)
        return now.error();
    const int primarySite = w.merge.primarySite;
    QList<int> all;
    for (int i = 0; i < w.mapping.columns.size(); ++i)
        all << i;
    ReferenceTranslator localRefs(w.local, w.mapping.localReferences);
    if (localRefs.active()) {
        QList<QVariantList> values;
        for (const LocalCorrection &c : out.corrections)
            values << c.row.values;
        JGR_TRY(localRefs.prepare(values));
    }
    QList<TableStore::RowUpdate> updates;
    for (const LocalCorrection &c : out.corrections) {
        Row row = c.row;
        if (!localRefs.toRowIds(row.values, &row.unresolved)) {
            out.refusals << QCoreApplication::translate(
                                "Engine", "Row %1 of %2 could not be put back here: %3 is missing; the next session "
                                          "retries.")
                                .arg(row.uniqueId)
                                .arg(w.mapping.table, row.unresolved);
            continue;
        }
        if (const auto unfit = w.mapping.unfitLocal(row.values)) {
            // Kept as it is here, and judged again next session (the window
            // holds back below it).
            Row waiting = row;
            waiting.changed = c.expectChanged;
            if (!waiting.changed.isEmpty())
                TableOutcome::holdBack(&out.pushWaitFrom, waiting);
            out.refusals << QCoreApplication::translate("Engine",
                                                        "Row %1 of %2 could not be put back here: the primary's %3 %4. "
                                                        "The next session retries.")
                                .arg(row.uniqueId)
                                .arg(w.mapping.table, w.mapping.columns.at(unfit->column).primaryName, unfit->why);
            continue;
        }
        if (c.restore) {
            JGR_TRY(localStore.insert(row, now.value(), now.value(), primarySite));
            ++out.counts.insertedByPrimary;
            continue;
        }
        // A user who wrote the row since it was read wins this round: the
        // write is in the next session's window and is judged then.
        updates << TableStore::RowUpdate{row.uniqueId, row.values, row.owner, now.value(), c.expectChanged};
    }
    auto written = localStore.updateMany(all, updates, now.value(), primarySite);
    if (!written)
        return written.error();
    out.counts.updatedByPrimary += written.value().count(true);
    for (const auto &[uniqueId, changed] : out.delivered) {
        auto n = localStore.markDelivered(uniqueId, changed, primarySite);
        if (!n)
            return n.error();
    }
    return {};
}

} // namespace jgr::engine
