#include "sessiontext.h"

#include <QCoreApplication>

namespace jgr::engine {

QString editsLostText(const SessionResult &result)
{
    const int lost = result.editsLost();
    if (lost == 0)
        return {};
    return QCoreApplication::translate("Session",
                                       "%n change(s) made here put back to the owner's values; kept under Conflicts "
                                       "(conflicts list), where the owner can take them.",
                                       nullptr, lost);
}

} // namespace jgr::engine
