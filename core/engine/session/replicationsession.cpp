#include "replicationsession.h"

#include "clonecheck.h"
#include "engine/enrollment/enrollment.h"
#include "engine/enrollment/sitenumberlock.h"
#include "engine/schema/schemaupdater.h"
#include "engine/subset/sessionsubsets.h"
#include "engine/subset/sitesubsets.h"
#include "engine/table/catalogcache.h"
#include "engine/table/tablemapping.h"
#include "engine/table/tablewindow.h"
#include "engine/tools/conflictinbox.h"
#include "marks.h"
#include "quiettables.h"
#include "sessionalerts.h"
#include "sessioncounts.h"
#include "sessionlock.h"
#include "sessionrehearsal.h"
#include "sessiontext.h"
#include "sitespause.h"
#include "sitesprimary.h"

#include "common/logging.h"
#include "common/stamp.h"
#include "config/connect.h"
#include "control/bookkeeping.h"
#include "control/controlrepository.h"
#include "control/controlschema.h"
#include "control/killedrows.h"
#include "control/siteidentity.h"
#include "control/tablepreparer.h"
#include "db/clusternodes.h"
#include "db/statementcounter.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>
#include <cstdlib>

namespace jgr::engine {

using control::ControlRepository;

namespace {
// A mark held back longer than this by one open transaction is reported:
// longer than a session or a big import takes, shorter than a working day.
constexpr qint64 kHeldBackWarningSeconds = 10 * 60;
} // namespace

ReplicationSession::ReplicationSession(config::SiteConfig config, config::Credentials credentials)
    : m_config(std::move(config)), m_credentials(std::move(credentials)), m_notifier(m_config, m_credentials)
{
}

ReplicationSession::~ReplicationSession() = default;

SessionResult ReplicationSession::fail(const Error &error)
{
    if (m_local && m_local->inTransaction())
        m_local->rollback();
    if (m_primary && m_primary->inTransaction())
        m_primary->rollback();
    // A busy primary is not an error of this site: nothing is recorded. A
    // rehearsal records only what it undoes.
    const bool recorded = !m_rehearsal || (m_local && m_local->rehearsing());
    if (m_errors && error.code != ExitCode::Busy && recorded)
        m_errors->record(error.message);
    if (error.code != ExitCode::Busy && error.code != ExitCode::Cancelled && !m_rehearsal)
        reportOwnFailure(error);
    m_result.exitCode = error.code;
    m_result.message = error.message;
    return m_result;
}

void ReplicationSession::reportOwnFailure(const Error &error)
{
    control::MasterRecord &m = m_ctx.localMaster;
    if (!m_local || m.id == 0)
        return; // no M record to count in (the local database is unreachable, or the join failed)
    if (!m_started) {
        // It failed before the start was counted (the primary could not be
        // reached): it still is a session started and not finished.
        if (Status s = countUnstartedFailure(*m_local, m); !s)
            qCWarning(lcEngine) << "cannot count the failed session:" << s.error().message;
    }
    SessionAlerts(m_notifier, *m_errors).ownFailure(m, error.message);
}

Status ReplicationSession::connect()
{
    auto local = config::openDatabase(m_config.local(), m_credentials, m_localCreation, config::Writer::Replication);
    if (!local)
        return local.error();
    m_local = std::move(local).value();
    JGR_TRY(db::requireEveryGaleraNode(*m_local));
    m_errors = std::make_unique<ErrorLog>(m_local.get(), nullptr, 0, m_config.siteName());
    // This site's M record, when it has one, before the primary is tried: a
    // primary out of reach is a failure of this site, counted and reported.
    if (auto known = control::controlschema::exists(*m_local); known && known.value()) {
        if (auto master = ControlRepository(*m_local).master(); master && master.value()) {
            m_ctx.localMaster = *master.value();
            m_errors->setSite(m_ctx.localMaster.siteNumber, m_ctx.localMaster.siteName);
        }
    }
    if (!m_config.primary())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "%1 has no [primary] section: a site needs a primary to "
                                                               "replicate with (a master primary does not replicate).")
                             .arg(m_config.path()));
    auto primary = config::openDatabase(*m_config.primary(), m_credentials, config::FileCreation::MustExist,
                                        config::Writer::Replication);
    if (!primary)
        return primary.error();
    m_primary = std::move(primary).value();
    JGR_TRY(db::requireEveryGaleraNode(*m_primary));
    m_ctx.local = m_local.get();
    m_ctx.primary = m_primary.get();
    m_errors->setPrimary(m_primary.get());
    return {};
}

Status ReplicationSession::startRehearsal()
{
    JGR_TRY(m_rehearsal->beforeSession(*m_local, *m_primary));
    JGR_TRY(m_local->beginRehearsal());
    return m_primary->beginRehearsal();
}

void ReplicationSession::endRehearsal(const SessionResult &result)
{
    if (!m_rehearsal || !m_local || !m_local->rehearsing())
        return;
    m_rehearsal->afterSession(*m_local, *m_primary, result);
    m_local->undoRehearsal();
    m_primary->undoRehearsal();
}

