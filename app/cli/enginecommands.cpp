// join, replicate, set-owner, demo.
#include "clicontext.h"
#include "clitext.h"
#include "commands.h"
#include "sessionprinter.h"
#include "terminal.h"

#include "control/controlrepository.h"
#include "control/datadict.h"
#include "db/identifier.h"
#include "engine/enrollment/enrollment.h"
#include "engine/enrollment/promotion.h"
#include "engine/enrollment/rejoin.h"
#include "engine/enrollment/sitemove.h"
#include "engine/session/replicationsession.h"
#include "engine/session/sessiontext.h"
#include "engine/table/tablemapping.h"
#include "engine/table/tablestore.h"
#include "engine/tools/comparer.h"
#include "engine/tools/demobuilder.h"
#include "engine/tools/rowhandover.h"
#include "engine/tools/syncpreview.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <csignal>
#include <cstdio>

namespace jgr::cli {

namespace {
engine::CancelFlag g_cancel;

extern "C" void onSignal(int)
{
    g_cancel.cancel();
}

QJsonArray tablesJson(const QList<engine::TableResult> &results)
{
    QJsonArray tables;
    for (const engine::TableResult &t : results)
        tables.append(QJsonObject{{QStringLiteral("table"), t.table},
                                  {QStringLiteral("pulled_inserted"), t.counts.insertedByPrimary},
                                  {QStringLiteral("pulled_updated"), t.counts.updatedByPrimary},
                                  {QStringLiteral("pulled_deleted"), t.counts.deletedByPrimary},
                                  {QStringLiteral("pushed_inserted"), t.counts.insertedByTarget},
                                  {QStringLiteral("pushed_updated"), t.counts.updatedByTarget},
                                  {QStringLiteral("pushed_deleted"), t.counts.deletedByTarget},
                                  {QStringLiteral("edits_lost"), t.editsLost},
                                  {QStringLiteral("seconds"), t.seconds}});
    return tables;
}

QJsonArray stoppedJson(const QList<engine::StoppedTable> &stopped)
{
    QJsonArray out;
    for (const engine::StoppedTable &t : stopped)
        out.append(QJsonObject{{QStringLiteral("table"), t.table},
                               {QStringLiteral("exit_code"), toInt(t.code)},
                               {QStringLiteral("why"), t.why}});
    return out;
}

QJsonArray heldBackJson(const QList<engine::TableResult> &results)
{
    QJsonArray held;
    for (const engine::TableResult &t : results)
        for (auto it = t.heldBack.cbegin(); it != t.heldBack.cend(); ++it)
            held.append(QJsonObject{{QStringLiteral("table"), t.table},
                                    {QStringLiteral("count"), it.value()},
                                    {QStringLiteral("reason"), engine::holdReasonName(it.key())}});
    return held;
}

QJsonObject resultJson(const engine::SessionResult &r)
{
    QJsonObject o{{QStringLiteral("result"), r.ok()                 ? QStringLiteral("ok")
                                             : !r.stopped.isEmpty() ? QStringLiteral("stopped")
                                             : r.finished()         ? QStringLiteral("held_back")
                                                                    : QStringLiteral("error")},
                  {QStringLiteral("exit_code"), toInt(r.exitCode)},
                  {QStringLiteral("site_number"), r.siteNumber},
                  {QStringLiteral("tables"), tablesJson(r.tables)},
                  {QStringLiteral("held_back"), heldBackJson(r.tables)},
                  {QStringLiteral("stopped"), stoppedJson(r.stopped)},
                  {QStringLiteral("edits_lost"), r.editsLost()},
                  {QStringLiteral("statements"), r.statements},
                  {QStringLiteral("primary_round_trips"), r.primaryRoundTrips},
                  {QStringLiteral("primary_server"), r.primaryServer},
                  {QStringLiteral("local_statements"), r.localStatements},
                  {QStringLiteral("clock_skew_seconds"), r.clockSkewSeconds},
                  {QStringLiteral("rows_left_subset"), r.rowsLeftSubset},
                  {QStringLiteral("warnings"), QJsonArray::fromStringList(r.warnings)}};
    if (!r.ok())
        o.insert(QStringLiteral("message"), r.message);
    return o;
}

// replicate --dry-run: the next session, rehearsed and rolled back.
int preview(CliContext &ctx, const config::SiteConfig &config, int batchSize, bool json)
{
    engine::SyncPreview rehearsal(config, ctx.credentials(config));
    if (batchSize > 0)
        rehearsal.setBatchSize(batchSize);
    const engine::PreviewResult r = rehearsal.run();
    if (json) {
        QJsonArray conflicts;
        for (const control::Conflict &c : r.conflicts)
            conflicts.append(QJsonObject{{QStringLiteral("table"), c.table},
                                         {QStringLiteral("jg_unique_id"), QString::number(c.uniqueId)},
                                         {QStringLiteral("column"), c.column},
                                         {QStringLiteral("kind"), control::Conflict::kindName(c.kind)},
                                         {QStringLiteral("refused_value"), c.refusedValue},
                                         {QStringLiteral("kept_value"), c.keptValue}});
        QJsonObject o{{QStringLiteral("result"), r.ok() ? QStringLiteral("ok") : QStringLiteral("error")},
                      {QStringLiteral("dry_run"), true},
                      {QStringLiteral("exit_code"), toInt(r.exitCode)},
                      {QStringLiteral("site_number"), r.siteNumber},
                      {QStringLiteral("tables"), tablesJson(r.tables)},
                      {QStringLiteral("conflicts"), conflicts},
                      {QStringLiteral("conflicts_ahead"), r.conflictsAhead},
                      {QStringLiteral("rows_left_subset"), r.rowsLeavingSubset},
                      {QStringLiteral("pending_schema_updates"), QJsonArray::fromStringList(r.pendingUpdates)},
                      {QStringLiteral("notes"), QJsonArray::fromStringList(r.notes)}};
        if (!r.ok())
            o.insert(QStringLiteral("message"), r.message);
        CliContext::printJson(o);
    }
    if (!r.finished())
        return CliContext::fail(makeError(r.exitCode, r.message));
    if (!json) {
        for (const QString &u : r.pendingUpdates)
            std::puts(qPrintable(CliText::tr("schema update waiting: %1").arg(u)));
        for (const engine::TableResult &t : r.tables)
            std::puts(qPrintable(
                CliText::tr("%1: would receive %2 new, %3 changed, %4 deleted; send %5 new, %6 changed, %7 deleted")
                    .arg(t.table)
                    .arg(t.counts.insertedByPrimary)
                    .arg(t.counts.updatedByPrimary)
                    .arg(t.counts.deletedByPrimary)
                    .arg(t.counts.insertedByTarget)
                    .arg(t.counts.updatedByTarget)
                    .arg(t.counts.deletedByTarget)));
        if (r.rowsLeavingSubset > 0)
            std::puts(qPrintable(CliText::tr("would remove %1 rows here that leave this site's subset (not at the "
                                             "primary or any other site)")
                                     .arg(r.rowsLeavingSubset)));
        for (const control::Conflict &c : r.conflicts)
            std::puts(qPrintable(CliText::tr("conflict: %1 row %2 %3: \"%4\" would give way to \"%5\"")
                                     .arg(c.table)
                                     .arg(c.uniqueId)
                                     .arg(c.column, c.refusedValue, c.keptValue)));
        if (r.conflictsAhead > r.conflicts.size())
            std::puts(qPrintable(
                CliText::tr("... and %1 more conflicts, not listed").arg(r.conflictsAhead - r.conflicts.size())));
        for (const QString &n : r.notes)
            std::puts(qPrintable(CliText::tr("note: %1").arg(n)));
    }
    if (!r.ok())
        CliContext::info(r.message);
    CliContext::info(CliText::tr("Dry run: nothing was written."));
    return toInt(r.exitCode);
}

int replicate(CliContext &ctx)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("json"), QStringLiteral("Machine output on stdout.")});
    p.addOption({QStringLiteral("batch-size"), QStringLiteral("Rows per batch (default 1000)."), QStringLiteral("N")});
    p.addOption({QStringLiteral("dry-run"),
                 QStringLiteral("Run the next session and roll it back: what it would do, and how it would end.")});
    int code = 0;
    if (!ctx.parse(p, "replicate", &code))
        return code;
    // A batch of rows is one statement's worth on each side: 1 to 100,000.
    constexpr int kMostBatchRows = 100000;
    int batchSize = 0;
    if (p.isSet(QStringLiteral("batch-size"))) {
        bool ok = false;
        batchSize = p.value(QStringLiteral("batch-size")).toInt(&ok);
        if (!ok || batchSize < 1 || batchSize > kMostBatchRows)
            return CliContext::usage(CliText::tr("--batch-size must be a whole number from 1 to %1, not \"%2\".")
                                         .arg(kMostBatchRows)
                                         .arg(p.value(QStringLiteral("batch-size"))));
    }
    auto config = ctx.loadConfig();
    if (!config)
        return CliContext::fail(config.error());
    if (p.isSet(QStringLiteral("dry-run")))
        return preview(ctx, config.value(), batchSize, p.isSet(QStringLiteral("json")));
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    engine::ReplicationSession session(config.value(), ctx.credentials(config.value()));
    SessionPrinter observer(stderrIsTerminal());
    session.setObserver(&observer);
    session.setCancelFlag(&g_cancel);
    if (batchSize > 0)
        session.setBatchSize(batchSize);
    const engine::SessionResult r = session.run();
    if (p.isSet(QStringLiteral("json")))
        CliContext::printJson(resultJson(r));
    if (!r.finished())
        return CliContext::fail(makeError(r.exitCode, r.message));
    CliContext::info(CliText::tr("Site %1 replicated %n table(s).", nullptr, int(r.tables.size())).arg(r.siteNumber));
    if (const QString lost = engine::editsLostText(r); !lost.isEmpty())
        CliContext::info(lost);
    // The last line: what a scheduler's log shows first.
    if (const QString unfinished = engine::unfinishedText(r); !unfinished.isEmpty())
        CliContext::info(unfinished);
    return toInt(r.exitCode);
}

