#pragma once

#include <QString>

#include <functional>

namespace jgr::cli {

class CliContext;

struct Command
{
    const char *name;
    const char *synopsis;
    std::function<int(CliContext &)> run;
};

// Each file registers its commands here; main() dispatches by name.
QList<Command> adminCommands();
QList<Command> credentialCommands();
QList<Command> engineCommands();
QList<Command> schemaCommands();
QList<Command> reportCommands();
QList<Command> conflictCommands();

} // namespace jgr::cli
