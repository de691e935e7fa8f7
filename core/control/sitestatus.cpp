#include "sitestatus.h"

#include "controlrepository.h"

#include "controlschema.h"
#include "db/database.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

#include <algorithm>

namespace jgr::control {

namespace {
QString roleOf(const MasterRecord &m)
{
    if (m.primarySite == QLatin1String("M"))
        return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "master primary"));
    if (m.primarySite == QLatin1String("S"))
        return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "secondary primary"));
    return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "site"));
}
} // namespace

Result<SiteStatus> readSiteStatus(db::Database &local, const QDateTime &nowUtc)
{
    auto exists = controlschema::exists(local);
    if (!exists)
        return exists.error();
    if (!exists.value())
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "The local database (%1) is not a JGReplicate site yet: run "
                                                        "init-primary or join.")
                                              .arg(local.description()));
    ControlRepository repo(local);
    auto master = repo.master();
    if (!master)
        return master.error();
    if (!master.value())
        return makeError(
            ExitCode::Usage,
            QCoreApplication::translate("Engine", "The local database has no M record: run init-primary or join."));
    SiteStatus s;
    s.master = *master.value();
    s.role = roleOf(s.master);
    // The master primary replicates with nobody: it is never late.
    if (s.master.primarySite != QLatin1String("M"))
        s.overdue = overdueState(s.master.lastSuccess,
                                 {s.master.outOfDateAfterMinutes, s.master.outOfDateAfterMinutesError}, nowUtc);
    s.minutesSinceSuccess = minutesSince(s.master.lastSuccess, nowUtc);
    s.facts = siteStateFacts(s.master);
    s.state = siteState(s.facts, nowUtc);
    if (s.master.isPrimary()) {
        auto sites = repo.select<SiteRecord>({}, {}, QStringLiteral("site_number"));
        if (!sites)
            return sites.error();
        QList<SiteState> states;
        for (const SiteRecord &site : sites.value()) {
            const SiteStateFacts facts = siteStateFacts(site);
            const SiteState state = siteState(facts, nowUtc);
            s.sites << SiteStatus::Site{site, state, siteStateText(state, facts)};
            states << state;
        }
        if (s.master.primarySite == QLatin1String("M"))
            s.state = worstOf(states);
        // One statement for every site's count, whatever their number.
        auto open = local.exec(
            QStringLiteral("SELECT e.error_site, COUNT(*) FROM jgreplicate e JOIN jgreplicate s ON s.flag = 'S' AND "
                           "s.site_number = e.error_site WHERE e.flag = 'E' AND (s.last_success IS NULL OR "
                           "e.record_created_date > s.last_success) GROUP BY e.error_site"));
        if (!open)
            return open.error();
        QHash<int, qint64> openBySite;
        while (open.value().next())
            openBySite.insert(open.value().value(0).toInt(), open.value().value(1).toLongLong());
        for (SiteStatus::Site &site : s.sites)
            site.openErrors = openBySite.value(site.record.siteNumber);
    }
    auto tables = repo.tables();
    if (!tables)
        return tables.error();
    s.tables = tables.value();
    // Open: not yet forwarded to the primary, or written since the last
    // session that succeeded (a site forwards its errors at every session,
    // failed ones too, and they are still open while it keeps failing).
    QString open = QStringLiteral("done <> 'Y' OR done IS NULL");
    QVariantList binds;
    if (s.master.lastSuccess.isEmpty()) {
        open = QStringLiteral("1 = 1");
    } else {
        open += QStringLiteral(" OR record_created_date > ") + local.dialect().stampParameter();
        binds << s.master.lastSuccess;
    }
    auto errors = repo.select<ErrorRecord>(open, binds, QStringLiteral("replicate_id DESC"), SiteStatus::kListedErrors);
    if (!errors)
        return errors.error();
    s.openErrors = errors.value();
    auto count =
        local.scalar(QStringLiteral("SELECT COUNT(*) FROM jgreplicate WHERE flag = 'E' AND (%1)").arg(open), binds);
    if (!count)
        return count.error();
    s.openErrorCount = count.value().toLongLong();
    s.localTransport = local.transportDescription();
    s.localTransportSecure = local.transportSecure();
    return s;
}

Result<SiteActivity> readSiteActivity(db::Database &primary, int siteNumber, int limit)
{
    ControlRepository repo(primary);
    SiteActivity a;
    auto logs = repo.select<LogRecord>(QStringLiteral("site_number = ?"), {siteNumber},
                                       QStringLiteral("replicate_id DESC"), limit);
    if (!logs)
        return logs.error();
    a.logs = logs.value();
    auto errors = repo.select<ErrorRecord>(QStringLiteral("error_site = ?"), {siteNumber},
                                           QStringLiteral("replicate_id DESC"), limit);
    if (!errors)
        return errors.error();
    a.errors = errors.value();
    return a;
}