Status ReplicationSession::prepareLocalSite()
{
    // A rehearsal leaves existing control tables as they are (beforeSession
    // brought their columns up to date): their DDL would end it on MariaDB.
    auto known = control::controlschema::exists(*m_local);
    if (!known)
        return known.error();
    if (!m_rehearsal || !known.value())
        JGR_TRY(control::controlschema::create(*m_local));
    JGR_TRY(control::controlschema::upgrade(*m_primary));
    ControlRepository localRepo(*m_local);
    auto master = localRepo.master();
    if (!master)
        return master.error();
    if (!master.value()) {
        if (m_ctx.observer)
            m_ctx.observer->message(
                QCoreApplication::translate("Engine", "This site has no site number yet: joining the primary."));
        auto joined = Enrollment(*m_local, *m_primary).join(m_config.siteName(), Enrollment::defaultOptions());
        if (!joined)
            return joined.error();
        m_ctx.localMaster = joined.value();
    } else {
        m_ctx.localMaster = *master.value();
    }
    m_errors->setSite(m_ctx.localMaster.siteNumber, m_ctx.localMaster.siteName);
    m_result.siteNumber = m_ctx.localMaster.siteNumber;
    return {};
}

bool ReplicationSession::isSecondaryPrimary() const
{
    return m_ctx.localMaster.primarySite == QLatin1String("S");
}

Status ReplicationSession::prepareSecondary()
{
    // New numbers for the ones handed out since the last upstream session.
    auto refilled = refillSiteNumbers(*m_local, *m_primary, SiteNumberLock::defaultOptions());
    if (!refilled)
        m_errors->record(QCoreApplication::translate(
                             "Engine", "This secondary primary could not get new site numbers from the master: %1")
                             .arg(refilled.error().message));
    else if (refilled.value() > 0)
        qCInfo(lcEngine) << "refilled" << refilled.value() << "site numbers from the master";
    // The push speaks for the sites enrolled here: their rows are ours to send.
    auto sites = ControlRepository(*m_local).select<control::SiteRecord>();
    if (!sites)
        return sites.error();
    for (const control::SiteRecord &site : sites.value())
        m_ctx.ownedThroughUs.insert(site.siteNumber);
    return {};
}

Status ReplicationSession::readPrimaryStart()
{
    // The local clock right before the primary's, which comes with the records.
    auto localNow = m_local->now();
    auto start = control::readSessionStart(*m_primary, m_ctx.localMaster.updateNumber);
    if (!start)
        return ControlRepository(*m_primary).whyNoMaster(start.error());
    m_primaryStart = std::move(start).value();
    auto primaryMaster = ControlRepository(*m_primary).takingSessions(m_primaryStart.master);
    if (!primaryMaster)
        return primaryMaster.error();
    m_ctx.primaryMaster = primaryMaster.value();
    // Read with its M record, so never empty here.
    m_ctx.primaryClock.set(m_primaryStart.clock, m_primary->dialect().stampDigits());
    if (localNow)
        checkClocks(localNow.value());
    return {};
}

void ReplicationSession::checkClocks(const QString &localNow)
{
    // The protocol never compares clocks across databases; people reading
    // stamps do.
    const QString &primaryNow = m_primaryStart.clock;
    bool ok = false;
    // Test-only: pretend this machine's clock is off by so many seconds.
    const qint64 offset = qEnvironmentVariable("JGR_TEST_CLOCK_OFFSET_SECONDS").toLongLong(&ok);
    const qint64 localMicros = stamp::toMicros(localNow).value_or(0) + (ok ? offset * 1000000 : 0);
    const qint64 skewSeconds = (localMicros - stamp::toMicros(primaryNow).value_or(0)) / 1000000;
    m_result.clockSkewSeconds = skewSeconds;
    if (std::abs(skewSeconds) <= qint64(m_config.clockSkewMinutes()) * 60)
        return;
    const QString warning =
        QCoreApplication::translate(
            "Engine", "The clock of site %1 is %2 minutes %3 the primary's. Replication does not depend on it, but "
                      "the times people read in the records do: set this machine's clock (or enable time "
                      "synchronisation).")
            .arg(m_ctx.localMaster.siteNumber)
            .arg((std::abs(skewSeconds) + 30) / 60)
            .arg(skewSeconds > 0 ? QStringLiteral("ahead of") : QStringLiteral("behind"));
    warn(warning);
}

// A transaction left open (an application that never commits, a report that
// runs for hours) holds every session's mark below its start, and the rows
// changed after it wait (invariant 2): nothing fails, so it is said here.
void ReplicationSession::warnIfHeldBack(const db::Database &db, const SafeMark &mark)
{
    bool ok = false;
    // Test-only: warn after so many seconds instead of the default.
    const qint64 testSeconds = qEnvironmentVariable("JGR_TEST_HELD_BACK_SECONDS").toLongLong(&ok);
    if (mark.heldBackSince.isEmpty() || mark.heldBackSeconds < (ok ? testSeconds : kHeldBackWarningSeconds))
        return;
    warn(QCoreApplication::translate(
             "Engine", "A transaction open since %1 (UTC) on the %2 database holds replication back: rows "
                       "changed there after that time are replicated once it ends. Commit or end it (on "
                       "MariaDB a transaction in any database of the server counts).")
             .arg(mark.heldBackSince.left(19), db.label()));
}

