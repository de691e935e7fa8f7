#include "errorlog.h"

#include "common/logging.h"
#include "control/controlrepository.h"
#include "control/controlschema.h"
#include "db/database.h"

namespace jgr::engine {

void ErrorLog::record(const QString &message, const QString &table)
{
    control::ErrorRecord e;
    e.siteNumber = m_siteNumber;
    e.siteName = m_siteName;
    e.errorSite = m_siteNumber;
    e.tableName = table;
    e.notes = message;
    const bool onPrimary = m_primary != nullptr;
    const auto hasControlTables = m_local ? control::controlschema::exists(*m_local) : Result<bool>(false);
    if (hasControlTables && hasControlTables.value()) {
        // Written on the primary directly: nothing is left to forward.
        e.process = QStringLiteral("Y");
        e.done = onPrimary ? QStringLiteral("Y") : QStringLiteral("N");
        if (m_local->inTransaction())
            m_local->rollback();
        const Status s = control::ControlRepository(*m_local).insert(e);
        if (!s)
            qCWarning(lcEngine) << "cannot write the local E record:" << s.error().message;
    }
    if (onPrimary) {
        if (m_primary->inTransaction())
            m_primary->rollback();
        control::ErrorRecord p = e;
        p.process = QStringLiteral("N");
        p.done = QStringLiteral("Y");
        const Status s = control::ControlRepository(*m_primary).insert(p);
        if (!s)
            qCWarning(lcEngine) << "cannot write the E record on the primary:" << s.error().message;
    }
}

} // namespace jgr::engine
