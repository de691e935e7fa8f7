#include "report.h"

#include "control/controlrepository.h"
#include "control/sitestate.h"
#include "control/sitestatus.h"
#include "engine/subset/siteattributes.h"

#include <QCoreApplication>
#include <QMap>

namespace jgr::reports {

using control::ControlRepository;

namespace {

QString flagWord(const QString &flag)
{
    return flag == QLatin1String("Y") ? QCoreApplication::translate("Reports", "yes")
                                      : QCoreApplication::translate("Reports", "no");
}

qint64 secondsBetween(const QString &from, const QString &to)
{
    const QDateTime a = QDateTime::fromString(from.left(19), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    const QDateTime b = QDateTime::fromString(to.left(19), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    return a.isValid() && b.isValid() ? a.secsTo(b) : -1;
}

Result<Report> masterReport(db::Database &db, const QDateTime &now)
{
    auto status = control::readSiteStatus(db, now);
    if (!status)
        return status.error();
    const control::MasterRecord &m = status.value().master;
    Report r;
    r.columns = {QCoreApplication::translate("Reports", "Setting"), QCoreApplication::translate("Reports", "Value")};
    r.subtitle = QCoreApplication::translate("Reports", "Site %1 (%2)").arg(m.siteNumber).arg(m.siteName);
    const QList<std::pair<QString, QVariant>> values{
        {QCoreApplication::translate("Reports", "Site number"), m.siteNumber},
        {QCoreApplication::translate("Reports", "Site name"), m.siteName},
        {QCoreApplication::translate("Reports", "Role"), status.value().role},
        {QCoreApplication::translate("Reports", "Database type"), m.databaseType},
        {QCoreApplication::translate("Reports", "Active (process)"), flagWord(m.process)},
        {QCoreApplication::translate("Reports", "Last success (UTC)"), m.lastSuccess},
        {QCoreApplication::translate("Reports", "State"), status.value().stateText()},
        {QCoreApplication::translate("Reports", "Sessions started"), m.repCountStarted},
        {QCoreApplication::translate("Reports", "Sessions finished"), m.repCountFinished},
        {QCoreApplication::translate("Reports", "Failures in a row"), m.repCountFailed},
        {QCoreApplication::translate("Reports", "Reminder after (minutes)"), m.outOfDateAfterMinutes},
        {QCoreApplication::translate("Reports", "Alert after (minutes)"), m.outOfDateAfterMinutesError},
        {QCoreApplication::translate("Reports", "Management by exception"), m.mgmtByException},
        {QCoreApplication::translate("Reports", "Alert after failures"), m.emailBadRepCount},
        {QCoreApplication::translate("Reports", "Alert after days"), m.emailBadRepDays},
        {QCoreApplication::translate("Reports", "Next site number"), m.nextSiteNumber1},
        {QCoreApplication::translate("Reports", "Schema updates applied"), m.updateNumber},
    };
    for (const auto &[name, value] : values)
        r.rows << QVariantList{name, value};
    return r;
}

// A site's subset attributes, NAME=VALUE; the stored text when it cannot be read.
QString attributesOf(const control::SiteRecord &site)
{
    const auto attributes = engine::siteAttributesFrom(site.siteAttributes);
    return attributes ? engine::siteAttributeLines(attributes.value()).join(QStringLiteral("; ")) : site.siteAttributes;
}

Result<Report> sitesReport(db::Database &db, const QDateTime &now)
{
    auto sites = ControlRepository(db).select<control::SiteRecord>({}, {}, QStringLiteral("site_number"));
    if (!sites)
        return sites.error();
    Report r;
    r.columns = {QCoreApplication::translate("Reports", "Site"),
                 QCoreApplication::translate("Reports", "Name"),
                 QCoreApplication::translate("Reports", "Database"),
                 QCoreApplication::translate("Reports", "Last success (UTC)"),
                 QCoreApplication::translate("Reports", "State"),
                 QCoreApplication::translate("Reports", "Failures in a row"),
                 QCoreApplication::translate("Reports", "Sessions started"),
                 QCoreApplication::translate("Reports", "Sessions finished"),
                 QCoreApplication::translate("Reports", "Updates applied"),
                 QCoreApplication::translate("Reports", "Attributes")};
    for (const control::SiteRecord &s : sites.value()) {
        const control::SiteStateFacts facts = control::siteStateFacts(s);
        r.rows << QVariantList{s.siteNumber,
                               s.siteName,
                               s.databaseType,
                               s.lastSuccess,
                               control::siteStateText(control::siteState(facts, now), facts),
                               s.repCountFailed,
                               s.repCountStarted,
                               s.repCountFinished,
                               s.updateNumber,
                               attributesOf(s)};
    }
    r.subtitle = QCoreApplication::translate("Reports", "%1 sites").arg(r.rows.size());
    return r;
}

Result<Report> tablesReport(db::Database &db)
{
    auto tables = ControlRepository(db).tables();
    if (!tables)
        return tables.error();
    Report r;
    r.columns = {QCoreApplication::translate("Reports", "Table"),
                 QCoreApplication::translate("Reports", "Order"),
                 QCoreApplication::translate("Reports", "Type"),
                 QCoreApplication::translate("Reports", "Active"),
                 QCoreApplication::translate("Reports", "Blank fill"),
                 QCoreApplication::translate("Reports", "Subset"),
                 QCoreApplication::translate("Reports", "MARK (UTC)"),
                 QCoreApplication::translate("Reports", "PRIMARY-MARK (UTC)"),
                 QCoreApplication::translate("Reports", "Runs started"),
                 QCoreApplication::translate("Reports", "Runs finished")};
    for (const control::TableRecord &t : tables.value())
        r.rows << QVariantList{t.tableName,
                               t.tableOrder,
                               t.replicationType.isEmpty() ? QStringLiteral("F") : t.replicationType,
                               flagWord(t.process),
                               flagWord(t.allowBlankFill.isEmpty() ? QStringLiteral("Y") : t.allowBlankFill),
                               t.subsetRule.isEmpty() ? QCoreApplication::translate("Reports", "every row")
                                                      : t.subsetRule,
                               t.previousLocalHigh,
                               t.previousPrimaryHigh,
                               t.repCountStarted,
                               t.repCountFinished};
    r.subtitle = QCoreApplication::translate("Reports", "%1 tables").arg(r.rows.size());
    return r;
}

Result<Report> updatesReport(db::Database &db)
{
    ControlRepository repo(db);
    auto updates = repo.select<control::UpdateRecord>({}, {}, QStringLiteral("update_number"));
    if (!updates)
        return updates.error();
    auto sites = repo.select<control::SiteRecord>({}, {}, QStringLiteral("site_number"));
    if (!sites)
        return sites.error();
    Report r;
    r.columns = {QCoreApplication::translate("Reports", "Number"),
                 QCoreApplication::translate("Reports", "Table"),
                 QCoreApplication::translate("Reports", "Description"),
                 QCoreApplication::translate("Reports", "Change"),
                 QCoreApplication::translate("Reports", "Applied at sites"),
                 QCoreApplication::translate("Reports", "Not yet at sites")};
    for (const control::UpdateRecord &u : updates.value()) {
        QStringList applied;
        QStringList pending;
        for (const control::SiteRecord &s : sites.value())
            (s.updateNumber >= u.updateNumber ? applied : pending) << QString::number(s.siteNumber);
        r.rows << QVariantList{u.updateNumber,
                               u.tableName,
                               u.updateDescription,
                               u.updateSpec,
                               applied.join(QLatin1Char(' ')),
                               pending.join(QLatin1Char(' '))};
    }
    r.subtitle = QCoreApplication::translate("Reports", "%1 schema updates, %2 sites")
                     .arg(r.rows.size())
                     .arg(sites.value().size());
    return r;
}

Result<Report> errorsReport(db::Database &db)
{
    auto errors = ControlRepository(db).select<control::ErrorRecord>({}, {}, QStringLiteral("replicate_id DESC"));
    if (!errors)
        return errors.error();
    Report r;
    r.columns = {QCoreApplication::translate("Reports", "Created (UTC)"),
                 QCoreApplication::translate("Reports", "Reported by"),
                 QCoreApplication::translate("Reports", "Site of the error"),
                 QCoreApplication::translate("Reports", "Table"),
                 QCoreApplication::translate("Reports", "Mailed"),
                 QCoreApplication::translate("Reports", "Message")};
    for (const control::ErrorRecord &e : errors.value())
        r.rows << QVariantList{e.recordCreatedDate, e.siteNumber,          e.errorSite,
                               e.tableName,         flagWord(e.emailSent), e.notes.simplified()};
    r.subtitle = QCoreApplication::translate("Reports", "%1 errors, newest first").arg(r.rows.size());
    return r;
}

Result<Report> logsReport(db::Database &db)
{
    auto logs = ControlRepository(db).select<control::LogRecord>(
        QStringLiteral("table_name IS NOT NULL AND table_name <> ''"), {}, QStringLiteral("replicate_id DESC"));
    if (!logs)
        return logs.error();
    Report r;
    r.columns = {QCoreApplication::translate("Reports", "Started (UTC)"),
                 QCoreApplication::translate("Reports", "Site"),
                 QCoreApplication::translate("Reports", "Table"),
                 QCoreApplication::translate("Reports", "Seconds"),
                 QCoreApplication::translate("Reports", "Pulled: inserted"),
                 QCoreApplication::translate("Reports", "Pulled: updated"),
                 QCoreApplication::translate("Reports", "Pulled: deleted"),
                 QCoreApplication::translate("Reports", "Pushed: inserted"),
                 QCoreApplication::translate("Reports", "Pushed: updated"),
                 QCoreApplication::translate("Reports", "Pushed: deleted")};
    for (const control::LogRecord &l : logs.value())
        r.rows << QVariantList{l.dateRepStarted,
                               l.siteNumber,
                               l.tableName,
                               l.dateRepEnded.isEmpty() ? QVariant(QStringLiteral("unfinished"))
                                                        : QVariant(secondsBetween(l.dateRepStarted, l.dateRepEnded)),
                               l.insertedByPrimary,
                               l.updatedByPrimary,
                               l.deletedByPrimary,
                               l.insertedByTarget,
                               l.updatedByTarget,
                               l.deletedByTarget};
    r.subtitle = QCoreApplication::translate("Reports", "%1 table runs, newest first").arg(r.rows.size());
    return r;
}

// Per site and day: the sessions (the most runs of any one table: every
// session runs each table once) and the rows moved both ways.
Result<Report> healthReport(db::Database &db)
{
    auto logs =
        ControlRepository(db).select<control::LogRecord>(QStringLiteral("table_name IS NOT NULL AND table_name <> ''"));
    if (!logs)
        return logs.error();
    QMap<std::pair<QDate, int>, QMap<QString, int>> runs;
    QMap<std::pair<QDate, int>, qint64> rows;
    for (const control::LogRecord &l : logs.value()) {
        const QDate day = QDate::fromString(l.dateRepStarted.left(10), QStringLiteral("yyyy-MM-dd"));
        if (!day.isValid())
            continue;
        const auto key = std::make_pair(day, l.siteNumber);
        runs[key][l.tableName] += 1;
        rows[key] += l.total();
    }
    Report r;
    r.columns = {QCoreApplication::translate("Reports", "Day"), QCoreApplication::translate("Reports", "Site"),
                 QCoreApplication::translate("Reports", "Sessions"),
                 QCoreApplication::translate("Reports", "Rows moved")};
    for (auto it = runs.cbegin(); it != runs.cend(); ++it) {
        int sessions = 0;
        for (int n : it.value())
            sessions = std::max(sessions, n);
        HealthPoint p{it.key().first, it.key().second, sessions, rows.value(it.key())};
        r.health << p;
        r.rows << QVariantList{p.day.toString(Qt::ISODate), p.site, p.sessions, p.rows};
    }
    r.subtitle = QCoreApplication::translate("Reports", "Sessions and rows moved per site and day");
    return r;
}

QString csvField(const QString &value)
{
    if (!value.contains(QLatin1Char(',')) && !value.contains(QLatin1Char('"')) && !value.contains(QLatin1Char('\n')) &&
        !value.contains(QLatin1Char('\r')))
        return value;
    QString quoted = value;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

bool isPlainNumber(const QString &text)
{
    bool ok = false;
    text.toDouble(&ok);
    return ok && !text.contains(QLatin1Char('e'), Qt::CaseInsensitive) && !text.startsWith(QLatin1Char('+'));
}

// A cell as a spreadsheet should show it: text that it would run as a
// formula (a site name or an error text starting with = + - @, a tab or a
// carriage return) gets a leading apostrophe, which the spreadsheet shows
// as text; numbers stay numbers.
QString csvCell(const QVariant &value)
{
    const QString text = value.toString();
    static const QString formulaStarts = QStringLiteral("=+-@\t\r");
    const bool number = value.typeId() != QMetaType::QString || isPlainNumber(text);
    if (!number && !text.isEmpty() && formulaStarts.contains(text.at(0)))
        return csvField(QLatin1Char('\'') + text);
    return csvField(text);
}

} // namespace

QStringList reportNames()
{
    return {QStringLiteral("master"), QStringLiteral("sites"), QStringLiteral("tables"), QStringLiteral("updates"),
            QStringLiteral("errors"), QStringLiteral("logs"),  QStringLiteral("health")};
}

QString reportTitle(const QString &name)
{
    static const QMap<QString, QString> titles{
        {QStringLiteral("master"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Master record"))},
        {QStringLiteral("sites"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Sites"))},
        {QStringLiteral("tables"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Replicated tables"))},
        {QStringLiteral("updates"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Schema updates"))},
        {QStringLiteral("errors"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Errors"))},
        {QStringLiteral("logs"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Table runs"))},
        {QStringLiteral("health"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Replication health"))},
    };
    return titles.value(name);
}

Result<Report> buildReport(db::Database &db, const QString &name, const QDateTime &nowUtc)
{
    Result<Report> r =
        makeError(ExitCode::Usage, QCoreApplication::translate("Reports", "Unknown report \"%1\"; the reports are: %2.")
                                       .arg(name, reportNames().join(QStringLiteral(", "))));
    if (name == QLatin1String("master"))
        r = masterReport(db, nowUtc);
    else if (name == QLatin1String("sites"))
        r = sitesReport(db, nowUtc);
    else if (name == QLatin1String("tables"))
        r = tablesReport(db);
    else if (name == QLatin1String("updates"))
        r = updatesReport(db);
    else if (name == QLatin1String("errors"))
        r = errorsReport(db);
    else if (name == QLatin1String("logs"))
        r = logsReport(db);
    else if (name == QLatin1String("health"))
        r = healthReport(db);
    if (r) {
        r.value().name = name;
        r.value().title = QCoreApplication::translate("RecordCatalog", reportTitle(name).toUtf8().constData());
    }
    return r;
}

QString toHtml(const Report &report, const QString &chartSource, const QSize &chartSize)
{
    QString html = QStringLiteral("<html><head><meta charset='utf-8'><title>%1</title>"
                                  "<style>body{font-family:sans-serif} table{border-collapse:collapse}"
                                  "th,td{border:1px solid #999;padding:3px 6px;text-align:left} th{background:#e3edf8}"
                                  "</style></head><body>")
                       .arg(report.title.toHtmlEscaped());
    html += QStringLiteral("<h1>%1</h1><p>%2</p>").arg(report.title.toHtmlEscaped(), report.subtitle.toHtmlEscaped());
    if (!chartSource.isEmpty())
        html += QStringLiteral("<p><img src='%1' width='%2' height='%3'></p>")
                    .arg(chartSource.toHtmlEscaped())
                    .arg(chartSize.width())
                    .arg(chartSize.height());
    html += QStringLiteral("<table><tr>");
    for (const QString &c : report.columns)
        html += QStringLiteral("<th>%1</th>").arg(c.toHtmlEscaped());
    html += QStringLiteral("</tr>");
    for (const QVariantList &row : report.rows) {
        html += QStringLiteral("<tr>");
        for (const QVariant &v : row)
            html += QStringLiteral("<td>%1</td>").arg(v.toString().toHtmlEscaped());
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    if (report.rows.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(QCoreApplication::translate("Reports", "(nothing to report)"));
    html += QStringLiteral("<p style='color:#777'>JGReplicate, %1 UTC</p></body></html>")
                .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    return html;
}

QByteArray toCsv(const Report &report)
{
    QString out;
    QStringList header;
    for (const QString &c : report.columns)
        header << csvCell(c);
    out += header.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    for (const QVariantList &row : report.rows) {
        QStringList fields;
        for (const QVariant &v : row)
            fields << csvCell(v);
        out += fields.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return out.toUtf8();
}

} // namespace jgr::reports