void ReplicationSession::warn(const QString &warning)
{
    m_result.warnings << warning;
    m_errors->record(warning);
    if (m_ctx.observer)
        m_ctx.observer->message(warning);
}

Status ReplicationSession::forwardErrors()
{
    ControlRepository localRepo(*m_local);
    ControlRepository primaryRepo(*m_primary);
    auto pending =
        localRepo.select<control::ErrorRecord>(QStringLiteral("process = 'Y' AND (done = 'N' OR done IS NULL)"));
    if (!pending)
        return pending.error();
    for (control::ErrorRecord e : pending.value()) {
        control::ErrorRecord copy = e;
        copy.process = QStringLiteral("N");
        copy.done = QStringLiteral("Y");
        JGR_TRY(primaryRepo.insert(copy));
        e.done = QStringLiteral("Y");
        JGR_TRY(localRepo.update(e));
    }
    return {};
}

Status ReplicationSession::checkSchemas(QList<control::TableRecord> &tables)
{
    // Before any row moves: every table's columns against the primary's,
    // and each side's bookkeeping, each side's catalog read once for all.
    QStringList names;
    for (const control::TableRecord &t : tables)
        names << t.tableName;
    CatalogCache localCatalog(*m_local);
    CatalogCache primaryCatalog(*m_primary);
    JGR_TRY(localCatalog.prefetch(names));
    JGR_TRY(primaryCatalog.prefetch(names));
    for (control::TableRecord &t : tables) {
        // A table whose problem is its own stops alone (and the tables
        // that reference it); one the whole session shares stops it.
        const auto prepared = [&]() -> Status {
            auto mapping = mapTableColumns(localCatalog, primaryCatalog, t.tableName, false,
                                           t.jguigenSpecificTable == QLatin1String("Y"));
            if (!mapping)
                return mapping.error();
            TableMapping &m = mapping.value();
            JGR_TRY(checkBookkeeping(localCatalog, m.localRoles));
            JGR_TRY(checkBookkeeping(primaryCatalog, m.primaryRoles));
            if (const auto objects = primaryCatalog.objects(t.tableName))
                m.primaryHasOwnTriggers = control::hasOwnTriggers(m_primary->dialect(), m.primaryRoles, *objects);
            renewStampTriggers(*m_local, m.localRoles);
            renewStampTriggers(*m_primary, m.primaryRoles);
            if (m.createdHere)
                JGR_TRY(loadAgain(t));
            m_ctx.mappings.insert(t.tableName, m);
            return {};
        }();
        if (!prepared && stopsTheSession(prepared.error()))
            return prepared.error();
        if (!prepared)
            stopTable(t.tableName, prepared.error());
    }
    stopDependents();
    // References once every table is there: tables may reference each
    // other in a cycle, whatever their order.
    for (auto it = m_ctx.mappings.begin(); it != m_ctx.mappings.end(); ++it) {
        if (isStopped(it.key()))
            continue;
        const Status resolved = resolveReferences(localCatalog, primaryCatalog, it.value());
        if (!resolved && stopsTheSession(resolved.error()))
            return resolved.error();
        if (!resolved)
            stopTable(it.key(), resolved.error());
    }
    stopDependents();
    tables.removeIf([&](const control::TableRecord &t) { return isStopped(t.tableName); });
    return {};
}

bool ReplicationSession::stopsTheSession(const Error &error)
{
    return error.code == ExitCode::Cancelled || error.code == ExitCode::Unreachable || error.code == ExitCode::Busy;
}

void ReplicationSession::stopTable(const QString &table, const Error &why)
{
    if (isStopped(table))
        return;
    m_result.stopped << StoppedTable{table, why.code, why.message};
    m_errors->record(QCoreApplication::translate("Engine", "Table %1 was not replicated in this session: %2 The "
                                                           "other tables were.")
                         .arg(table, why.message),
                     table);
    if (m_ctx.observer) {
        TableResult failed;
        failed.table = table;
        failed.ok = false;
        failed.error = why.message;
        m_ctx.observer->tableFinished(failed);
    }
}

bool ReplicationSession::isStopped(const QString &table) const
{
    return std::any_of(m_result.stopped.cbegin(), m_result.stopped.cend(),
                       [&](const StoppedTable &s) { return s.table == table; });
}

// A table that references a stopped one waits with it: its rows would only
// wait for their referenced rows.
void ReplicationSession::stopDependents()
{
    for (bool more = true; more;) {
        more = false;
        for (auto it = m_ctx.mappings.cbegin(); it != m_ctx.mappings.cend(); ++it) {
            if (isStopped(it.key()))
                continue;
            for (const QString &referenced : it.value().primaryRoles.references) {
                if (referenced == it.key() || !isStopped(referenced))
                    continue;
                stopTable(it.key(), makeError(ExitCode::Failure,
                                              QCoreApplication::translate("Engine", "it references table %1, which "
                                                                                    "was stopped.")
                                                  .arg(referenced)));
                more = true;
                break;
            }
        }
    }
}

