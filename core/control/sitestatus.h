#pragma once

#include "overdue.h"
#include "records.h"

#include "common/result.h"

#include <QJsonObject>
#include <QList>

namespace jgr::db {
class Database;
}

namespace jgr::control {

// What `status` shows about a site: who it is, when it last succeeded, how
// late it is, its tables with their marks, its open E records.
struct SiteStatus
{
    MasterRecord master;
    QString role; // "master primary", "secondary primary", "site"
    OverdueState overdue = OverdueState::Ok;
    qint64 minutesSinceSuccess = -1;
    QList<TableRecord> tables;
    QList<ErrorRecord> openErrors;
    QString localTransport;
    bool localTransportSecure = true;

    QJsonObject toJson() const;
    QString toText() const;
};

Result<SiteStatus> readSiteStatus(db::Database &local, const QDateTime &nowUtc);

} // namespace jgr::control
