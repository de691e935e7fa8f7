#include "tablereplicator.h"

#include "loadcheck.h"
#include "tablemapping.h"
#include "tableoutcome.h"
#include "tablepull.h"
#include "tablepush.h"

#include "common/idspace.h"
#include "common/stamp.h"
#include "control/controlrepository.h"
#include "db/clusternodes.h"
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
// beginning (TableWindow::open).
QString clockWentBack(const QString &what, const QString &now, const QString &previous)
{
    return QCoreApplication::translate(
               "Engine", "The %1 clock went backwards (mark %2 is before the previous %3); the previous "
                         "mark is kept and every row is compared once more, so that no change stamped by "
                         "the slower clock is missed. A delete made meanwhile may not travel: run compare.")
        .arg(what, now, previous);
}
} // namespace

WindowSpec windowSpecOf(const SessionContext &ctx)
{
    WindowSpec spec;
    spec.thisSite = ctx.localMaster.siteNumber;
    spec.primarySite = ctx.primaryMaster.siteNumber;
    spec.localNow = ctx.localMark;
    spec.primaryNow = ctx.primaryMark;
    spec.skipEchoRule = ctx.skipEchoRule;
    spec.ownedThroughUs = ctx.ownedThroughUs;
    spec.primaryStamped = ctx.activity.primaryStamped;
    spec.subsets = &ctx.subsets;
    spec.batchSize = ctx.batchSize;
    spec.observer = ctx.observer;
    spec.cancel = ctx.cancel;
    spec.pendingReferences = &ctx.pendingReferences;
    return spec;
}

