#include "smtpsink.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTcpServer>

#include <algorithm>
#include <tuple>

namespace jgr::test {

namespace {

int freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

// "=?UTF-8?B?...?=" encoded words, as the mailer writes non-ASCII subjects.
QString decodedHeader(const QByteArray &raw)
{
    const QByteArray v = raw.trimmed();
    if (v.startsWith("=?UTF-8?B?") && v.endsWith("?="))
        return QString::fromUtf8(QByteArray::fromBase64(v.mid(10, v.size() - 12)));
    return QString::fromUtf8(v);
}

} // namespace

int closedPort()
{
    return freePort(); // the probe closed it again
}

SmtpSink::~SmtpSink()
{
    if (m_process) {
        m_process->terminate();
        if (!m_process->waitForFinished(5000))
            m_process->kill();
        m_process->waitForFinished(2000);
    }
}

QString SmtpSink::certificate() const
{
    return QDir(m_dir).filePath(QStringLiteral("smtp-cert.pem"));
}

bool SmtpSink::start(const QString &mode, const QString &user, const QString &password, QString *error)
{
    const QString key = QDir(m_dir).filePath(QStringLiteral("smtp-key.pem"));
    QProcess openssl;
    openssl.start(QStringLiteral("openssl"),
                  {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                   QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-days"), QStringLiteral("2"),
                   QStringLiteral("-subj"), QStringLiteral("/CN=localhost"), QStringLiteral("-addext"),
                   QStringLiteral("subjectAltName=DNS:localhost,IP:127.0.0.1"), QStringLiteral("-keyout"), key,
                   QStringLiteral("-out"), certificate()});
    if (!openssl.waitForFinished(60000) || openssl.exitCode() != 0) {
        *error = QStringLiteral("openssl could not make a certificate: ") +
                 QString::fromUtf8(openssl.readAllStandardError());
        return false;
    }
    m_port = freePort();
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    QStringList args{QStringLiteral(JGR_SOURCE_DIR "/tests/support/smtpsink.py"),
                     QString::number(m_port),
                     QDir(m_dir).filePath(QStringLiteral("maildir")),
                     mode,
                     certificate(),
                     key};
    if (!user.isEmpty())
        args << user << password;
    m_process->start(QStringLiteral("/usr/bin/python3"), args);
    if (!m_process->waitForStarted(10000)) {
        *error = QStringLiteral("cannot start the SMTP sink: ") + m_process->errorString();
        return false;
    }
    while (!m_process->canReadLine()) {
        if (!m_process->waitForReadyRead(30000)) {
            *error =
                QStringLiteral("the SMTP sink did not start: ") + QString::fromUtf8(m_process->readAllStandardError());
            return false;
        }
    }
    const QByteArray line = m_process->readLine().trimmed();
    if (line != "ready") {
        *error = QStringLiteral("the SMTP sink said: ") + QString::fromUtf8(line);
        return false;
    }
    return true;
}

QList<SmtpSink::Mail> SmtpSink::mails() const
{
    QDir dir(QDir(m_dir).filePath(QStringLiteral("maildir/new")));
    // Maildir names are "<seconds>.M<microseconds>P<pid>Q<count>.<host>"; the
    // microseconds are not zero-padded, so the names sort by their numbers.
    QFileInfoList files = dir.entryInfoList(QDir::Files);
    const auto deliveredAt = [](const QFileInfo &f) {
        static const QRegularExpression re(QStringLiteral(R"(^(\d+)\.M(\d+)P\d+Q(\d+))"));
        const auto m = re.match(f.fileName());
        return std::make_tuple(m.captured(1).toLongLong(), m.captured(2).toLongLong(), m.captured(3).toLongLong());
    };
    std::sort(files.begin(), files.end(),
              [&](const QFileInfo &a, const QFileInfo &b) { return deliveredAt(a) < deliveredAt(b); });
    QList<Mail> out;
    for (const QFileInfo &f : files) {
        QFile file(f.absoluteFilePath());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        QByteArray raw = file.readAll();
        raw.replace("\r\n", "\n");
        const qsizetype split = raw.indexOf("\n\n");
        const QByteArray head = raw.left(split);
        Mail mail;
        bool base64 = false;
        for (const QByteArray &line : head.split('\n')) {
            const qsizetype colon = line.indexOf(':');
            const QByteArray name = line.left(colon).toLower();
            const QByteArray value = line.mid(colon + 1);
            if (name == "subject")
                mail.subject = decodedHeader(value);
            else if (name == "to")
                mail.to = QString::fromUtf8(value.trimmed());
            else if (name == "content-transfer-encoding")
                base64 = value.trimmed().toLower() == "base64";
        }
        const QByteArray body = raw.mid(split + 2);
        mail.body = QString::fromUtf8(base64 ? QByteArray::fromBase64(body) : body);
        out << mail;
    }
    return out;
}

} // namespace jgr::test
