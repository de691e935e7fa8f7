#include "traymonitor.h"

#include "reminderwindow.h"

#include "common/durationtext.h"
#include "engine/session/sessiontext.h"
#include "replicate/replicationrunner.h"
#include "resources.h"

#include "config/connect.h"
#include "config/siteconfig.h"
#include "control/sitestatus.h"
#include "db/databasekinds.h"

#include <QApplication>
#include <QCoreApplication>
#include <QCursor>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QNetworkInformation>
#include <QProcess>
#include <QStandardPaths>
#include <QSystemTrayIcon>
#include <QTcpSocket>
#include <QTimer>

#include <memory>

namespace jgr::ui {

namespace {
// The icon of the site's state (control/sitestate.h), as the window's
// Overview colours it.
QString iconFor(control::SiteState state)
{
    switch (state) {
    case control::SiteState::UpToDate:
        return QStringLiteral(":/icons/tray-ok.svg");
    case control::SiteState::NeverReplicated:
    case control::SiteState::Behind:
    case control::SiteState::HeldBack:
        return QStringLiteral(":/icons/tray-reminder.svg");
    case control::SiteState::Overdue:
    case control::SiteState::Failing:
        return QStringLiteral(":/icons/tray-error.svg");
    }
    return {};
}
} // namespace

TrayMonitor::TrayMonitor(QString configPath, QObject *parent)
    : QObject(parent), m_configPath(std::move(configPath)), m_clock([] { return QDateTime::currentDateTimeUtc(); }),
      m_menu(new QMenu), m_runner(new ReplicationRunner(this)), m_checkTimer(new QTimer(this))
{
    initResources();
    m_menu->addAction(tr("&Replicate now"), this, &TrayMonitor::replicateNow);
    m_menu->addAction(tr("&Open administration"), this, &TrayMonitor::openAdministration);
    QMenu *snoozeMenu = m_menu->addMenu(tr("&Snooze"));
    snoozeMenu->addAction(tr("For 1 &hour"), this, [this] { snooze(60); });
    snoozeMenu->addAction(tr("Until &tomorrow"), this, &TrayMonitor::snoozeUntilTomorrow);
    m_menu->addSeparator();
    m_menu->addAction(tr("&Quit"), qApp, &QCoreApplication::quit);

    connect(m_checkTimer, &QTimer::timeout, this, &TrayMonitor::check);
    connect(m_runner, &ReplicationRunner::tableStarted, this, [this] { m_meter.start(); });
    connect(m_runner, &ReplicationRunner::tableProgress, this, [this](const engine::TableProgress &p) {
        setToolTip(tr("Replicating %1: %2").arg(p.table, m_meter.text(p)));
    });
    connect(m_runner, &ReplicationRunner::finished, this, [this](const engine::SessionResult &result) {
        const QString site = m_siteLabel.isEmpty() ? tr("Site %1").arg(result.siteNumber) : m_siteLabel;
        QString text = result.finished()
                           ? tr("%1: replication finished, %n table(s).", nullptr, int(result.tables.size())).arg(site)
                           : tr("%1: replication failed: %2").arg(site, result.message);
        const QStringList notes = result.finished() ? engine::finishedNotes(result) : result.warnings;
        for (const QString &note : notes)
            text += QLatin1Char('\n') + note;
        m_lastFinishedText = text;
        // Not over an open menu (the tooltip and the icon say it too).
        if (m_icon && !m_menu->isVisible())
            m_icon->showMessage(tr("JGReplicate"), text,
                                result.ok() && notes.isEmpty() ? QSystemTrayIcon::Information
                                                               : QSystemTrayIcon::Warning);
        check();
        emit replicationFinished(result);
    });
}

TrayMonitor::~TrayMonitor()
{
    delete m_menu;
}

bool TrayMonitor::trayAvailable() const
{
    return QSystemTrayIcon::isSystemTrayAvailable();
}

bool TrayMonitor::usingFallback() const
{
    return m_fallback && m_fallback->isVisible();
}

void TrayMonitor::start()
{
    check();
    watchNetwork();
}

void TrayMonitor::ensureIcon()
{
    if (m_icon || !trayAvailable())
        return;
    // check() sets the state's icon before the event loop shows this one.
    m_icon = new QSystemTrayIcon(QIcon(iconFor(control::SiteState::UpToDate)), this);
    m_icon->setContextMenu(m_menu);
    // Some tray hosts report a right click on the icon while a balloon
    // shows as a click on the balloon: it opens the menu, as the right click
    // would, and a session starts only from an explicit Replicate now.
    connect(m_icon, &QSystemTrayIcon::messageClicked, this, &TrayMonitor::popUpMenu);
    connect(m_icon, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason reason) {
        if (reason == QSystemTrayIcon::Trigger)
            check();
    });
    m_icon->show();
    m_iconShown.start();
}

