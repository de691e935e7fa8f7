#include "traymonitor.h"

#include <QApplication>
#include <QMenu>
#include <QStyle>
#include <QSystemTrayIcon>

namespace jgr::ui {

TrayMonitor::TrayMonitor(QString configPath, QObject *parent) : QObject(parent), m_configPath(std::move(configPath))
{
    if (!trayAvailable())
        return;
    m_icon = new QSystemTrayIcon(QApplication::style()->standardIcon(QStyle::SP_BrowserReload), this);
    auto *menu = new QMenu();
    menu->addAction(tr("Quit"), qApp, &QCoreApplication::quit);
    m_icon->setContextMenu(menu);
    m_icon->setToolTip(tr("JGReplicate"));
    m_icon->show();
}

bool TrayMonitor::trayAvailable() const
{
    return QSystemTrayIcon::isSystemTrayAvailable();
}

} // namespace jgr::ui