// An application's tool may drop a table's triggers, indexes or replication
// columns (docs/PROTOCOL.md, "Bookkeeping checked each session"): what is
// missing is made again before rows move, and said.
Status ReplicationSession::checkBookkeeping(CatalogCache &catalog, control::TableRoles &roles)
{
    db::Database &db = catalog.db();
    const auto objects = catalog.objects(roles.table);
    if (!objects)
        return {}; // made or prepared by this session
    auto columns = catalog.columns(roles.table);
    if (!columns)
        return columns.error();
    const control::BookkeepingGaps gaps = control::findBookkeepingGaps(db.dialect(), roles, columns.value(), *objects);
    if (gaps.isEmpty())
        return {};
    if (m_rehearsal)
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "Table %1 in the %2 database lacks %3; the next session "
                                                               "makes them again.")
                             .arg(roles.table, db.label(), gaps.describe()));
    auto repaired = control::TablePreparer(db).repair(roles, gaps);
    if (!repaired) {
        // Another site's session may have mended the same table on the
        // primary at the same moment: what counts is that nothing is
        // missing now (a restamp it left pending is done by the next session).
        db::TableObjectsByTable now;
        auto again = db.inspectTables({roles.table}, &now);
        if (!again ||
            !control::findBookkeepingGaps(db.dialect(), roles, again.value().value(roles.table), now.value(roles.table))
                 .isEmpty())
            return repaired.error();
        return {};
    }
    roles.triggerVersion = control::kRowStampTriggerVersion;
    const QString since = m_ctx.localMaster.lastSuccess.isEmpty()
                              ? QCoreApplication::translate("Engine", "since this site's first session")
                              : QCoreApplication::translate("Engine", "at some time since this site's last "
                                                                      "session (it finished %1 UTC)")
                                    .arg(m_ctx.localMaster.lastSuccess.left(19));
    QString what = QCoreApplication::translate("Engine", "Table %1 in the %2 database had lost %3 (%4). They were "
                                                         "made again.")
                       .arg(roles.table, db.label(), gaps.describe(), since);
    if (gaps.stampsMissing)
        what += QLatin1Char(' ') +
                QCoreApplication::translate("Engine",
                                            "Changes made meanwhile carried no new stamp, so all %n row(s) "
                                            "were stamped anew: each is compared with the other side in "
                                            "the coming sessions, and what differs is sent.",
                                            nullptr, repaired.value());
    if (gaps.triggers.contains(control::KilledRows::triggerName(roles.table)))
        what += QLatin1Char(' ') + QCoreApplication::translate("Engine", "Rows deleted meanwhile were not recorded "
                                                                         "as deleted: the other side sends them "
                                                                         "back. Delete them again.");
    warn(what);
    return {};
}

// A table the session had to make at this site although it replicated it
// before was dropped there: it is loaded whole from the primary again.
Status ReplicationSession::loadAgain(control::TableRecord &table)
{
    const QString epoch = stamp::epoch1980(m_local->dialect().stampDigits());
    if (table.previousPrimaryHigh == epoch || m_rehearsal)
        return {};
    table.previousPrimaryHigh = epoch;
    JGR_TRY(ControlRepository(*m_local).updateColumns(table, {QStringLiteral("previous_primary_high")}));
    warn(QCoreApplication::translate("Engine", "Table %1 was missing at this site (dropped?): it was made again and "
                                               "is loaded whole from the primary. Changes made here that had not "
                                               "been replicated were lost with it.")
             .arg(table.tableName));
    return {};
}

// A table prepared by an earlier version has triggers that kept a stamp the
// application wrote (version 0), or on MariaDB let bookkeeping writes change
// a column ON UPDATE CURRENT_TIMESTAMP (version 1; docs/PROTOCOL.md, "Every
// write is stamped"). They are renewed where the session meets them; one
// that cannot be renewed (a database user without the right to) keeps
// working as before and is said each session until it is.
void ReplicationSession::renewStampTriggers(db::Database &db, const control::TableRoles &roles)
{
    if (roles.triggerVersion >= control::kRowStampTriggerVersion)
        return;
    if (m_rehearsal) {
        // DDL would end a rehearsal on MariaDB; the session renews them.
        if (m_ctx.observer)
            m_ctx.observer->message(
                QCoreApplication::translate("Engine", "The session renews the stamp triggers of %1 on the %2 database.")
                    .arg(roles.table, db.label()));
        return;
    }
    auto renewed = control::TablePreparer(db).renewStampTriggers(roles);
    if (roles.triggerVersion >= 1) { // stamps were kept already: nothing to say unless it failed
        if (!renewed)
            warn(QCoreApplication::translate(
                     "Engine", "The stamp triggers of %1 on the %2 database could not be renewed: %3. A MariaDB "
                               "column ON UPDATE CURRENT_TIMESTAMP may be given the time of replication's own "
                               "writes. Run prepare-table %1 there as a user who may change the table.")
                     .arg(roles.table, db.label(), renewed.error().message));
        return;
    }
    if (!renewed) {
        warn(QCoreApplication::translate(
                 "Engine", "The stamp triggers of %1 on the %2 database are from an earlier version, which keeps a "
                           "lastchangeddate an application writes itself, and could not be renewed: %3. Changes "
                           "written with such a stamp may not be replicated. Run prepare-table %1 there as a user "
                           "who may change the table.")
                 .arg(roles.table, db.label(), renewed.error().message));
        return;
    }
    m_errors->record(
        QCoreApplication::translate("Engine",
                                    "Renewed the stamp triggers of %1 on the %2 database: every change an application "
                                    "makes is now stamped by the database. %n row(s) that an application wrote since "
                                    "they were last replicated were stamped anew, so that they are compared once more.",
                                    nullptr, renewed.value())
            .arg(roles.table, db.label()),
        roles.table);
}

