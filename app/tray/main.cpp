// jgreplicate-tray: reminds the user when this site is overdue.
#include "tray/traymonitor.h"

#include "config/siteconfig.h"

#include "common/textonly.h"
#include "common/translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <memory>

int main(int argc, char *argv[])
{
    const std::unique_ptr<QCoreApplication> app(jgr::asksForTextOnly(argc, argv) ? new QCoreApplication(argc, argv)
                                                                                 : new QApplication(argc, argv));
    QCoreApplication::setApplicationName(QStringLiteral("jgreplicate-tray"));
    QCoreApplication::setApplicationVersion(QStringLiteral(JGR_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("jgreplicate"));
    jgr::installTranslations();
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("JGReplicate tray monitor"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("config"), QStringLiteral("Site configuration INI."), QStringLiteral("FILE"),
                      jgr::config::SiteConfig::defaultPath()});
    parser.addOption({QStringLiteral("quit-after"), QStringLiteral("Quit after MS milliseconds (smoke tests)."),
                      QStringLiteral("MS")});
    parser.process(*app); // --help and --version end here
    QApplication::setQuitOnLastWindowClosed(false);
    jgr::ui::TrayMonitor monitor(parser.value(QStringLiteral("config")));
    monitor.start();
    if (parser.isSet(QStringLiteral("quit-after")))
        QTimer::singleShot(parser.value(QStringLiteral("quit-after")).toInt(), app.get(), &QCoreApplication::quit);
    return app->exec();
}
