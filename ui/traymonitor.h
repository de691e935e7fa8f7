#pragma once

#include <QObject>

class QSystemTrayIcon;

namespace jgr::ui {

// The tray monitor. For now an icon with a menu to quit; the overdue
// reminders arrive with the tray issue.
class TrayMonitor : public QObject
{
    Q_OBJECT

public:
    explicit TrayMonitor(QString configPath, QObject *parent = nullptr);
    bool trayAvailable() const;

private:
    QString m_configPath;
    QSystemTrayIcon *m_icon = nullptr;
};

} // namespace jgr::ui
