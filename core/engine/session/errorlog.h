#pragma once

#include "common/result.h"

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// E records: every error is written locally and, when the primary can be
// reached, on the primary too (the JGuiGen design: records locally and on the primary
// wherever an e-mail is sent). Writing an E record never fails a session
// further: a failure to write it is only logged.
class ErrorLog
{
public:
    ErrorLog(db::Database *local, db::Database *primary, int siteNumber, QString siteName)
        : m_local(local), m_primary(primary), m_siteNumber(siteNumber), m_siteName(std::move(siteName))
    {
    }

    void setPrimary(db::Database *primary) { m_primary = primary; }
    void setSite(int siteNumber, const QString &siteName)
    {
        m_siteNumber = siteNumber;
        m_siteName = siteName;
    }
    void record(const QString &message, const QString &table = {});

private:
    db::Database *m_local;
    db::Database *m_primary;
    int m_siteNumber;
    QString m_siteName;
};

} // namespace jgr::engine
