#include "replicatepanel.h"

#include "messagelabel.h"
#include "resources.h"

#include "engine/session/sessiontext.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace jgr::ui {

namespace {
enum Column
{
    TableColumn,
    StateColumn,
    ProgressColumn,
    RateColumn,
    LeftColumn,
    FirstCountColumn,
    SecondsColumn = FirstCountColumn + 6,
    ColumnCount
};
} // namespace

ReplicatePanel::ReplicatePanel(QWidget *parent)
    : QWidget(parent), m_runner(new ReplicationRunner(this)), m_tables(new QTableWidget(0, ColumnCount, this)),
      m_overall(new QProgressBar(this)), m_log(new QPlainTextEdit(this)),
      m_startButton(new QPushButton(tr("&Replicate now"), this)),
      m_previewButton(new QPushButton(tr("&Preview"), this)), m_cancelButton(new QPushButton(tr("&Cancel"), this)),
      m_summary(newMessageLabel(this))
{
    initResources();
    m_startButton->setIcon(QIcon(QStringLiteral(":/icons/replicate.svg")));
    m_tables->setHorizontalHeaderLabels({tr("Table"), tr("State"), tr("Progress"), tr("Rate"), tr("Time left"),
                                         tr("Pulled\ninserted"), tr("Pulled\nupdated"), tr("Pulled\ndeleted"),
                                         tr("Pushed\ninserted"), tr("Pushed\nupdated"), tr("Pushed\ndeleted"),
                                         tr("Seconds")});
    m_tables->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tables->horizontalHeader()->setSectionResizeMode(ProgressColumn, QHeaderView::Stretch);
    m_tables->verticalHeader()->hide();
    m_tables->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tables->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tables->setAccessibleName(tr("Tables of the session"));
    m_log->setAccessibleName(tr("Session log"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    m_cancelButton->setEnabled(false);
    m_overall->setFormat(tr("%v of %m tables"));
    m_overall->setRange(0, 1);
    m_overall->setValue(0);
    m_overall->setTextVisible(false); // until a session says how many tables it has
    // The log below has a long error whole.

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_startButton);
    m_previewButton->setToolTip(
        tr("Run the next session and roll it back: what it would send and receive, and how it would end"));
    buttons->addWidget(m_previewButton);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_overall, 1);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_tables);
    splitter->addWidget(m_log);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_summary);

    connect(m_startButton, &QPushButton::clicked, this, &ReplicatePanel::start);
    connect(m_previewButton, &QPushButton::clicked, this, &ReplicatePanel::preview);
    connect(m_runner, &ReplicationRunner::previewFinished, this, &ReplicatePanel::onPreviewFinished);
    connect(m_cancelButton, &QPushButton::clicked, this, &ReplicatePanel::cancel);
    connect(m_runner, &ReplicationRunner::sessionStarted, this, &ReplicatePanel::onSessionStarted);
    connect(m_runner, &ReplicationRunner::tableStarted, this, &ReplicatePanel::onTableStarted);
    connect(m_runner, &ReplicationRunner::tableProgress, this, &ReplicatePanel::onProgress);
    connect(m_runner, &ReplicationRunner::tableFinished, this, &ReplicatePanel::onTableFinished);
    connect(m_runner, &ReplicationRunner::message, this, &ReplicatePanel::log);
    connect(m_runner, &ReplicationRunner::finished, this, &ReplicatePanel::onFinished);
}

QString ReplicatePanel::phaseName(engine::TablePhase phase)
{
    switch (phase) {
    case engine::TablePhase::Waiting:
        return tr("waiting");
    case engine::TablePhase::Pulling:
        return tr("pulling");
    case engine::TablePhase::Pushing:
        return tr("pushing");
    case engine::TablePhase::Done:
        return tr("done");
    case engine::TablePhase::Failed:
        return tr("failed");
    case engine::TablePhase::Cancelled:
        return tr("cancelled");
    }
    return {};
}

