#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

#include <memory>

namespace jgr::test {

// A real SMTP server on 127.0.0.1 (tests/support/smtpsink.py, Debian's
// python3-aiosmtpd) with its own self-signed certificate, storing what it
// receives in a Maildir the test reads back.
class SmtpSink
{
public:
    struct Mail
    {
        QString to;
        QString subject;
        QString body;
    };

    explicit SmtpSink(QString dir) : m_dir(std::move(dir)) {}
    ~SmtpSink();

    // mode: starttls | tls | none; with a user, AUTH is required.
    bool start(const QString &mode, const QString &user, const QString &password, QString *error);
    int port() const { return m_port; }
    QString certificate() const; // the CA file a client must trust
    QList<Mail> mails() const;   // every message received so far, oldest first

private:
    QString m_dir;
    int m_port = 0;
    std::unique_ptr<QProcess> m_process;
};

// A loopback port nobody listens on (for "unreachable" tests).
int closedPort();

} // namespace jgr::test
