#include "tablereplicator.h"

#include "tablemapping.h"
#include "tablepull.h"
#include "tablepush.h"
#include "tablerun.h"

#include "common/idspace.h"
#include "common/stamp.h"
#include "control/controlrepository.h"
#include "db/database.h"

#include "common/logging.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

namespace jgr::engine {

using control::ControlRepository;

namespace {
// A mark never goes backwards: a clock that did is reported, the previous
// mark is kept, and the table's rows on that side are compared from the
// beginning (see TableRun::localClockWentBack).
QString forwardOnly(const QString &mark, const QString &previous, int digits, QStringList *notices, const QString &what)
{
    if (stamp::isBefore(mark, previous)) {
        *notices << QCoreApplication::translate(
                        "Engine", "The %1 clock went backwards (mark %2 is before the previous %3); the previous "
                                  "mark is kept and every row is compared once more, so that no change stamped by "
                                  "the slower clock is missed. A delete made meanwhile may not travel: run compare.")
                        .arg(what, mark, previous);
        return stamp::normalized(previous, digits);
    }
    return mark;
}
} // namespace

Status TableReplicator::retryTransient(const TableRun &run, const std::function<Status()> &work)
{
    constexpr int kAttempts = 5;
    for (int attempt = 1;; ++attempt) {
        const Status s = work();
        if (s || !s.error().transient || attempt == kAttempts || run.cancelled())
            return s;
        local().rollback();
        primary().rollback();
        qCInfo(lcEngine) << "retrying table" << m_table.tableName << "after:" << s.error().message;
        QThread::msleep(50 * attempt * attempt);
    }
}

Result<TableResult> TableReplicator::run()
{
    QElapsedTimer timer;
    timer.start();
    ControlRepository localRepo(local());
    ControlRepository primaryRepo(primary());
    const int site = m_ctx.localMaster.siteNumber;
    const int primarySite = m_ctx.primaryMaster.siteNumber;

    auto mapping =
        mapTable(local(), primary(), m_table.tableName, false, m_table.jguigenSpecificTable == QLatin1String("Y"));
    if (!mapping)
        return mapping.error();

    // L records on both sides, and the T record's start count.
    control::LogRecord localLog;
    localLog.siteNumber = site;
    localLog.siteName = m_ctx.localMaster.siteName;
    localLog.tableName = m_table.tableName;
    auto localStart = local().now();
    if (!localStart)
        return localStart.error();
    localLog.dateRepStarted = localStart.value();
    JGR_TRY(localRepo.insert(localLog));
    control::LogRecord primaryLog = localLog;
    auto primaryStart = primary().now();
    if (!primaryStart)
        return primaryStart.error();
    primaryLog.dateRepStarted = primaryStart.value();
    JGR_TRY(primaryRepo.insert(primaryLog));
    ++m_table.repCountStarted;
    m_table.currentLocalHigh = forwardOnly(m_ctx.localMark, m_table.previousLocalHigh, local().dialect().stampDigits(),
                                           &m_notices, QStringLiteral("site's"));
    m_table.currentPrimaryHigh = forwardOnly(m_ctx.primaryMark, m_table.previousPrimaryHigh,
                                             local().dialect().stampDigits(), &m_notices, QStringLiteral("primary's"));
    if (m_ctx.observer)
        m_ctx.observer->tableStarted(m_table.tableName, 0);

    TableRun run(mapping.value(), local(), primary());
    run.merge.thisSite = site;
    run.merge.primarySite = primarySite;
    run.merge.blankFillAllowed = m_table.blankFillAllowed();
    run.merge.columns = mapping.value().rules();
    run.previousLocalMark = m_table.previousLocalHigh;
    run.localMark = m_table.currentLocalHigh;
    run.previousPrimaryMark = m_table.previousPrimaryHigh;
    run.primaryMark = m_table.currentPrimaryHigh;
    run.skipEchoRule = m_ctx.skipEchoRule;
    run.localClockWentBack = stamp::isBefore(m_ctx.localMark, m_table.previousLocalHigh);
    run.primaryClockWentBack = stamp::isBefore(m_ctx.primaryMark, m_table.previousPrimaryHigh);
    run.ownedThroughUs = m_ctx.ownedThroughUs;
    run.batchSize = m_ctx.batchSize;
    run.observer = m_ctx.observer;
    run.cancel = m_ctx.cancel;

    // Pull: its writes and the T record's current marks in one local transaction.
    JGR_TRY(retryTransient(run, [&]() -> Status {
        run.pushAlso.clear();
        run.refusals.clear();
        run.conflicts.clear();
        run.heldBytes = 0;
        run.counts = {};
        JGR_TRY(local().begin());
        if (m_table.pulls())
            JGR_TRY(TablePull(run).run());
        JGR_TRY(run.recordConflicts());
        JGR_TRY(localRepo.update(m_table));
        return local().commit();
    }));
    const control::RowCounts pulled = run.counts;
    m_notices << run.refusals;

    const bool pushes = m_table.pushes() && site != idspace::kStandbySite;
    if (pushes) {
        JGR_TRY(local().begin());
        auto refused = TablePush::stampNewRows(run);
        if (!refused)
            return refused.error();
        m_notices << refused.value();
        JGR_TRY(local().commit());
    }
    // Push: its writes and the primary's L record in one primary transaction.
    JGR_TRY(retryTransient(run, [&]() -> Status {
        run.counts = pulled;
        run.corrections.clear();
        run.delivered.clear();
        run.refusals.clear();
        run.conflicts.clear();
        run.heldBytes = 0;
        run.windowCut = false;
        JGR_TRY(primary().begin());
        if (pushes)
            JGR_TRY(TablePush(run).run());
        auto primaryEnd = primary().now();
        if (!primaryEnd)
            return Status(primaryEnd.error());
        static_cast<control::RowCounts &>(primaryLog) = run.counts;
        primaryLog.dateRepEnded = primaryEnd.value();
        JGR_TRY(primaryRepo.update(primaryLog));
        return primary().commit();
    }));

    // Local corrections the push decided, and the table's bookkeeping.
    JGR_TRY(local().begin());
    JGR_TRY(TablePush::applyLocalCorrections(run));
    m_notices << run.refusals;
    JGR_TRY(run.recordConflicts());
    m_table.done = QStringLiteral("Y");
    m_table.previousLocalHigh = m_table.currentLocalHigh;
    m_table.previousPrimaryHigh = m_table.currentPrimaryHigh;
    // Rows that wait for a referenced row are read again next session.
    if (!run.pullWaitFrom.isEmpty())
        m_table.previousPrimaryHigh = stamp::minusTick(run.pullWaitFrom, primary().dialect().stampDigits());
    if (!run.pushWaitFrom.isEmpty())
        m_table.previousLocalHigh = stamp::minusTick(run.pushWaitFrom, local().dialect().stampDigits());
    ++m_table.repCountFinished;
    JGR_TRY(localRepo.update(m_table));
    static_cast<control::RowCounts &>(localLog) = run.counts;
    auto localEnd = local().now();
    if (!localEnd)
        return localEnd.error();
    localLog.dateRepEnded = localEnd.value();
    JGR_TRY(localRepo.update(localLog));
    JGR_TRY(local().commit());

    TableResult result;
    result.table = m_table.tableName;
    result.counts = run.counts;
    result.seconds = double(timer.elapsed()) / 1000.0;
    return result;
}

} // namespace jgr::engine
