#include "overviewpage.h"

#include "catalogtext.h"
#include "records/recordmodel.h"
#include "sitecontext.h"
#include "sitemonitor.h"
#include "statecolour.h"

#include "control/sitestatus.h"

#include <QDateTime>
#include <QLocale>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace jgr::ui {

namespace {
QString stateHtml(control::SiteState state, const QString &text)
{
    return QStringLiteral("<span style='color:%1'>&#9679; %2</span>")
        .arg(stateColour(state).name(), text.toHtmlEscaped());
}

// How many of a site's newest L and E records its details list.
constexpr int kDetailRecords = 10;

QString when(const QString &utc)
{
    return utc.isEmpty() ? OverviewPage::tr("never") : RecordModel::stampToLocal(utc);
}
} // namespace

OverviewPage::OverviewPage(SiteContext *site, QWidget *parent)
    : QWidget(parent), m_site(site), m_browser(new QTextBrowser(this)), m_monitor(new SiteMonitor(this)),
      m_siteDetails(new QTextBrowser(this)), m_refreshTimer(new QTimer(this))
{
    m_browser->setAccessibleName(tr("Site overview"));
    m_browser->setOpenLinks(false);
    m_siteDetails->setAccessibleName(tr("The opened site's details"));
    m_siteDetails->setPlaceholderText(tr("Open a site in the grid (double click or Enter) to see its sessions and "
                                         "errors here."));
    auto *sites = new QSplitter(Qt::Horizontal, this);
    sites->addWidget(m_monitor);
    sites->addWidget(m_siteDetails);
    sites->setStretchFactor(0, 3);
    sites->setStretchFactor(1, 1);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_browser);
    splitter->addWidget(sites);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    m_monitor->hide();
    m_siteDetails->hide();
    connect(site, &SiteContext::changed, this, &OverviewPage::refresh);
    connect(m_monitor, &SiteMonitor::siteOpened, this, &OverviewPage::showSiteDetails);
    // Live: the records change as sites replicate.
    connect(m_refreshTimer, &QTimer::timeout, this, [this] {
        if (isVisible())
            refresh();
    });
    m_refreshTimer->start(60 * 1000);
}

QString OverviewPage::siteDetailsText() const
{
    return m_siteDetails->toPlainText();
}

void OverviewPage::showSiteDetails(int siteNumber)
{
    db::Database *local = m_site->database(SiteContext::Scope::Local);
    if (!local)
        return;
    auto status = control::readSiteStatus(*local, QDateTime::currentDateTimeUtc());
    auto activity = control::readSiteActivity(*local, siteNumber, kDetailRecords);
    if (!status || !activity) {
        m_siteDetails->setPlainText(!status ? status.error().message : activity.error().message);
        return;
    }
    const auto site =
        std::find_if(status.value().sites.cbegin(), status.value().sites.cend(),
                     [&](const control::SiteStatus::Site &s) { return s.record.siteNumber == siteNumber; });
    if (site == status.value().sites.cend()) {
        m_siteDetails->setPlainText(tr("Site %1 is no longer a site of this primary.").arg(siteNumber));
        return;
    }
    const control::SiteRecord &r = site->record;
    QString html =
        QStringLiteral("<h3>%1</h3>").arg(tr("Site %1 — %2").arg(r.siteNumber).arg(r.siteName.toHtmlEscaped()));
    html += QStringLiteral("<p>%1</p>").arg(stateHtml(site->state, site->stateText));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Sessions: %1 started, %2 finished, %3 failed in a row. Last start %4, last end %5, last "
                        "success %6.")
                         .arg(r.repCountStarted)
                         .arg(r.repCountFinished)
                         .arg(r.repCountFailed)
                         .arg(when(r.dateRepStarted), when(r.dateRepEnded), when(r.lastSuccess)));
    if (!r.heldBack.isEmpty())
        html += QStringLiteral("<p style='color:#ef6c00'>%1</p>").arg(r.heldBack.toHtmlEscaped());
    html += QStringLiteral("<h4>%1</h4>").arg(tr("Latest errors"));
    if (activity.value().errors.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(tr("None."));
    html += QStringLiteral("<ul>");
    for (const control::ErrorRecord &e : activity.value().errors)
        html += QStringLiteral("<li>%1 — %2</li>").arg(when(e.recordCreatedDate), e.notes.toHtmlEscaped());
    html += QStringLiteral("</ul><h4>%1</h4>").arg(tr("Latest tables replicated"));
    if (activity.value().logs.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(tr("None."));
    html += QStringLiteral("<ul>");
    for (const control::LogRecord &l : activity.value().logs)
        html += QStringLiteral("<li>%1</li>")
                    .arg(tr("%1: %2, %n row(s) moved", nullptr, l.total())
                             .arg(when(l.dateRepStarted), l.tableName.toHtmlEscaped()));
    html += QStringLiteral("</ul>");
    m_siteDetails->setHtml(html);
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
    // The master primary replicates with nobody: no last success or
    // sessions of its own, its state is its sites'.
    const bool master = s.master.primarySite == QLatin1String("M");
    if (!master)
        row(tr("Last success"), when(s.master.lastSuccess));
    row(tr("State"), stateHtml(s.state, s.stateText()));
    if (!s.master.heldBack.isEmpty())
        row(tr("Held back"),
            QStringLiteral("<span style='color:#ef6c00'>&#9679; %1</span>").arg(s.master.heldBack.toHtmlEscaped()));
    if (!master)
        row(tr("Sessions"), tr("%1 started, %2 finished, %3 failed in a row")
                                .arg(s.master.repCountStarted)
                                .arg(s.master.repCountFinished)
                                .arg(s.master.repCountFailed));
    else
        row(tr("Sites"), QLocale().toString(s.sites.size()));
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

    m_browser->setHtml(html);
    m_monitor->setVisible(s.master.isPrimary());
    m_siteDetails->setVisible(s.master.isPrimary());
    if (s.master.isPrimary())
        m_monitor->setSites(s.sites, now);
}

} // namespace jgr::ui
