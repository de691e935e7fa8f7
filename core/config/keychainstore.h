#pragma once

#include "common/result.h"

#include <QString>

namespace jgr::config {

// Passwords in the desktop keyring through QtKeychain (libsecret on Linux):
// service "jgreplicate", key "<section>@<config path>". The jobs run on a
// thread of their own; the caller, on any thread, waits for one with a
// timeout (a locked keyring may otherwise wait for a prompt forever) and
// runs no event loop meanwhile.
class KeychainStore
{
public:
    static QString keyFor(const QString &section, const QString &configPath);

    static Result<QString> read(const QString &key, int timeoutMs = 15000);
    static Status write(const QString &key, const QString &secret, int timeoutMs = 15000);
};

} // namespace jgr::config
