// The GUI and tray programs start, show their window and quit cleanly.
#include <QProcess>
#include <QTest>

class TestProgramsStart : public QObject
{
    Q_OBJECT

    static int runFor(const QString &program, const QStringList &arguments)
    {
        QProcess p;
        p.start(program, arguments);
        if (!p.waitForFinished(60000)) {
            p.kill();
            return -1;
        }
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    }

private slots:
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
