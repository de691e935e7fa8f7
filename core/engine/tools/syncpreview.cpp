#include "syncpreview.h"

#include "engine/merge/rowmerge.h"
#include "engine/table/pagesize.h"
#include "engine/table/referencetranslator.h"
#include "engine/table/tablemapping.h"
#include "engine/table/tableoutcome.h"
#include "engine/table/tablepull.h"
#include "engine/table/tablestore.h"
#include "engine/table/windowwalk.h"

#include "common/idspace.h"
#include "common/stamp.h"
#include "config/connect.h"
#include "control/controlrepository.h"
#include "control/controlschema.h"
#include "control/killedrows.h"
#include "db/database.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>

namespace jgr::engine {

namespace {

QString shortened(const QString &value)
{
    if (value.size() <= kShownCharacters)
        return value;
    return QCoreApplication::translate("Engine", "%1... (%2 characters)")
        .arg(value.left(kShownCharacters))
        .arg(value.size());
}

// Moves the conflicts the run foretold so far into the result's list.
void listConflicts(TableOutcome &out, PreviewResult &result)
{
    for (control::Conflict &c : out.conflicts) {
        ++result.conflictsAhead;
        if (result.conflicts.size() >= kListedConflicts)
            continue;
        c.refusedValue = shortened(c.refusedValue);
        c.keptValue = shortened(c.keptValue);
        result.conflicts << std::move(c);
    }
    out.conflicts.clear();
    out.heldBytes = 0;
}

// One table: the pull, then the push, as the session would run them.
class TablePreview
{
public:
    TablePreview(const TableWindow &window, PreviewResult &result) : m_w(window), m_result(result) {}

    Status pull()
    {
        TableStore localStore = m_w.mapping.localStore(m_w.local);
        TableStore primaryStore = m_w.mapping.primaryStore(m_w.primary);
        ReferenceTranslator localRefs(m_w.local, m_w.mapping.localReferences);
        ReferenceTranslator primaryRefs(m_w.primary, m_w.mapping.primaryReferences);
        // Deletes first, as the session applies them: a row of the window with
        // a deleted row's id is new here.
        auto kills = control::KilledRows(m_w.primary)
                         .window(m_w.mapping.primaryRoles.table, m_w.previousPrimaryMark, m_w.primaryMark,
                                 m_w.skipEchoRule ? -1 : m_w.merge.thisSite);
        if (!kills)
            return kills.error();
        auto undone = deletesUndoneOnPrimary(m_w, primaryStore, kills.value());
        if (!undone)
            return undone.error();
        QList<qint64> killed;
        for (const control::KilledRow &k : kills.value())
            if (!undone.value().contains(k.uniqueId))
                killed << k.uniqueId;
        auto present = localStore.lookup(killed);
        if (!present)
            return present.error();
        m_out.counts.deletedByPrimary += int(present.value().size());
        for (auto it = present.value().cbegin(); it != present.value().cend(); ++it)
            m_pullDeletes.insert(it.key());
        // Rows deleted here whose delete has not travelled yet stay deleted.
        auto deletedHere = control::KilledRows(m_w.local).deletedHereSince(
            m_w.mapping.localRoles.table, m_w.previousLocalMark, m_w.merge.primarySite);
        if (!deletedHere)
            return deletedHere.error();
        // In slices with their local rows, as the session applies them.
        const auto foretell = [&](const RowList &rows, const QHash<qint64, Row> &locals) -> Status {
            for (const Row &incoming : rows) {
                // Not stamped at the primary yet: the session stamps it and it
                // arrives as new, unless its row id cannot be stamped.
                if (incoming.uniqueId == 0) {
                    if (idspace::isValidRowId(incoming.rowId))
                        ++m_out.counts.insertedByPrimary;
                    else
                        ++m_unstampable;
                    continue;
                }
                std::optional<Row> local;
                if (auto it = locals.constFind(incoming.uniqueId);
                    it != locals.constEnd() && !m_pullDeletes.contains(incoming.uniqueId))
                    local = it.value();
                else if (it == locals.constEnd() && deletedHere.value().contains(incoming.uniqueId))
                    continue;
                const bool unsent = m_w.unsentHere(local);
                const PullDecision d = decidePull(m_w.merge, incoming, local, unsent);
                if (d.localKept)
                    m_out.pushAlso << incoming.uniqueId;
                if (d.action == PullDecision::Insert) {
                    ++m_out.counts.insertedByPrimary;
                } else if (d.action == PullDecision::Update) {
                    ++m_out.counts.updatedByPrimary;
                    if (unsent)
                        m_out.fillsOverwritten(m_w, *local, d.values, d.owner);
                    m_pullUpdates.insert(incoming.uniqueId);
                }
            }
            listConflicts();
            return {};
        };
        int sliceRows = m_w.batchSize;
        JGR_TRY(walkWindow(m_w, m_out, primaryStore, primaryRefs, m_w.primaryRowsFrom(), m_w.primaryMark,
                           m_w.skipEchoRule ? -1 : m_w.merge.thisSite, TablePhase::Pulling, 0, [&](RowList &rows) {
                               return inSlicesWithCounterparts(localStore, localRefs, rows, m_w.batchSize, sliceRows,
                                                               foretell);
                           }));
        return {};
    }

