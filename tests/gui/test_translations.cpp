// German and Spanish: the .ts files cover every string of the sources (no
// unfinished or vanished entries after lupdate), and the window speaks
// German when LANGUAGE=de (ctest sets it for this test).
#include "common/translations.h"
#include "mainwindow.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace jgr;

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void tsFilesAreComplete_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("es") << QStringLiteral("es");
        QTest::newRow("en (plural forms)") << QStringLiteral("en");
    }
    void tsFilesAreComplete()
    {
        QFETCH(QString, language);
        // Refresh a copy from today's sources: a string added without a
        // translation shows up as unfinished, one removed as vanished.
        QTemporaryDir dir;
        const QString ts = QDir(dir.path()).filePath(QStringLiteral("copy.ts"));
        QVERIFY(QFile::copy(QStringLiteral(JGR_SOURCE_DIR "/translations/jgreplicate_%1.ts").arg(language), ts));
        QFile::setPermissions(ts, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(JGR_SOURCE_DIR));
        const QStringList pluralOnly =
            language == QLatin1String("en") ? QStringList{QStringLiteral("-pluralonly")} : QStringList{};
        lupdate.start(QStringLiteral(JGR_LUPDATE),
                      pluralOnly + QStringList{QStringLiteral("-silent"), QStringLiteral("-locations"),
                                               QStringLiteral("none"), QStringLiteral("ui"), QStringLiteral("app"),
                                               QStringLiteral("core"), QStringLiteral("-ts"), ts});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        QFile file(ts);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        int messages = 0;
        QStringList problems;
        QString source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("message"))
                ++messages;
            else if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QStringLiteral("type")).toString();
                if (!type.isEmpty())
                    problems << QStringLiteral("%1: %2").arg(type, source);
            }
        }
        QVERIFY(!xml.hasError());
        QVERIFY(messages > (language == QLatin1String("en") ? 5 : 300));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void commandLineSpeaksGermanAndSpanish()
    {
        for (const auto &[language, expected] :
             {std::pair{"de", "Aufruf: jgreplicate-cli"}, std::pair{"es", "Uso: jgreplicate-cli"}}) {
            QProcess cli;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("LANGUAGE"), QLatin1String(language));
            cli.setProcessEnvironment(env);
            cli.start(qEnvironmentVariable("JGR_CLI"), {QStringLiteral("--help")});
            QVERIFY(cli.waitForFinished(30000));
            const QString out = QString::fromUtf8(cli.readAllStandardOutput());
            QVERIFY2(out.contains(QLatin1String(expected)), qPrintable(out));
        }
    }

    void windowSpeaksGermanUnderLanguageDe()
    {
        QCOMPARE(qEnvironmentVariable("LANGUAGE"), QStringLiteral("de"));
        QCOMPARE(installTranslations(), QStringLiteral("de"));
        QTemporaryDir dir;
        ui::MainWindow window(QDir(dir.path()).filePath(QStringLiteral("none.ini")));
        window.show();
        auto *navigation = window.findChild<QListWidget *>();
        QVERIFY(navigation);
        QStringList items;
        for (int i = 0; i < navigation->count(); ++i)
            items << navigation->item(i)->text();
        QVERIFY2(items.contains(QStringLiteral("Übersicht")) && items.contains(QStringLiteral("Jetzt replizieren")) &&
                     items.contains(QStringLiteral("Standorte")) && items.contains(QStringLiteral("Berichte")),
                 qPrintable(items.join(QStringLiteral(", "))));
        QStringList menus;
        for (QAction *a : window.menuBar()->actions())
            menus << a->text();
        QVERIFY2(menus.contains(QStringLiteral("&Datei")), qPrintable(menus.join(QStringLiteral(", "))));
        bool save = false;
        for (QPushButton *b : window.findChildren<QPushButton *>())
            save = save || b->text() == QStringLiteral("&Speichern");
        QVERIFY(save);
    }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