Status ReplicationSession::countStart()
{
    JGR_TRY(checkPrimaryIdentity(m_ctx.primaryMaster, m_ctx.localMaster, m_primary->description()));

    if (auto site = m_primaryStart.site(m_ctx.localMaster.siteNumber)) {
        m_siteRecord = *site;
        JGR_TRY(control::checkSiteIdentity(m_siteRecord, m_ctx.localMaster));
    } else {
        m_siteRecord.siteNumber = m_ctx.localMaster.siteNumber;
        m_siteRecord.siteName = m_ctx.localMaster.siteName;
        m_siteRecord.databaseType = m_local->dialect().name();
        m_siteRecord.siteIdentity = m_ctx.localMaster.databaseIdentity;
        JGR_TRY(recordSiteOnPrimary(*m_primary, m_ctx.localMaster, m_siteRecord));
    }
    // A record made by an earlier version learns whose it is.
    m_siteRecord.siteIdentity = m_ctx.localMaster.databaseIdentity;
    auto clone = checkClone(*m_local, *m_primary, m_ctx.localMaster, m_siteRecord, *m_errors);
    if (!clone)
        return clone.error();
    // A restored site gets back its own rows sent after the backup.
    m_ctx.skipEchoRule = clone.value() == CloneCheck::AllowedOnce;
    JGR_TRY(countStartOnPrimary(*m_primary, m_siteRecord, m_ctx.primaryClock.reading()));
    auto localStart = m_local->now();
    if (!localStart)
        return localStart.error();
    control::MasterRecord &m = m_ctx.localMaster;
    JGR_TRY(countStartHere(*m_local, m, m_siteRecord, m_ctx.primaryMaster, localStart.value()));
    JGR_TRY(keepMastersNextNumber(*m_local, m, m_ctx.primaryMaster));
    m_started = true;
    return {};
}

Status ReplicationSession::applySchemaUpdates()
{
    // Before any row moves, so that both sides have the same columns.
    auto applied = SchemaUpdater(*m_local).applyPending(m_primaryStart.updates, m_ctx.localMaster);
    if (!applied)
        return applied.error();
    if (applied.value().isEmpty())
        return {};
    for (const control::UpdateRecord &u : applied.value())
        if (m_ctx.observer)
            m_ctx.observer->message(QCoreApplication::translate("Engine", "Applied schema update %1: %2")
                                        .arg(u.updateNumber)
                                        .arg(u.updateDescription));
    m_siteRecord.updateNumber = m_ctx.localMaster.updateNumber;
    return ControlRepository(*m_primary).updateColumns(m_siteRecord, {QStringLiteral("update_number")});
}

Result<QList<control::TableRecord>> ReplicationSession::syncTableList()
{
    ControlRepository localRepo(*m_local);
    const QList<control::TableRecord> &primaryTables = m_primaryStart.tables;
    auto localTables = localRepo.tables();
    if (!localTables)
        return localTables.error();
    JGR_TRY(m_local->begin());
    JGR_TRY(control::ControlRepository(*m_local).unlistTables());
    const QString epoch = stamp::epoch1980(m_local->dialect().stampDigits());
    for (const control::TableRecord &p : primaryTables) {
        control::TableRecord t;
        bool known = false;
        for (const control::TableRecord &l : localTables.value()) {
            if (l.tableName == p.tableName) {
                t = l;
                known = true;
            }
        }
        if (!known) {
            t.tableName = p.tableName;
            t.siteNumber = m_ctx.localMaster.siteNumber;
            t.previousLocalHigh = epoch;
            t.previousPrimaryHigh = epoch;
            t.done = QStringLiteral("N");
        }
        t.tableOrder = p.tableOrder;
        t.replicationType = p.replicationType.isEmpty() ? QStringLiteral("F") : p.replicationType;
        t.allowBlankFill = p.allowBlankFill;
        t.subsetRule = p.subsetRule;
        t.jguigenSpecificTable = p.jguigenSpecificTable;
        t.process = QStringLiteral("Y");
        if (known)
            JGR_TRY(localRepo.update(t));
        else
            JGR_TRY(localRepo.insert(t));
    }
    JGR_TRY(m_local->commit());
    auto active = localRepo.select<control::TableRecord>(QStringLiteral("process = 'Y'"), {},
                                                         QStringLiteral("table_order, replicate_id"));
    return active;
}

