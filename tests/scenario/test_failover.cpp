// A PostgreSQL primary that fails over to its streaming standby, named by
// `[primary] hosts=primary,standby` at every site. With a synchronous standby
// the sites go on after the promote as if nothing happened: nothing lost,
// nothing twice. With an asynchronous standby that lagged, the sites whose
// sessions the promoted standby never received stop with a message that says
// so, and `move-to-primary --again` brings back what it lost.
#include "cli.h"
#include "cluster.h"

#include <QMap>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {

// The pair of servers of tests/support/pg-standby-pair.sh.
class StandbyPair
{
public:
    explicit StandbyPair(QString dir) : m_dir(std::move(dir)) {}
    ~StandbyPair() { run({QStringLiteral("stop")}); }

    bool start(const QString &mode, QString *error)
    {
        QString out;
        if (!run({QStringLiteral("start"), QString::number(QCoreApplication::applicationPid()), mode}, &out, error))
            return false;
        QMap<QString, QString> values;
        for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            values.insert(line.section(QLatin1Char('='), 0, 0), line.section(QLatin1Char('='), 1));
        m_server.driver = QStringLiteral("postgresql");
        m_server.host = QStringLiteral("127.0.0.1");
        m_server.port = values.value(QStringLiteral("PRIMARY_PORT")).toInt();
        m_server.user = QStringLiteral("jgr");
        m_server.password = values.value(QStringLiteral("PASSWORD"));
        m_server.options = QStringLiteral("sslmode=verify-full;sslrootcert=") + values.value(QStringLiteral("CA"));
        m_standbyPort = values.value(QStringLiteral("STANDBY_PORT")).toInt();
        return m_server.port > 0 && m_standbyPort > 0;
    }
    bool detachStandby() { return run({QStringLiteral("detach")}); }
    bool killPrimary() { return run({QStringLiteral("kill-primary")}); }
    bool promoteStandby() { return run({QStringLiteral("promote")}); }

    const db::ConnectionParams &primaryServer() const { return m_server; }
    QList<db::Endpoint> servers() const { return {{m_server.host, m_server.port}, {m_server.host, m_standbyPort}}; }
    int standbyPort() const { return m_standbyPort; }

private:
    bool run(QStringList arguments, QString *out = nullptr, QString *error = nullptr)
    {
        arguments.insert(1, m_dir);
        QProcess p;
        p.start(QStringLiteral("bash"), QStringList{qEnvironmentVariable("JGR_PG_STANDBY_PAIR")} + arguments);
        const bool ok = p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
        if (out)
            *out = QString::fromUtf8(p.readAllStandardOutput());
        if (!ok && error)
            *error = QStringLiteral("pg-standby-pair.sh %1: %2")
                         .arg(arguments.join(QLatin1Char(' ')), QString::fromUtf8(p.readAllStandardError()));
        return ok;
    }

    QString m_dir;
    db::ConnectionParams m_server;
    int m_standbyPort = 0;
};

// Owners insert and edit, another site fills a blank, owners hard-delete a
// part: what every row must hold afterwards is written down as it happens.
class Workload
{
public:
    explicit Workload(Cluster &cluster) : m_cluster(cluster) {}

    bool round(int r)
    {
        const int n = m_cluster.siteCount();
        for (int i = 0; i < n; ++i) {
            db::Database &db = m_cluster.site(i);
            for (int k = 0; k < 2; ++k) {
                const QString name = itemName(i, r, k);
                if (Cluster::insert(db, QStringLiteral("items"),
                                    {{QStringLiteral("name"), name},
                                     {QStringLiteral("city"), k == 0 ? QVariant() : QVariant(QStringLiteral("Home"))},
                                     {QStringLiteral("qty"), k}}) < 0)
                    return false;
                m_qty[name] = k;
                m_city[name] = k == 0 ? QString() : QStringLiteral("Home");
            }
            const QString code = QStringLiteral("P-%1-%2").arg(i).arg(r);
            if (Cluster::insert(db, QStringLiteral("parts"), {{QStringLiteral("code"), code}}) < 0)
                return false;
            m_parts.insert(code);
            if (r == 0)
                continue;
            // The owner edits last round's row; the next site fills its blank.
            const QString own = itemName(i, r - 1, 0);
            auto edited = db.exec(QStringLiteral("UPDATE items SET qty = ? WHERE name = ?"), {100 * r + i, own});
            if (!edited)
                return false;
            if (edited.value().numRowsAffected() == 1) // (a site that joined since has no row of last round)
                m_qty[own] = 100 * r + i;
            // (Only where the row has reached this site already.)
            const QString other = itemName((i + 1) % n, r - 1, 0);
            auto filled = db.exec(QStringLiteral("UPDATE items SET city = ? WHERE name = ? AND city IS NULL"),
                                  {QStringLiteral("filled by %1").arg(i), other});
            if (!filled)
                return false;
            if (filled.value().numRowsAffected() == 1)
                m_city[other] = QStringLiteral("filled by %1").arg(i);
            const QString gone = QStringLiteral("P-%1-%2").arg(i).arg(r - 1);
            if (!db.exec(QStringLiteral("DELETE FROM parts WHERE code = ?"), {gone}))
                return false;
            m_parts.remove(gone);
        }
        return true;
    }

