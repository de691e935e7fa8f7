#include "clicontext.h"
#include "clitext.h"
#include "commands.h"

#include "terminal.h"

#include "config/connect.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace jgr::cli {

bool CliContext::parse(QCommandLineParser &parser, const char *command, int *exitCode) const
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help(QStringLiteral("help"), CliText::tr("Show this command's options."));
    parser.addOption(help);
    if (!parser.parse(QStringList{QString::fromLatin1(command)} + m_arguments)) {
        *exitCode = usage(parser.errorText());
        return false;
    }
    if (parser.isSet(help)) {
        printUsage(&parser);
        *exitCode = 0;
        return false;
    }
    return true;
}

void CliContext::printUsage(const QCommandLineParser *parser) const
{
    QString text = CliText::tr("Usage: jgreplicate-cli [--config FILE] %1\n\n%2\n")
                       .arg(m_command->usage(), CliText::tr(m_command->summary));
    if (parser) {
        // Qt's help text starts with its own usage line (the program's name
        // only); the options and arguments follow.
        const QString qtHelp = parser->helpText();
        const qsizetype options = qtHelp.indexOf(QStringLiteral("\nOptions:\n"));
        if (options >= 0)
            text += qtHelp.mid(options);
    }
    std::fputs(text.toLocal8Bit().constData(), stdout);
}

Result<CliContext::Site> CliContext::openSite(bool withPrimary, config::FileCreation createLocal) const
{
    auto config = loadConfig();
    if (!config)
        return config.error();
    Site site{config.value(), nullptr, nullptr};
    auto local = openLocal(site.config, createLocal);
    if (!local)
        return local.error();
    site.local = std::move(local).value();
    if (withPrimary) {
        auto primary = openPrimary(site.config);
        if (!primary)
            return primary.error();
        site.primary = std::move(primary).value();
    }
    return site;
}

Result<config::SiteConfig> CliContext::loadConfig() const
{
    return config::SiteConfig::load(m_configPath);
}

config::Credentials CliContext::credentials(const config::SiteConfig &config) const
{
    return config::Credentials(config, [] {
        return stdinIsTerminal() ? readSecretLine(CliText::tr("Passphrase for the encrypted password file: "))
                                 : QString();
    });
}

Result<std::unique_ptr<db::Database>> CliContext::openLocal(const config::SiteConfig &config,
                                                            config::FileCreation creation) const
{
    return config::openDatabase(config.local(), credentials(config), creation);
}

Result<std::unique_ptr<db::Database>> CliContext::openPrimary(const config::SiteConfig &config) const
{
    if (!config.primary())
        return makeError(ExitCode::Usage,
                         QStringLiteral("%1: there is no [primary] section: this command needs the primary to "
                                        "replicate with.")
                             .arg(config.path()));
    return config::openDatabase(*config.primary(), credentials(config));
}

int CliContext::fail(const Error &error)
{
    std::fprintf(stderr, "jgreplicate-cli: %s\n", error.message.toLocal8Bit().constData());
    return toInt(error.code);
}

int CliContext::usage(const QString &message)
{
    return fail(makeError(ExitCode::Usage, message));
}

void CliContext::info(const QString &message)
{
    std::fprintf(stderr, "%s\n", message.toLocal8Bit().constData());
}

void CliContext::printJson(const QJsonObject &object)
{
    std::fprintf(stdout, "%s\n", QJsonDocument(object).toJson(QJsonDocument::Indented).constData());
    std::fflush(stdout);
}

} // namespace jgr::cli