// join and init-secondary: the same enrollment, as a site or as a
// secondary primary with site numbers of its own to hand out.
int enroll(CliContext &ctx, const char *command, engine::Enrollment::Role role)
{
    QCommandLineParser p;
    int code = 0;
    if (!ctx.parse(p, command, &code))
        return code;
    auto config = ctx.loadConfig();
    if (!config)
        return CliContext::fail(config.error());
    // A join the primary refuses leaves no database file behind.
    config::NewDatabaseFile newFile(config.value().local());
    auto site = ctx.openSite(true, config::FileCreation::MayCreate);
    if (!site)
        return CliContext::fail(site.error());
    db::Database &local = *site.value().local;
    db::Database &primary = *site.value().primary;
    auto joined = engine::Enrollment(local, primary)
                      .join(site.value().config.siteName(), engine::Enrollment::defaultOptions(), role);
    if (!joined)
        return CliContext::fail(joined.error());
    newFile.keep();
    const control::MasterRecord &m = joined.value();
    if (role == engine::Enrollment::Role::SecondaryPrimary)
        CliContext::info(CliText::tr("Enrolled as secondary primary %1 \"%2\", with site numbers %3-%4 to hand out. "
                                     "Run `replicate` here before its sites join, so that it has the tables.")
                             .arg(m.siteNumber)
                             .arg(m.siteName)
                             .arg(m.nextSiteNumber1)
                             .arg(m.nextSiteNumber5));
    else if (role == engine::Enrollment::Role::Standby)
        CliContext::info(CliText::tr("Enrolled as the standby (site %1) \"%2\": it downloads every table and never "
                                     "sends. Schedule `replicate` here.")
                             .arg(m.siteNumber)
                             .arg(m.siteName));
    else
        CliContext::info(CliText::tr("Joined: this is site %1 \"%2\".").arg(m.siteNumber).arg(m.siteName));
    std::printf("%d\n", m.siteNumber);
    return 0;
}

