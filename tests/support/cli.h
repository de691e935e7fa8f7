#pragma once

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

} // namespace jgr::test
