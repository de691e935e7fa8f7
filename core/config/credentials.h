#pragma once

#include "siteconfig.h"

#include "common/result.h"

#include <QProcessEnvironment>

#include <functional>

namespace jgr::config {

// Finds and stores the passwords of a site's [local], [primary] and [smtp]
// sections by their password_source. Passwords stay in memory only as long
// as a connection needs them and are never written to logs or messages.
class Credentials
{
public:
    // Asks the user for the encrypted-file passphrase when JGR_PASSPHRASE is
    // not set (the CLI prompts on the terminal; tests set the variable).
    using PassphraseProvider = std::function<QString()>;

    explicit Credentials(const SiteConfig &config, PassphraseProvider passphrase = {});

    Result<QString> password(const QString &section, PasswordSource source) const;
    Status store(const QString &section, PasswordSource source, const QString &secret) const;

    static QString envVariableFor(const QString &section);
    // This process's environment without the passwords and the passphrase it
    // may have been given (JGR_*_PASSWORD, JGR_PASSPHRASE): for the programs
    // it starts, which must not inherit them.
    static QProcessEnvironment environmentWithoutSecrets();

private:
    Result<QString> passphrase() const;

    QString m_configPath;
    PassphraseProvider m_passphrase;
};

} // namespace jgr::config
