#include "keychainstore.h"

#include <QCoreApplication>

#include <qt6keychain/keychain.h>

#include <QEventLoop>
#include <QTimer>

namespace jgr::config {

namespace {
const QString kService = QStringLiteral("jgreplicate");

// Runs a keychain job to its end or the timeout. The job reports through a
// signal; this waits in a local loop that handles nothing but the job and
// its timer, so no user input is processed re-entrantly.
bool runJob(QKeychain::Job &job, int timeoutMs)
{
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    bool finished = false;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    QObject::connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
    job.setAutoDelete(false);
    timer.start(timeoutMs);
    job.start();
    if (!finished)
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    return finished;
}
} // namespace

QString KeychainStore::keyFor(const QString &section, const QString &configPath)
{
    return section + QLatin1Char('@') + configPath;
}

Result<QString> KeychainStore::read(const QString &key, int timeoutMs)
{
    QKeychain::ReadPasswordJob job(kService);
    job.setKey(key);
    if (!runJob(job, timeoutMs))
        return makeError(
            ExitCode::Unreachable,
            QCoreApplication::translate("Engine", "The keyring did not answer within %1 s (is it unlocked?).")
                .arg(timeoutMs / 1000));
    if (job.error() == QKeychain::EntryNotFound)
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "No password stored in the keyring for %1: store one with "
                                                        "`jgreplicate-cli credentials set`.")
                                              .arg(key));
    if (job.error() != QKeychain::NoError)
        return makeError(ExitCode::Unreachable,
                         QCoreApplication::translate("Engine", "The keyring failed: %1").arg(job.errorString()));
    return job.textData();
}

Status KeychainStore::write(const QString &key, const QString &secret, int timeoutMs)
{
    QKeychain::WritePasswordJob job(kService);
    job.setKey(key);
    job.setTextData(secret);
    if (!runJob(job, timeoutMs))
        return makeError(
            ExitCode::Unreachable,
            QCoreApplication::translate("Engine", "The keyring did not answer within %1 s (is it unlocked?).")
                .arg(timeoutMs / 1000));
    if (job.error() != QKeychain::NoError)
        return makeError(ExitCode::Unreachable,
                         QCoreApplication::translate("Engine", "The keyring failed: %1").arg(job.errorString()));
    return {};
}

} // namespace jgr::config
