#pragma once

#include "row.h"

#include "common/result.h"

#include <functional>

namespace jgr::engine {

// How many rows a page of a table read holds. A page is in memory at least
// twice (the one being worked on and the one read ahead, or the two sides a
// comparison walks), and its values again as statements bind them. Pages of
// ordinary rows hold a batch; pages of large rows (documents, pictures) are
// cut so that about kPageBytes of their values are in one page.
constexpr qint64 kPageBytes = 32 * 1024 * 1024;
// The first page, read before any row's size is known, holds at most this
// many rows.
constexpr int kFirstPageRows = 10;

// What a table's push may hold until its last local transaction (the rows
// it puts back here, and the conflicts' values) before it stops reading its
// window: the rest of the window waits for the next session.
constexpr qint64 kHeldBytes = 64 * 1024 * 1024;

// What `row` takes in memory, roughly: its text and bytes and a QVariant a value.
qint64 memoryOf(const Row &row);

// As many rows as fit kPageBytes where `rows` rows took `bytes`, at least
// one and at most `mostRows`.
int rowsPerPage(qint64 bytes, qsizetype rows, int mostRows);
// The next page's length after `page`, by `page`'s size per row.
int nextPageRows(const RowList &page, int mostRows);

// Reads the rows of `ids` with `read`, a page of ids at a time, sized as
// above, and hands each page of rows to `use`.
Status forEachPage(const QList<qint64> &ids, int mostRows,
                   const std::function<Result<RowList>(const QList<qint64> &)> &read,
                   const std::function<Status(RowList &)> &use);

} // namespace jgr::engine
