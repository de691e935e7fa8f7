#include "replicationrunner.h"

#include "config/credentials.h"
#include "config/siteconfig.h"
#include "engine/session/replicationsession.h"

#include <QElapsedTimer>

namespace jgr::ui {

namespace {

// Turns observer calls on the worker thread into the runner's signals
// (queued: the runner lives on the GUI thread). Progress is throttled.
class SignalObserver : public engine::SessionObserver
{
public:
    explicit SignalObserver(ReplicationRunner *runner) : m_runner(runner) { m_sinceProgress.start(); }

    void sessionStarted(const QStringList &tables) override { emitQueued(&ReplicationRunner::sessionStarted, tables); }
    void tableStarted(const QString &table, qint64 estimate) override
    {
        QMetaObject::invokeMethod(
            m_runner, [r = m_runner, table, estimate] { emit r->tableStarted(table, estimate); }, Qt::QueuedConnection);
    }
    void tableProgress(const engine::TableProgress &progress) override
    {
        const bool phaseChanged = progress.phase != m_lastPhase || progress.table != m_lastTable;
        if (!phaseChanged && m_sinceProgress.elapsed() < 100)
            return;
        m_lastPhase = progress.phase;
        m_lastTable = progress.table;
        m_sinceProgress.restart();
        emitQueued(&ReplicationRunner::tableProgress, progress);
    }
    void tableFinished(const engine::TableResult &result) override
    {
        emitQueued(&ReplicationRunner::tableFinished, result);
    }
    void message(const QString &text) override { emitQueued(&ReplicationRunner::message, text); }

private:
    template <class Signal, class Value> void emitQueued(Signal signal, const Value &value)
    {
        QMetaObject::invokeMethod(
            m_runner, [r = m_runner, signal, value] { emit(r->*signal)(value); }, Qt::QueuedConnection);
    }

    ReplicationRunner *m_runner;
    QElapsedTimer m_sinceProgress;
    engine::TablePhase m_lastPhase = engine::TablePhase::Waiting;
    QString m_lastTable;
};

// A session's or preview's result that says why it did not start.
template <class Result> Result failed(const Error &error)
{
    Result result;
    result.exitCode = error.code;
    result.message = error.message;
    return result;
}

} // namespace

ReplicationRunner::ReplicationRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<engine::TableProgress>();
    qRegisterMetaType<engine::TableResult>();
    qRegisterMetaType<engine::SessionResult>();
    qRegisterMetaType<engine::PreviewResult>();
}

ReplicationRunner::~ReplicationRunner()
{
    if (m_thread) {
        cancel();
        m_thread->wait();
    }
}

bool ReplicationRunner::isRunning() const
{
    return m_busy;
}

void ReplicationRunner::cancel()
{
    if (m_cancel)
        m_cancel->cancel();
}

template <class Result>
bool ReplicationRunner::launch(const char *threadName,
                               std::function<Result(engine::SessionObserver &, const engine::CancelFlag &)> work,
                               void (ReplicationRunner::*deliver)(const Result &))
{
    if (m_busy)
        return false;
    if (m_thread)
        m_thread->wait(); // its session is over; the thread is ending
    m_busy = true;
    m_cancel = std::make_shared<engine::CancelFlag>();
    // The whole session lives in the thread function: its connections are
    // opened, used and closed on the worker thread.
    m_thread.reset(QThread::create([this, work = std::move(work), deliver, cancel = m_cancel] {
        SignalObserver observer(this);
        const Result result = work(observer, *cancel);
        QMetaObject::invokeMethod(
            this,
            [this, result, deliver] {
                m_busy = false;
                emit(this->*deliver)(result);
            },
            Qt::QueuedConnection);
    }));
    m_thread->setObjectName(QLatin1String(threadName));
    m_thread->start();
    return true;
}

bool ReplicationRunner::start(const QString &configPath, int batchSize, config::FileCreation localCreation)
{
    return launch<engine::SessionResult>(
        "jgr-replication",
        [configPath, batchSize, localCreation](engine::SessionObserver &observer, const engine::CancelFlag &cancel) {
            auto config = config::SiteConfig::load(configPath);
            if (!config)
                return failed<engine::SessionResult>(config.error());
            engine::ReplicationSession session(config.value(), config::Credentials(config.value()));
            session.setObserver(&observer);
            session.setCancelFlag(&cancel);
            if (batchSize > 0)
                session.setBatchSize(batchSize);
            session.setLocalCreation(localCreation);
            return session.run();
        },
        &ReplicationRunner::finished);
}

bool ReplicationRunner::startPreview(const QString &configPath, int batchSize)
{
    return launch<engine::PreviewResult>(
        "jgr-preview",
        [configPath, batchSize](engine::SessionObserver &observer, const engine::CancelFlag &cancel) {
            auto config = config::SiteConfig::load(configPath);
            if (!config)
                return failed<engine::PreviewResult>(config.error());
            engine::SyncPreview preview(config.value(), config::Credentials(config.value()));
            preview.setObserver(&observer);
            preview.setCancelFlag(&cancel);
            if (batchSize > 0)
                preview.setBatchSize(batchSize);
            return preview.run();
        },
        &ReplicationRunner::previewFinished);
}

} // namespace jgr::ui
