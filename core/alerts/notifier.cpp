#include "notifier.h"

#include "mailer.h"

namespace jgr::alerts {

Notifier::Notifier(config::SiteConfig config, config::Credentials credentials)
    : m_config(std::move(config)), m_credentials(std::move(credentials))
{
}

bool Notifier::enabled() const
{
    return m_config.smtp().configured() && !m_config.adminEmail().isEmpty();
}

Status Notifier::send(const QString &subject, const QString &body) const
{
    const config::SmtpSection &smtp = m_config.smtp();
    QString password;
    if (!smtp.user.isEmpty() && smtp.passwordSource != config::PasswordSource::None) {
        auto p = m_credentials.password(QStringLiteral("smtp"), smtp.passwordSource);
        if (!p)
            return p.error();
        password = p.value();
    }
    MailMessage message;
    message.from = smtp.from.isEmpty() ? m_config.adminEmail() : smtp.from;
    message.to = QStringList{m_config.adminEmail()};
    message.subject = subject;
    message.body = body;
    return Mailer(smtp, password).send(message);
}

} // namespace jgr::alerts
