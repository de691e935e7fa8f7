#pragma once

namespace jgr::ui {

// Registers the icons of resources/resources.qrc (once; any thread).
void initResources();

} // namespace jgr::ui
