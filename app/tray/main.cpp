// jgreplicate-tray: reminds the user when this site is overdue.
#include "tray/traymonitor.h"

#include "config/siteconfig.h"

#include "common/translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("jgreplicate-tray"));
    QApplication::setApplicationVersion(QStringLiteral(JGR_VERSION));
    QApplication::setOrganizationName(QStringLiteral("jgreplicate"));
    jgr::installTranslations();
    QApplication::setQuitOnLastWindowClosed(false);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("JGReplicate tray monitor"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("config"), QStringLiteral("Site configuration INI."), QStringLiteral("FILE"),
                      jgr::config::SiteConfig::defaultPath()});
    parser.addOption({QStringLiteral("quit-after"), QStringLiteral("Quit after MS milliseconds (smoke tests)."),
                      QStringLiteral("MS")});
    parser.process(app);
    jgr::ui::TrayMonitor monitor(parser.value(QStringLiteral("config")));
    monitor.start();
    if (parser.isSet(QStringLiteral("quit-after")))
        QTimer::singleShot(parser.value(QStringLiteral("quit-after")).toInt(), &app, &QCoreApplication::quit);
    return app.exec();
}
