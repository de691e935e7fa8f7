#include "windowwalk.h"

#include "pagesize.h"
#include "referencetranslator.h"
#include "tablestore.h"

#include <algorithm>
#include <future>

namespace jgr::engine {

Status walkWindow(const TableWindow &w, const TableOutcome &out, TableStore &store, ReferenceTranslator &refs,
                  const QString &from, const QString &to, int echoSite, TablePhase phase, qint64 extraRows,
                  const std::function<Status(RowList &)> &batch)
{
    TableStore::Page page;
    page.from = from;
    page.to = to;
    page.echoSite = echoSite;
    page.limit = std::min(w.batchSize, kFirstPageRows);
    const auto read = [&store, &refs](const TableStore::Page &at) -> Result<RowList> {
        auto rows = store.windowPage(at);
        if (!rows)
            return rows.error();
        JGR_TRY(refs.toUniqueIds(rows.value()));
        return rows;
    };
    Result<RowList> rows = read(page);
    if (!rows)
        return rows.error();
    // The count, for the progress, reads the whole window once more. A window
    // that the first (small) page holds needs none: a quiet table, or one
    // whose window holds only echoes, as after an initial load.
    qint64 total = rows.value().size() + extraRows;
    if (rows.value().size() == page.limit) {
        auto estimate = store.countWindow(from, to, echoSite);
        total = (estimate ? estimate.value() : 0) + extraRows;
    }
    qint64 done = 0;
    w.progress(phase, 0, total);
    // The rows of the batch before: the reading thread frees them before its
    // next read (the writing thread is the busier one in a load).
    RowList spent;
    // Reading the window's side and writing the other one overlap (a load
    // spends about half its time in each). Declared last: an early return
    // waits for the page in flight before anything it uses goes away.
    const bool readAhead = store.readsFromAnyThread();
    std::future<Result<RowList>> next;
    for (;;) {
        if (!rows)
            return rows.error();
        if (rows.value().isEmpty())
            return {};
        const bool lastPage = rows.value().size() < page.limit;
        page.afterChanged = rows.value().last().changed;
        page.afterRowId = rows.value().last().rowId;
        page.limit = nextPageRows(rows.value(), w.batchSize);
        if (readAhead && !lastPage)
            next = std::async(std::launch::async, [read, page, freed = std::move(spent)]() mutable {
                freed = {};
                return read(page);
            });
        done += rows.value().size();
        JGR_TRY(batch(rows.value()));
        spent = std::move(rows.value());
        w.progress(phase, done, std::max(total, done));
        if (w.cancelled())
            return cancelledError();
        if (lastPage || out.windowCut)
            return {};
        rows = next.valid() ? next.get() : read(page);
    }
}

Result<RowList> rowsByUniqueIds(TableStore &store, ReferenceTranslator &refs, const QList<qint64> &uniqueIds)
{
    auto rows = store.byUniqueIds(uniqueIds);
    if (rows)
        JGR_TRY(refs.toUniqueIds(rows.value()));
    return rows;
}

Result<QHash<qint64, Row>> counterparts(TableStore &store, ReferenceTranslator &refs, const RowList &rows)
{
    QList<qint64> ids;
    ids.reserve(rows.size());
    for (const Row &r : rows)
        if (r.uniqueId != 0)
            ids << r.uniqueId;
    auto found = rowsByUniqueIds(store, refs, ids);
    if (!found)
        return found.error();
    QHash<qint64, Row> byId;
    byId.reserve(found.value().size());
    for (Row &r : found.value())
        byId.emplace(r.uniqueId, std::move(r));
    return byId;
}

Status inSlicesWithCounterparts(TableStore &store, ReferenceTranslator &refs, const RowList &rows, int mostRows,
                                int &sliceRows,
                                const std::function<Status(const RowList &, const QHash<qint64, Row> &)> &use)
{
    for (qsizetype at = 0; at < rows.size();) {
        const RowList slice = rows.mid(at, std::max(1, sliceRows));
        auto others = counterparts(store, refs, slice);
        if (!others)
            return others.error();
        qint64 bytes = 0;
        for (const Row &r : slice)
            bytes += memoryOf(r);
        for (const Row &r : others.value())
            bytes += memoryOf(r);
        sliceRows = rowsPerPage(bytes, slice.size(), mostRows);
        at += slice.size();
        JGR_TRY(use(slice, others.value()));
    }
    return {};
}

Result<std::optional<Row>> rowByUniqueId(TableStore &store, ReferenceTranslator &refs, qint64 uniqueId)
{
    auto rows = rowsByUniqueIds(store, refs, {uniqueId});
    if (!rows)
        return rows.error();
    if (rows.value().isEmpty())
        return std::optional<Row>();
    return std::optional<Row>(rows.value().first());
}

} // namespace jgr::engine
