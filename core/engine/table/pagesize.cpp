#include "pagesize.h"

#include <algorithm>

namespace jgr::engine {

qint64 memoryOf(const Row &row)
{
    qint64 bytes = 128; // the row's own fields
    for (const QVariant &v : row.values) {
        bytes += qint64(sizeof(QVariant));
        if (v.typeId() == QMetaType::QString)
            bytes += qint64(static_cast<const QString *>(v.constData())->size()) * qint64(sizeof(QChar));
        else if (v.typeId() == QMetaType::QByteArray)
            bytes += static_cast<const QByteArray *>(v.constData())->size();
    }
    return bytes;
}

int rowsPerPage(qint64 bytes, qsizetype rows, int mostRows)
{
    const qint64 perRow = std::max<qint64>(1, bytes / std::max<qsizetype>(1, rows));
    return int(std::clamp<qint64>(kPageBytes / perRow, 1, std::max(1, mostRows)));
}

int nextPageRows(const RowList &page, int mostRows)
{
    qint64 bytes = 0;
    for (const Row &row : page)
        bytes += memoryOf(row);
    return rowsPerPage(bytes, page.size(), mostRows);
}

Status forEachPage(const QList<qint64> &ids, int mostRows,
                   const std::function<Result<RowList>(const QList<qint64> &)> &read,
                   const std::function<Status(RowList &)> &use)
{
    qsizetype rows = std::min(mostRows, kFirstPageRows);
    for (qsizetype at = 0; at < ids.size();) {
        auto page = read(ids.mid(at, rows));
        if (!page)
            return page.error();
        at += rows;
        rows = nextPageRows(page.value(), mostRows);
        JGR_TRY(use(page.value()));
    }
    return {};
}

} // namespace jgr::engine
