#pragma once

#include <QString>

#include <functional>

namespace jgr::cli {

class CliContext;

// One command of jgreplicate-cli: the one description that `--help`,
// `COMMAND --help`, the man page and docs/CLI.md follow (test_cli_docs checks
// that the last two agree with the first two).
struct Command
{
    const char *name;
    const char *synopsis; // its arguments, as --help lists them
    const char *summary;  // what it does, one sentence (QT_TRANSLATE_NOOP("CliText", ...))
    std::function<int(CliContext &)> run;

    // "name synopsis", as --help and the man page show it.
    QString usage() const
    {
        const QString args = QString::fromLatin1(synopsis);
        return QString::fromLatin1(name) + (args.isEmpty() ? QString() : QLatin1Char(' ') + args);
    }
};

// Each file registers its commands here; main() dispatches by name.
QList<Command> adminCommands();
QList<Command> credentialCommands();
QList<Command> engineCommands();
QList<Command> schemaCommands();
QList<Command> reportCommands();
QList<Command> conflictCommands();
QList<Command> subsetCommands();

} // namespace jgr::cli