void ReplicatePanel::setReplicates(bool replicates, QString why)
{
    m_replicates = replicates;
    if (replicates)
        why.clear();
    else if (why.isEmpty())
        why = tr("This database is the master primary: it does not replicate with anyone; its sites do.");
    m_startButton->setToolTip(why);
    setRunning(m_runner->isRunning(), m_cancelButton->isEnabled());
    if (!replicates)
        m_summary->setText(why);
}

void ReplicatePanel::useForFirstSession()
{
    m_previewButton->hide();
    m_cancelButton->setText(tr("&Stop"));
    m_cancelButton->setToolTip(tr("Stop the copy after the current page; the next session resumes it"));
}

void ReplicatePanel::setRunning(bool running, bool cancellable)
{
    m_startButton->setEnabled(!running && m_replicates);
    m_previewButton->setEnabled(!running && m_replicates);
    m_cancelButton->setEnabled(running && cancellable);
}

bool ReplicatePanel::start()
{
    if (!m_replicates || !m_runner->start(m_configPath, m_batchSize, m_localCreation))
        return false;
    beginRun(false);
    log(tr("Replication started."));
    return true;
}

void ReplicatePanel::beginRun(bool preview)
{
    m_previewing = preview;
    m_tables->setRowCount(0);
    m_totals.clear();
    m_finishedTables = 0;
    m_overall->setRange(0, 1);
    m_overall->setValue(0);
    m_summary->clear();
    m_summary->setStyleSheet(QString());
    setRunning(true, true);
}

void ReplicatePanel::cancel()
{
    if (!m_runner->isRunning())
        return;
    m_runner->cancel();
    m_cancelButton->setEnabled(false);
    log(m_previewing ? tr("Cancelling the preview: it stops after the current batch; nothing it did stays.")
                     : tr("Cancelling: the session stops after the current batch; the table rolls back and the next "
                          "session resumes it."));
}

void ReplicatePanel::onSessionStarted(const QStringList &tables)
{
    m_tables->setRowCount(int(tables.size()));
    m_totals = QList<RowTotal>(tables.size());
    for (int row = 0; row < tables.size(); ++row) {
        m_tables->setItem(row, TableColumn, new QTableWidgetItem(tables.at(row)));
        auto *bar = new QProgressBar(m_tables);
        bar->setRange(0, 1);
        bar->setValue(0);
        m_tables->setCellWidget(row, ProgressColumn, bar);
        for (int c = RateColumn; c <= SecondsColumn; ++c) {
            auto *item = new QTableWidgetItem(QString());
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_tables->setItem(row, c, item);
        }
        setState(row, engine::TablePhase::Waiting);
    }
    m_overall->setRange(0, int(tables.size()));
    m_overall->setValue(0);
    m_overall->setTextVisible(true);
}

int ReplicatePanel::rowOf(const QString &table) const
{
    for (int row = 0; row < m_tables->rowCount(); ++row)
        if (tableName(row) == table)
            return row;
    return -1;
}

void ReplicatePanel::setState(int row, engine::TablePhase phase)
{
    auto *item = new QTableWidgetItem(phaseName(phase));
    if (phase == engine::TablePhase::Done)
        item->setForeground(QColor(0x2e, 0x7d, 0x32));
    else if (phase == engine::TablePhase::Failed)
        item->setForeground(QColor(0xc6, 0x28, 0x28));
    m_tables->setItem(row, StateColumn, item);
}

void ReplicatePanel::onTableStarted(const QString &table, qint64 rowEstimate)
{
    const int row = rowOf(table);
    if (row < 0)
        return;
    if (auto *bar = qobject_cast<QProgressBar *>(m_tables->cellWidget(row, ProgressColumn)))
        bar->setRange(0, int(std::clamp<qint64>(rowEstimate, 1, std::numeric_limits<int>::max())));
    m_meter.start();
    log(tr("%1: started.").arg(table));
}

