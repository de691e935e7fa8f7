#pragma once

#include "common/result.h"
#include "db/endpoints.h"

#include <QString>

#include <optional>

namespace jgr::config {

enum class PasswordSource
{
    Keychain,
    EncryptedFile,
    Env,
    None
};
QString passwordSourceName(PasswordSource source);

// One database section of the INI ([local] or [primary]).
struct DatabaseSection
{
    QString section; // "local" or "primary"
    QString driver = QStringLiteral("sqlite");
    QString database;
    QString host;
    int port = 0;
    QList<db::Endpoint> nodes; // hosts=: a primary on several servers, instead of host and port
    QString user;
    QString schema; // PostgreSQL only
    QString options;
    bool tlsOff = false;
    PasswordSource passwordSource = PasswordSource::None;

    // What must be filled in before a connection can be tried, in words
    // ("the database file"); empty when nothing is missing.
    QStringList missing() const;
};

struct SmtpSection
{
    QString host;
    int port = 587;
    QString security = QStringLiteral("starttls"); // starttls | tls | none
    QString user;
    QString from;
    QString caFile; // ca_file: a CA to trust for the server's certificate (a private CA); empty = the system's
    PasswordSource passwordSource = PasswordSource::None;

    bool configured() const { return !host.isEmpty(); }
};

// The site configuration of docs/CLI.md, read from and written to an INI
// file (inifile.h: values as written, a key or section given twice refused).
// Every default lives in load(); every error names the file, the key and
// what is wrong.
class SiteConfig
{
public:
    static Result<SiteConfig> load(const QString &path);
    static QString defaultPath();
    // Writes a configuration (demo, new-site wizard, tests). Passwords never.
    Status save(const QString &path) const;

    QString path() const { return m_path; }
    QString siteName() const { return m_siteName; }
    QString adminEmail() const { return m_adminEmail; }
    const DatabaseSection &local() const { return m_local; }
    const std::optional<DatabaseSection> &primary() const { return m_primary; }
    const SmtpSection &smtp() const { return m_smtp; }
    int trayCheckMinutes() const { return m_trayCheckMinutes; }
    // [site] clock_skew_minutes: a larger difference from the primary's clock is reported.
    int clockSkewMinutes() const { return m_clockSkewMinutes; }

    void setSiteName(const QString &name) { m_siteName = name; }
    void setAdminEmail(const QString &email) { m_adminEmail = email; }
    void setLocal(const DatabaseSection &section) { m_local = section; }
    void setPrimary(const std::optional<DatabaseSection> &section) { m_primary = section; }
    void setSmtp(const SmtpSection &smtp) { m_smtp = smtp; }
    void setTrayCheckMinutes(int minutes) { m_trayCheckMinutes = minutes; }
    void setClockSkewMinutes(int minutes) { m_clockSkewMinutes = minutes; }

private:
    QString m_path;
    QString m_siteName;
    QString m_adminEmail;
    DatabaseSection m_local;
    std::optional<DatabaseSection> m_primary;
    SmtpSection m_smtp;
    int m_trayCheckMinutes = 15;
    int m_clockSkewMinutes = 5;
};

} // namespace jgr::config