Status TableReplicator::retryTransient(const TableWindow &window, const std::function<Status()> &work)
{
    constexpr int kAttempts = 5;
    for (int attempt = 1;; ++attempt) {
        const Status s = work();
        if (s || !s.error().transient || attempt == kAttempts || window.cancelled())
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

    auto mapping = m_ctx.mappings.contains(m_table.tableName)
                       ? Result<TableMapping>(m_ctx.mappings.value(m_table.tableName))
                       : mapTable(local(), primary(), m_table.tableName, false,
                                  m_table.jguigenSpecificTable == QLatin1String("Y"));
    if (!mapping)
        return mapping.error();

    control::LogRecord localLog;
    localLog.siteNumber = site;
    localLog.siteName = m_ctx.localMaster.siteName;
    localLog.tableName = m_table.tableName;
    localLog.notes = db::servedByNote(primary());
    control::LogRecord primaryLog = localLog;
    const TableWindow window = TableWindow::open(mapping.value(), local(), primary(), m_table, windowSpecOf(m_ctx));
    if (m_ctx.activity.quiet.contains(m_table.tableName))
        return runQuiet(window, localLog, primaryLog);

    // L records on both sides, and the T record's start count.
    auto localStart = local().now();
    if (!localStart)
        return localStart.error();
    localLog.dateRepStarted = localStart.value();
    JGR_TRY(localRepo.insert(localLog));
    primaryLog.dateRepStarted = m_ctx.primaryClock.now();
    JGR_TRY(primaryRepo.insert(primaryLog));
    ++m_table.repCountStarted;

    if (window.localClockWentBack)
        m_notices << clockWentBack(QStringLiteral("site's"), m_ctx.localMark, m_table.previousLocalHigh);
    if (window.primaryClockWentBack)
        m_notices << clockWentBack(QStringLiteral("primary's"), m_ctx.primaryMark, m_table.previousPrimaryHigh);
    m_table.currentLocalHigh = window.localMark;
    m_table.currentPrimaryHigh = window.primaryMark;
    if (m_ctx.observer)
        m_ctx.observer->tableStarted(m_table.tableName, 0);

    // Pull: its writes and the T record's current marks in one local
    // transaction. Each attempt is a new pull with a new outcome.
    TableOutcome pulled;
    JGR_TRY(retryTransient(window, [&]() -> Status {
        JGR_TRY(local().begin());
        if (m_table.pulls()) {
            auto outcome = TablePull(window).run();
            if (!outcome)
                return outcome.error();
            pulled = std::move(outcome.value());
        }
        JGR_TRY(pulled.recordConflicts(local()));
        JGR_TRY(localRepo.update(m_table));
        return local().commit();
    }));
    m_notices << pulled.refusals;
    // A pull from the beginning is counted: a load that ended short stops here.
    if (m_table.pulls() && !window.subset &&
        stamp::toMicros(window.primaryRowsFrom()) == stamp::toMicros(stamp::epoch1980(6))) {
        int heldBack = pulled.waitingForIds;
        for (int rows : std::as_const(pulled.held))
            heldBack += rows;
        JGR_TRY(checkLoadComplete(window, heldBack));
    }

    const bool pushes = m_table.pushes() && site != idspace::kStandbySite;
    int unstamped = 0;
    if (pushes) {
        JGR_TRY(local().begin());
        auto refused = TablePush::stampNewRows(window);
        if (!refused)
            return refused.error();
        m_notices << refused.value();
        unstamped = int(refused.value().size());
        JGR_TRY(local().commit());
    }
    // Push: its writes and the primary's L record in one primary transaction.
    TableOutcome pushed;
    JGR_TRY(retryTransient(window, [&]() -> Status {
        JGR_TRY(primary().begin());
        if (pushes) {
            auto outcome = TablePush(window, pulled).run();
            if (!outcome)
                return outcome.error();
            pushed = std::move(outcome.value());
        } else {
            pushed = TableOutcome::afterPull(pulled);
        }
        static_cast<control::RowCounts &>(primaryLog) = pushed.counts;
        primaryLog.dateRepEnded = m_ctx.primaryClock.now();
        JGR_TRY(primaryRepo.update(primaryLog));
        return primary().commit();
    }));

    // Local corrections the push decided, and the table's bookkeeping.
    JGR_TRY(local().begin());
    JGR_TRY(TablePush::applyLocalCorrections(window, pushed));
    m_notices << pushed.refusals;
    m_waits = pushed.waits;
    JGR_TRY(pushed.recordConflicts(local()));
    m_table.done = QStringLiteral("Y");
    m_table.previousLocalHigh = m_table.currentLocalHigh;
    m_table.previousPrimaryHigh = m_table.currentPrimaryHigh;
    // Rows that wait for a referenced row are read again next session.
    if (!pushed.pullWaitFrom.isEmpty())
        m_table.previousPrimaryHigh = stamp::minusTick(pushed.pullWaitFrom, primary().dialect().stampDigits());
    if (!pushed.pushWaitFrom.isEmpty())
        m_table.previousLocalHigh = stamp::minusTick(pushed.pushWaitFrom, local().dialect().stampDigits());
    ++m_table.repCountFinished;
    JGR_TRY(localRepo.update(m_table));
    static_cast<control::RowCounts &>(localLog) = pushed.counts;
    auto localEnd = local().now();
    if (!localEnd)
        return localEnd.error();
    localLog.dateRepEnded = localEnd.value();
    JGR_TRY(localRepo.update(localLog));
    JGR_TRY(local().commit());

    TableResult result;
    result.table = m_table.tableName;
    result.counts = pushed.counts;
    result.editsLost = pulled.editsLost + pushed.editsLost;
    result.heldBack = pushed.held;
    if (unstamped > 0)
        result.heldBack[HoldReason::RowId] += unstamped;
    result.seconds = double(timer.elapsed()) / 1000.0;
    return result;
}

Result<TableResult> TableReplicator::runQuiet(const TableWindow &window, control::LogRecord localLog,
                                              control::LogRecord primaryLog)
{
    QElapsedTimer timer;
    timer.start();
    if (m_ctx.observer)
        m_ctx.observer->tableStarted(m_table.tableName, 0);
    auto now = local().now();
    if (!now)
        return now.error();
    localLog.dateRepStarted = now.value();
    localLog.dateRepEnded = now.value();
    ControlRepository localRepo(local());
    JGR_TRY(local().begin());
    JGR_TRY(localRepo.insert(localLog));
    ++m_table.repCountStarted;
    ++m_table.repCountFinished;
    m_table.currentLocalHigh = window.localMark;
    m_table.currentPrimaryHigh = window.primaryMark;
    m_table.previousLocalHigh = window.localMark;
    m_table.previousPrimaryHigh = window.primaryMark;
    m_table.done = QStringLiteral("Y");
    JGR_TRY(localRepo.update(m_table));
    JGR_TRY(local().commit());
    // The primary's clock when the session took its mark: the moment the
    // table was found to have nothing to move.
    primaryLog.dateRepStarted = m_ctx.primaryMark;
    primaryLog.dateRepEnded = m_ctx.primaryMark;
    m_ctx.quietPrimaryLogs << primaryLog;
    TableResult result;
    result.table = m_table.tableName;
    result.seconds = double(timer.elapsed()) / 1000.0;
    return result;
}

} // namespace jgr::engine
