#pragma once

#include <QString>

namespace jgr::ui {

// Help → About: the version, the license, which database drivers this
// machine has (and the package for a missing one), and where the manuals are.
QString aboutText();

} // namespace jgr::ui
