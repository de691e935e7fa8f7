#include "siteconfig.h"

#include "db/databasekinds.h"
#include "db/dialect.h"
#include "db/identifier.h"
#include "inifile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <sys/stat.h>

namespace jgr::config {

namespace {
Error configError(const QString &path, const QString &key, const QString &what)
{
    return makeError(ExitCode::Usage, QStringLiteral("%1: [%2]: %3").arg(path, key, what));
}

std::optional<PasswordSource> parseSource(const QString &text)
{
    if (text == QLatin1String("keychain"))
        return PasswordSource::Keychain;
    if (text == QLatin1String("encrypted-file"))
        return PasswordSource::EncryptedFile;
    if (text == QLatin1String("env"))
        return PasswordSource::Env;
    if (text == QLatin1String("none") || text.isEmpty())
        return PasswordSource::None;
    return std::nullopt;
}

// Whether two sections name one database: one file (by its identity, so a
// symlink or a hard link is seen through), or one database of one server.
bool sameDatabase(const DatabaseSection &a, const DatabaseSection &b)
{
    if (a.driver != b.driver)
        return false;
    if (db::isFileDriver(a.driver)) {
        const QFileInfo fa(a.database);
        const QFileInfo fb(b.database);
        if (fa.exists() && fb.exists()) {
            struct stat sa
            {
            };
            struct stat sb
            {
            };
            if (::stat(QFile::encodeName(fa.absoluteFilePath()).constData(), &sa) == 0 &&
                ::stat(QFile::encodeName(fb.absoluteFilePath()).constData(), &sb) == 0)
                return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
        }
        return QDir::cleanPath(fa.absoluteFilePath()) == QDir::cleanPath(fb.absoluteFilePath());
    }
    const db::DatabaseKind *kind = db::databaseKind(a.driver);
    const auto port = [&](int p) { return p > 0 ? p : (kind ? kind->defaultPort : 0); };
    return a.nodes.isEmpty() && b.nodes.isEmpty() && a.database == b.database &&
           a.host.compare(b.host, Qt::CaseInsensitive) == 0 && port(a.port) == port(b.port);
}

Result<int> intValue(const IniFile &ini, const QString &path, const QString &section, const QString &key,
                     int defaultValue, int min, int max)
{
    const QString v = ini.value(section, key).trimmed();
    if (v.isEmpty())
        return defaultValue;
    bool ok = false;
    const int n = v.toInt(&ok);
    if (!ok || n < min || n > max)
        return configError(path, section + QLatin1Char('/') + key,
                           QCoreApplication::translate("Engine", "\"%1\" is not a whole number from %2 to %3.")
                               .arg(v)
                               .arg(min)
                               .arg(max));
    return n;
}

Result<DatabaseSection> readDatabase(const IniFile &ini, const QString &path, const QString &section)
{
    DatabaseSection d;
    d.section = section;
    const auto value = [&](const char *key, const QString &fallback = {}) {
        return ini.value(section, QLatin1String(key), fallback).trimmed();
    };
    d.driver = value("driver", db::embeddedDriver());
    d.database = value("database");
    d.host = value("host");
    const bool hasPort = !value("port").isEmpty();
    d.user = value("user");
    const QString source = value("password_source", QStringLiteral("none"));
    const QString tls = value("tls", QStringLiteral("verify"));
    const bool hasPassword = ini.contains(section, QStringLiteral("password"));
    d.schema = value("schema");
    d.options = value("options");
    const QString hosts = value("hosts");

    const QString where = section + QLatin1Char('/');
    if (!db::supportedDrivers().contains(d.driver))
        return configError(path, where + QStringLiteral("driver"),
                           QCoreApplication::translate("Engine", "\"%1\" is not a driver: use %2.")
                               .arg(d.driver, db::supportedDrivers().join(QStringLiteral(" | "))));
    if (d.database.isEmpty())
        return configError(path, where + QStringLiteral("database"), QStringLiteral("is missing."));
    auto port = intValue(ini, path, section, QStringLiteral("port"), 0, 0, 65535);
    if (!port)
        return port.error();
    d.port = port.value();
    if (!hosts.isEmpty()) {
        if (db::isFileDriver(d.driver))
            return configError(
                path, where + QStringLiteral("hosts"),
                QCoreApplication::translate("Engine", "a %1 database is a file: remove hosts=.").arg(d.driver));
        if (!d.host.isEmpty() || hasPort)
            return configError(path, where + QStringLiteral("hosts"),
                               QCoreApplication::translate("Engine", "give either hosts= or host= and port=, not "
                                                                     "both: remove host= and port=."));
        auto nodes = db::parseEndpoints(hosts);
        if (!nodes)
            return configError(path, where + QStringLiteral("hosts"), nodes.error().message);
        d.nodes = nodes.value();
    }
    const auto parsedSource = parseSource(source);
    if (!parsedSource)
        return configError(
            path, where + QStringLiteral("password_source"),
            QCoreApplication::translate("Engine", "\"%1\" is not one of keychain | encrypted-file | env | none.")
                .arg(source));
    d.passwordSource = *parsedSource;
    if (hasPassword)
        return configError(path, where + QStringLiteral("password"),
                           QCoreApplication::translate(
                               "Engine", "passwords are never read from the INI file: remove the key and store the "
                                         "password with `jgreplicate-cli credentials set %1`.")
                               .arg(section));
    if (!d.schema.isEmpty()) {
        if (d.driver != QLatin1String("postgresql"))
            return configError(path, where + QStringLiteral("schema"),
                               QCoreApplication::translate("Engine", "is for PostgreSQL: a %1 database holds its "
                                                                     "tables itself. Remove schema=.")
                                   .arg(d.driver));
        if (!db::isValidIdentifier(d.schema))
            return configError(path, where + QStringLiteral("schema"),
                               QCoreApplication::translate("Engine", "\"%1\" is not a schema name JGReplicate can "
                                                                     "use (letters, digits and underscores).")
                                   .arg(d.schema));
    }
    if (d.options.contains(QStringLiteral("password"), Qt::CaseInsensitive))
        return configError(path, where + QStringLiteral("options"),
                           QCoreApplication::translate("Engine", "must not hold a password; use password_source."));
    if (tls != QLatin1String("verify") && tls != QLatin1String("off"))
        return configError(path, where + QStringLiteral("tls"),
                           QCoreApplication::translate("Engine", "\"%1\" is not verify | off.").arg(tls));
    d.tlsOff = tls == QLatin1String("off");
    return d;
}

void writeDatabase(IniFile &ini, const DatabaseSection &d)
{
    const auto set = [&](const char *key, const QString &value) { ini.setValue(d.section, QLatin1String(key), value); };
    set("driver", d.driver);
    set("database", d.database);
    if (d.nodes.isEmpty()) {
        set("host", d.host);
        set("port", d.port > 0 ? QString::number(d.port) : QString());
    } else {
        set("hosts", db::joinEndpoints(d.nodes));
    }
    set("user", d.user);
    if (!d.schema.isEmpty() || ini.contains(d.section, QStringLiteral("schema")))
        set("schema", d.schema);
    set("options", d.options);
    if (d.tlsOff)
        set("tls", QStringLiteral("off"));
    set("password_source", passwordSourceName(d.passwordSource));
}
} // namespace

QStringList DatabaseSection::missing() const
{
    QStringList out;
    const bool file = db::isFileDriver(driver);
    if (database.trimmed().isEmpty())
        out << (file ? QCoreApplication::translate("Engine", "the database file")
                     : QCoreApplication::translate("Engine", "the database name"));
    // No user is a choice (the login's own name, peer authentication).
    return out;
}

QString passwordSourceName(PasswordSource source)
{
    switch (source) {
    case PasswordSource::Keychain:
        return QStringLiteral("keychain");
    case PasswordSource::EncryptedFile:
        return QStringLiteral("encrypted-file");
    case PasswordSource::Env:
        return QStringLiteral("env");
    case PasswordSource::None:
        return QStringLiteral("none");
    }
    return QStringLiteral("none");
}

QString SiteConfig::defaultPath()
{
    QString home = qEnvironmentVariable("XDG_CONFIG_HOME");
    if (home.isEmpty())
        home = QDir::homePath() + QStringLiteral("/.config");
    return home + QStringLiteral("/jgreplicate/site.ini");
}

Result<SiteConfig> SiteConfig::load(const QString &path)
{
    if (!QFileInfo::exists(path))
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "%1: the configuration file does not exist (give --config "
                                                        "FILE, or create it; see docs/CLI.md).")
                                              .arg(path));
    auto read = IniFile::read(path);
    if (!read)
        return read.error();
    const IniFile &ini = read.value();

    SiteConfig c;
    c.m_path = QFileInfo(path).absoluteFilePath();
    c.m_siteName = ini.value(QStringLiteral("site"), QStringLiteral("name")).trimmed();
    c.m_adminEmail = ini.value(QStringLiteral("site"), QStringLiteral("admin_email")).trimmed();
    if (!ini.hasSection(QStringLiteral("local")))
        return configError(path, QStringLiteral("local"),
                           QCoreApplication::translate("Engine", "the section is missing."));
    auto local = readDatabase(ini, path, QStringLiteral("local"));
    if (!local)
        return local.error();
    c.m_local = local.value();
    if (db::isFileDriver(c.m_local.driver) && QFileInfo(c.m_local.database).isRelative())
        c.m_local.database = QFileInfo(path).absoluteDir().absoluteFilePath(c.m_local.database);
    if (ini.hasSection(QStringLiteral("primary"))) {
        auto primary = readDatabase(ini, path, QStringLiteral("primary"));
        if (!primary)
            return primary.error();
        c.m_primary = primary.value();
        if (db::isFileDriver(c.m_primary->driver) && QFileInfo(c.m_primary->database).isRelative())
            c.m_primary->database = QFileInfo(path).absoluteDir().absoluteFilePath(c.m_primary->database);
        if (sameDatabase(c.m_local, *c.m_primary))
            return configError(path, QStringLiteral("primary"),
                               QCoreApplication::translate(
                                   "Engine", "names the same database as [local]: a site replicates with another "
                                             "database. On the master primary leave [primary] out."));
    }
    if (ini.hasSection(QStringLiteral("smtp"))) {
        const QString smtp = QStringLiteral("smtp");
        const auto value = [&](const char *key, const QString &fallback = {}) {
            return ini.value(smtp, QLatin1String(key), fallback).trimmed();
        };
        c.m_smtp.host = value("host");
        c.m_smtp.security = value("security", QStringLiteral("starttls"));
        c.m_smtp.user = value("user");
        c.m_smtp.from = value("from");
        c.m_smtp.caFile = value("ca_file");
        const QString source = value("password_source", QStringLiteral("none"));
        const bool hasPassword = ini.contains(smtp, QStringLiteral("password"));
        auto port = intValue(ini, path, smtp, QStringLiteral("port"), 587, 1, 65535);
        if (!port)
            return port.error();
        c.m_smtp.port = port.value();
        if (hasPassword)
            return configError(path, QStringLiteral("smtp/password"),
                               QCoreApplication::translate(
                                   "Engine", "passwords are never read from the INI file; use password_source."));
        const QStringList securities{QStringLiteral("starttls"), QStringLiteral("tls"), QStringLiteral("none")};
        if (!securities.contains(c.m_smtp.security))
            return configError(
                path, QStringLiteral("smtp/security"),
                QCoreApplication::translate("Engine", "\"%1\" is not starttls | tls | none.").arg(c.m_smtp.security));
        const auto parsed = parseSource(source);
        if (!parsed)
            return configError(
                path, QStringLiteral("smtp/password_source"),
                QCoreApplication::translate("Engine", "\"%1\" is not one of keychain | encrypted-file | env | none.")
                    .arg(source));
        c.m_smtp.passwordSource = *parsed;
    }
    auto skew = intValue(ini, path, QStringLiteral("site"), QStringLiteral("clock_skew_minutes"), 5, 1, 24 * 60);
    if (!skew)
        return skew.error();
    c.m_clockSkewMinutes = skew.value();
    auto minutes = intValue(ini, path, QStringLiteral("tray"), QStringLiteral("check_minutes"), 15, 1, 24 * 60);
    if (!minutes)
        return minutes.error();
    c.m_trayCheckMinutes = minutes.value();
    return c;
}