Status ReplicationSession::planSubsets(const QList<control::TableRecord> &tables)
{
    if (holdsEveryRow(m_ctx.localMaster))
        return {};
    auto scope = subsetScopeOf(m_ctx.localMaster, m_siteRecord.siteAttributes, *m_local);
    if (!scope)
        return scope.error();
    auto plan =
        SessionSubsets(*m_local, *m_primary, m_ctx.mappings)
            .plan(tables, scope.value(), m_ctx.localMaster.subsetScope, m_ctx.primaryMaster.siteNumber, m_ctx.activity);
    if (!plan)
        return plan.error();
    m_ctx.subsets = std::move(plan).value();
    for (const QString &refused : m_ctx.subsets.refusals)
        m_errors->record(refused);
    // A table with rows to bring in runs, quiet or not.
    for (auto it = m_ctx.subsets.tables.cbegin(); it != m_ctx.subsets.tables.cend(); ++it)
        if (!it->entrants.isEmpty())
            m_ctx.activity.quiet.remove(it.key());
    return {};
}

Status ReplicationSession::removeLeavers(const QList<control::TableRecord> &tables)
{
    auto removed = SessionSubsets(*m_local, *m_primary, m_ctx.mappings)
                       .removeLeavers(m_ctx.subsets, tables, isSecondaryPrimary() ? m_ctx.primaryMaster.siteNumber : 0);
    if (!removed)
        return removed.error();
    m_result.rowsLeftSubset = removed.value();
    if (removed.value() > 0 && m_ctx.observer)
        m_ctx.observer->message(
            QCoreApplication::translate("Engine", "%1 rows left this site's subset and were removed here (not at the "
                                                  "primary or any other site).")
                .arg(removed.value()));
    return {};
}

Status ReplicationSession::runTables(const QList<control::TableRecord> &tables)
{
    QList<control::TableRecord> order = tables;
    // The resume rule: an unfinished session left done flags behind. Run the
    // first table it did not finish, then everything from the first.
    const auto firstNotDone = std::find_if(tables.cbegin(), tables.cend(),
                                           [](const control::TableRecord &t) { return t.done != QLatin1String("Y"); });
    const bool unclean = std::any_of(tables.cbegin(), tables.cend(),
                                     [](const control::TableRecord &t) { return t.done == QLatin1String("Y"); });
    if (unclean) {
        m_errors->record(QCoreApplication::translate(
                             "Engine", "Site %1 started replicating in an unclean state: the last session did not "
                                       "finish. Resuming with table %2.")
                             .arg(m_ctx.localMaster.siteNumber)
                             .arg(firstNotDone != tables.cend() ? firstNotDone->tableName : QStringLiteral("-")));
        order.clear();
        if (firstNotDone != tables.cend())
            order << *firstNotDone;
        order << tables;
    }
    // Each table once, in the order it first runs: a resumed table's second
    // run (and a run that resolves waiting references) adds to its row.
    QStringList names;
    for (const auto &t : order)
        if (!names.contains(t.tableName))
            names << t.tableName;
    if (m_ctx.observer)
        m_ctx.observer->sessionStarted(names);

    for (qsizetype i = 0; i < order.size(); ++i) {
        if (m_ctx.cancel && m_ctx.cancel->isCancelled())
            return cancelledError();
        if (unclean && i == 1)
            JGR_TRY(control::ControlRepository(*m_local).clearTablesDone());
        if (isStopped(order.at(i).tableName))
            continue; // it, or a table it references, failed earlier in this session
        auto ran = runTable(order.at(i).tableName);
        if (!ran)
            return ran.error();
    }
    return resolveWaitingReferences();
}

Result<bool> ReplicationSession::runTable(const QString &table)
{
    // Re-read: the T record changes as tables run (and on the second pass).
    auto current = ControlRepository(*m_local).table(table);
    if (!current)
        return current.error();
    TableReplicator replicator(m_ctx, *current.value());
    auto result = replicator.run();
    for (const QString &notice : replicator.notices())
        m_errors->record(notice, table);
    if (!result && !stopsTheSession(result.error())) {
        // Its transactions are undone; the other tables go on.
        if (m_local->inTransaction())
            m_local->rollback();
        if (m_primary->inTransaction())
            m_primary->rollback();
        m_waits.remove(table);
        stopTable(table, result.error());
        stopDependents();
        return false;
    }
    if (!result) {
        if (m_ctx.observer) {
            TableResult failed;
            failed.table = table;
            failed.ok = false;
            failed.cancelled = result.error().code == ExitCode::Cancelled;
            failed.error = result.error().message;
            m_ctx.observer->tableFinished(failed);
        }
        Error e = result.error();
        if (e.code != ExitCode::Cancelled)
            e.message = QCoreApplication::translate("Engine", "Table %1: %2").arg(table, e.message);
        return e;
    }
    m_waits.insert(table, replicator.waits());
    const auto earlier = std::find_if(m_result.tables.begin(), m_result.tables.end(),
                                      [&](const TableResult &t) { return t.table == table; });
    if (earlier == m_result.tables.end()) {
        m_result.tables << result.value();
    } else {
        // Another run of the table: what it moved adds up, what it held
        // back is what is still held.
        earlier->counts += result.value().counts;
        earlier->editsLost += result.value().editsLost;
        earlier->seconds += result.value().seconds;
        earlier->heldBack = result.value().heldBack;
    }
    if (m_ctx.observer)
        m_ctx.observer->tableFinished(result.value());
    return true;
}

