#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace jgr::test {

struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs jgreplicate-cli (JGR_CLI, set by CTest) with arguments, optional
// standard input and extra environment.
CliRun runCli(const QStringList &arguments, const QProcessEnvironment &extra = {}, const QByteArray &input = {},
              int timeoutMs = 300000);

// Another program, run the same way (runuser, sqlite3, ...).
CliRun runProgram(const QString &program, const QStringList &arguments, const QProcessEnvironment &extra = {});

// Starts jgreplicate-cli in `process` with this environment and `extra`
// (sessions that run side by side, or one to kill).
void startCli(QProcess &process, const QStringList &arguments, const QProcessEnvironment &extra = {});

} // namespace jgr::test