    Status push()
    {
        TableStore localStore = m_w.mapping.localStore(m_w.local);
        TableStore primaryStore = m_w.mapping.primaryStore(m_w.primary);
        ReferenceTranslator localRefs(m_w.local, m_w.mapping.localReferences);
        ReferenceTranslator primaryRefs(m_w.primary, m_w.mapping.primaryReferences);
        // Deletes first, as the session sends them: a row of the window with a
        // deleted row's id is new on the primary.
        QSet<qint64> deletedThere;
        auto kills = control::KilledRows(m_w.local).window(m_w.mapping.localRoles.table, m_w.previousLocalMark,
                                                           m_w.localMark, m_w.merge.primarySite);
        if (!kills)
            return kills.error();
        for (const control::KilledRow &k : kills.value()) {
            auto found = primaryStore.lookup({k.uniqueId});
            if (!found)
                return found.error();
            if (!found.value().contains(k.uniqueId))
                continue;
            const Row primaryRow = found.value().value(k.uniqueId);
            if (primaryRow.owner == m_w.merge.thisSite || m_w.ownedThroughUs.contains(primaryRow.owner)) {
                ++m_out.counts.deletedByTarget;
                deletedThere.insert(k.uniqueId);
            } else {
                ++m_out.counts.insertedByPrimary; // restored here
                Row deleted = primaryRow;
                deleted.changed.clear();
                m_out.rowRefused(m_w, control::Conflict::Kind::DeleteRefused, deleted, QString(), primaryRow.owner);
            }
        }
        // In slices with their rows on the primary, as the session sends them.
        const auto judge = [&](const RowList &rows, const QHash<qint64, Row> &byId) -> Status {
            for (const Row &row : rows) {
                if (row.uniqueId == 0 && !idspace::isValidRowId(row.rowId)) {
                    ++m_unstampable; // the session's stamping leaves it (TableStore::Stamping)
                    continue;
                }
                std::optional<Row> primary;
                if (auto it = byId.constFind(row.uniqueId);
                    row.uniqueId != 0 && it != byId.constEnd() && !deletedThere.contains(row.uniqueId))
                    primary = it.value();
                const bool owns =
                    primary && (primary->owner == m_w.merge.thisSite || m_w.ownedThroughUs.contains(primary->owner));
                const PushDecision d = decidePush(m_w.merge, row, primary, owns);
                if (d.action == PushDecision::Insert)
                    ++m_out.counts.insertedByTarget;
                else if (d.action == PushDecision::Update)
                    ++m_out.counts.updatedByTarget;
                if (d.localCorrection) {
                    ++m_out.counts.updatedByPrimary; // put back here after the push
                    if (!owns)
                        m_out.valuesRefused(m_w, control::Conflict::Kind::EditPutBack, row, *d.localCorrection,
                                            d.owner);
                }
            }
            listConflicts();
            return {};
        };
        int sliceRows = m_w.batchSize;
        // The window, and the rows no session has stamped yet (they go out as new).
        QSet<qint64> inWindow;
        JGR_TRY(walkWindow(
            m_w, m_out, localStore, localRefs, m_w.localRowsFrom(), m_w.localMark, m_w.merge.primarySite,
            TablePhase::Pushing, 0, [&](RowList &rows) -> Status {
                // Rows the pull rewrites leave this window (their lastchangeddate
                // moves on); rows it deletes are gone before the push.
                RowList window;
                for (const Row &r : rows) {
                    if (r.uniqueId != 0 && (m_pullUpdates.contains(r.uniqueId) || m_pullDeletes.contains(r.uniqueId)))
                        continue;
                    window << r;
                    inWindow.insert(r.uniqueId);
                }
                return inSlicesWithCounterparts(primaryStore, primaryRefs, window, m_w.batchSize, sliceRows, judge);
            }));
        // The rows whose local values the pull kept go out as the pull merged
        // them: merged again here, from the primary's row, so that the preview
        // holds a page of them, not all. (A row already judged in the window
        // has reached the primary by then.)
        QList<qint64> also;
        for (qint64 id : QSet<qint64>(m_out.pushAlso.cbegin(), m_out.pushAlso.cend()))
            if (!inWindow.contains(id))
                also << id;
        const auto read = [&](const QList<qint64> &ids) { return rowsByUniqueIds(localStore, localRefs, ids); };
        const auto mergeAndJudge = [&](const RowList &rows, const QHash<qint64, Row> &onPrimary) -> Status {
            RowList merged = rows;
            for (Row &r : merged) {
                const auto it = onPrimary.constFind(r.uniqueId);
                if (it == onPrimary.constEnd())
                    continue;
                const PullDecision d = decidePull(m_w.merge, it.value(), r, m_w.unsentHere(r));
                r.values = d.values;
                r.owner = d.owner;
            }
            return judge(merged, onPrimary);
        };
        return forEachPage(also, m_w.batchSize, read, [&](RowList &rows) {
            return inSlicesWithCounterparts(primaryStore, primaryRefs, rows, m_w.batchSize, sliceRows, mergeAndJudge);
        });
    }

