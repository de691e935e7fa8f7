// jgreplicate-cli: every JGReplicate operation without a display.
#include "clicontext.h"
#include "clitext.h"
#include "commands.h"

#include "common/translations.h"
#include "config/siteconfig.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <memory>

#include <cstdio>

using namespace jgr::cli;

namespace {
QList<Command> allCommands()
{
    return adminCommands() + subsetCommands() + engineCommands() + schemaCommands() + conflictCommands() +
           reportCommands() + credentialCommands();
}

void printHelp()
{
    std::fputs(qPrintable(CliText::tr("Usage: jgreplicate-cli [--config FILE] COMMAND [options]\n\n"
                                      "Replicates tables between this site's database and its primary (the JGuiGen "
                                      "design).\n\n"
                                      "Options:\n"
                                      "  --config FILE   site configuration (default: "
                                      "$XDG_CONFIG_HOME/jgreplicate/site.ini)\n"
                                      "  --version       print the version\n"
                                      "  --help          print this help (COMMAND --help: the command's options)\n\n"
                                      "Commands:\n")),
               stdout);
    for (const Command &c : allCommands())
        std::fprintf(stdout, "  %s\n      %s\n", qPrintable(c.usage()), qPrintable(CliText::tr(c.summary)));
    std::fputs(qPrintable(CliText::tr("\nExit codes: 0 ok, 1 failure, 2 usage or configuration, 3 unreachable, 4 "
                                      "busy or locked, 5 clone suspected, 6 schema mismatch, 7 schema update failed, 8 "
                                      "cancelled.\n")),
               stdout);
}

// `report` draws charts and PDF pages with QPainter, which needs fonts: a
// QGuiApplication (no Widgets); every other command runs without it. Without
// a display it draws offscreen.
std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv)
{
    bool report = false;
    for (int i = 1; i < argc; ++i)
        report = report || qstrcmp(argv[i], "report") == 0;
    if (!report)
        return std::make_unique<QCoreApplication>(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QGuiApplication>(argc, argv);
}
} // namespace

int main(int argc, char *argv[])
{
    const auto app = makeApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("jgreplicate"));
    QCoreApplication::setApplicationVersion(QStringLiteral(JGR_VERSION));
    jgr::installTranslations();

    // Global options stand before the command; everything after it is the command's.
    QStringList args = QCoreApplication::arguments().mid(1);
    QString configPath = jgr::config::SiteConfig::defaultPath();
    while (!args.isEmpty() && args.first().startsWith(QLatin1String("--"))) {
        const QString option = args.takeFirst();
        if (option == QLatin1String("--help")) {
            printHelp();
            return 0;
        }
        if (option == QLatin1String("--version")) {
            std::printf("jgreplicate-cli %s\n", JGR_VERSION);
            return 0;
        }
        if (option == QLatin1String("--config") && !args.isEmpty()) {
            configPath = args.takeFirst();
        } else if (option.startsWith(QLatin1String("--config="))) {
            configPath = option.mid(9);
        } else {
            return CliContext::usage(CliText::tr("Unknown option %1 (see --help).").arg(option));
        }
    }
    if (args.isEmpty()) {
        printHelp();
        return 2;
    }
    const QString name = args.takeFirst();
    // --config may also follow the command.
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--config") && i + 1 < args.size()) {
            configPath = args.at(i + 1);
            args.remove(i, 2);
            break;
        }
    }
    for (const Command &c : allCommands()) {
        if (name == QLatin1String(c.name)) {
            CliContext ctx(c, configPath, args);
            return c.run(ctx);
        }
    }
    return CliContext::usage(CliText::tr("Unknown command \"%1\" (see --help).").arg(name));
}
