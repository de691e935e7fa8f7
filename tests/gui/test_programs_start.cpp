// The GUI and tray programs start, show their window and quit cleanly, and
// say what they are.
#include "abouttext.h"

#include <QCoreApplication>
#include <QProcess>
#include <QTest>

class TestProgramsStart : public QObject
{
    Q_OBJECT

    static int runFor(const QString &program, const QStringList &arguments, QString *out = nullptr,
                      bool withoutDisplay = false)
    {
        QProcess p;
        if (withoutDisplay) {
            // As over ssh: no display, and Qt left to pick its platform.
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
                env.remove(QLatin1String(name));
            p.setProcessEnvironment(env);
        }
        p.start(program, arguments);
        if (!p.waitForFinished(60000)) {
            p.kill();
            return -1;
        }
        if (out)
            *out = QString::fromLocal8Bit(p.readAllStandardOutput());
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    }

private slots:
    // --help and --version answer without a display, for both programs.
    void helpWithoutADisplay()
    {
        for (const char *variable : {"JGR_GUI", "JGR_TRAY"}) {
            const QString program = qEnvironmentVariable(variable);
            QString out;
            QCOMPARE(runFor(program, {QStringLiteral("--help")}, &out, true), 0);
            QVERIFY2(out.contains(QStringLiteral("--config")), qPrintable(out));
            QCOMPARE(runFor(program, {QStringLiteral("--version")}, &out, true), 0);
        }
    }

    // Help → About: the version, the license, whether each database's Qt
    // driver is on this machine (the suite needs all three), the manuals.
    void aboutSaysWhatItIs()
    {
        QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
        const QString about = jgr::ui::aboutText();
        for (const char *part : {"9.8.7", "License: MIT", "SQLite", "PostgreSQL", "MariaDB", "/doc/jgreplicate"})
            QVERIFY2(about.contains(QLatin1String(part)), qPrintable(about));
        QCOMPARE(about.count(QStringLiteral(": found")), 3);
    }

    void guiStartsAndQuits()
    {
        const QString gui = qEnvironmentVariable("JGR_GUI");
        QCOMPARE(runFor(gui, {QStringLiteral("--version")}), 0);
        QCOMPARE(runFor(gui, {QStringLiteral("--config"), QStringLiteral("/nonexistent.ini"),
                              QStringLiteral("--quit-after"), QStringLiteral("300")}),
                 0);
    }
    void trayStartsAndQuits()
    {
        const QString tray = qEnvironmentVariable("JGR_TRAY");
        QCOMPARE(runFor(tray, {QStringLiteral("--version")}), 0);
        QCOMPARE(runFor(tray, {QStringLiteral("--quit-after"), QStringLiteral("300")}), 0);
    }
};

QTEST_GUILESS_MAIN(TestProgramsStart)
#include "test_programs_start.moc"
