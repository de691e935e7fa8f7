#include "cli.h"

#include <QProcess>

namespace jgr::test {

void startCli(QProcess &process, const QStringList &arguments, const QProcessEnvironment &extra)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &key : extra.keys())
        env.insert(key, extra.value(key));
    process.setProcessEnvironment(env);
    process.start(qEnvironmentVariable("JGR_CLI"), arguments);
}

CliRun runCli(const QStringList &arguments, const QProcessEnvironment &extra, const QByteArray &input, int timeoutMs)
{
    QProcess process;
    startCli(process, arguments, extra);
    CliRun run;
    if (!process.waitForStarted(10000)) {
        run.err = QStringLiteral("jgreplicate-cli did not start (JGR_CLI=%1)").arg(qEnvironmentVariable("JGR_CLI"));
        return run;
    }
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("jgreplicate-cli timed out");
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace jgr::test
