#include "mainwindow.h"

#include "config/connect.h"
#include "config/siteconfig.h"
#include "control/sitestatus.h"

#include <QDateTime>
#include <QStatusBar>
#include <QTextBrowser>

namespace jgr::ui {

MainWindow::MainWindow(QString configPath, QWidget *parent)
    : QMainWindow(parent), m_configPath(std::move(configPath)), m_overview(new QTextBrowser(this))
{
    setWindowTitle(tr("JGReplicate"));
    setCentralWidget(m_overview);
    resize(900, 600);
    refresh();
}

void MainWindow::refresh()
{
    auto config = config::SiteConfig::load(m_configPath);
    if (!config) {
        m_overview->setPlainText(config.error().message);
        statusBar()->showMessage(tr("No site configuration"));
        return;
    }
    auto local = config::openDatabase(config.value().local(), config::Credentials(config.value()));
    if (!local) {
        m_overview->setPlainText(local.error().message);
        statusBar()->showMessage(tr("Local database not reachable"));
        return;
    }
    auto status = control::readSiteStatus(*local.value(), QDateTime::currentDateTimeUtc());
    m_overview->setPlainText(status ? status.value().toText() : status.error().message);
    statusBar()->showMessage(tr("Site: %1").arg(config.value().siteName()));
}

} // namespace jgr::ui
