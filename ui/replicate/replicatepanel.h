#pragma once

#include "replicationrunner.h"

#include "engine/session/progressmeter.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace jgr::ui {

// "Replicate now": one row per table with its state (waiting, pulling,
// pushing, done, failed), a progress bar by rows, the six counts and the
// seconds; an overall bar, a log, and Cancel. The session runs on the
// runner's worker thread, so the window stays responsive.
class ReplicatePanel : public QWidget
{
    Q_OBJECT

public:
    explicit ReplicatePanel(QWidget *parent = nullptr);

    void setConfigPath(const QString &path) { m_configPath = path; }
    void setBatchSize(int rows) { m_batchSize = rows; }
    // The new-site wizard: its session may create [local]'s SQLite file.
    void setLocalCreation(config::FileCreation creation) { m_localCreation = creation; }
    // Whether the configuration's database replicates with a primary: a
    // master primary has none, and its buttons say so instead of failing.
    void setReplicates(bool replicates, QString why = {}); // why not, when not (default: a master primary)
    // In the new-site wizard: no Preview (nothing to foretell before the
    // join), and its Cancel says Stop (the wizard has a Cancel of its own).
    void useForFirstSession();
    bool start();
    bool preview(); // the session rehearsed and rolled back, shown in the same table
    void cancel();
    bool isRunning() const { return m_runner->isRunning(); }

    // What the table shows, for tests and screenshots.
    int tableCount() const;
    QString tableName(int row) const;
    QString stateText(int row) const;
    QList<int> counts(int row) const;    // the six counts in the order of the columns
    QString progressText(int row) const; // the bar's: "1,200 of 30,000 rows", "30,000 rows moved"
    QString rateText(int row) const;     // "2,400 rows/s" while it runs, empty after
    QString timeLeftText(int row) const; // "about 12 s left" while it runs, empty after
    QString summaryText() const;         // the line under the table after a session

    static QString phaseName(engine::TablePhase phase);

signals:
    void sessionFinished(const jgr::engine::SessionResult &result);
    void previewFinished(const jgr::engine::PreviewResult &result);

private:
    void onSessionStarted(const QStringList &tables);
    void onTableStarted(const QString &table, qint64 rowEstimate);
    void onProgress(const engine::TableProgress &progress);
    void onTableFinished(const engine::TableResult &result);
    void onFinished(const engine::SessionResult &result);
    void onPreviewFinished(const engine::PreviewResult &result);
    void showCounts(int row, const control::RowCounts &counts);
    int rowOf(const QString &table) const;
    void beginRun(bool preview); // an empty table, the buttons of a running session
    void setState(int row, engine::TablePhase phase);
    void noTimeLeft(int row); // a table that stopped: no rate or time left
    void log(const QString &text);
    // The buttons while a session or preview runs (or not).
    void setRunning(bool running, bool cancellable);

    QString m_configPath;
    int m_batchSize = 0;
    config::FileCreation m_localCreation = config::FileCreation::MustExist;
    ReplicationRunner *m_runner;
    QTableWidget *m_tables;
    QProgressBar *m_overall;
    QPlainTextEdit *m_log;
    QPushButton *m_startButton;
    QPushButton *m_previewButton;
    QPushButton *m_cancelButton;
    QLabel *m_summary;
    // What each row's table moved over its runs in this session.
    struct RowTotal
    {
        control::RowCounts counts;
        double seconds = 0;
        bool finished = false;
    };
    QList<RowTotal> m_totals;
    int m_finishedTables = 0;
    bool m_previewing = false;
    bool m_replicates = true;
    engine::ProgressMeter m_meter; // the running table's
};

} // namespace jgr::ui
