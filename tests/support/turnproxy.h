#pragma once

#include <QAtomicInteger>
#include <QSemaphore>
#include <QString>
#include <QThread>

namespace jgr::test {

// A TCP proxy on 127.0.0.1 in front of a server (a PostgreSQL or MariaDB
// primary) that counts round trips as the network sees them, whatever the
// protocol and with TLS: a round trip starts each time the client sends
// after the server has answered. Optionally it holds each burst back for a
// set time each way, as a slow network would. It runs in a thread of its
// own, so that a session in this process or another one can use it.
class TurnProxy : public QThread
{
    Q_OBJECT

public:
    TurnProxy(QString targetHost, quint16 targetPort, int delayMs = 0);
    ~TurnProxy() override;

    // Starts listening; the port to give clients instead of the server's.
    quint16 listen();
    qint64 roundTrips() const { return m_roundTrips.loadAcquire(); }
    void resetCount() { m_roundTrips.storeRelease(0); }

protected:
    void run() override;

private:
    QString m_targetHost;
    quint16 m_targetPort;
    int m_delayMs;
    QSemaphore m_listening; // run() says when its server listens
    QAtomicInteger<quint16> m_port = 0;
    QAtomicInteger<qint64> m_roundTrips = 0;
};

} // namespace jgr::test
