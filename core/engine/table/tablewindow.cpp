#include "tablewindow.h"

#include "engine/subset/sessionsubsets.h"

#include "common/stamp.h"
#include "db/database.h"

#include <QCoreApplication>

namespace jgr::engine {

TableWindow TableWindow::open(const TableMapping &mapping, db::Database &local, db::Database &primary,
                              const control::TableRecord &table, const WindowSpec &spec)
{
    // The marks are kept in the T record here, with this database's digits.
    const int digits = local.dialect().stampDigits();
    const bool localBack = stamp::isBefore(spec.localNow, table.previousLocalHigh);
    const bool primaryBack = stamp::isBefore(spec.primaryNow, table.previousPrimaryHigh);
    MergeContext merge;
    merge.thisSite = spec.thisSite;
    merge.primarySite = spec.primarySite;
    merge.blankFillAllowed = table.blankFillAllowed();
    merge.columns = mapping.rules();
    return TableWindow{
        mapping,
        local,
        primary,
        std::move(merge),
        table.previousLocalHigh,
        localBack ? stamp::normalized(table.previousLocalHigh, digits) : spec.localNow,
        table.previousPrimaryHigh,
        primaryBack ? stamp::normalized(table.previousPrimaryHigh, digits) : spec.primaryNow,
        spec.skipEchoRule,
        localBack,
        primaryBack,
        !spec.primaryStamped.contains(table.tableName),
        spec.ownedThroughUs,
        spec.subsets ? spec.subsets->of(table.tableName) : nullptr,
        spec.batchSize,
        spec.observer,
        spec.cancel,
        spec.pendingReferences,
    };
}

QString TableWindow::localRowsFrom() const
{
    return localClockWentBack ? stamp::epoch1980(local.dialect().stampDigits()) : previousLocalMark;
}

QString TableWindow::primaryRowsFrom() const
{
    return primaryClockWentBack ? stamp::epoch1980(primary.dialect().stampDigits()) : previousPrimaryMark;
}

bool TableWindow::unsentHere(const std::optional<Row> &local) const
{
    if (!local || local->isEchoFrom(merge.primarySite))
        return false;
    const auto changed = stamp::toMicros(local->changed);
    const auto lastMark = stamp::toMicros(previousLocalMark);
    return changed && lastMark && *changed > *lastMark;
}

Error cancelledError()
{
    return makeError(ExitCode::Cancelled, QCoreApplication::translate(
                                              "Engine", "Replication was cancelled; the table in progress was rolled "
                                                        "back and the next session resumes it."));
}

} // namespace jgr::engine
