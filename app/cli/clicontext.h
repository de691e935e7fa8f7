#pragma once

#include "common/result.h"
#include "config/credentials.h"
#include "config/siteconfig.h"
#include "db/database.h"

#include <QCommandLineParser>
#include <QStringList>

#include <memory>

namespace jgr::cli {

// What every command gets: its own arguments, the configuration path, and
// helpers to load the configuration, open databases and report results in
// the CLI.md way (one clear line on stderr, the exit code).
class CliContext
{
public:
    CliContext(QString configPath, QStringList arguments)
        : m_configPath(std::move(configPath)), m_arguments(std::move(arguments))
    {
    }

    const QStringList &arguments() const { return m_arguments; }
    QString configPath() const { return m_configPath; }

    // Parses the command's own arguments; on an error prints it, sets the
    // exit code and returns false.
    bool parse(QCommandLineParser &parser, const char *command, int *exitCode) const;

    // The configuration and the open databases a command works on.
    struct Site
    {
        config::SiteConfig config;
        std::unique_ptr<db::Database> local;
        std::unique_ptr<db::Database> primary; // only when asked for
    };
    Result<Site> openSite(bool withPrimary) const;

    Result<config::SiteConfig> loadConfig() const;
    config::Credentials credentials(const config::SiteConfig &config) const;
    Result<std::unique_ptr<db::Database>> openLocal(const config::SiteConfig &config) const;
    Result<std::unique_ptr<db::Database>> openPrimary(const config::SiteConfig &config) const;

    static int fail(const Error &error);
    static int usage(const QString &message);
    static void info(const QString &message);
    static void printJson(const QJsonObject &object);

private:
    QString m_configPath;
    QStringList m_arguments;
};

} // namespace jgr::cli
