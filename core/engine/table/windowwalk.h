#pragma once

#include "tableoutcome.h"

#include <QHash>

namespace jgr::engine {

class ReferenceTranslator;
class TableStore;

// Reads the window (from, to] of one side page by page (keyset pagination;
// pagesize.h says how many rows a page holds),
// turns each page's references into unique ids with `refs` (the same side's),
// hands the page to `batch`, reports progress and stops between pages when
// the session is cancelled or `batch` set out.windowCut. While `batch` runs, the next page is read on
// another thread where the side's bulk access allows it, so the two
// databases work at the same time: `batch` must not use the window's side.
Status walkWindow(const TableWindow &w, const TableOutcome &out, TableStore &store, ReferenceTranslator &refs,
                  const QString &from, const QString &to, int echoSite, TablePhase phase, qint64 extraRows,
                  const std::function<Status(RowList &)> &batch);

// The rows of `uniqueIds` that the side has, with their references as unique
// ids (`refs` of the same side).
Result<RowList> rowsByUniqueIds(TableStore &store, ReferenceTranslator &refs, const QList<qint64> &uniqueIds);

// The side's rows that hold the jg_unique_ids of `rows` (ids 0 skipped), by
// id: the other side's view of a batch (`refs` of `store`'s side).
Result<QHash<qint64, Row>> counterparts(TableStore &store, ReferenceTranslator &refs, const RowList &rows);

// Hands `rows` (a page of one side's window) to `use` in slices, each with
// its counterparts on `store`'s side, so that a slice and its counterparts
// together hold about a page (pagesize.h): where the other side holds much
// larger rows than the window (long values written there), a page sized by
// the window's rows alone would bring many pages of them. `sliceRows`
// carries the slice length from page to page (start it at `mostRows`).
Status inSlicesWithCounterparts(TableStore &store, ReferenceTranslator &refs, const RowList &rows, int mostRows,
                                int &sliceRows,
                                const std::function<Status(const RowList &, const QHash<qint64, Row> &)> &use);

// One row by its jg_unique_id with its references as unique ids (`refs` of
// the same side), or nothing when the side has no such row.
Result<std::optional<Row>> rowByUniqueId(TableStore &store, ReferenceTranslator &refs, qint64 uniqueId);

} // namespace jgr::engine
