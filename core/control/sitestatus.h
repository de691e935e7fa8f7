#pragma once

#include "overdue.h"
#include "records.h"
#include "sitestate.h"

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
    // sitestate.h: this database's own state; a master primary, which
    // replicates with nobody, takes the worst of its sites'.
    SiteState state = SiteState::UpToDate;
    SiteStateFacts facts;
    // A primary's sites (S records, by number), each with its state.
    struct Site
    {
        SiteRecord record;
        SiteState state = SiteState::UpToDate;
        QString stateText; // siteStateText()
        // E records from the site written since its last success (all of
        // them before its first): what it has not got past yet.
        qint64 openErrors = 0;
    };
    QList<Site> sites;
    qint64 minutesSinceSuccess = -1;
    QList<TableRecord> tables;
    // The newest open E records (at most kListedErrors, newest first) and
    // how many there are: a primary collects them from every site.
    static constexpr int kListedErrors = 20;
    QList<ErrorRecord> openErrors;
    qint64 openErrorCount = 0;
    QString localTransport;
    bool localTransportSecure = true;

    QJsonObject toJson() const;
    QString toText() const;
    // The state in words (siteStateText); a master primary's names its
    // sites' worst: "site 3 "Branch": failing: 2 sessions in a row (1 site
    // in this state)".
    QString stateText() const;
};

Result<SiteStatus> readSiteStatus(db::Database &local, const QDateTime &nowUtc);

// One site's latest sessions and errors as a primary has them (the network
// monitor's details of a site): its newest L and E records, newest first.
struct SiteActivity
{
    QList<LogRecord> logs;
    QList<ErrorRecord> errors;
};
Result<SiteActivity> readSiteActivity(db::Database &primary, int siteNumber, int limit);

} // namespace jgr::control