QJsonObject SiteStatus::toJson() const
{
    QJsonArray tableArray;
    for (const TableRecord &t : tables) {
        tableArray.append(QJsonObject{
            {QStringLiteral("table"), t.tableName},
            {QStringLiteral("order"), t.tableOrder},
            {QStringLiteral("type"), t.replicationType},
            {QStringLiteral("process"), t.process},
            {QStringLiteral("done"), t.done},
            {QStringLiteral("allow_blank_fill"), t.allowBlankFill},
            {QStringLiteral("subset_rule"), t.subsetRule},
            {QStringLiteral("previous_local_high"), t.previousLocalHigh},
            {QStringLiteral("previous_primary_high"), t.previousPrimaryHigh},
            {QStringLiteral("rep_count_started"), t.repCountStarted},
            {QStringLiteral("rep_count_finished"), t.repCountFinished},
        });
    }
    QJsonArray siteArray;
    for (const Site &site : sites)
        siteArray.append(QJsonObject{{QStringLiteral("site_number"), site.record.siteNumber},
                                     {QStringLiteral("site_name"), site.record.siteName},
                                     {QStringLiteral("state"), siteStateName(site.state)},
                                     {QStringLiteral("open_errors"), site.openErrors}});
    QJsonArray errorArray;
    for (const ErrorRecord &e : openErrors)
        errorArray.append(QJsonObject{{QStringLiteral("id"), e.id},
                                      {QStringLiteral("created"), e.recordCreatedDate},
                                      {QStringLiteral("table"), e.tableName},
                                      {QStringLiteral("message"), e.notes}});
    return QJsonObject{
        {QStringLiteral("site_number"), master.siteNumber},
        {QStringLiteral("site_name"), master.siteName},
        {QStringLiteral("role"), role},
        {QStringLiteral("database_type"), master.databaseType},
        {QStringLiteral("process"), master.process},
        {QStringLiteral("last_success"), master.lastSuccess.isEmpty() ? QJsonValue() : QJsonValue(master.lastSuccess)},
        {QStringLiteral("minutes_since_success"), minutesSinceSuccess},
        {QStringLiteral("overdue"), overdue != OverdueState::Ok},
        {QStringLiteral("overdue_error"), overdue == OverdueState::Error},
        {QStringLiteral("state"), siteStateName(state)},
        {QStringLiteral("sites"), siteArray},
        {QStringLiteral("rep_count_started"), master.repCountStarted},
        {QStringLiteral("rep_count_finished"), master.repCountFinished},
        {QStringLiteral("rep_count_failed"), master.repCountFailed},
        {QStringLiteral("held_back"), master.heldBack},
        {QStringLiteral("tables"), tableArray},
        {QStringLiteral("open_errors"), errorArray},
        {QStringLiteral("open_error_count"), openErrorCount},
        {QStringLiteral("local_transport"), localTransport},
        {QStringLiteral("local_transport_secure"), localTransportSecure},
    };
}

QString SiteStatus::stateText() const
{
    if (master.primarySite != QLatin1String("M"))
        return siteStateText(state, facts);
    // The master primary's state speaks of its sites.
    if (sites.isEmpty())
        return QCoreApplication::translate("Engine", "no sites yet");
    const auto inState = [this](const Site &site) { return site.state == state; };
    const auto worst = std::find_if(sites.cbegin(), sites.cend(), inState);
    if (state == SiteState::UpToDate || worst == sites.cend())
        return QCoreApplication::translate("Engine", "all %n site(s) up to date", nullptr, int(sites.size()));
    const qsizetype alike = std::count_if(sites.cbegin(), sites.cend(), inState);
    return QCoreApplication::translate("Engine", "site %1 \"%2\": %3 (%n site(s) in this state)", nullptr, int(alike))
        .arg(worst->record.siteNumber)
        .arg(worst->record.siteName, worst->stateText);
}

QString SiteStatus::toText() const
{
    QString out;
    out += QCoreApplication::translate("Engine", "Site %1 \"%2\" (%3, %4)\n")
               .arg(master.siteNumber)
               .arg(master.siteName, role, master.databaseType);
    out += QCoreApplication::translate("Engine", "Last success: %1\n")
               .arg(master.lastSuccess.isEmpty() ? QCoreApplication::translate("Engine", "never")
                                                 : master.lastSuccess + QStringLiteral(" UTC"));
    out += QCoreApplication::translate("Engine", "State: %1\n").arg(stateText());
    out += QCoreApplication::translate("Engine", "Sessions: %1 started, %2 finished, %3 failed in a row\n")
               .arg(master.repCountStarted)
               .arg(master.repCountFinished)
               .arg(master.repCountFailed);
    if (!master.heldBack.isEmpty())
        out += QCoreApplication::translate("Engine", "WARNING: %1\n").arg(master.heldBack);
    if (!localTransportSecure)
        out += QCoreApplication::translate(
                   "Engine", "WARNING: the local database link is not encrypted with a verified certificate (%1).\n")
                   .arg(localTransport);
    out += QCoreApplication::translate("Engine", "Tables: %1\n").arg(tables.size());
    for (const TableRecord &t : tables) {
        out += QCoreApplication::translate("Engine",
                                           "  %1 order %2 type %3 process %4 done %5 local mark %6 primary mark %7")
                   .arg(t.tableName)
                   .arg(t.tableOrder)
                   .arg(t.replicationType, t.process, t.done,
                        t.previousLocalHigh.isEmpty() ? QStringLiteral("-") : t.previousLocalHigh,
                        t.previousPrimaryHigh.isEmpty() ? QStringLiteral("-") : t.previousPrimaryHigh);
        // A site holds only a part of this table (PROTOCOL.md, Subsets).
        if (!t.subsetRule.isEmpty())
            out += QCoreApplication::translate("Engine", " subset %1").arg(t.subsetRule);
        out += QLatin1Char('\n');
    }
    if (!sites.isEmpty()) {
        out += QCoreApplication::translate("Engine", "Sites: %1\n").arg(sites.size());
        for (const Site &site : sites)
            out += QStringLiteral("  %1 \"%2\": %3\n")
                       .arg(site.record.siteNumber)
                       .arg(site.record.siteName, site.stateText);
    }
    out += QCoreApplication::translate("Engine", "Open errors: %1\n").arg(openErrorCount);
    for (const ErrorRecord &e : openErrors)
        out += QStringLiteral("  [%1] %2\n").arg(e.recordCreatedDate, e.notes);
    if (openErrorCount > openErrors.size())
        out += QCoreApplication::translate("Engine", "  (the newest %1; `report errors` lists them all)\n")
                   .arg(openErrors.size());
    return out;
}

} // namespace jgr::control