Status SiteConfig::save(const QString &path) const
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    IniFile ini;
    ini.setValue(QStringLiteral("site"), QStringLiteral("name"), m_siteName);
    ini.setValue(QStringLiteral("site"), QStringLiteral("admin_email"), m_adminEmail);
    if (m_clockSkewMinutes != 5)
        ini.setValue(QStringLiteral("site"), QStringLiteral("clock_skew_minutes"), QString::number(m_clockSkewMinutes));
    writeDatabase(ini, m_local);
    if (m_primary)
        writeDatabase(ini, *m_primary);
    if (m_smtp.configured()) {
        const QString smtp = QStringLiteral("smtp");
        ini.setValue(smtp, QStringLiteral("host"), m_smtp.host);
        ini.setValue(smtp, QStringLiteral("port"), QString::number(m_smtp.port));
        ini.setValue(smtp, QStringLiteral("security"), m_smtp.security);
        ini.setValue(smtp, QStringLiteral("user"), m_smtp.user);
        ini.setValue(smtp, QStringLiteral("from"), m_smtp.from);
        if (!m_smtp.caFile.isEmpty())
            ini.setValue(smtp, QStringLiteral("ca_file"), m_smtp.caFile);
        ini.setValue(smtp, QStringLiteral("password_source"), passwordSourceName(m_smtp.passwordSource));
    }
    ini.setValue(QStringLiteral("tray"), QStringLiteral("check_minutes"), QString::number(m_trayCheckMinutes));
    return ini.write(path);
}

} // namespace jgr::config
