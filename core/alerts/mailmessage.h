#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

namespace jgr::alerts {

// A plain-text e-mail, and its RFC 5322 form: UTF-8 headers encoded where
// needed, the body in base64 so that no line length or leading dot can
// break the SMTP transfer.
struct MailMessage
{
    QString from;
    QStringList to;
    QString subject;
    QString body;

    QByteArray toRfc5322(const QDateTime &date, const QString &messageIdDomain) const;
};

} // namespace jgr::alerts
