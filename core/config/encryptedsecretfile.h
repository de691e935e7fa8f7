#pragma once

#include "common/result.h"

#include <QString>

namespace jgr::config {

// The encrypted-file password source: one file next to the INI
// (<ini>.secrets) with a line per section, each AES-256-GCM encrypted under a
// key derived from a passphrase with scrypt. For servers without a keyring.
class EncryptedSecretFile
{
public:
    explicit EncryptedSecretFile(QString path) : m_path(std::move(path)) {}
    static QString pathFor(const QString &iniPath) { return iniPath + QStringLiteral(".secrets"); }

    Result<QString> read(const QString &section, const QString &passphrase) const;
    Status write(const QString &section, const QString &secret, const QString &passphrase) const;

private:
    QString m_path;
};

} // namespace jgr::config