int moveToPrimary(CliContext &ctx)
{
    QCommandLineParser p;
    int code = 0;
    p.addOption({QStringLiteral("again"), QStringLiteral("The same primary, which lost commits (a failover).")});
    if (!ctx.parse(p, "move-to-primary", &code))
        return code;
    auto site = ctx.openSite(true);
    if (!site)
        return CliContext::fail(site.error());
    auto moved = engine::moveToPrimary(*site.value().local, *site.value().primary, p.isSet(QStringLiteral("again")));
    if (!moved)
        return CliContext::fail(moved.error());
    CliContext::info(moved.value().summary());
    return 0;
}

int rejoin(CliContext &ctx)
{
    QCommandLineParser p;
    int code = 0;
    if (!ctx.parse(p, "rejoin", &code))
        return code;
    auto site = ctx.openSite(true);
    if (!site)
        return CliContext::fail(site.error());
    auto rejoined = engine::rejoinPrimary(*site.value().local, *site.value().primary);
    if (!rejoined)
        return CliContext::fail(rejoined.error());
    CliContext::info(rejoined.value().summary());
    std::printf("%d\n", rejoined.value().newNumber);
    return 0;
}

int promote(CliContext &ctx)
{
    QCommandLineParser p;
    int code = 0;
    if (!ctx.parse(p, "promote", &code))
        return code;
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    auto promoted = engine::promoteToMaster(*site.value().local);
    if (!promoted)
        return CliContext::fail(promoted.error());
    CliContext::info(promoted.value().summary());
    return 0;
}

