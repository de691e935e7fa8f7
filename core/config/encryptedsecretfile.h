#pragma once

#include "common/result.h"

#include <QString>

namespace jgr::config {

// The encrypted-file password source: one file next to the INI
// (<ini>.secrets) with a line per section, each AES-256-GCM encrypted under a
// key derived from a passphrase with scrypt and bound to its section. For
// servers without a keyring. A passphrase has at least 12 characters.
class EncryptedSecretFile
{
public:
    explicit EncryptedSecretFile(QString path) : m_path(std::move(path)) {}
    static QString pathFor(const QString &iniPath) { return iniPath + QStringLiteral(".secrets"); }

    Result<QString> read(const QString &section, const QString &passphrase) const;
    Status write(const QString &section, const QString &secret, const QString &passphrase) const;
    // Whether the section's entry is in the format write() makes (not one
    // of an earlier version, which is still read).
    bool isCurrentFormat(const QString &section) const;

private:
    QString m_path;
};

} // namespace jgr::config
