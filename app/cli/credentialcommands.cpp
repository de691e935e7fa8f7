// credentials set local|primary|smtp
#include "clicontext.h"
#include "clitext.h"
#include "commands.h"
#include "terminal.h"

namespace jgr::cli {

namespace {
int credentialsCommand(CliContext &ctx)
{
    const QStringList args = ctx.arguments();
    if (ctx.helpAsked()) {
        ctx.printUsage();
        return 0;
    }
    if (args.size() != 2 || args.at(0) != QLatin1String("set"))
        return CliContext::usage(CliText::tr("usage: credentials set local|primary|smtp (the password is read from "
                                             "standard input)."));
    const QString section = args.at(1);
    auto config = ctx.loadConfig();
    if (!config)
        return CliContext::fail(config.error());
    config::PasswordSource source = config::PasswordSource::None;
    if (section == QLatin1String("local")) {
        source = config.value().local().passwordSource;
    } else if (section == QLatin1String("primary")) {
        if (!config.value().primary())
            return CliContext::usage(CliText::tr("%1 has no [primary] section.").arg(config.value().path()));
        source = config.value().primary()->passwordSource;
    } else if (section == QLatin1String("smtp")) {
        source = config.value().smtp().passwordSource;
    } else {
        return CliContext::usage(CliText::tr("Unknown section \"%1\": use local, primary or smtp.").arg(section));
    }
    const QString secret = readSecretLine(CliText::tr("Password for [%1]: ").arg(section));
    if (secret.isEmpty())
        return CliContext::usage(CliText::tr("No password given on standard input."));
    const Status stored = ctx.credentials(config.value()).store(section, source, secret);
    if (!stored)
        return CliContext::fail(stored.error());
    CliContext::info(CliText::tr("Password for [%1] stored (%2).").arg(section, config::passwordSourceName(source)));
    return 0;
}
} // namespace

QList<Command> credentialCommands()
{
    return {{"credentials", "set local|primary|smtp",
             QT_TRANSLATE_NOOP(
                 "CliText",
                 "Store the password of an INI section, read from standard input, where its password_source says."),
             credentialsCommand}};
}

} // namespace jgr::cli
