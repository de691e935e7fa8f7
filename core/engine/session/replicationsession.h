#pragma once

#include "cancelflag.h"
#include "engine/table/tablereplicator.h"
#include "errorlog.h"
#include "marks.h"
#include "sessionobserver.h"

#include "alerts/notifier.h"
#include "config/connect.h"
#include "config/credentials.h"
#include "config/siteconfig.h"
#include "control/sessionstartread.h"

#include <QElapsedTimer>

#include <memory>

namespace jgr::engine {

class CatalogCache;

// One replication session of a site with its primary (`replicate`): the
// session outline of docs/PROTOCOL.md from opening the connections to the final
// counters. It opens its own connections in the calling thread and closes
// them before run() returns, so it may run on a worker thread.
class ReplicationSession
{
public:
    ReplicationSession(config::SiteConfig config, config::Credentials credentials);
    ~ReplicationSession();

    void setObserver(SessionObserver *observer) { m_ctx.observer = observer; }
    void setCancelFlag(const CancelFlag *cancel) { m_ctx.cancel = cancel; }
    void setBatchSize(int rows) { m_ctx.batchSize = rows; }
    // The new-site wizard's first session may create the SQLite file of
    // [local]; any other refuses a missing one (config::FileCreation).
    void setLocalCreation(config::FileCreation creation) { m_localCreation = creation; }
    // Runs the session as a rehearsal watched by `rehearsal`: everything it
    // writes is undone at the end (sessionrehearsal.h).
    void rehearse(class SessionRehearsal *rehearsal) { m_rehearsal = rehearsal; }

    SessionResult run();

private:
    Status connect();
    Status startRehearsal();
    void endRehearsal(const SessionResult &result);
    Status prepareLocalSite();
    Status forwardErrors();
    Status readPrimaryStart();
    void checkClocks(const QString &localNow);
    void warnIfHeldBack(const db::Database &db, const SafeMark &mark);
    void warn(const QString &warning);
    Status countStart();
    Status applySchemaUpdates();
    Status checkSchemas(QList<control::TableRecord> &tables);
    Status checkBookkeeping(CatalogCache &catalog, control::TableRoles &roles);
    static bool stopsTheSession(const Error &error);
    void stopTable(const QString &table, const Error &why);
    bool isStopped(const QString &table) const;
    void stopDependents();
    Status loadAgain(control::TableRecord &table);
    void renewStampTriggers(db::Database &db, const control::TableRoles &roles);
    Result<QList<control::TableRecord>> syncTableList();
    // This site's subsets for the session (engine/subset): what the tables'
    // pulls take and bring, and what leaves at the end.
    Status planSubsets(const QList<control::TableRecord> &tables);
    Status runTables(const QList<control::TableRecord> &tables);
    // One table's run: false when its own problem stopped it (and the
    // tables that reference it), an error when the session must stop.
    Result<bool> runTable(const QString &table);
    Status resolveWaitingReferences();
    Status removeLeavers(const QList<control::TableRecord> &tables);
    Status finish();
    SessionResult fail(const Error &error);
    void reportOwnFailure(const Error &error);
    bool isSecondaryPrimary() const;
    Status prepareSecondary();

    config::SiteConfig m_config;
    config::Credentials m_credentials;
    alerts::Notifier m_notifier;
    bool m_started = false;                         // countStart() counted this session
    std::unique_ptr<class SitesPause> m_sitesPause; // a secondary primary replicating upstream
    std::unique_ptr<db::Database> m_local;
    std::unique_ptr<db::Database> m_primary;
    std::unique_ptr<class SessionLock> m_sessionLock; // released before the connections close
    SessionContext m_ctx;
    config::FileCreation m_localCreation = config::FileCreation::MustExist;
    class SessionRehearsal *m_rehearsal = nullptr;
    std::unique_ptr<ErrorLog> m_errors;
    // Each table's rows that wait for a referenced row after its last run.
    QHash<QString, ReferenceWaits> m_waits;
    control::SessionStartRecords m_primaryStart; // what readPrimaryStart() read
    control::SiteRecord m_siteRecord;
    SessionResult m_result;
};

} // namespace jgr::engine
