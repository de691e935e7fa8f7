#include "credentials.h"

#include "encryptedsecretfile.h"
#include "keychainstore.h"

#include <QCoreApplication>

namespace jgr::config {

Credentials::Credentials(const SiteConfig &config, PassphraseProvider passphrase)
    : m_configPath(config.path()), m_passphrase(std::move(passphrase))
{
}

QString Credentials::envVariableFor(const QString &section)
{
    return QStringLiteral("JGR_%1_PASSWORD").arg(section.toUpper());
}

QProcessEnvironment Credentials::environmentWithoutSecrets()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &name : env.keys())
        if (name == QLatin1String("JGR_PASSPHRASE") ||
            (name.startsWith(QLatin1String("JGR_")) && name.endsWith(QLatin1String("_PASSWORD"))))
            env.remove(name);
    return env;
}

Result<QString> Credentials::passphrase() const
{
    const QString fromEnv = qEnvironmentVariable("JGR_PASSPHRASE");
    if (!fromEnv.isEmpty())
        return fromEnv;
    if (m_passphrase) {
        const QString typed = m_passphrase();
        if (!typed.isEmpty())
            return typed;
    }
    return makeError(ExitCode::Usage,
                     QCoreApplication::translate("Engine", "The encrypted password file needs a passphrase: set "
                                                           "JGR_PASSPHRASE or run on a terminal."));
}

Result<QString> Credentials::password(const QString &section, PasswordSource source) const
{
    switch (source) {
    case PasswordSource::None:
        return QString();
    case PasswordSource::Env: {
        const QString name = envVariableFor(section);
        if (!qEnvironmentVariableIsSet(name.toLatin1().constData()))
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate("Engine", "[%1] password_source=env but %2 is not set.")
                                 .arg(section, name));
        return qEnvironmentVariable(name.toLatin1().constData());
    }
    case PasswordSource::Keychain:
        return KeychainStore::read(KeychainStore::keyFor(section, m_configPath));
    case PasswordSource::EncryptedFile: {
        auto pass = passphrase();
        if (!pass)
            return pass.error();
        return EncryptedSecretFile(EncryptedSecretFile::pathFor(m_configPath)).read(section, pass.value());
    }
    }
    return QString();
}

Status Credentials::store(const QString &section, PasswordSource source, const QString &secret) const
{
    switch (source) {
    case PasswordSource::None:
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate(
                             "Engine", "[%1] password_source is none: set it to keychain or encrypted-file first.")
                             .arg(section));
    case PasswordSource::Env:
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "[%1] password_source is env: the password comes from %2, "
                                                        "nothing to store.")
                                              .arg(section, envVariableFor(section)));
    case PasswordSource::Keychain:
        return KeychainStore::write(KeychainStore::keyFor(section, m_configPath), secret);
    case PasswordSource::EncryptedFile: {
        auto pass = passphrase();
        if (!pass)
            return pass.error();
        return EncryptedSecretFile(EncryptedSecretFile::pathFor(m_configPath)).write(section, secret, pass.value());
    }
    }
    return {};
}

} // namespace jgr::config
