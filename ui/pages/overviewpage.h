#pragma once

#include <QWidget>

class QTextBrowser;
class QTimer;

namespace jgr::ui {

class SiteContext;
class SiteMonitor;

// This site at a glance: number, name, role, last success, the overdue
// state in colour and words, open E records; on a primary the network
// monitor (every site in a grid, worst first) with the details of the site
// opened there. It refreshes itself every minute while it is shown.
class OverviewPage : public QWidget
{
    Q_OBJECT

public:
    explicit OverviewPage(SiteContext *site, QWidget *parent = nullptr);
    void refresh();
    QString text() const; // what it shows, as plain text (tests)
    SiteMonitor *monitor() const { return m_monitor; }
    QString siteDetailsText() const; // the opened site's details (tests)

private:
    void showSiteDetails(int siteNumber);

    SiteContext *m_site;
    QTextBrowser *m_browser;
    SiteMonitor *m_monitor;
    QTextBrowser *m_siteDetails;
    QTimer *m_refreshTimer;
};

} // namespace jgr::ui
