// [primary] hosts=: a primary listed as several servers. The session reaches
// the first server of the list that answers and accepts writes, and says
// which; a list where none does is an error that names every entry.
#include "testdatabases.h"

#include "db/clusternodes.h"
#include "db/database.h"

#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;

namespace {
// A port on 127.0.0.1 where nothing listens: a server that is down.
int deadPort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost);
    const int port = probe.serverPort();
    probe.close();
    return port;
}

void addServerBackends()
{
    QTest::addColumn<Backend>("backend");
    QTest::newRow("postgresql") << Backend::Postgres;
    QTest::newRow("mariadb") << Backend::MariaDb;
}
} // namespace

class TestClusterNodes : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void aDownServerIsPassedOver_data() { addServerBackends(); }
    void aDownServerIsPassedOver()
    {
        QFETCH(Backend, backend);
        JGR_FRESH_DB(params, backend, QStringLiteral("nodes"), m_dir.path());
        db::ConnectionParams listed = params;
        listed.nodes = {{QStringLiteral("127.0.0.1"), deadPort()}, {params.host, params.port}};
        listed.host.clear();
        listed.port = 0;
        auto opened = db::Database::open(listed, QStringLiteral("primary"));
        QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
        db::Database &db = *opened.value();
        QCOMPARE(db.server().port, params.port);
        QVERIFY2(db.description().contains(QString::number(params.port)), qPrintable(db.description()));
        QVERIFY2(db::servedByNote(db).contains(db.server().text()), qPrintable(db::servedByNote(db)));
        // The connection is a working one, with the session's settings.
        QVERIFY(db.run(QStringLiteral("CREATE TABLE t (a INTEGER)")).ok());
        QVERIFY(db.run(QStringLiteral("INSERT INTO t VALUES (1)")).ok());
        auto n = db.scalar(QStringLiteral("SELECT COUNT(*) FROM t"));
        QVERIFY(n.ok());
        QCOMPARE(n.value().toInt(), 1);
        // What finding the server cost is not counted as the session's.
        QCOMPARE(db.statements(), qint64(3));
    }

    void noServerAnsweringNamesEveryEntry_data() { addServerBackends(); }
    void noServerAnsweringNamesEveryEntry()
    {
        QFETCH(Backend, backend);
        JGR_FRESH_DB(params, backend, QStringLiteral("nodes_down"), m_dir.path());
        db::ConnectionParams listed = params;
        const int first = deadPort();
        const int second = deadPort() == first ? first + 1 : deadPort();
        listed.nodes = {{QStringLiteral("127.0.0.1"), first}, {QStringLiteral("127.0.0.1"), second}};
        listed.host.clear();
        listed.port = 0;
        auto opened = db::Database::open(listed, QStringLiteral("primary"));
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().code, ExitCode::Unreachable);
        const QString message = opened.error().message;
        QVERIFY2(message.contains(QString::number(first)), qPrintable(message));
        QVERIFY2(message.contains(QString::number(second)), qPrintable(message));
        QVERIFY2(!message.contains(params.password), "the password is never shown");
        // Each server once, with what its driver said; what to do once, at
        // the end, not after every server.
        QCOMPARE(message.count(QStringLiteral("127.0.0.1:%1").arg(first)), 1);
        QCOMPARE(message.count(QStringLiteral("127.0.0.1:%1").arg(second)), 1);
        QCOMPARE(message.count(QStringLiteral("[primary] section")), 1);
        QVERIFY2(message.trimmed().endsWith(QStringLiteral("[primary] section of the configuration.")) ||
                     message.trimmed().endsWith(QStringLiteral("[primary] section of the configuration and the "
                                                               "server.")),
                 qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TestClusterNodes)
#include "test_cluster_nodes.moc"
