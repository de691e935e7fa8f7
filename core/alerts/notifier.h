#pragma once

#include "common/result.h"
#include "config/credentials.h"
#include "config/siteconfig.h"

namespace jgr::alerts {

// Mail to this site's administrator ([site] admin_email) through its [smtp]
// server. The password is fetched only when a message is sent, so that
// sessions without alerts never touch the keychain.
class Notifier
{
public:
    Notifier(config::SiteConfig config, config::Credentials credentials);

    // Both an SMTP host and an administrator address are configured.
    bool enabled() const;
    Status send(const QString &subject, const QString &body) const;

private:
    config::SiteConfig m_config;
    config::Credentials m_credentials;
};

} // namespace jgr::alerts
