#pragma once

#include "control/sitestate.h"

#include <QColor>

namespace jgr::ui {

// One colour per state on every surface of the window: green when all is
// well, grey before a first session, orange while it can wait, red when it
// cannot.
inline QColor stateColour(control::SiteState state)
{
    switch (state) {
    case control::SiteState::UpToDate:
        return QColor(0x2e, 0x7d, 0x32);
    case control::SiteState::NeverReplicated:
        return QColor(0x61, 0x61, 0x61);
    case control::SiteState::Behind:
    case control::SiteState::HeldBack:
        return QColor(0xef, 0x6c, 0x00);
    case control::SiteState::Overdue:
    case control::SiteState::Failing:
        break;
    }
    return QColor(0xc6, 0x28, 0x28);
}

} // namespace jgr::ui
