// A PostgreSQL primary that fails over to its streaming standby, named by
// `[primary] hosts=primary,standby` at every site. With a synchronous standby
// the sites go on after the promote as if nothing happened (the randomised
// workload of tests/support/randomworkload.h runs before and after it):
// nothing lost, nothing twice. With an asynchronous standby that lagged, the sites whose
// sessions the promoted standby never received stop with a message that says
// so, and `move-to-primary --again` brings back what it lost.
#include "atpush.h"
#include "cli.h"
#include "cluster.h"
#include "randomworkload.h"
#include "serverscript.h"
#include "workload.h"

#include <QMap>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;
using test::Workload;

namespace {

// The pair of servers of tests/support/pg-standby-pair.sh.
class StandbyPair
{
public:
    explicit StandbyPair(const QString &dir) : m_script(QStringLiteral("pg-standby-pair.sh"), dir) {}

    bool start(const QString &mode, QString *error)
    {
        const QMap<QString, QString> values = m_script.start({mode}, error);
        m_server.driver = QStringLiteral("postgresql");
        m_server.host = QStringLiteral("127.0.0.1");
        m_server.port = values.value(QStringLiteral("PRIMARY_PORT")).toInt();
        m_server.user = QStringLiteral("jgr");
        m_server.password = values.value(QStringLiteral("PASSWORD"));
        m_server.options = QStringLiteral("sslmode=verify-full;sslrootcert=") + values.value(QStringLiteral("CA"));
        m_standbyPort = values.value(QStringLiteral("STANDBY_PORT")).toInt();
        return m_server.port > 0 && m_standbyPort > 0;
    }
    bool detachStandby() { return m_script.run({QStringLiteral("detach")}); }
    bool killPrimary() { return m_script.run({QStringLiteral("kill-primary")}); }
    bool promoteStandby() { return m_script.run({QStringLiteral("promote")}); }

    const db::ConnectionParams &primaryServer() const { return m_server; }
    QList<db::Endpoint> servers() const { return {{m_server.host, m_server.port}, {m_server.host, m_standbyPort}}; }
    int standbyPort() const { return m_standbyPort; }

private:
    test::ServerScript m_script;
    db::ConnectionParams m_server;
    int m_standbyPort = 0;
};

// A pair of servers in a folder of its own, and three SQLite sites of a
// primary database on it, named by hosts=primary,standby.
struct Rig
{
    QTemporaryDir dir;
    StandbyPair pair{dir.filePath(QStringLiteral("servers"))};
    Cluster cluster{dir.path()};
    Workload work{cluster};

    // The pair started in `mode`, the sites joined and a first round of the
    // workload replicated everywhere. Empty when all went well, else what
    // failed.
    QString start(const QString &mode)
    {
        QString error;
        if (!pair.start(mode, &error))
            return error;
        cluster.setPrimaryServer(pair.primaryServer());
        if (!cluster.setUp(Backend::Postgres, {Backend::Sqlite, Backend::Sqlite, Backend::Sqlite}, &error) ||
            !cluster.listPrimaryServers(pair.servers(), &error))
            return error;
        if (!cluster.replicateUntilQuiet() || !work.round(0) || !cluster.replicateUntilQuiet())
            return Cluster::lastError();
        return {};
    }
};

} // namespace

