#pragma once

#include "mailmessage.h"

#include "common/result.h"
#include "config/siteconfig.h"

namespace jgr::alerts {

// Sends mail over SMTP with libcurl (STARTTLS, implicit TLS or plain, with
// AUTH when a user is configured). libcurl is the well-kept SMTP client on
// every Debian machine; it does the protocol, the TLS handshake with
// certificate and host name checks, and the AUTH mechanisms.
class Mailer
{
public:
    // password: from the credentials layer; empty when there is none.
    Mailer(config::SmtpSection settings, QString password);

    bool configured() const { return m_settings.configured(); }
    // Sends one message; the error names the server and what went wrong
    // (never the password).
    Status send(const MailMessage &message) const;

    static constexpr int kTimeoutSeconds = 30;

private:
    config::SmtpSection m_settings;
    QString m_password;
};

// Whether an address is fit for an SMTP envelope and a header: something@host,
// no spaces, brackets or line breaks.
bool isMailAddress(const QString &address);

} // namespace jgr::alerts