int setOwner(CliContext &ctx)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("table"), QStringLiteral("The table."));
    p.addPositionalArgument(QStringLiteral("jg_unique_id"), QStringLiteral("The row."));
    p.addPositionalArgument(QStringLiteral("site"), QStringLiteral("The new owner."));
    int code = 0;
    if (!ctx.parse(p, "set-owner", &code))
        return code;
    const QStringList a = p.positionalArguments();
    if (a.size() != 3)
        return CliContext::usage(CliText::tr("usage: set-owner TABLE JG_UNIQUE_ID SITE"));
    bool okId = false;
    bool okSite = false;
    const qint64 uniqueId = a.at(1).toLongLong(&okId);
    const int newOwner = a.at(2).toInt(&okSite);
    if (!okId || !okSite || uniqueId <= 0)
        return CliContext::usage(CliText::tr("JG_UNIQUE_ID and SITE must be whole numbers."));
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    // The primary says whether the new owner exists; unreachable, only this
    // site can be checked (and handOverRow says so).
    std::unique_ptr<db::Database> primary;
    if (site.value().config.primary())
        if (auto opened = ctx.openPrimary(site.value().config))
            primary = std::move(opened).value();
    if (Status s = engine::handOverRow(*site.value().local, a.at(0), uniqueId, newOwner, primary.get()); !s)
        return CliContext::fail(s.error());
    CliContext::info(CliText::tr("Row %1 of %2 now belongs to site %3; it travels with the next session.")
                         .arg(uniqueId)
                         .arg(a.at(0))
                         .arg(newOwner));
    return 0;
}

int compare(CliContext &ctx)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("table"), QStringLiteral("Compare this table only."), QStringLiteral("T")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Machine output on stdout.")});
    int code = 0;
    if (!ctx.parse(p, "compare", &code))
        return code;
    auto site = ctx.openSite(true);
    if (!site)
        return CliContext::fail(site.error());
    db::Database &local = *site.value().local;
    db::Database &primary = *site.value().primary;
    QStringList tables;
    if (p.isSet(QStringLiteral("table"))) {
        tables << p.value(QStringLiteral("table"));
        if (Status s = db::validateIdentifier(tables.first(), QStringLiteral("table")); !s)
            return CliContext::fail(s.error());
    }
    auto report = engine::compareWithPrimary(local, primary, tables);
    if (!report)
        return CliContext::fail(report.error());
    if (p.isSet(QStringLiteral("json")))
        CliContext::printJson(report.value().toJson());
    else
        std::fputs(report.value().toText().toLocal8Bit().constData(), stdout);
    return report.value().identical() ? 0 : 1;
}

int demo(CliContext &ctx)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("dir"), QStringLiteral("Folder for the demo."), QStringLiteral("DIR")});
    int code = 0;
    if (!ctx.parse(p, "demo", &code))
        return code;
    const QString dir =
        p.isSet(QStringLiteral("dir")) ? p.value(QStringLiteral("dir")) : engine::DemoBuilder::defaultDir();
    auto built = engine::DemoBuilder(dir).build();
    if (!built)
        return CliContext::fail(built.error());
    for (const QString &line : built.value())
        std::printf("%s\n", line.toLocal8Bit().constData());
    std::fflush(stdout);
    return 0;
}
} // namespace

QList<Command> engineCommands()
{
    return {
        {"join", "",
         QT_TRANSLATE_NOOP("CliText", "Take a site number from the [primary] and create this site's records."),
         [](CliContext &c) { return enroll(c, "join", engine::Enrollment::Role::Site); }},
        {"init-secondary", "",
         QT_TRANSLATE_NOOP("CliText",
                           "Enroll the [local] database as a secondary primary under the master in [primary]."),
         [](CliContext &c) { return enroll(c, "init-secondary", engine::Enrollment::Role::SecondaryPrimary); }},
        {"init-standby", "",
         QT_TRANSLATE_NOOP("CliText", "Enroll the [local] database as the standby (site -99) of the [primary]: a copy "
                                      "that only downloads."),
         [](CliContext &c) { return enroll(c, "init-standby", engine::Enrollment::Role::Standby); }},
        {"replicate", "[--json] [--batch-size N] [--dry-run]",
         QT_TRANSLATE_NOOP("CliText",
                           "Run one replication session with the primary (a site without a number joins first)."),
         replicate},
        {"move-to-primary", "[--again]",
         QT_TRANSLATE_NOOP("CliText", "Replicate with the primary now in [primary] from here on (a site moved to "
                                      "another primary, or its primary replaced)."),
         moveToPrimary},
        {"rejoin", "",
         QT_TRANSLATE_NOOP("CliText", "Take a new site number from the [primary], which gave this site's number to "
                                      "another database, and send this site's own rows again under it."),
         rejoin},
        {"promote", "",
         QT_TRANSLATE_NOOP("CliText", "Make this site or standby the master primary after the old one was lost."),
         promote},
        {"set-owner", "TABLE JG_UNIQUE_ID SITE", QT_TRANSLATE_NOOP("CliText", "Hand a row to another site."), setOwner},
        {"compare", "[--table T] [--json]",
         QT_TRANSLATE_NOOP("CliText",
                           "Compare this site's replicated tables with the primary's (exit 0 identical, 1 different)."),
         compare},
        {"demo", "[--dir DIR]",
         QT_TRANSLATE_NOOP("CliText", "Build a demo: a master primary and two sites on SQLite, each replicated once."),
         demo},
    };
}

} // namespace jgr::cli