// A row waits when a row it references is not on the other side yet: one of
// a later table, of a table it forms a cycle with, or later in its own table.
// Once every table ran, the tables with waiting rows run again (their windows
// start just below those rows) as long as that resolves more of them. When a
// run resolves none, rows that wait for rows that themselves wait form a
// cycle: one run writes them with those references left empty (where the
// column may be empty), and the next completes them. A row that waits for a
// row that is not coming (not there, not waiting) is never written. So
// references in any order or cycle arrive in one session. What still waits
// after the last run is said (PROTOCOL.md, References).
Status ReplicationSession::resolveWaitingReferences()
{
    const auto waiting = [&]() {
        QStringList tables;
        int rows = 0;
        for (const TableResult &t : std::as_const(m_result.tables)) {
            const int held = t.heldBack.value(HoldReason::Reference);
            if (held > 0 && !isStopped(t.table)) {
                tables << t.table;
                rows += held;
            }
        }
        return std::pair{tables, rows};
    };
    auto [tables, rows] = waiting();
    // Runs in a row that resolved nothing: the first is followed by one that
    // writes pending references, the second after it ends the work.
    int stalled = 0;
    while (!tables.isEmpty()) {
        m_ctx.pendingReferences.clear();
        if (stalled == 1)
            for (const ReferenceWaits &w : std::as_const(m_waits))
                for (const control::Conflict &c : w.conflicts)
                    m_ctx.pendingReferences[c.table].insert(c.uniqueId);
        for (const QString &table : std::as_const(tables)) {
            if (m_ctx.cancel && m_ctx.cancel->isCancelled())
                return cancelledError();
            if (isStopped(table))
                continue;
            auto ran = runTable(table);
            if (!ran)
                return ran.error();
        }
        m_ctx.pendingReferences.clear();
        auto [nextTables, nextRows] = waiting();
        stalled = nextRows < rows ? 0 : stalled + 1;
        if (stalled > 2)
            break;
        tables = nextTables;
        rows = nextRows;
    }
    // The waits of each table's last run, once.
    const bool anyWaits =
        std::any_of(m_waits.cbegin(), m_waits.cend(), [](const ReferenceWaits &w) { return !w.conflicts.isEmpty(); });
    if (!anyWaits) {
        m_waits.clear();
        return {};
    }
    JGR_TRY(m_local->begin());
    for (auto it = m_waits.cbegin(); it != m_waits.cend(); ++it) {
        if (isStopped(it.key()))
            continue;
        if (const Status s = it.value().record(*m_local); !s) {
            m_local->rollback();
            return s;
        }
    }
    JGR_TRY(m_local->commit());
    for (auto it = m_waits.cbegin(); it != m_waits.cend(); ++it)
        if (!isStopped(it.key()))
            for (const QString &notice : it.value().notices)
                m_errors->record(notice, it.key());
    m_waits.clear();
    return {};
}

Status ReplicationSession::finish()
{
    JGR_TRY(control::ControlRepository(*m_local).clearTablesDone());
    auto localClock = m_local->now();
    if (!localClock)
        return localClock.error();
    const QString primaryNow = m_ctx.primaryClock.now();
    const QString localNow = localClock.value();
    auto own = ownPreviousLocalHigh(*m_local);
    if (!own)
        return own.error();
    qint64 rows = 0;
    for (const TableResult &t : m_result.tables)
        rows += t.counts.total();
    const QString line = QCoreApplication::translate("Engine", "%1 UTC: session finished, %2 tables, %3 rows moved")
                             .arg(primaryNow)
                             .arg(m_result.tables.size())
                             .arg(rows);
    const QString servedBy = db::servedByNote(*m_primary);
    const QString heldBack = unfinishedText(m_result);
    JGR_TRY(ControlRepository(*m_primary).insertAll(m_ctx.quietPrimaryLogs));
    JGR_TRY(countFinishOnPrimary(*m_primary, m_siteRecord, primaryNow, own.value(),
                                 servedBy.isEmpty() ? line : line + QStringLiteral(", ") + servedBy, heldBack));
    // What this site sent to a table its subsets depend on (a hand-over, a
    // changed column) can take rows out of them: the next session works
    // them out again, as after a change of rules.
    const bool sentIntoSubsets =
        std::any_of(m_result.tables.cbegin(), m_result.tables.cend(), [&](const TableResult &t) {
            return m_ctx.subsets.dependsOn.contains(t.table) &&
                   t.counts.insertedByTarget + t.counts.updatedByTarget + t.counts.deletedByTarget > 0;
        });
    // The copy the primary now holds, confirmed: the clone check of the next
    // session tells a primary that lost it (a failover) from a clone.
    return countFinishHere(*m_local, m_ctx.localMaster, localNow, own.value(),
                           sentIntoSubsets ? QString() : m_ctx.subsets.digest, heldBack);
}

