#include "overviewpage.h"

#include "catalogtext.h"
#include "records/recordmodel.h"
#include "sitecontext.h"

#include "control/sitestatus.h"

#include <QDateTime>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace jgr::ui {

namespace {
// One colour per state, the same in every row: green when all is well,
// grey before a first session, orange while it can wait, red when it
// cannot.
QString stateHtml(control::SiteState state, const QString &text)
{
    const char *colour = "#2e7d32";
    switch (state) {
    case control::SiteState::UpToDate:
        break;
    case control::SiteState::NeverReplicated:
        colour = "#616161";
        break;
    case control::SiteState::Behind:
    case control::SiteState::HeldBack:
        colour = "#ef6c00";
        break;
    case control::SiteState::Overdue:
    case control::SiteState::Failing:
        colour = "#c62828";
        break;
    }
    return QStringLiteral("<span style='color:%1'>&#9679; %2</span>").arg(QLatin1String(colour), text.toHtmlEscaped());
}

QString when(const QString &utc)
{
    return utc.isEmpty() ? OverviewPage::tr("never") : RecordModel::stampToLocal(utc);
}
} // namespace

OverviewPage::OverviewPage(SiteContext *site, QWidget *parent)
    : QWidget(parent), m_site(site), m_browser(new QTextBrowser(this))
{
    m_browser->setAccessibleName(tr("Site overview"));
    m_browser->setOpenLinks(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    connect(site, &SiteContext::changed, this, &OverviewPage::refresh);
}

QString OverviewPage::text() const
{
    return m_browser->toPlainText();
}

void OverviewPage::refresh()
{
    db::Database *local = m_site->database(SiteContext::Scope::Local);
    if (!local) {
        m_browser->setHtml(
            QStringLiteral("<h2>%1</h2><p>%2</p>").arg(tr("No site"), m_site->lastError().toHtmlEscaped()));
        return;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    auto status = control::readSiteStatus(*local, now);
    if (!status) {
        m_browser->setHtml(QStringLiteral("<h2>%1</h2><p>%2</p>")
                               .arg(tr("This site has not joined yet"), status.error().message.toHtmlEscaped()));
        return;
    }
    const control::SiteStatus &s = status.value();
    QString html = QStringLiteral("<h2>%1</h2>")
                       .arg(tr("Site %1 — %2").arg(s.master.siteNumber).arg(s.master.siteName.toHtmlEscaped()));
    html += QStringLiteral("<table cellpadding='3'>");
    const auto row = [&](const QString &label, const QString &value) {
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(label, value);
    };
    row(tr("Role"), catalogText(s.role));
    row(tr("Database"), local->description().toHtmlEscaped());
    row(tr("Last success"), when(s.master.lastSuccess));
    row(tr("State"), stateHtml(s.state, s.stateText()));
    if (!s.master.heldBack.isEmpty())
        row(tr("Held back"),
            QStringLiteral("<span style='color:#ef6c00'>&#9679; %1</span>").arg(s.master.heldBack.toHtmlEscaped()));
    row(tr("Sessions"), tr("%1 started, %2 finished, %3 failed in a row")
                            .arg(s.master.repCountStarted)
                            .arg(s.master.repCountFinished)
                            .arg(s.master.repCountFailed));
    row(tr("Tables"), QString::number(s.tables.size()));
    html += QStringLiteral("</table>");
    if (!s.localTransportSecure)
        html += QStringLiteral("<p style='color:#c62828'>%1</p>")
                    .arg(tr("The link to the local database is not encrypted with a verified certificate."));

    html += QStringLiteral("<h3>%1</h3>").arg(tr("Open errors (%1)").arg(QLocale().toString(s.openErrorCount)));
    if (s.openErrors.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(tr("None."));
    html += QStringLiteral("<ul>");
    for (const control::ErrorRecord &e : s.openErrors)
        html += QStringLiteral("<li>%1 — %2</li>").arg(when(e.recordCreatedDate), e.notes.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    if (s.openErrorCount > s.openErrors.size())
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The newest %1 are listed; the Errors page and the errors report have them all.")
                             .arg(s.openErrors.size()));

    if (s.master.isPrimary()) {
        html += QStringLiteral("<h3>%1</h3>").arg(tr("Sites of this primary"));
        html += QStringLiteral("<table border='1' cellspacing='0' cellpadding='4'><tr><th>%1</th><th>%2</th><th>%3</th>"
                               "<th>%4</th><th>%5</th></tr>")
                    .arg(tr("Site"), tr("Name"), tr("Last success"), tr("State"), tr("Failures in a row"));
        for (const control::SiteStatus::Site &site : s.sites)
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td></tr>")
                        .arg(site.record.siteNumber)
                        .arg(site.record.siteName.toHtmlEscaped(), when(site.record.lastSuccess),
                             stateHtml(site.state, site.stateText))
                        .arg(site.record.repCountFailed);
        html += QStringLiteral("</table>");
    }
    m_browser->setHtml(html);
}

} // namespace jgr::ui
