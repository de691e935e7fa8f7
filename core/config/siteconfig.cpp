#include "siteconfig.h"

#include "db/databasekinds.h"
#include "db/dialect.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

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

// QSettings ends an unquoted value at ';' (its comment sign), and docs/CLI.md's
// options use ';' between driver options. Read such a value from the raw line
// instead: everything after '=' up to a ';' that follows white space.
QString rawValue(const QString &path, const QString &section, const QString &key)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QString current;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(QLatin1Char('[')) && line.endsWith(QLatin1Char(']'))) {
            current = line.mid(1, line.size() - 2).trimmed();
            continue;
        }
        if (current != section || !line.startsWith(key))
            continue;
        const QString rest = line.mid(key.size()).trimmed();
        if (!rest.startsWith(QLatin1Char('=')))
            continue;
        QString value = rest.mid(1).trimmed();
        if (value.startsWith(QLatin1Char('"')) && value.endsWith(QLatin1Char('"')) && value.size() >= 2)
            return value.mid(1, value.size() - 2);
        for (qsizetype i = 1; i < value.size(); ++i)
            if (value.at(i) == QLatin1Char(';') && value.at(i - 1).isSpace())
                return value.left(i).trimmed();
        if (value.startsWith(QLatin1Char(';')))
            return {};
        return value;
    }
    return {};
}

Result<int> intValue(QSettings &s, const QString &path, const QString &key, int defaultValue, int min, int max)
{
    const QVariant v = s.value(key);
    if (!v.isValid() || v.toString().trimmed().isEmpty())
        return defaultValue;
    bool ok = false;
    const int n = v.toString().trimmed().toInt(&ok);
    if (!ok || n < min || n > max)
        return configError(path, key,
                           QCoreApplication::translate("Engine", "\"%1\" is not a whole number from %2 to %3.")
                               .arg(v.toString())
                               .arg(min)
                               .arg(max));
    return n;
}

Result<DatabaseSection> readDatabase(QSettings &s, const QString &path, const QString &section)
{
    DatabaseSection d;
    d.section = section;
    s.beginGroup(section);
    d.driver = s.value(QStringLiteral("driver"), db::embeddedDriver()).toString().trimmed();
    d.database = s.value(QStringLiteral("database")).toString().trimmed();
    d.host = s.value(QStringLiteral("host")).toString().trimmed();
    const bool hasPort = !s.value(QStringLiteral("port")).toString().trimmed().isEmpty();
    d.user = s.value(QStringLiteral("user")).toString().trimmed();
    const QString source = s.value(QStringLiteral("password_source"), QStringLiteral("none")).toString().trimmed();
    const QString tls = s.value(QStringLiteral("tls"), QStringLiteral("verify")).toString().trimmed();
    const bool hasPassword = s.contains(QStringLiteral("password"));
    s.endGroup();
    d.options = rawValue(path, section, QStringLiteral("options"));
    // Read raw: QSettings would turn the comma-separated list into a list.
    const QString hosts = rawValue(path, section, QStringLiteral("hosts")).trimmed();

    const QString where = section + QLatin1Char('/');
    if (!db::supportedDrivers().contains(d.driver))
        return configError(path, where + QStringLiteral("driver"),
                           QCoreApplication::translate("Engine", "\"%1\" is not a driver: use %2.")
                               .arg(d.driver, db::supportedDrivers().join(QStringLiteral(" | "))));
    if (d.database.isEmpty())
        return configError(path, where + QStringLiteral("database"), QStringLiteral("is missing."));
    auto port = intValue(s, path, where + QStringLiteral("port"), 0, 0, 65535);
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
    if (d.options.contains(QStringLiteral("password"), Qt::CaseInsensitive))
        return configError(path, where + QStringLiteral("options"),
                           QCoreApplication::translate("Engine", "must not hold a password; use password_source."));
    if (tls != QLatin1String("verify") && tls != QLatin1String("off"))
        return configError(path, where + QStringLiteral("tls"),
                           QCoreApplication::translate("Engine", "\"%1\" is not verify | off.").arg(tls));
    d.tlsOff = tls == QLatin1String("off");
    return d;
}

