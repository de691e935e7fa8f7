#include "mailmessage.h"

#include <QLocale>
#include <QUuid>

namespace jgr::alerts {

namespace {

QByteArray encodedHeader(const QString &text)
{
    bool ascii = true;
    for (const QChar c : text)
        ascii = ascii && c.unicode() >= 0x20 && c.unicode() < 0x7f;
    if (ascii)
        return text.toLatin1();
    return "=?UTF-8?B?" + text.toUtf8().toBase64() + "?=";
}

QByteArray wrapped(const QByteArray &base64)
{
    QByteArray out;
    for (qsizetype i = 0; i < base64.size(); i += 76)
        out += base64.mid(i, 76) + "\r\n";
    return out;
}

} // namespace

QByteArray MailMessage::toRfc5322(const QDateTime &date, const QString &messageIdDomain) const
{
    // RFC 5322 dates are English whatever the user's locale.
    const QString dateText =
        QLocale::c().toString(date.toUTC(), QStringLiteral("ddd, dd MMM yyyy hh:mm:ss")) + QStringLiteral(" +0000");
    QByteArray m;
    m += "Date: " + dateText.toLatin1() + "\r\n";
    m += "From: " + from.toUtf8() + "\r\n";
    m += "To: " + to.join(QStringLiteral(", ")).toUtf8() + "\r\n";
    m += "Subject: " + encodedHeader(subject) + "\r\n";
    m += "Message-ID: <" + QUuid::createUuid().toString(QUuid::WithoutBraces).toLatin1() + "@" +
         messageIdDomain.toLatin1() + ">\r\n";
    m += "MIME-Version: 1.0\r\n";
    m += "Content-Type: text/plain; charset=UTF-8\r\n";
    m += "Content-Transfer-Encoding: base64\r\n";
    m += "X-Mailer: JGReplicate\r\n\r\n";
    m += wrapped(body.toUtf8().toBase64());
    return m;
}

} // namespace jgr::alerts
