// The tray monitor on a real X display (Xvfb): first without a tray host
// (the reminder falls back to a window), then with Debian's trayer as the
// tray (scripts/test starts both). Time is injected: nothing waits for it to pass.
#include "common/translations.h"
#include "replicate/replicationrunner.h"
#include "tray/reminderwindow.h"
#include "tray/traymonitor.h"

#include "config/connect.h"
#include "engine/tools/demobuilder.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QProcess>
#include <QScreen>
#include <QSignalSpy>
#include <QSystemTrayIcon>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;

namespace {
std::unique_ptr<db::Database> openLocal(const QString &ini)
{
    auto config = config::SiteConfig::load(ini).value();
    return std::move(config::openDatabase(config.local(), config::Credentials(config))).value();
}

QAction *findAction(QMenu *menu, const QString &text)
{
    for (QAction *a : menu->actions()) {
        if (a->text().remove(QLatin1Char('&')) == text)
            return a;
        if (a->menu())
            if (QAction *inner = findAction(a->menu(), text))
                return inner;
    }
    return nullptr;
}
} // namespace

class TestTray : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_siteIni;
    QProcess m_trayer;
    QDateTime m_now = QDateTime::currentDateTimeUtc();

    ui::TrayMonitor *monitorAt(qint64 minutesLater)
    {
        auto *m = new ui::TrayMonitor(m_siteIni, this);
        m->setClock([this, minutesLater] { return m_now.addSecs(minutesLater * 60); });
        return m;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(!qEnvironmentVariable("DISPLAY").isEmpty(),
                 "the tray tests need an X display (scripts/test runs Xvfb)");
        installTranslations(); // as jgreplicate-tray's main() does
        QVERIFY(engine::DemoBuilder(m_dir.path()).build().ok());
        m_siteIni = QDir(m_dir.path()).filePath(QStringLiteral("site2.ini"));
        m_now = QDateTime::currentDateTimeUtc();
    }

    // No tray host yet: the reminder appears in a window of its own.
    void withoutATrayTheReminderIsAWindow()
    {
        QVERIFY(!QSystemTrayIcon::isSystemTrayAvailable());
        auto *m = monitorAt(2 * 24 * 60); // the demo reminds after a day
        QSignalSpy reminded(m, &ui::TrayMonitor::reminded);
        m->check();
        QCOMPARE(reminded.size(), 1);
        QVERIFY(!m->icon());
        QVERIFY(m->usingFallback());
        QVERIFY2(m->fallbackWindow()->text().contains(
                     QStringLiteral("(site 2) has not replicated for 2 days — replicate now?")),
                 qPrintable(m->fallbackWindow()->text()));
        delete m;
    }

    void startTheTrayHost()
    {
        m_trayer.start(QStringLiteral("trayer"),
                       {QStringLiteral("--edge"), QStringLiteral("top"), QStringLiteral("--align"),
                        QStringLiteral("right"), QStringLiteral("--widthtype"), QStringLiteral("request"),
                        QStringLiteral("--height"), QStringLiteral("24"), QStringLiteral("--SetDockType"),
                        QStringLiteral("true")});
        QVERIFY2(m_trayer.waitForStarted(10000), "trayer is missing (scripts/lib/deps.sh installs it)");
        QTRY_VERIFY_WITH_TIMEOUT(QSystemTrayIcon::isSystemTrayAvailable(), 20000);
    }

    void overdueSiteIsReminded()
    {
        auto *m = monitorAt(2 * 24 * 60);
        QSignalSpy reminded(m, &ui::TrayMonitor::reminded);
        m->check();
        QCOMPARE(reminded.size(), 1);
        QVERIFY(m->icon());
        QVERIFY(!m->usingFallback());
        QCOMPARE(m->state(), control::OverdueState::Reminder);
        QVERIFY2(reminded.first().first().toString().contains(
                     QStringLiteral("(site 2) has not replicated for 2 days — replicate now?")),
                 qPrintable(reminded.first().first().toString()));
        QVERIFY2(m->toolTip().contains(QStringLiteral("last replicated 2 days ago")), qPrintable(m->toolTip()));
        // The state in the window's and status's words.
        QVERIFY2(m->toolTip().contains(QStringLiteral("behind: a reminder is due")), qPrintable(m->toolTip()));
        // A right click on the icon while the balloon shows (which some tray
        // hosts report as a click on the balloon) opens the menu and starts
        // nothing; no window claims that there is no tray.
        emit m->icon()->activated(QSystemTrayIcon::Context);
        emit m->icon()->messageClicked();
        QTRY_VERIFY(m->menu()->isVisible());
        QVERIFY(findAction(m->menu(), QStringLiteral("Replicate now")));
        QVERIFY(!m->replicating());
        QVERIFY(!m->usingFallback());
        m->menu()->hide();
        // A picture of the screen with the balloon for the README.
        QTest::qWait(2500);
        const QString shots = QDir(QStringLiteral(JGR_BINARY_DIR)).filePath(QStringLiteral("screenshots"));
        QDir().mkpath(shots);
        QGuiApplication::primaryScreen()
            ->grabWindow(0, 930, 0, 350, 90)
            .save(QDir(shots).filePath(QStringLiteral("tray-reminder.png")));
        delete m;
        // Past the error threshold (three days in the demo) the icon says so.
        auto *late = monitorAt(4 * 24 * 60);
        QSignalSpy warned(late, &ui::TrayMonitor::reminded);
        late->check();
        QCOMPARE(late->state(), control::OverdueState::Error);
        // In other words than the reminder's: it is past its limit.
        QCOMPARE(warned.size(), 1);
        QVERIFY2(warned.first().first().toString().contains(QStringLiteral("longer than it may")),
                 qPrintable(warned.first().first().toString()));
        delete late;
    }

    void siteWithinItsThresholdIsNotReminded()
    {
        auto *m = monitorAt(60);
        QSignalSpy reminded(m, &ui::TrayMonitor::reminded);
        m->check();
        QCOMPARE(reminded.size(), 0);
        QCOMPARE(m->state(), control::OverdueState::Ok);
        delete m;
    }

    void snoozeSuppressesTheReminder()
    {
        qint64 later = 2 * 24 * 60;
        auto *m = new ui::TrayMonitor(m_siteIni, this);
        m->setClock([this, &later] { return m_now.addSecs(later * 60); });
        QSignalSpy reminded(m, &ui::TrayMonitor::reminded);
        QAction *snooze = findAction(m->menu(), QStringLiteral("For 1 hour"));
        QVERIFY(snooze);
        snooze->trigger();
        m->check();
        QCOMPARE(reminded.size(), 0);
        later += 90; // the hour is over
        m->check();
        QCOMPARE(reminded.size(), 1);
        delete m;
    }

    // The menu's Replicate now runs a real session.
    void menuReplicateNowRunsASession()
    {
        auto primary = openLocal(QDir(m_dir.path()).filePath(QStringLiteral("primary.ini")));
        QVERIFY(primary->run(QStringLiteral("INSERT INTO customers (name) VALUES ('From the tray test')")).ok());
        auto *m = monitorAt(0);
        m->check();
        QSignalSpy finished(m, &ui::TrayMonitor::replicationFinished);
        QAction *replicate = findAction(m->menu(), QStringLiteral("Replicate now"));
        QVERIFY(replicate);
        replicate->trigger();
        QVERIFY(finished.wait(120000));
        QVERIFY(finished.first().first().value<engine::SessionResult>().ok());
        // Its balloon names the site, as a user with several would need.
        QVERIFY2(m->lastFinishedText().startsWith(QStringLiteral("\"Branch 2 (demo site)\" (site 2): replication "
                                                                 "finished, ")),
                 qPrintable(m->lastFinishedText()));
        auto site = openLocal(m_siteIni);
        QCOMPARE(site->scalar(QStringLiteral("SELECT COUNT(*) FROM customers WHERE name = 'From the tray test'"))
                     .value()
                     .toInt(),
                 1);
        delete m;
    }

    // Open administration finds the window's program beside the tray's
    // (installed) or in the build tree, and says why where there is none.
    void openAdministrationFindsTheWindowOrSaysWhy()
    {
        const QString tray = qEnvironmentVariable("JGR_TRAY");
        const QString gui = qEnvironmentVariable("JGR_GUI");
        QVERIFY(!tray.isEmpty() && !gui.isEmpty());
        QCOMPARE(ui::TrayMonitor::administrationProgram(QFileInfo(tray).absolutePath()),
                 QFileInfo(gui).canonicalFilePath());
        QTemporaryDir installed;
        QVERIFY(QFile::copy(gui, QDir(installed.path()).filePath(QStringLiteral("jgreplicate"))));
        QVERIFY(QFile::setPermissions(QDir(installed.path()).filePath(QStringLiteral("jgreplicate")),
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        QCOMPARE(ui::TrayMonitor::administrationProgram(installed.path()),
                 QFileInfo(QDir(installed.path()).filePath(QStringLiteral("jgreplicate"))).canonicalFilePath());

        // This test's own folder has no window program, nor has the PATH.
        const QByteArray path = qgetenv("PATH");
        QTemporaryDir emptyPath;
        qputenv("PATH", emptyPath.path().toLocal8Bit());
        auto *m = monitorAt(0);
        m->check();
        QSignalSpy problems(m, &ui::TrayMonitor::problem);
        m->openAdministration();
        qputenv("PATH", path);
        QCOMPARE(problems.size(), 1);
        const QString said = problems.first().first().toString();
        QVERIFY2(said.startsWith(QStringLiteral("The administration window cannot open: its program (jgreplicate) is "
                                                "neither beside this one")),
                 qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("Install the jgreplicate package")), qPrintable(said));
        delete m;
    }

    void cleanupTestCase()
    {
        m_trayer.terminate();
        m_trayer.waitForFinished(5000);
    }
};

QTEST_MAIN(TestTray)
#include "test_tray.moc"