    // Empty when `db` holds every row as written, each once; else what differs.
    QString check(db::Database &db) const
    {
        QStringList problems;
        for (auto it = m_qty.cbegin(); it != m_qty.cend(); ++it) {
            auto rows = db.bulk().select(QStringLiteral("SELECT qty, city FROM items WHERE name = ?"), {it.key()});
            if (!rows || rows.value().size() != 1) {
                problems << QStringLiteral("%1: %2 rows").arg(it.key()).arg(rows ? rows.value().size() : -1);
                continue;
            }
            const QVariantList row = rows.value().first();
            if (row.at(0).toInt() != it.value() || row.at(1).toString() != m_city.value(it.key()))
                problems << QStringLiteral("%1: qty %2 city '%3', expected %4 '%5'")
                                .arg(it.key(), row.at(0).toString(), row.at(1).toString())
                                .arg(it.value())
                                .arg(m_city.value(it.key()));
        }
        auto parts = db.bulk().select(QStringLiteral("SELECT code FROM parts WHERE code LIKE 'P-%-%'"), {});
        QSet<QString> held;
        for (const QVariantList &row : parts.value())
            held.insert(row.first().toString());
        if (held != m_parts)
            problems << QStringLiteral("parts differ: %1 held, %2 expected").arg(held.size()).arg(m_parts.size());
        for (const QString &table : {QStringLiteral("items"), QStringLiteral("parts")}) {
            auto twice = db.scalar(QStringLiteral("SELECT COUNT(*) FROM (SELECT jg_unique_id FROM %1 GROUP BY "
                                                  "jg_unique_id HAVING COUNT(*) > 1) AS d")
                                       .arg(table));
            if (!twice || twice.value().toInt() != 0)
                problems << QStringLiteral("%1: %2 jg_unique_id held twice")
                                .arg(table, twice ? twice.value().toString() : twice.error().message);
        }
        return problems.join(QLatin1Char('\n'));
    }

private:
    static QString itemName(int site, int round, int k)
    {
        return QStringLiteral("s%1-r%2-%3").arg(site).arg(round).arg(k);
    }

    Cluster &m_cluster;
    QMap<QString, int> m_qty;
    QMap<QString, QString> m_city;
    QSet<QString> m_parts;
};

// Kills the primary once the session has started to push its first table.
class KillAtPush : public engine::SessionObserver
{
public:
    explicit KillAtPush(StandbyPair &pair) : m_pair(pair) {}
    void tableProgress(const engine::TableProgress &progress) override
    {
        if (progress.phase == engine::TablePhase::Pushing && !killed)
            killed = m_pair.killPrimary();
    }
    bool killed = false;

private:
    StandbyPair &m_pair;
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

// Every row on the primary as written, and every site equal to it.
QString lostOrChanged(Cluster &cluster, const Workload &work)
{
    QStringList problems{work.check(cluster.primary())};
    for (int s = 0; s < cluster.siteCount(); ++s)
        problems << cluster.differences(s);
    problems.removeAll(QString());
    return problems.join(QLatin1Char('\n'));
}

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

        QVERIFY2(work.round(1), qPrintable(Cluster::lastError()));
        QVERIFY(cluster.replicate(1).ok());
        QVERIFY(cluster.replicate(2).ok());
        KillAtPush kill(pair);
        const engine::SessionResult cut = cluster.replicate(0, &kill);
        QVERIFY(kill.killed);
        QVERIFY2(cut.exitCode == ExitCode::Unreachable, qPrintable(cut.message));
        QVERIFY2(pair.promoteStandby(), "pg_ctl promote");
        QVERIFY2(cluster.reopenPrimary(&error), qPrintable(error));

        // The sites find the promoted standby through hosts= and go on: it
        // has every commit the old primary acknowledged.
        QVERIFY2(work.round(2), qPrintable(Cluster::lastError()));
        const engine::SessionResult next = cluster.replicate(0);
        QVERIFY2(next.ok(), qPrintable(next.message));
        QCOMPARE(next.primaryServer, QStringLiteral("127.0.0.1:%1").arg(pair.standbyPort()));
        QVERIFY2(cluster.replicateUntilQuiet(6), qPrintable(Cluster::lastError()));
        const QString problems = lostOrChanged(cluster, work);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
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
        const QString problems = lostOrChanged(cluster, work);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
    }
};

QTEST_GUILESS_MAIN(TestFailover)
#include "test_failover.moc"
