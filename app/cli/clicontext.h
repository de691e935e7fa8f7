#pragma once

#include "common/result.h"
#include "config/connect.h"
#include "config/credentials.h"
#include "config/siteconfig.h"
#include "db/database.h"

#include <QCommandLineParser>
#include <QStringList>

#include <memory>

namespace jgr::cli {

struct Command;

// What every command gets: its own arguments, the configuration path, and
// helpers to load the configuration, open databases and report results in
// the docs/CLI.md way (one clear line on stderr, the exit code).
class CliContext
{
public:
    CliContext(const Command &command, QString configPath, QStringList arguments)
        : m_command(&command), m_configPath(std::move(configPath)), m_arguments(std::move(arguments))
    {
    }
    // The same command and configuration with other arguments (a subcommand's).
    CliContext withArguments(QStringList arguments) const { return {*m_command, m_configPath, std::move(arguments)}; }

    const QStringList &arguments() const { return m_arguments; }
    QString configPath() const { return m_configPath; }

    // Parses the command's own arguments; on an error prints it, sets the
    // exit code and returns false. With --help it prints the command's usage
    // and options, sets exit code 0 and returns false.
    bool parse(QCommandLineParser &parser, const char *command, int *exitCode) const;
    // The command's usage line and what it does, for COMMAND --help; then
    // the options of `parser` when given.
    void printUsage(const QCommandLineParser *parser = nullptr) const;
    // True when the arguments ask for help (for commands without a parser).
    bool helpAsked() const { return m_arguments.contains(QStringLiteral("--help")); }

    // The configuration and the open databases a command works on.
    struct Site
    {
        config::SiteConfig config;
        std::unique_ptr<db::Database> local;
        std::unique_ptr<db::Database> primary; // only when asked for
    };
    // [local] must exist unless `createLocal` (the commands that make a
    // database: init-primary, init-secondary, join).
    Result<Site> openSite(bool withPrimary, config::FileCreation createLocal = config::FileCreation::MustExist) const;

    Result<config::SiteConfig> loadConfig() const;
    config::Credentials credentials(const config::SiteConfig &config) const;
    Result<std::unique_ptr<db::Database>>
    openLocal(const config::SiteConfig &config, config::FileCreation creation = config::FileCreation::MustExist) const;
    Result<std::unique_ptr<db::Database>> openPrimary(const config::SiteConfig &config) const;

    static int fail(const Error &error);
    static int usage(const QString &message);
    static void info(const QString &message);
    static void printJson(const QJsonObject &object);

private:
    const Command *m_command;
    QString m_configPath;
    QStringList m_arguments;
};

} // namespace jgr::cli
