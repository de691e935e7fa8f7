#include "keychainstore.h"

#include <QCoreApplication>
#include <QMutex>
#include <QSemaphore>
#include <QThread>

#include <qt6keychain/keychain.h>

#include <functional>
#include <memory>

namespace jgr::config {

namespace {
const QString kService = QStringLiteral("jgreplicate");

// What a job left behind, shared with the job's thread: a caller that gave
// up waiting must not leave the job writing into a dead stack.
struct Outcome
{
    QSemaphore done;
    QKeychain::Error error = QKeychain::NoError;
    QString errorString;
    QString text;
};

// The thread QtKeychain's jobs run on: its own event loop delivers their
// signals (libsecret or D-Bus replies), so that a caller on any thread waits
// for a job with a plain, timed semaphore instead of a nested event loop
// that would run other events of its own thread re-entrantly.
class KeychainThread
{
public:
    static KeychainThread &instance()
    {
        static KeychainThread thread;
        return thread;
    }

    // Starts the job that `make` creates on the keychain thread; the job
    // reports into `outcome` and deletes itself.
    void run(std::function<QKeychain::Job *()> make, std::shared_ptr<Outcome> outcome)
    {
        QMetaObject::invokeMethod(
            m_context,
            [make = std::move(make), outcome] {
                QKeychain::Job *job = make();
                job->setAutoDelete(true);
                QObject::connect(job, &QKeychain::Job::finished, job, [job, outcome] {
                    outcome->error = job->error();
                    outcome->errorString = job->errorString();
                    if (auto *read = qobject_cast<QKeychain::ReadPasswordJob *>(job))
                        outcome->text = read->textData();
                    outcome->done.release();
                });
                job->start();
            },
            Qt::QueuedConnection);
    }

private:
    KeychainThread()
    {
        m_thread.setObjectName(QStringLiteral("jgr-keychain"));
        m_thread.start();
        m_context = new QObject;
        m_context->moveToThread(&m_thread);
    }
    ~KeychainThread()
    {
        QMetaObject::invokeMethod(m_context, &QObject::deleteLater, Qt::QueuedConnection);
        m_thread.quit();
        m_thread.wait(2000);
    }

    QThread m_thread;
    QObject *m_context = nullptr;
};

Error notAnswered(int timeoutMs)
{
    return makeError(ExitCode::Unreachable,
                     QCoreApplication::translate("Engine", "The keyring did not answer within %1 s (is it unlocked?).")
                         .arg(timeoutMs / 1000));
}

std::shared_ptr<Outcome> runJob(std::function<QKeychain::Job *()> make, int timeoutMs)
{
    auto outcome = std::make_shared<Outcome>();
    KeychainThread::instance().run(std::move(make), outcome);
    if (!outcome->done.tryAcquire(1, timeoutMs))
        return nullptr;
    return outcome;
}
} // namespace

QString KeychainStore::keyFor(const QString &section, const QString &configPath)
{
    return section + QLatin1Char('@') + configPath;
}

Result<QString> KeychainStore::read(const QString &key, int timeoutMs)
{
    const auto outcome = runJob(
        [key] {
            auto *job = new QKeychain::ReadPasswordJob(kService);
            job->setKey(key);
            return job;
        },
        timeoutMs);
    if (!outcome)
        return notAnswered(timeoutMs);
    if (outcome->error == QKeychain::EntryNotFound)
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "No password stored in the keyring for %1: store one with "
                                                        "`jgreplicate-cli credentials set`.")
                                              .arg(key));
    if (outcome->error != QKeychain::NoError)
        return makeError(ExitCode::Unreachable,
                         QCoreApplication::translate("Engine", "The keyring failed: %1").arg(outcome->errorString));
    return outcome->text;
}

Status KeychainStore::write(const QString &key, const QString &secret, int timeoutMs)
{
    const auto outcome = runJob(
        [key, secret] {
            auto *job = new QKeychain::WritePasswordJob(kService);
            job->setKey(key);
            job->setTextData(secret);
            return job;
        },
        timeoutMs);
    if (!outcome)
        return notAnswered(timeoutMs);
    if (outcome->error != QKeychain::NoError)
        return makeError(ExitCode::Unreachable,
                         QCoreApplication::translate("Engine", "The keyring failed: %1").arg(outcome->errorString));
    return {};
}

} // namespace jgr::config
