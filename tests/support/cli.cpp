#include "cli.h"

#include <QProcess>

namespace jgr::test {

namespace {
void start(QProcess &process, const QString &program, const QStringList &arguments, const QProcessEnvironment &extra)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &key : extra.keys())
        env.insert(key, extra.value(key));
    process.setProcessEnvironment(env);
    process.start(program, arguments);
}

CliRun finish(QProcess &process, const QByteArray &input, int timeoutMs)
{
    CliRun run;
    if (!process.waitForStarted(10000)) {
        run.err = QStringLiteral("%1 did not start").arg(process.program());
        return run;
    }
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("%1 timed out").arg(process.program());
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}
} // namespace

void startCli(QProcess &process, const QStringList &arguments, const QProcessEnvironment &extra)
{
    start(process, qEnvironmentVariable("JGR_CLI"), arguments, extra);
}

CliRun runCli(const QStringList &arguments, const QProcessEnvironment &extra, const QByteArray &input, int timeoutMs)
{
    QProcess process;
    startCli(process, arguments, extra);
    CliRun run = finish(process, input, timeoutMs);
    if (run.exitCode == -1 && run.err.endsWith(QStringLiteral("did not start")))
        run.err = QStringLiteral("jgreplicate-cli did not start (JGR_CLI=%1)").arg(qEnvironmentVariable("JGR_CLI"));
    return run;
}

CliRun runProgram(const QString &program, const QStringList &arguments, const QProcessEnvironment &extra)
{
    QProcess process;
    start(process, program, arguments, extra);
    return finish(process, {}, 300000);
}

} // namespace jgr::test