class TestFailover : public QObject
{
    Q_OBJECT

private slots:
    void synchronousStandbyPromotedMidSession()
    {
        Rig rig;
        QString error = rig.start(QStringLiteral("sync"));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        StandbyPair &pair = rig.pair;
        Cluster &cluster = rig.cluster;
        Workload &work = rig.work;

        // Beside the workload's rounds, the random one (the primary's own
        // writes included) before and after the promote.
        test::RandomWorkload random(cluster, 7, false);
        QString failed = random.steps(40);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        QVERIFY2(work.round(1), qPrintable(Cluster::lastError()));
        QVERIFY(cluster.replicate(1).ok());
        QVERIFY(cluster.replicate(2).ok());
        bool killed = false;
        test::AtPush kill(QStringLiteral("items"), [&] { killed = pair.killPrimary(); });
        const engine::SessionResult cut = cluster.replicate(0, &kill);
        QVERIFY(killed);
        QVERIFY2(cut.exitCode == ExitCode::Unreachable, qPrintable(cut.message));
        QVERIFY2(pair.promoteStandby(), "pg_ctl promote");
        QVERIFY2(cluster.reopenPrimary(&error), qPrintable(error));

        // The sites find the promoted standby through hosts= and go on: it
        // has every commit the old primary acknowledged.
        QVERIFY2(work.round(2), qPrintable(Cluster::lastError()));
        const engine::SessionResult next = cluster.replicate(0);
        QVERIFY2(next.ok(), qPrintable(next.message));
        QCOMPARE(next.primaryServer, QStringLiteral("127.0.0.1:%1").arg(pair.standbyPort()));
        failed = random.steps(40);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        QVERIFY2(cluster.replicateUntilQuiet(6), qPrintable(Cluster::lastError()));
        QString problems = test::lostOrChanged(cluster, work);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
        problems = random.check();
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
        qInfo("%s", qPrintable(random.summary()));
    }

    void laggingStandbyIsDetectedAndRecovered()
    {
        Rig rig;
        QString error = rig.start(QStringLiteral("async"));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        StandbyPair &pair = rig.pair;
        Cluster &cluster = rig.cluster;
        Workload &work = rig.work;

        // The standby stops receiving; site 3 joins, sites 0, 1 and 3
        // replicate, site 2 not; then the primary dies and the standby takes
        // over without their sessions.
        QVERIFY2(pair.detachStandby(), "the standby was not cut off");
        const int late = cluster.addSite(Backend::Sqlite, &error);
        QVERIFY2(late == 3, qPrintable(error));
        QVERIFY(cluster.replicate(late).ok());
        QVERIFY2(work.round(1), qPrintable(Cluster::lastError()));
        for (int s : {0, 1, late})
            QVERIFY(cluster.replicate(s).ok());
        QVERIFY(pair.killPrimary());
        QVERIFY2(pair.promoteStandby(), "pg_ctl promote");
        QVERIFY2(cluster.reopenPrimary(&error), qPrintable(error));

        // Each site whose sessions the primary lost stops, and changes nothing.
        for (int s : {0, 1, late}) {
            const int before = Cluster::count(cluster.site(s), QStringLiteral("items"));
            const engine::SessionResult stopped = cluster.replicate(s);
            QCOMPARE(stopped.exitCode, ExitCode::CloneSuspected);
            QVERIFY2(stopped.message.contains(QStringLiteral("The primary is behind site")),
                     qPrintable(stopped.message));
            QVERIFY2(stopped.message.contains(QStringLiteral("move-to-primary --again")), qPrintable(stopped.message));
            QCOMPARE(Cluster::count(cluster.site(s), QStringLiteral("items")), before);
        }
        // Site 2 sent nothing the standby lacks: it goes on. A site that
        // joins now is not given the number of site 3, which the promoted
        // standby never heard of before site 3 came back.
        const engine::SessionResult unaffected = cluster.replicate(2);
        QVERIFY2(unaffected.ok(), qPrintable(unaffected.message));
        const int newcomer = cluster.addSite(Backend::Sqlite, &error);
        QVERIFY2(newcomer == 4, qPrintable(error));
        QVERIFY(cluster.replicate(newcomer).ok());
        QSet<int> numbers;
        for (int s = 0; s < cluster.siteCount(); ++s)
            numbers.insert(cluster.siteNumber(s));
        QCOMPARE(numbers.size(), cluster.siteCount());

        for (int s : {0, 1, late}) {
            const test::CliRun moved = test::runCli({QStringLiteral("--config"), cluster.iniPath(s),
                                                     QStringLiteral("move-to-primary"), QStringLiteral("--again")},
                                                    cluster.cliEnvironment(s));
            QVERIFY2(moved.exitCode == 0, qPrintable(moved.err));
        }
        QVERIFY2(cluster.replicateUntilQuiet(6), qPrintable(Cluster::lastError()));
        const QString problems = test::lostOrChanged(cluster, work);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
    }
};

QTEST_GUILESS_MAIN(TestFailover)
#include "test_failover.moc"