void TrayMonitor::popUpMenu()
{
    if (!m_menu->isVisible())
        m_menu->popup(QCursor::pos());
}

void TrayMonitor::tell(const QString &text)
{
    if (m_icon)
        m_icon->showMessage(tr("JGReplicate"), text, QSystemTrayIcon::Warning);
    else
        QMessageBox::warning(m_fallback, tr("JGReplicate"), text);
    emit problem(text);
}

void TrayMonitor::setToolTip(const QString &text)
{
    m_toolTip = text;
    if (m_icon)
        m_icon->setToolTip(text);
}

void TrayMonitor::check()
{
    ensureIcon();
    // Where the site's state cannot be read, the icon says something is
    // wrong rather than keep an earlier, better one.
    const auto unknown = [this](const QString &why) {
        if (m_icon)
            m_icon->setIcon(QIcon(iconFor(control::SiteState::Failing)));
        setToolTip(why);
    };
    auto config = config::SiteConfig::load(m_configPath);
    if (!config) {
        unknown(tr("JGReplicate: %1").arg(config.error().message));
        return;
    }
    m_checkTimer->start(config.value().trayCheckMinutes() * 60 * 1000);
    auto local = config::openDatabase(config.value().local(), config::Credentials(config.value()));
    if (!local) {
        unknown(tr("JGReplicate: the site's database cannot be opened: %1").arg(local.error().message));
        return;
    }
    const QDateTime now = m_clock();
    auto status = control::readSiteStatus(*local.value(), now);
    if (!status) {
        unknown(tr("JGReplicate: this site has not joined its primary yet."));
        return;
    }
    const control::SiteStatus &s = status.value();
    // The site as its people know it: by name, with its number.
    m_siteLabel = s.master.siteName.isEmpty() ? tr("Site %1").arg(s.master.siteNumber)
                                              : tr("\"%1\" (site %2)").arg(s.master.siteName).arg(s.master.siteNumber);
    const control::OverdueState previous = m_state;
    m_state = s.overdue;
    // Rows held back are a warning until a session delivers them, however
    // recent it was.
    const bool heldBack = !s.master.heldBack.isEmpty();
    if (m_icon)
        m_icon->setIcon(QIcon(iconFor(s.state)));
    const QString since = freshnessText(s.minutesSinceSuccess);
    QString tip = tr("JGReplicate — site %1 (%2): %3").arg(s.master.siteNumber).arg(s.master.siteName, since) +
                  QStringLiteral(" · ") + s.stateText();
    if (heldBack)
        tip += QLatin1Char('\n') + s.master.heldBack;
    setToolTip(tip);
    if (previous != m_state)
        emit stateChanged(m_state);
    if (m_state == control::OverdueState::Ok || m_runner->isRunning()) {
        m_reminder.clear();
        return;
    }
    if (m_snoozedUntil.isValid() && now < m_snoozedUntil)
        return;
    const QString &site = m_siteLabel;
    const QString how = s.minutesSinceSuccess < 0
                            ? tr("has never replicated")
                            : tr("has not replicated for %1").arg(durationText(s.minutesSinceSuccess));
    remind(m_state == control::OverdueState::Error
               ? tr("%1 %2, longer than it may: its data is getting old and others do not see its changes. Replicate "
                    "now; if it fails, tell your administrator.")
                     .arg(site, how)
               : tr("%1 %2 — replicate now?").arg(site, how));
}

void TrayMonitor::remind(const QString &text)
{
    m_reminder = text;
    if (m_icon) {
        const auto kind =
            m_state == control::OverdueState::Error ? QSystemTrayIcon::Warning : QSystemTrayIcon::Information;
        // A balloon shown before the tray host embedded a new icon is lost.
        const int delay = m_iconShown.isValid() && m_iconShown.elapsed() < 1000 ? 1000 : 0;
        QTimer::singleShot(delay, this, [this, text, kind] {
            if (m_icon && m_reminder == text)
                m_icon->showMessage(tr("JGReplicate"), text, kind, 30000);
        });
    } else {
        showReminderWindow(text);
    }
    emit reminded(text);
}

void TrayMonitor::showReminderWindow(const QString &text)
{
    if (!m_fallback) {
        m_fallback = new ReminderWindow;
        m_fallback->setAttribute(Qt::WA_QuitOnClose, false);
        connect(m_fallback, &ReminderWindow::replicateRequested, this, &TrayMonitor::replicateNow);
        connect(m_fallback, &ReminderWindow::snoozeRequested, this, [this] { snooze(60); });
        connect(m_fallback, &ReminderWindow::openRequested, this, &TrayMonitor::openAdministration);
        connect(this, &QObject::destroyed, m_fallback, &QObject::deleteLater);
    }
    m_fallback->showReminder(text);
}

