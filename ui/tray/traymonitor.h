#pragma once

#include "control/overdue.h"
#include "engine/session/progressmeter.h"
#include "engine/session/sessionobserver.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <functional>

class QMenu;
class QSystemTrayIcon;
class QTimer;

namespace jgr::ui {

class ReminderWindow;
class ReplicationRunner;

// The tray monitor: checks at start and every [tray] check_minutes whether
// this site is overdue (control::overdueState, the same computation as
// `status`), shows the state as the icon (ok, reminder, error) with a
// tooltip saying when the site last replicated, and reminds its users:
// "Site N has not replicated for X — replicate now?" in a balloon; a click
// on the balloon, like a right click on the icon, opens the menu (Replicate
// now, Open administration, Snooze). Snooze silences reminders for an hour
// or until tomorrow. When the network comes back and the site is overdue, it
// reminds at once. Without a system tray the reminder shows in a small
// window instead.
class TrayMonitor : public QObject
{
    Q_OBJECT

public:
    using Clock = std::function<QDateTime()>; // UTC now; tests inject their own

    explicit TrayMonitor(QString configPath, QObject *parent = nullptr);
    ~TrayMonitor() override;

    void setClock(Clock clock) { m_clock = std::move(clock); }
    void start();
    void check();
    void replicateNow();
    void snooze(int minutes);
    void snoozeUntilTomorrow();
    void networkCameBack();
    // Starts the administration window on this site's configuration, or
    // says why it cannot (problem()).
    void openAdministration();
    // The administration window's program: beside `trayDir` (installed),
    // in the build tree's app/gui beside its app/tray, or on the PATH;
    // empty when there is none.
    static QString administrationProgram(const QString &trayDir);

    control::OverdueState state() const { return m_state; }
    QString toolTip() const { return m_toolTip; }
    // What the last session's balloon said (also when no balloon could show).
    QString lastFinishedText() const { return m_lastFinishedText; }
    bool trayAvailable() const;
    bool usingFallback() const;
    ReminderWindow *fallbackWindow() const { return m_fallback; }
    bool replicating() const;
    QMenu *menu() const { return m_menu; }
    QSystemTrayIcon *icon() const { return m_icon; }

signals:
    void stateChanged(jgr::control::OverdueState state);
    void reminded(const QString &text);
    void replicationFinished(const jgr::engine::SessionResult &result);
    // Something the user asked for could not be done (also in a balloon).
    void problem(const QString &text);

private:
    void remind(const QString &text);
    // The reminder in a window of its own, with Replicate now, Snooze and
    // Open: without a tray.
    void showReminderWindow(const QString &text);
    // The icon's menu where the pointer is (a click on a balloon: some tray
    // hosts report a right click on the icon that way).
    void popUpMenu();
    void tell(const QString &text); // a problem, where the user sees it
    void ensureIcon();
    void setToolTip(const QString &text);
    void watchNetwork();
    void probePrimary();

    QString m_configPath;
    Clock m_clock;
    control::OverdueState m_state = control::OverdueState::Ok;
    QString m_toolTip;
    QString m_reminder;
    QDateTime m_snoozedUntil;
    QSystemTrayIcon *m_icon = nullptr;
    QMenu *m_menu;
    ReminderWindow *m_fallback = nullptr;
    ReplicationRunner *m_runner;
    QTimer *m_checkTimer;
    QTimer *m_probeTimer = nullptr;
    bool m_primaryReachable = true;
    QElapsedTimer m_iconShown;
    engine::ProgressMeter m_meter;
    QString m_lastFinishedText;
    // The site as its people know it ("Branch 2" (site 2)), from the last check.
    QString m_siteLabel;
};

} // namespace jgr::ui
