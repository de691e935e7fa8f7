// jgreplicate: the administration window.
#include "mainwindow.h"

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
    QCoreApplication::setApplicationName(QStringLiteral("jgreplicate"));
    QCoreApplication::setApplicationVersion(QStringLiteral(JGR_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("jgreplicate"));
    jgr::installTranslations();
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("JGReplicate administration window"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("config"), QStringLiteral("Site configuration INI (default: the last one used)."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("quit-after"), QStringLiteral("Quit after MS milliseconds (smoke tests)."),
                      QStringLiteral("MS")});
    parser.process(*app); // --help and --version end here
    const QString config = parser.isSet(QStringLiteral("config")) ? parser.value(QStringLiteral("config"))
                                                                  : jgr::ui::MainWindow::lastUsedConfiguration();
    jgr::ui::MainWindow window(config);
    window.show();
    if (parser.isSet(QStringLiteral("quit-after")))
        QTimer::singleShot(parser.value(QStringLiteral("quit-after")).toInt(), app.get(), &QCoreApplication::quit);
    return app->exec();
}