bool TrayMonitor::replicating() const
{
    return m_runner->isRunning();
}

void TrayMonitor::replicateNow()
{
    if (m_runner->start(m_configPath))
        setToolTip(tr("JGReplicate: replicating…"));
}

void TrayMonitor::snooze(int minutes)
{
    m_snoozedUntil = m_clock().addSecs(qint64(minutes) * 60);
    if (m_fallback)
        m_fallback->hide();
}

void TrayMonitor::snoozeUntilTomorrow()
{
    const QDateTime local = m_clock().toLocalTime();
    m_snoozedUntil = QDateTime(local.date().addDays(1), QTime(8, 0)).toUTC();
    if (m_fallback)
        m_fallback->hide();
}

void TrayMonitor::networkCameBack()
{
    // Back online: an overdue site is reminded now, not at the next check.
    m_snoozedUntil = {};
    check();
}

void TrayMonitor::watchNetwork()
{
    if (QNetworkInformation::loadBackendByFeatures(QNetworkInformation::Feature::Reachability)) {
        connect(QNetworkInformation::instance(), &QNetworkInformation::reachabilityChanged, this,
                [this](QNetworkInformation::Reachability r) {
                    if (r == QNetworkInformation::Reachability::Online)
                        networkCameBack();
                });
        return;
    }
    // No backend on this system: knock at the primary's port now and then.
    m_probeTimer = new QTimer(this);
    connect(m_probeTimer, &QTimer::timeout, this, &TrayMonitor::probePrimary);
    m_probeTimer->start(60 * 1000);
}

void TrayMonitor::probePrimary()
{
    auto config = config::SiteConfig::load(m_configPath);
    if (!config || !config.value().primary())
        return;
    const config::DatabaseSection &p = *config.value().primary();
    const QList<db::Endpoint> servers = p.nodes.isEmpty() ? QList<db::Endpoint>{{p.host, p.port}} : p.nodes;
    if (servers.first().host.isEmpty())
        return;
    // One verdict per probe: reachable as soon as any server of the list
    // answers, unreachable when none did.
    auto unanswered = std::make_shared<qsizetype>(servers.size());
    auto decided = std::make_shared<bool>(false);
    const auto verdict = [this, unanswered, decided](bool reachable) {
        if (*decided || (!reachable && --*unanswered > 0))
            return;
        *decided = true;
        const bool cameBack = reachable && !m_primaryReachable;
        m_primaryReachable = reachable;
        if (cameBack)
            networkCameBack();
    };
    for (const db::Endpoint &server : servers) {
        auto *socket = new QTcpSocket(this);
        auto *timeout = new QTimer(socket);
        timeout->setSingleShot(true);
        auto answered = std::make_shared<bool>(false);
        const auto done = [socket, answered, verdict](bool reachable) {
            if (*answered)
                return;
            *answered = true;
            socket->deleteLater();
            verdict(reachable);
        };
        connect(socket, &QTcpSocket::connected, this, [done] { done(true); });
        connect(socket, &QTcpSocket::errorOccurred, this, [done] { done(false); });
        connect(timeout, &QTimer::timeout, this, [done] { done(false); });
        timeout->start(5000);
        socket->connectToHost(server.host, quint16(db::portOrDefault(p.driver, server.port)));
    }
}

QString TrayMonitor::administrationProgram(const QString &trayDir)
{
    const QString name = QStringLiteral("jgreplicate");
    const QDir dir(trayDir);
    for (const QString &candidate : {dir.filePath(name), dir.filePath(QStringLiteral("../gui/") + name)}) {
        const QFileInfo program(candidate);
        if (program.isFile() && program.isExecutable())
            return program.canonicalFilePath();
    }
    return QStandardPaths::findExecutable(name);
}

void TrayMonitor::openAdministration()
{
    const QString program = administrationProgram(QCoreApplication::applicationDirPath());
    if (program.isEmpty()) {
        tell(tr("The administration window cannot open: its program (jgreplicate) is neither beside this one (%1) "
                "nor on the PATH. Install the jgreplicate package, or start the window yourself.")
                 .arg(QDir::toNativeSeparators(QCoreApplication::applicationDirPath())));
        return;
    }
    QProcess window;
    window.setProgram(program);
    window.setArguments({QStringLiteral("--config"), m_configPath});
    window.setProcessEnvironment(config::Credentials::environmentWithoutSecrets());
    if (!window.startDetached())
        tell(tr("The administration window cannot open: %1 did not start (%2).")
                 .arg(QDir::toNativeSeparators(program), window.errorString()));
}

} // namespace jgr::ui
