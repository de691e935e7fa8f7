// jgreplicate: the administration window.
#include "mainwindow.h"

#include "config/siteconfig.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("jgreplicate"));
    QApplication::setApplicationVersion(QStringLiteral(JGR_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("JGReplicate administration window"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("config"), QStringLiteral("Site configuration INI."), QStringLiteral("FILE"),
                      jgr::config::SiteConfig::defaultPath()});
    parser.addOption({QStringLiteral("quit-after"), QStringLiteral("Quit after MS milliseconds (smoke tests)."),
                      QStringLiteral("MS")});
    parser.process(app);
    jgr::ui::MainWindow window(parser.value(QStringLiteral("config")));
    window.show();
    if (parser.isSet(QStringLiteral("quit-after")))
        QTimer::singleShot(parser.value(QStringLiteral("quit-after")).toInt(), &app, &QCoreApplication::quit);
    return app.exec();
}