void writeDatabase(QSettings &s, const DatabaseSection &d)
{
    s.beginGroup(d.section);
    s.setValue(QStringLiteral("driver"), d.driver);
    s.setValue(QStringLiteral("database"), d.database);
    if (d.nodes.isEmpty()) {
        s.setValue(QStringLiteral("host"), d.host);
        s.setValue(QStringLiteral("port"), d.port > 0 ? QString::number(d.port) : QString());
        s.remove(QStringLiteral("hosts"));
    } else {
        s.setValue(QStringLiteral("hosts"), db::joinEndpoints(d.nodes));
        s.remove(QStringLiteral("host"));
        s.remove(QStringLiteral("port"));
    }
    s.setValue(QStringLiteral("user"), d.user);
    s.setValue(QStringLiteral("options"), d.options);
    if (d.tlsOff)
        s.setValue(QStringLiteral("tls"), QStringLiteral("off"));
    s.setValue(QStringLiteral("password_source"), passwordSourceName(d.passwordSource));
    s.endGroup();
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
    QSettings s(path, QSettings::IniFormat);
    if (s.status() != QSettings::NoError)
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "%1: the file is not a readable INI file.").arg(path));

    SiteConfig c;
    c.m_path = QFileInfo(path).absoluteFilePath();
    c.m_siteName = s.value(QStringLiteral("site/name")).toString().trimmed();
    c.m_adminEmail = s.value(QStringLiteral("site/admin_email")).toString().trimmed();
    if (!s.childGroups().contains(QStringLiteral("local")))
        return configError(path, QStringLiteral("local"),
                           QCoreApplication::translate("Engine", "the section is missing."));
    auto local = readDatabase(s, path, QStringLiteral("local"));
    if (!local)
        return local.error();
    c.m_local = local.value();
    if (db::isFileDriver(c.m_local.driver) && QFileInfo(c.m_local.database).isRelative())
        c.m_local.database = QFileInfo(path).absoluteDir().absoluteFilePath(c.m_local.database);
    if (s.childGroups().contains(QStringLiteral("primary"))) {
        auto primary = readDatabase(s, path, QStringLiteral("primary"));
        if (!primary)
            return primary.error();
        c.m_primary = primary.value();
        if (db::isFileDriver(c.m_primary->driver) && QFileInfo(c.m_primary->database).isRelative())
            c.m_primary->database = QFileInfo(path).absoluteDir().absoluteFilePath(c.m_primary->database);
    }
    if (s.childGroups().contains(QStringLiteral("smtp"))) {
        s.beginGroup(QStringLiteral("smtp"));
        c.m_smtp.host = s.value(QStringLiteral("host")).toString().trimmed();
        c.m_smtp.security = s.value(QStringLiteral("security"), QStringLiteral("starttls")).toString().trimmed();
        c.m_smtp.user = s.value(QStringLiteral("user")).toString().trimmed();
        c.m_smtp.from = s.value(QStringLiteral("from")).toString().trimmed();
        c.m_smtp.caFile = s.value(QStringLiteral("ca_file")).toString().trimmed();
        const QString source = s.value(QStringLiteral("password_source"), QStringLiteral("none")).toString().trimmed();
        const bool hasPassword = s.contains(QStringLiteral("password"));
        s.endGroup();
        auto port = intValue(s, path, QStringLiteral("smtp/port"), 587, 1, 65535);
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
    auto skew = intValue(s, path, QStringLiteral("site/clock_skew_minutes"), 5, 1, 24 * 60);
    if (!skew)
        return skew.error();
    c.m_clockSkewMinutes = skew.value();
    auto minutes = intValue(s, path, QStringLiteral("tray/check_minutes"), 15, 1, 24 * 60);
    if (!minutes)
        return minutes.error();
    c.m_trayCheckMinutes = minutes.value();
    return c;
}

Status SiteConfig::save(const QString &path) const
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile::remove(path);
    {
        QSettings s(path, QSettings::IniFormat);
        s.setValue(QStringLiteral("site/name"), m_siteName);
        s.setValue(QStringLiteral("site/admin_email"), m_adminEmail);
        writeDatabase(s, m_local);
        if (m_primary)
            writeDatabase(s, *m_primary);
        if (m_smtp.configured()) {
            s.beginGroup(QStringLiteral("smtp"));
            s.setValue(QStringLiteral("host"), m_smtp.host);
            s.setValue(QStringLiteral("port"), m_smtp.port);
            s.setValue(QStringLiteral("security"), m_smtp.security);
            s.setValue(QStringLiteral("user"), m_smtp.user);
            s.setValue(QStringLiteral("from"), m_smtp.from);
            if (!m_smtp.caFile.isEmpty())
                s.setValue(QStringLiteral("ca_file"), m_smtp.caFile);
            s.setValue(QStringLiteral("password_source"), passwordSourceName(m_smtp.passwordSource));
            s.endGroup();
        }
        s.setValue(QStringLiteral("tray/check_minutes"), m_trayCheckMinutes);
        if (m_clockSkewMinutes != 5)
            s.setValue(QStringLiteral("site/clock_skew_minutes"), m_clockSkewMinutes);
        s.sync();
        if (s.status() != QSettings::NoError)
            return makeError(
                ExitCode::Failure,
                QCoreApplication::translate("Engine", "Cannot write the configuration file %1.").arg(path));
    }
    return {};
}

} // namespace jgr::config
