// jgreplicate: the administration window.
#include "mainwindow.h"

#include "common/translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("jgreplicate"));
    QApplication::setApplicationVersion(QStringLiteral(JGR_VERSION));
    QApplication::setOrganizationName(QStringLiteral("jgreplicate"));
    jgr::installTranslations();
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("JGReplicate administration window"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("config"), QStringLiteral("Site configuration INI (default: the last one used)."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("quit-after"), QStringLiteral("Quit after MS milliseconds (smoke tests)."),
                      QStringLiteral("MS")});
    parser.process(app);
    const QString config = parser.isSet(QStringLiteral("config")) ? parser.value(QStringLiteral("config"))
                                                                  : jgr::ui::MainWindow::lastUsedConfiguration();
    jgr::ui::MainWindow window(config);
    window.show();
    if (parser.isSet(QStringLiteral("quit-after")))
        QTimer::singleShot(parser.value(QStringLiteral("quit-after")).toInt(), &app, &QCoreApplication::quit);
    return app.exec();
}
