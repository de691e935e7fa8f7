#pragma once

#include "sessionobserver.h"

#include "common/result.h"
#include "control/records.h"

namespace jgr::alerts {
class Notifier;
}
namespace jgr::db {
class Database;
}

namespace jgr::engine {

class ErrorLog;

// The mails a session sends (docs/PROTOCOL.md, Alerts): the other sites' alerts
// (management by exception 'R'), this site's own failure once per run of
// failures, and the completion mail. None of them ever fails the session:
// what goes wrong becomes an E record.
class SessionAlerts
{
public:
    SessionAlerts(const alerts::Notifier &notifier, ErrorLog &errors) : m_notifier(notifier), m_errors(errors) {}

    // `sites`: the primary's S records, read at the session's start.
    void watchSites(db::Database &primary, const QList<control::SiteRecord> &sites,
                    const control::MasterRecord &primaryMaster, const control::MasterRecord &site);
    // `site` already counts this failure in rep_count_failed.
    void ownFailure(const control::MasterRecord &site, const QString &error);
    void completion(const control::MasterRecord &site, const QList<TableResult> &tables);

private:
    void send(const QString &subject, const QString &body);

    const alerts::Notifier &m_notifier;
    ErrorLog &m_errors;
};

} // namespace jgr::engine
