#include "mailer.h"

#include "common/logging.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <curl/curl.h>

#include <cstring>
#include <memory>
#include <mutex>

namespace jgr::alerts {

namespace {

struct Upload
{
    QByteArray data;
    qsizetype offset = 0;
};

size_t readChunk(char *buffer, size_t size, size_t count, void *userData)
{
    auto *upload = static_cast<Upload *>(userData);
    const size_t room = size * count;
    const size_t left = size_t(upload->data.size() - upload->offset);
    const size_t n = std::min(room, left);
    std::memcpy(buffer, upload->data.constData() + upload->offset, n);
    upload->offset += qsizetype(n);
    return n;
}

void initCurlOnce()
{
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

struct CurlDeleter
{
    void operator()(CURL *c) const { curl_easy_cleanup(c); }
};
struct ListDeleter
{
    void operator()(curl_slist *l) const { curl_slist_free_all(l); }
};

} // namespace

bool isMailAddress(const QString &address)
{
    static const QRegularExpression re(QStringLiteral(R"(^[^\s<>@,;"]+@[A-Za-z0-9.-]+$)"));
    return re.match(address).hasMatch();
}

Mailer::Mailer(config::SmtpSection settings, QString password)
    : m_settings(std::move(settings)), m_password(std::move(password))
{
}

Status Mailer::send(const MailMessage &message) const
{
    const QString server = QStringLiteral("%1:%2").arg(m_settings.host).arg(m_settings.port);
    const auto failed = [&](const QString &what) {
        return makeError(ExitCode::Failure, QCoreApplication::translate("Engine", "E-mail through %1 (%2) failed: %3")
                                                .arg(server, m_settings.security, what));
    };
    if (!m_settings.configured())
        return failed(QCoreApplication::translate("Engine", "no [smtp] host is configured."));
    if (!isMailAddress(message.from))
        return failed(QCoreApplication::translate("Engine", "the sender \"%1\" is not an e-mail address ([smtp] from).")
                          .arg(message.from));
    if (message.to.isEmpty())
        return failed(QCoreApplication::translate("Engine", "no recipient ([site] admin_email is empty)."));
    for (const QString &to : message.to)
        if (!isMailAddress(to))
            return failed(
                QCoreApplication::translate("Engine", "the recipient \"%1\" is not an e-mail address.").arg(to));

    initCurlOnce();
    std::unique_ptr<CURL, CurlDeleter> curl(curl_easy_init());
    if (!curl)
        return failed(QCoreApplication::translate("Engine", "libcurl could not start."));
    CURL *c = curl.get();
    const bool implicitTls = m_settings.security == QLatin1String("tls");
    const QByteArray url = (implicitTls ? QStringLiteral("smtps://%1:%2/") : QStringLiteral("smtp://%1:%2/"))
                               .arg(m_settings.host)
                               .arg(m_settings.port)
                               .toUtf8();
    curl_easy_setopt(c, CURLOPT_URL, url.constData());
    curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "smtp,smtps");
    if (m_settings.security == QLatin1String("starttls"))
        curl_easy_setopt(c, CURLOPT_USE_SSL, long(CURLUSESSL_ALL)); // STARTTLS or fail, never plain
    curl_easy_setopt(c, CURLOPT_SSL_VERIFYPEER, 1L);
    curl_easy_setopt(c, CURLOPT_SSL_VERIFYHOST, 2L);
    const QByteArray caFile = m_settings.caFile.toLocal8Bit();
    if (!caFile.isEmpty())
        curl_easy_setopt(c, CURLOPT_CAINFO, caFile.constData());
    const QByteArray user = m_settings.user.toUtf8();
    const QByteArray password = m_password.toUtf8();
    if (!user.isEmpty()) {
        curl_easy_setopt(c, CURLOPT_USERNAME, user.constData());
        curl_easy_setopt(c, CURLOPT_PASSWORD, password.constData());
        if (m_settings.security == QLatin1String("none"))
            qCWarning(lcAlerts) << "sending an SMTP password without TLS to" << server;
    }
    const QByteArray from = QByteArray("<") + message.from.toUtf8() + ">";
    curl_easy_setopt(c, CURLOPT_MAIL_FROM, from.constData());
    curl_slist *rawList = nullptr;
    for (const QString &to : message.to)
        rawList = curl_slist_append(rawList, QByteArray(QByteArray("<") + to.toUtf8() + ">").constData());
    std::unique_ptr<curl_slist, ListDeleter> recipients(rawList);
    curl_easy_setopt(c, CURLOPT_MAIL_RCPT, recipients.get());

    Upload upload;
    upload.data = message.toRfc5322(QDateTime::currentDateTimeUtc(), m_settings.host);
    curl_easy_setopt(c, CURLOPT_READFUNCTION, &readChunk);
    curl_easy_setopt(c, CURLOPT_READDATA, &upload);
    curl_easy_setopt(c, CURLOPT_UPLOAD, 1L);
    curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT, 10L);
    curl_easy_setopt(c, CURLOPT_TIMEOUT, long(kTimeoutSeconds));
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L); // safe on worker threads
    char errorBuffer[CURL_ERROR_SIZE] = {};
    curl_easy_setopt(c, CURLOPT_ERRORBUFFER, errorBuffer);

    const CURLcode rc = curl_easy_perform(c);
    if (rc != CURLE_OK) {
        QString detail = QString::fromUtf8(errorBuffer).trimmed();
        if (detail.isEmpty())
            detail = QString::fromUtf8(curl_easy_strerror(rc));
        return failed(detail + QLatin1Char('.'));
    }
    qCInfo(lcAlerts) << "mail sent to" << message.to << "through" << server;
    return {};
}

} // namespace jgr::alerts