    // New rows the session will not send: their row id cannot be stamped.
    int unstampable() const { return m_unstampable; }
    const control::RowCounts &counts() const { return m_out.counts; }
    // Moves the conflicts foreseen so far into the result's list.
    void listConflicts() { jgr::engine::listConflicts(m_out, m_result); }

private:
    const TableWindow &m_w;
    TableOutcome m_out; // the pull's and the push's together: nothing is written
    PreviewResult &m_result;
    QSet<qint64> m_pullUpdates; // rows the pull updates here
    QSet<qint64> m_pullDeletes; // rows the pull deletes here
    int m_unstampable = 0;
};

} // namespace

SyncPreview::SyncPreview(config::SiteConfig config, config::Credentials credentials)
    : m_config(std::move(config)), m_credentials(std::move(credentials))
{
}

PreviewResult SyncPreview::run()
{
    PreviewResult result;
    const auto fail = [&](const Error &e) {
        result.exitCode = e.code;
        result.message = e.message;
        return result;
    };
    if (!m_config.primary())
        return fail(
            makeError(ExitCode::Usage,
                      QCoreApplication::translate("Engine", "%1 has no [primary] section.").arg(m_config.path())));
    auto local = config::openDatabase(m_config.local(), m_credentials);
    if (!local)
        return fail(local.error());
    auto primary = config::openDatabase(*m_config.primary(), m_credentials);
    if (!primary)
        return fail(primary.error());
    db::Database &l = *local.value();
    db::Database &p = *primary.value();
    // The control table's columns of this version, as the session adds them
    // (a change of schema, not of data: the preview writes no row).
    for (db::Database *db : {&l, &p})
        if (Status s = control::controlschema::upgrade(*db); !s)
            return fail(s.error());

    control::MasterRecord me;
    if (auto known = control::controlschema::exists(l); known && known.value()) {
        auto master = control::ControlRepository(l).master();
        if (!master)
            return fail(master.error());
        if (master.value())
            me = *master.value();
    }
    if (me.siteNumber == 0)
        result.notes << QCoreApplication::translate(
            "Engine", "This site has not joined yet: its first session takes a site number and every row.");
    result.siteNumber = me.siteNumber;
    control::ControlRepository primaryRepo(p);
    auto primaryMaster = primaryRepo.master();
    if (!primaryMaster)
        return fail(primaryMaster.error());
    if (!primaryMaster.value() || !primaryMaster.value()->isPrimary())
        return fail(makeError(
            ExitCode::Usage,
            QCoreApplication::translate("Engine", "The database in [primary] is not a JGReplicate primary.")));

    auto updates = primaryRepo.select<control::UpdateRecord>(QStringLiteral("update_number > ?"), {me.updateNumber},
                                                             QStringLiteral("update_number"));
    if (!updates)
        return fail(updates.error());
    for (const control::UpdateRecord &u : updates.value())
        result.pendingUpdates << QStringLiteral("%1 %2: %3").arg(u.updateNumber).arg(u.tableName, u.updateSpec);
    if (!result.pendingUpdates.isEmpty())
        result.notes << QCoreApplication::translate(
            "Engine", "Schema updates are applied first; the counts below assume today's columns.");

    QSet<int> owned;
    if (me.primarySite == QLatin1String("S")) {
        auto sites = control::ControlRepository(l).select<control::SiteRecord>();
        if (sites)
            for (const control::SiteRecord &s : sites.value())
                owned.insert(s.siteNumber);
    }
    auto tables = primaryRepo.select<control::TableRecord>(QStringLiteral("process = 'Y'"), {},
                                                           QStringLiteral("table_order, replicate_id"));
    if (!tables)
        return fail(tables.error());
    auto localNow = l.now();
    auto primaryNow = p.now();
    if (!localNow || !primaryNow)
        return fail(!localNow ? localNow.error() : primaryNow.error());
    const QString epochLocal = stamp::epoch1980(l.dialect().stampDigits());
    const QString epochPrimary = stamp::epoch1980(p.dialect().stampDigits());
    for (const control::TableRecord &primaryTable : tables.value()) {
        QElapsedTimer timer;
        timer.start();
        control::TableRecord t = primaryTable;
        t.previousLocalHigh = epochLocal;
        t.previousPrimaryHigh = epochPrimary;
        if (me.siteNumber != 0) {
            if (auto mine = control::ControlRepository(l).table(t.tableName); mine && mine.value()) {
                t.previousLocalHigh = mine.value()->previousLocalHigh;
                t.previousPrimaryHigh = mine.value()->previousPrimaryHigh;
            }
        }
        TableResult table;
        table.table = t.tableName;
        auto mapping = mapTable(l, p, t.tableName, true, t.jguigenSpecificTable == QLatin1String("Y"));
        if (!mapping) {
            // The table is not here yet: the session creates it and takes every row.
            auto count = p.scalar(QStringLiteral("SELECT COUNT(*) FROM %1").arg(p.quote(t.tableName)));
            if (!count)
                return fail(mapping.error());
            table.counts.insertedByPrimary = count.value().toInt();
            result.notes
                << QCoreApplication::translate("Engine", "%1 is created here by the next session.").arg(t.tableName);
            result.tables << table;
            continue;
        }
        WindowSpec spec;
        spec.thisSite = me.siteNumber;
        spec.primarySite = primaryMaster.value()->siteNumber;
        spec.localNow = localNow.value();
        spec.primaryNow = primaryNow.value();
        spec.ownedThroughUs = owned;
        const TableWindow window = TableWindow::open(mapping.value(), l, p, t, spec);
        TablePreview preview(window, result);
        if (t.pulls())
            if (Status s = preview.pull(); !s)
                return fail(s.error());
        if (t.pushes() && me.siteNumber != idspace::kStandbySite)
            if (Status s = preview.push(); !s)
                return fail(s.error());
        if (preview.unstampable() > 0)
            result.notes << QCoreApplication::translate("Engine",
                                                        "%1: %2 new rows are not sent: their row id is outside 1 "
                                                        "to 999,999,999 (see the E record of the next session).")
                                .arg(t.tableName)
                                .arg(preview.unstampable());
        table.counts = preview.counts();
        table.seconds = double(timer.elapsed()) / 1000.0;
        result.tables << table;
        preview.listConflicts();
    }
    return result;
}

} // namespace jgr::engine