SessionResult ReplicationSession::run()
{
    const qint64 statementsBefore = db::StatementCounter::total();
    const auto done = [&](SessionResult r) {
        if (m_sitesPause) {
            m_sitesPause->resume();
            m_ctx.localMaster.process = QStringLiteral("Y");
        }
        r.statements = db::StatementCounter::total() - statementsBefore;
        r.primaryRoundTrips = m_primary ? m_primary->roundTrips() : 0;
        r.primaryServer = m_primary ? m_primary->server().text() : QString();
        r.localStatements = m_local ? m_local->statements() : 0;
        endRehearsal(r);
        m_sessionLock.reset(); // the next session may start as soon as this one reports
        if (m_ctx.observer)
            m_ctx.observer->sessionFinished(r);
        return r;
    };
    if (Status s = connect(); !s)
        return done(fail(s.error()));
    // Before anything is written (joining the primary included).
    auto lock = SessionLock::take(*m_local);
    if (!lock)
        return done(fail(lock.error()));
    m_sessionLock = std::move(lock).value();
    if (m_rehearsal)
        if (Status s = startRehearsal(); !s)
            return done(fail(s.error()));
    if (Status s = prepareLocalSite(); !s)
        return done(fail(s.error()));
    if (isSecondaryPrimary() && !m_rehearsal) {
        m_sitesPause = std::make_unique<SitesPause>(*m_local);
        m_ctx.localMaster.process = QStringLiteral("N");
        if (Status s = m_sitesPause->pause(m_ctx.observer); !s)
            return done(fail(s.error()));
    }
    if (Status s = forwardErrors(); !s)
        return done(fail(s.error()));
    if (Status s = readPrimaryStart(); !s)
        return done(fail(s.error()));
    if (Status s = ConflictInbox::exchange(*m_local, *m_primary, m_ctx.localMaster.siteNumber); !s)
        return done(fail(s.error()));
    if (Status s = countStart(); !s)
        return done(fail(s.error()));
    if (!m_rehearsal)
        SessionAlerts(m_notifier, *m_errors)
            .watchSites(*m_primary, m_primaryStart.sites, m_ctx.primaryMaster, m_ctx.localMaster);
    if (isSecondaryPrimary()) {
        if (Status s = prepareSecondary(); !s)
            return done(fail(s.error()));
    }
    if (Status s = applySchemaUpdates(); !s)
        return done(fail(s.error()));
    auto tables = syncTableList();
    if (!tables)
        return done(fail(tables.error()));
    if (Status s = checkSchemas(tables.value()); !s)
        return done(fail(s.error()));

    ControlRepository localRepo(*m_local);
    auto localMark = takeSafeMark(*m_local, m_ctx.localMaster.id, *m_primary);
    if (!localMark)
        return done(fail(localMark.error()));
    auto primaryMark = takeSafeMark(*m_primary, m_siteRecord.id, *m_local);
    if (!primaryMark)
        return done(fail(primaryMark.error()));
    warnIfHeldBack(*m_local, localMark.value());
    warnIfHeldBack(*m_primary, primaryMark.value());
    m_ctx.localMark = localMark.value().mark;
    m_ctx.primaryMark = primaryMark.value().mark;
    // Re-read the M record: the mark rewrote it.
    if (auto m = localRepo.master(); m && m.value())
        m_ctx.localMaster = *m.value();
    auto activity = findTableActivity(m_ctx, tables.value());
    if (!activity)
        return done(fail(activity.error()));
    m_ctx.activity = activity.value();
    if (Status s = planSubsets(tables.value()); !s)
        return done(fail(s.error()));

    if (Status s = runTables(tables.value()); !s)
        return done(fail(s.error()));
    if (Status s = removeLeavers(tables.value()); !s)
        return done(fail(s.error()));
    // The conflicts of this session reach the primary now, not next time.
    if (Status s = ConflictInbox::sendUp(*m_local, *m_primary); !s)
        return done(fail(s.error()));
    if (Status s = finish(); !s)
        return done(fail(s.error()));
    // Finished; what it stopped or held back is said, with an exit code that
    // a scheduler can tell from success: the first stopped table's, else 9.
    m_result.message = unfinishedText(m_result);
    m_result.exitCode = !m_result.stopped.isEmpty()  ? m_result.stopped.first().code
                        : m_result.message.isEmpty() ? ExitCode::Ok
                                                     : ExitCode::HeldBack;
    if (!m_rehearsal && (m_siteRecord.sendEmailOnCompletion == QLatin1String("Y") ||
                         m_ctx.localMaster.sendEmailOnCompletion == QLatin1String("Y")))
        SessionAlerts(m_notifier, *m_errors).completion(m_ctx.localMaster, m_result.tables);
    return done(m_result);
}

} // namespace jgr::engine
