#pragma once

#include <QString>

namespace jgr::cli {

// Reads one line from standard input; without echo when it is a terminal.
QString readSecretLine(const QString &prompt);
bool stdinIsTerminal();
bool stderrIsTerminal();
// The width of the terminal on stderr (80 when it cannot say).
int terminalColumns();

} // namespace jgr::cli
