#include "turnproxy.h"

#include <QEventLoop>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace jgr::test {

namespace {
// Sends `bytes` to `to`, now or after the delay.
void forward(QTcpSocket *to, const QByteArray &bytes, int delayMs)
{
    if (delayMs <= 0) {
        to->write(bytes);
        return;
    }
    QPointer<QTcpSocket> target(to);
    // Precise: a coarse timer may fire a later burst first and scramble the stream.
    QTimer::singleShot(delayMs, Qt::PreciseTimer, to, [target, bytes] {
        if (target)
            target->write(bytes);
    });
}
} // namespace

TurnProxy::TurnProxy(QString targetHost, quint16 targetPort, int delayMs)
    : m_targetHost(std::move(targetHost)), m_targetPort(targetPort), m_delayMs(delayMs)
{
}

TurnProxy::~TurnProxy()
{
    quit();
    wait();
}

quint16 TurnProxy::listen()
{
    start();
    m_listening.acquire();
    return m_port.loadAcquire();
}

void TurnProxy::run()
{
    QTcpServer server;
    server.listen(QHostAddress::LocalHost, 0);
    m_port.storeRelease(server.serverPort());
    m_listening.release();
    QObject::connect(&server, &QTcpServer::newConnection, &server, [this, &server] {
        while (QTcpSocket *client = server.nextPendingConnection()) {
            auto *upstream = new QTcpSocket(client);
            // As the database clients and servers do (TCP_NODELAY): without
            // it Nagle's algorithm holds the proxy's small writes back until
            // an ACK the other side delays, tens of milliseconds a turn.
            client->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            QObject::connect(upstream, &QTcpSocket::connected, client,
                             [=] { upstream->setSocketOption(QAbstractSocket::LowDelayOption, 1); });
            // Whether the server spoke since the client last did: the
            // client's next bytes start a new round trip.
            auto serverAnswered = std::make_shared<bool>(true);
            QObject::connect(client, &QTcpSocket::readyRead, client, [=, this] {
                if (*serverAnswered) {
                    m_roundTrips.fetchAndAddOrdered(1);
                    *serverAnswered = false;
                }
                forward(upstream, client->readAll(), m_delayMs);
            });
            QObject::connect(upstream, &QTcpSocket::readyRead, client, [=, this] {
                *serverAnswered = true;
                forward(client, upstream->readAll(), m_delayMs);
            });
            QObject::connect(client, &QTcpSocket::disconnected, client, [=] {
                upstream->disconnectFromHost();
                client->deleteLater();
            });
            QObject::connect(upstream, &QTcpSocket::disconnected, client, [=] { client->disconnectFromHost(); });
            upstream->connectToHost(m_targetHost, m_targetPort);
        }
    });
    exec();
}

} // namespace jgr::test
