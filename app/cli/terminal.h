#pragma once

#include <QString>

namespace jgr::cli {

// Reads one line from standard input; without echo when it is a terminal.
QString readSecretLine(const QString &prompt);
bool stdinIsTerminal();

} // namespace jgr::cli