void ReplicatePanel::onProgress(const engine::TableProgress &progress)
{
    const int row = rowOf(progress.table);
    if (row < 0)
        return;
    setState(row, progress.phase);
    if (auto *bar = qobject_cast<QProgressBar *>(m_tables->cellWidget(row, ProgressColumn))) {
        const qint64 total = std::max<qint64>({progress.rowsEstimated, progress.rowsDone, 1});
        bar->setRange(0, int(std::min<qint64>(total, std::numeric_limits<int>::max())));
        bar->setValue(int(std::min<qint64>(progress.rowsDone, std::numeric_limits<int>::max())));
        // Each part in a column of its own: the bar's text never clips.
        const engine::ProgressMeter::Parts parts = m_meter.parts(progress);
        bar->setFormat(parts.rows);
        m_tables->item(row, RateColumn)->setText(parts.rate);
        m_tables->item(row, LeftColumn)->setText(parts.left);
        m_tables->item(row, SecondsColumn)
            ->setText(QLocale().toString(m_totals.at(row).seconds + double(m_meter.elapsedMs()) / 1000.0, 'f', 1));
    }
}

void ReplicatePanel::noTimeLeft(int row)
{
    m_tables->item(row, RateColumn)->setText(QString());
    m_tables->item(row, LeftColumn)->setText(QString());
}

QString ReplicatePanel::rateText(int row) const
{
    const QTableWidgetItem *item = m_tables->item(row, RateColumn);
    return item ? item->text() : QString();
}

QString ReplicatePanel::timeLeftText(int row) const
{
    const QTableWidgetItem *item = m_tables->item(row, LeftColumn);
    return item ? item->text() : QString();
}

QString ReplicatePanel::progressText(int row) const
{
    auto *bar = qobject_cast<QProgressBar *>(m_tables->cellWidget(row, ProgressColumn));
    return bar ? bar->text() : QString();
}

QString ReplicatePanel::summaryText() const
{
    return m_summary->text();
}

void ReplicatePanel::onTableFinished(const engine::TableResult &result)
{
    const int row = rowOf(result.table);
    if (row < 0)
        return;
    if (result.cancelled) {
        // Rolled back: nothing of it stays, and the bar says so.
        setState(row, engine::TablePhase::Cancelled);
        if (auto *bar = qobject_cast<QProgressBar *>(m_tables->cellWidget(row, ProgressColumn))) {
            bar->setValue(0);
            bar->setFormat(tr("rolled back")); // no rate or time left of a table that stopped
        }
        noTimeLeft(row);
        log(tr("%1: cancelled and rolled back; the next session resumes it.").arg(result.table));
        return;
    }
    // A table that runs again (resumed, or completing waiting references)
    // adds to its row, as the session adds to its result.
    noTimeLeft(row);
    RowTotal &total = m_totals[row];
    total.counts += result.counts;
    total.seconds += result.seconds;
    if (m_previewing)
        m_tables->setItem(row, StateColumn, new QTableWidgetItem(tr("would move")));
    else
        setState(row, result.ok ? engine::TablePhase::Done : engine::TablePhase::Failed);
    showCounts(row, total.counts);
    m_tables->item(row, SecondsColumn)->setText(QLocale().toString(total.seconds, 'f', 1));
    // The session's own count of what the table moved, not the last
    // progress report (a small table reports none).
    const int moved = total.counts.total();
    if (auto *bar = qobject_cast<QProgressBar *>(m_tables->cellWidget(row, ProgressColumn))) {
        bar->setValue(result.ok ? bar->maximum() : bar->value());
        bar->setFormat(!result.ok     ? tr("failed")
                       : m_previewing ? tr("%Ln row(s) would move", nullptr, moved)
                                      : tr("%Ln row(s) moved", nullptr, moved));
    }
    if (!total.finished) {
        total.finished = true;
        ++m_finishedTables;
    }
    m_overall->setValue(std::min(m_finishedTables, m_overall->maximum()));
    const int run = result.counts.total();
    if (!result.ok)
        log(tr("%1: failed: %2").arg(result.table, result.error));
    else if (m_previewing)
        log(tr("%1: would move %Ln row(s).", nullptr, run).arg(result.table));
    else
        log(tr("%1: done, %Ln row(s) moved.", nullptr, run).arg(result.table));
}

