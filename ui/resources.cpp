// The icons are compiled into the static jgr_ui library; a static library's
// resources are registered by hand (Q_INIT_RESOURCE must stand outside any
// namespace).
#include "resources.h"

#include <QtGlobal>

static void registerJgrResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace jgr::ui {

void initResources()
{
    static const bool done = [] {
        registerJgrResources();
        return true;
    }();
    Q_UNUSED(done);
}

} // namespace jgr::ui
