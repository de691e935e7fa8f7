#pragma once

#include "config/connect.h"
#include "engine/session/cancelflag.h"
#include "engine/session/sessionobserver.h"
#include "engine/tools/syncpreview.h"

#include <QObject>
#include <QThread>

#include <functional>
#include <memory>

Q_DECLARE_METATYPE(jgr::engine::TableProgress)
Q_DECLARE_METATYPE(jgr::engine::TableResult)
Q_DECLARE_METATYPE(jgr::engine::SessionResult)
Q_DECLARE_METATYPE(jgr::engine::PreviewResult)

namespace jgr::ui {

// Runs one replication session on a worker thread (docs/ARCHITECTURE.md,
// Threads): the session opens its own connections there and closes them
// before the thread ends; its observer calls arrive here as queued signals,
// progress at most ten times a second. Cancel sets the engine's flag, which
// it checks between batches. The GUI and the tray both use it.
class ReplicationRunner : public QObject
{
    Q_OBJECT

public:
    explicit ReplicationRunner(QObject *parent = nullptr);
    ~ReplicationRunner() override; // cancels a running session and waits for it

    // Starts a session for the site configuration; false when one runs.
    bool start(const QString &configPath, int batchSize = 0,
               config::FileCreation localCreation = config::FileCreation::MustExist);
    // Starts a preview (engine::SyncPreview: the session rehearsed, then
    // rolled back) instead, with the same progress signals and Cancel.
    bool startPreview(const QString &configPath, int batchSize = 0);
    void cancel();
    bool isRunning() const;

signals:
    void sessionStarted(const QStringList &tables);
    void tableStarted(const QString &table, qint64 rowEstimate);
    void tableProgress(const jgr::engine::TableProgress &progress);
    void tableFinished(const jgr::engine::TableResult &result);
    void message(const QString &text);
    void finished(const jgr::engine::SessionResult &result);
    void previewFinished(const jgr::engine::PreviewResult &result);

private:
    // Runs `work` (the session's connections, observer and result) on a new
    // worker thread and hands its result to `deliver` on this thread.
    template <class Result>
    bool launch(const char *threadName,
                std::function<Result(engine::SessionObserver &, const engine::CancelFlag &)> work,
                void (ReplicationRunner::*deliver)(const Result &));

    std::unique_ptr<QThread> m_thread;
    std::shared_ptr<engine::CancelFlag> m_cancel;
    bool m_busy = false; // from start() until finished() is emitted
};

} // namespace jgr::ui