void ReplicatePanel::onFinished(const engine::SessionResult &result)
{
    setRunning(false, false);
    m_summary->setStyleSheet(QString());
    if (result.exitCode == ExitCode::Cancelled) {
        m_summary->setText(tr("Replication cancelled: the table in progress was rolled back, the tables before it "
                              "are done; the next session resumes."));
    } else if (result.finished()) {
        m_overall->setValue(m_overall->maximum());
        QString text = tr("Site %1 replicated %n table(s).", nullptr, int(result.tables.size())).arg(result.siteNumber);
        const QStringList notes = engine::finishedNotes(result);
        for (const QString &note : notes)
            text += QLatin1Char('\n') + note;
        m_summary->setText(text);
        m_summary->setStyleSheet(notes.isEmpty() ? QString() : QStringLiteral("color: #ef6c00"));
    } else {
        m_summary->setText(tr("Replication stopped: %1").arg(result.message));
    }
    log(m_summary->text());
    emit sessionFinished(result);
}

void ReplicatePanel::showCounts(int row, const control::RowCounts &c)
{
    const QList<int> values{c.insertedByPrimary, c.updatedByPrimary, c.deletedByPrimary,
                            c.insertedByTarget,  c.updatedByTarget,  c.deletedByTarget};
    for (int i = 0; i < values.size(); ++i)
        m_tables->item(row, FirstCountColumn + i)->setText(QLocale().toString(values.at(i)));
}

bool ReplicatePanel::preview()
{
    if (!m_replicates || !m_runner->startPreview(m_configPath, m_batchSize))
        return false;
    beginRun(true);
    log(tr("Preview: the next session runs, and everything it writes is rolled back."));
    return true;
}

void ReplicatePanel::onPreviewFinished(const engine::PreviewResult &result)
{
    setRunning(false, false);
    if (result.exitCode == ExitCode::Cancelled) {
        m_summary->setText(tr("Preview cancelled: both sides are as they were."));
        log(m_summary->text());
        emit previewFinished(result);
        return;
    }
    if (!result.finished()) {
        m_summary->setText(tr("Preview failed (exit code %1): %2").arg(int(result.exitCode)).arg(result.message));
        log(m_summary->text());
        emit previewFinished(result);
        return;
    }
    // (Each table's row already says what it would move, as it ran.)
    m_overall->setValue(m_overall->maximum());
    for (const QString &u : result.pendingUpdates)
        log(tr("Schema update waiting: %1").arg(u));
    if (result.rowsLeavingSubset > 0)
        log(tr("%n row(s) would leave this site's subset and be removed here (not at the primary or any other "
               "site).",
               nullptr, int(result.rowsLeavingSubset)));
    for (const control::Conflict &c : result.conflicts)
        log(tr("Conflict ahead: %1 row %2 %3: \"%4\" would give way to \"%5\"")
                .arg(c.table)
                .arg(c.uniqueId)
                .arg(c.column, c.refusedValue, c.keptValue));
    if (result.conflictsAhead > result.conflicts.size())
        log(tr("... and %n more conflict(s) ahead, not listed", nullptr,
               int(result.conflictsAhead - result.conflicts.size())));
    for (const QString &n : result.notes)
        log(n);
    if (!result.ok())
        log(result.message); // what the session would hold back
    m_summary->setText(
        tr("Preview: %n conflict(s) ahead; both sides are as they were.", nullptr, int(result.conflictsAhead)));
    log(m_summary->text());
    emit previewFinished(result);
}

void ReplicatePanel::log(const QString &text)
{
    m_log->appendPlainText(QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss  ")) + text);
}

int ReplicatePanel::tableCount() const
{
    return m_tables->rowCount();
}

QString ReplicatePanel::tableName(int row) const
{
    const QTableWidgetItem *item = m_tables->item(row, TableColumn);
    return item ? item->text() : QString();
}

QString ReplicatePanel::stateText(int row) const
{
    const QTableWidgetItem *item = m_tables->item(row, StateColumn);
    return item ? item->text() : QString();
}

QList<int> ReplicatePanel::counts(int row) const
{
    QList<int> out;
    for (int c = FirstCountColumn; c < SecondsColumn; ++c)
        out << (m_tables->item(row, c) ? QLocale().toInt(m_tables->item(row, c)->text()) : 0);
    return out;
}

} // namespace jgr::ui
