#pragma once

#include "sessionobserver.h"

#include <QString>

namespace jgr::engine {

// What a finished session tells the people at the site beyond its counts:
// how many of their edits lost to the owner's values (empty when none). The
// window, the tray and the CLI say the same sentence.
QString editsLostText(const SessionResult &result);

} // namespace jgr::engine
