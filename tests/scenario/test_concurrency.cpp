// Users keep working during sessions and many sites share one primary:
// long transactions are never skipped (invariant 2), sessions killed at
// random moments lose nothing and duplicate nothing (invariant 3), and ten
// sites replicating at the same moment all succeed and converge.
#include "cli.h"
#include "cluster.h"
#include "common/idspace.h"
#include "scenario.h"

#include "control/conflictlog.h"
#include "engine/session/sessionlock.h"
#include "engine/table/row.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {
int duplicates(db::Database &db, const QString &table)
{
    auto v = db.scalar(QStringLiteral("SELECT COUNT(*) - COUNT(DISTINCT jg_unique_id) FROM %1 WHERE jg_unique_id <> 0")
                           .arg(db.quote(table)));
    return v ? v.value().toInt() : -1;
}

// Writes through another connection while the session runs its first table.
class WriteDuringSession : public engine::SessionObserver
{
public:
    explicit WriteDuringSession(db::Database &db) : m_db(db) {}
    void tableStarted(const QString &table, qint64) override
    {
        if (table == QLatin1String("items") && !m_done) {
            m_done = true;
            m_ok = Cluster::insert(m_db, QStringLiteral("items"),
                                   {{QStringLiteral("name"), QStringLiteral("written during")}}) > 0;
        }
    }
    bool wrote() const { return m_ok; }

private:
    db::Database &m_db;
    bool m_done = false;
    bool m_ok = false;
};
} // namespace

class TestConcurrency : public QObject
{
    Q_OBJECT

private slots:
    void longTransactionIsNotSkipped_data()
    {
        QTest::addColumn<Backend>("site");
        QTest::addColumn<Backend>("primary");
        QTest::addColumn<bool>("onPrimary");
        QTest::newRow("postgresql primary") << Backend::Sqlite << Backend::Postgres << true;
        QTest::newRow("mariadb primary") << Backend::Sqlite << Backend::MariaDb << true;
        QTest::newRow("mariadb site") << Backend::MariaDb << Backend::Postgres << false;
        QTest::newRow("postgresql site") << Backend::Postgres << Backend::MariaDb << false;
    }
    void longTransactionIsNotSkipped()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        QFETCH(bool, onPrimary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        const db::ConnectionParams params = onPrimary ? c.primaryParams() : c.siteParams(0);
        auto longTx = test::openOrNull(params, QStringLiteral("long"), &error);
        QVERIFY2(longTx, qPrintable(error));
        auto other = test::openOrNull(params, QStringLiteral("other"), &error);
        QVERIFY2(other, qPrintable(error));
        db::Database &side = onPrimary ? c.primary() : c.site(0);
        const qint64 item1 = Cluster::uniqueIdOfRowId(c.primary(), QStringLiteral("items"), 1);

        // Opened before the session, committed after it.
        QVERIFY(longTx->begin().ok());
        QVERIFY(Cluster::insert(*longTx, QStringLiteral("items"),
                                {{QStringLiteral("name"), QStringLiteral("long insert")}}) > 0);
        if (onPrimary)
            QVERIFY(Cluster::update(*longTx, QStringLiteral("items"), item1,
                                    {{QStringLiteral("name"), QStringLiteral("long update")}}));
        QTest::qWait(1100); // open for a second, which MariaDB's whole seconds show too
        WriteDuringSession writer(*other);
        // The session says what holds it back (after 10 minutes; here at once).
        qputenv("JGR_TEST_HELD_BACK_SECONDS", "0");
        const engine::SessionResult held = c.replicate(0, &writer);
        qunsetenv("JGR_TEST_HELD_BACK_SECONDS");
        QVERIFY(held.ok());
        const QString heldSide = onPrimary ? QStringLiteral("primary") : QStringLiteral("local");
        QVERIFY2(
            held.warnings.filter(QStringLiteral("on the %1 database holds replication back").arg(heldSide)).size() == 1,
            qPrintable(held.warnings.join(QLatin1Char('\n'))));
        QVERIFY2(writer.wrote(), qPrintable(Cluster::lastError()));
        QVERIFY(longTx->commit().ok());
        const engine::SessionResult after = c.replicate(0);
        QVERIFY(after.ok());
        // Ten minutes by default: the second it was held does not count.
        QVERIFY2(after.warnings.filter(QStringLiteral("holds replication back")).isEmpty(),
                 qPrintable(after.warnings.join(QLatin1Char('\n'))));
        QVERIFY(c.replicate(0).ok());

        db::Database &far = onPrimary ? c.site(0) : c.primary();
        QCOMPARE(Cluster::count(far, QStringLiteral("items"), QStringLiteral("name = 'long insert'")), 1);
        QCOMPARE(Cluster::count(far, QStringLiteral("items"), QStringLiteral("name = 'written during'")), 1);
        if (onPrimary)
            QCOMPARE(Cluster::row(far, QStringLiteral("items"), item1).value(QStringLiteral("name")).toString(),
                     QStringLiteral("long update"));
        Q_UNUSED(side);
        QCOMPARE(c.differences(0), QString());
    }

    // Another site's push, caught between reading the primary's clock and
    // writing the rows it stamps with that time, while this site takes its
    // primary mark: the push's transaction is open from its start, so the
    // mark stays below it and the rows come with a later session. (MariaDB
    // lists a transaction that has only read under a different name than
    // one that wrote, and one that has not touched a table not at all: the
    // mark passed such a push and its rows never reached this site.)
    void pushInFlightIsNotSkipped_data()
    {
        QTest::addColumn<Backend>("primary");
        QTest::addColumn<bool>("readFirst");
        for (const auto &[name, backend] :
             {std::pair{"postgresql", Backend::Postgres}, std::pair{"mariadb", Backend::MariaDb}}) {
            QTest::newRow(qPrintable(QStringLiteral("%1, looked up first").arg(QLatin1String(name))))
                << backend << true;
            QTest::newRow(qPrintable(QStringLiteral("%1, clock first").arg(QLatin1String(name)))) << backend << false;
        }
    }

    void pushInFlightIsNotSkipped()
    {
        QFETCH(Backend, primary);
        QFETCH(bool, readFirst);
        JGR_JOINED_CLUSTER(c, primary, {Backend::Sqlite, Backend::Sqlite});
        auto pusher = test::openOrNull(c.primaryParams(), QStringLiteral("primary"), &error);
        QVERIFY2(pusher, qPrintable(error));
        // As a push of site 0 does it: begin, (look its rows up,) read the clock.
        QVERIFY(pusher->begin().ok());
        if (readFirst)
            QVERIFY(pusher->scalar(QStringLiteral("SELECT COUNT(*) FROM items")).ok());
        const auto now = pusher->now();
        QVERIFY(now.ok());
        QTest::qWait(20);
        QVERIFY(c.replicate(1).ok()); // site 1 takes its primary mark meanwhile
        const qint64 uid = *idspace::uniqueIdFor(c.siteNumber(0), 999);
        const db::Dialect &d = pusher->dialect();
        QVERIFY(pusher
                    ->run(QStringLiteral("INSERT INTO items (name, jg_owner, jg_unique_id, jg_sentby, jg_datewhensent, "
                                         "lastchangeddate) VALUES ('pushed in flight', ?, ?, ?, %1, %1)")
                              .arg(d.stampParameter()),
                          {c.siteNumber(0), uid, c.siteNumber(0), now.value(), now.value()})
                    .ok());
        QVERIFY(pusher->commit().ok());
        QVERIFY(c.replicate(1).ok());
        QVERIFY(c.replicate(1).ok());
        QCOMPARE(Cluster::count(c.site(1), QStringLiteral("items"), QStringLiteral("jg_unique_id = %1").arg(uid)), 1);
    }

    // A user's transaction holds new rows locked (SELECT ... FOR UPDATE, no
    // change): the session's stamping passes them over, and the window it reads
    // holds them unstamped. The mark must not pass them by: once the user lets
    // go, the next session stamps and sends them.
    void lockedNewRowsAreNotSkipped_data() { longTransactionIsNotSkipped_data(); }
    void lockedNewRowsAreNotSkipped()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        QFETCH(bool, onPrimary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        const db::ConnectionParams params = onPrimary ? c.primaryParams() : c.siteParams(0);
        auto user = test::openOrNull(params, QStringLiteral("user"), &error);
        QVERIFY2(user, qPrintable(error));
        db::Database &side = onPrimary ? c.primary() : c.site(0);
        QVERIFY(Cluster::insert(side, QStringLiteral("items"),
                                {{QStringLiteral("name"), QStringLiteral("held new row")}}) > 0);
        // MariaDB tells a transaction's age in whole seconds and the clamp
        // takes one more: the row must be older than that, or the clamp alone
        // would keep it out of this session's window.
        QTest::qWait((onPrimary ? primary : site) == Backend::MariaDb ? 2200 : 20);
        QVERIFY(user->begin().ok());
        auto held = user->exec(QStringLiteral("SELECT item_id FROM items WHERE jg_unique_id = 0 FOR UPDATE"));
        QVERIFY2(held, qPrintable(held ? QString() : held.error().message));
        QVERIFY(held.value().next());
        QTest::qWait(20);
        QVERIFY(c.replicate(0).ok());
        user->rollback();
        QVERIFY(c.replicate(0).ok());
        QVERIFY(c.replicate(0).ok());

        db::Database &far = onPrimary ? c.site(0) : c.primary();
        QCOMPARE(Cluster::count(far, QStringLiteral("items"), QStringLiteral("name = 'held new row'")), 1);
        QCOMPARE(c.differences(0), QString());
    }

    void killedAtRandomMoments_data() { test::addDatabasePairs(); }
    void killedAtRandomMoments()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        db::Database &s = c.site(0);
        db::Database &p = c.primary();
        const QStringList args{QStringLiteral("--config"), c.iniPath(0), QStringLiteral("replicate"),
                               QStringLiteral("--batch-size"), QStringLiteral("50")};
        const QProcessEnvironment extra = c.cliEnvironment(0);
        // CI's fixed seed and 100 rounds; a long run picks others
        // (docs/ARCHITECTURE.md, Long runs).
        const quint32 seed = qEnvironmentVariableIsSet("JGR_KILL_SEED")
                                 ? quint32(qEnvironmentVariableIntValue("JGR_KILL_SEED"))
                                 : 20261130;
        const int rounds =
            qEnvironmentVariableIsSet("JGR_KILL_ROUNDS") ? qEnvironmentVariableIntValue("JGR_KILL_ROUNDS") : 100;
        QRandomGenerator random(seed);
        int kills = 0;
        int busyReruns = 0;     // reruns that found the killed session's lock still held
        int lateDeliveries = 0; // rounds whose rows came one session after the rerun
        int expectedAtPrimary = Cluster::count(p, QStringLiteral("items"));
        // A session's length: measured in round 0, which is not killed, then
        // moved halfway to each round's rerun (a full session too), so that
        // a slow round 0 (a cold start on a busy machine) does not set every
        // later kill past the session's end.
        qint64 sessionMs = 0;
        for (int round = 0; round < rounds; ++round) {
            // A larger batch of work each round: 300 new rows and an update of older ones.
            QVERIFY(s.begin().ok());
            for (int i = 0; i < 300; ++i)
                Cluster::insert(
                    s, QStringLiteral("items"),
                    {{QStringLiteral("name"), QStringLiteral("r%1-%2").arg(round).arg(i)}, {QStringLiteral("qty"), i}});
            QVERIFY(s.run(QStringLiteral("UPDATE items SET qty = qty + 1 WHERE jg_owner <> 1 AND qty < 5")).ok());
            QVERIFY(s.commit().ok());
            expectedAtPrimary += 300;

            QProcess session;
            QElapsedTimer timer;
            timer.start();
            test::startCli(session, args, extra);
            QVERIFY(session.waitForStarted());
            if (round == 0) {
                session.waitForFinished();
                sessionMs = std::max<qint64>(timer.elapsed(), 20);
            } else {
                QTest::qWait(int(random.bounded(sessionMs / 20 + 1, sessionMs * 9 / 10 + 2)));
                if (session.state() == QProcess::Running) {
                    ::kill(pid_t(session.processId()), SIGKILL);
                    ++kills;
                }
                session.waitForFinished();
            }
            // A session killed while its server ran a statement for it keeps
            // its server-side session lock (a MariaDB site) until the server
            // has noticed and rolled back: meanwhile a new session stops as
            // busy (exit 4), as it would for a live one. It must get through
            // within seconds.
            QElapsedTimer rerun;
            rerun.start();
            auto again = test::runCli(args, extra);
            if (round > 0 && again.exitCode == 0)
                sessionMs = std::max<qint64>((sessionMs + rerun.elapsed()) / 2, 20);
            for (int wait = 0; again.exitCode == 4 && wait < 20; ++wait) {
                busyReruns += wait == 0;
                QTest::qWait(250);
                again = test::runCli(args, extra);
            }
            QVERIFY2(again.exitCode == 0, qPrintable(again.err));
            // The rerun's safe mark stays before every transaction still open
            // on a server site's server (invariant 2): the killed session's
            // until the server notices, or another client's. MariaDB's are
            // counted server-wide and dated to the whole second, so rows
            // written just before the kill may wait for the session after
            // the rerun (seen with JGR_KILL_SEED=7 while the randomised
            // workload ran on the same server). Late, never lost.
            for (int more = 0;
                 site != Backend::Sqlite && more < 3 && Cluster::count(p, QStringLiteral("items")) < expectedAtPrimary;
                 ++more) {
                lateDeliveries += more == 0;
                QTest::qWait(250);
                again = test::runCli(args, extra);
                QVERIFY2(again.exitCode == 0, qPrintable(again.err));
            }
            QCOMPARE(duplicates(p, QStringLiteral("items")), 0);
            QCOMPARE(duplicates(s, QStringLiteral("items")), 0);
            QCOMPARE(Cluster::count(p, QStringLiteral("items")), expectedAtPrimary);
        }
        qInfo("seed %u: %d sessions killed in %d rounds; %d reruns waited for a killed session's lock, %d rounds' rows "
              "came a session later",
              seed, kills, rounds, busyReruns, lateDeliveries);
        QVERIFY(kills >= rounds / 2);
        QCOMPARE(c.differences(0), QString());
    }

    // Cron and a user pressing "Replicate now" start two sessions of one site
    // at the same moment: the rows go to the primary once, and a session
    // that finds the other one running stops at once as busy (exit code 4).
    void sameSiteTwiceAtOnce_data()
    {
        QTest::addColumn<Backend>("site");
        QTest::addColumn<Backend>("primary");
        QTest::newRow("sqlite site, postgresql primary") << Backend::Sqlite << Backend::Postgres;
        QTest::newRow("sqlite site, mariadb primary") << Backend::Sqlite << Backend::MariaDb;
        QTest::newRow("postgresql site and primary") << Backend::Postgres << Backend::Postgres;
        QTest::newRow("mariadb site and primary") << Backend::MariaDb << Backend::MariaDb;
    }

    void sameSiteTwiceAtOnce()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        db::Database &s = c.site(0);
        db::Database &p = c.primary();
        const QProcessEnvironment extra = c.cliEnvironment(0);
        const QStringList args{QStringLiteral("--config"), c.iniPath(0), QStringLiteral("replicate"),
                               QStringLiteral("--batch-size"), QStringLiteral("100")};
        int expectedAtPrimary = Cluster::count(p, QStringLiteral("items"));
        int busy = 0;
        for (int round = 0; round < 5; ++round) {
            QVERIFY(s.begin().ok());
            for (int i = 0; i < 2000; ++i)
                Cluster::insert(
                    s, QStringLiteral("items"),
                    {{QStringLiteral("name"), QStringLiteral("r%1-%2").arg(round).arg(i)}, {QStringLiteral("qty"), i}});
            QVERIFY(s.commit().ok());
            expectedAtPrimary += 2000;
            QProcess first;
            QProcess second;
            for (QProcess *session : {&first, &second})
                test::startCli(*session, args, extra);
            for (QProcess *session : {&first, &second}) {
                QVERIFY(session->waitForFinished(300000));
                const int code = session->exitCode();
                const QString err = QString::fromUtf8(session->readAllStandardError());
                QVERIFY2(code == 0 || code == toInt(ExitCode::Busy), qPrintable(err));
                if (code == toInt(ExitCode::Busy)) {
                    QVERIFY2(err.contains(QLatin1String("Another replication session of this site is running")),
                             qPrintable(err));
                    ++busy;
                }
            }
            QCOMPARE(duplicates(p, QStringLiteral("items")), 0);
            QCOMPARE(duplicates(s, QStringLiteral("items")), 0);
        }
        qInfo("%d sessions found the other one running", busy);
        QVERIFY2(c.replicateUntilQuiet(), qPrintable(Cluster::lastError()));
        QCOMPARE(Cluster::count(p, QStringLiteral("items")), expectedAtPrimary);
        QCOMPARE(c.differences(0), QString());
    }

    // A session killed while it noted itself in the lock file beside a SQLite
    // site leaves the file empty: that file alone must never block the next
    // session (only a live process's lock does).
    void leftoverLockFileDoesNotBlock()
    {
        JGR_JOINED_CLUSTER(c, Backend::Sqlite, {Backend::Sqlite});
        QFile left(c.siteParams(0).database + QStringLiteral("-jgrsession"));
        QVERIFY(left.open(QIODevice::WriteOnly | QIODevice::Truncate));
        left.close();
        const auto run =
            test::runCli({QStringLiteral("--config"), c.iniPath(0), QStringLiteral("replicate")}, c.cliEnvironment(0));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }

    // Site databases on one server whose long names start alike are two
    // sites: one's session must not make the other's wait (MariaDB's lock
    // names are per server and at most 64 characters long).
    void longDatabaseNamesDoNotShareASessionLock_data() { test::addServerBackends(); }

    void longDatabaseNamesDoNotShareASessionLock()
    {
        QFETCH(Backend, backend);
        QTemporaryDir dir;
        const QString stem(40, QLatin1Char('x')); // the names differ only after it
        JGR_FRESH_DB(first, backend, stem + QStringLiteral("_one"), dir.path());
        JGR_FRESH_DB(second, backend, stem + QStringLiteral("_two"), dir.path());
        QString error;
        auto firstDb = test::openOrNull(first, QStringLiteral("local"), &error);
        QVERIFY2(firstDb, qPrintable(error));
        auto secondDb = test::openOrNull(second, QStringLiteral("local"), &error);
        QVERIFY2(secondDb, qPrintable(error));
        auto firstAgain = test::openOrNull(first, QStringLiteral("local"), &error);
        QVERIFY2(firstAgain, qPrintable(error));

        auto held = engine::SessionLock::take(*firstDb);
        QVERIFY2(held, qPrintable(held ? QString() : held.error().message));
        auto other = engine::SessionLock::take(*secondDb);
        QVERIFY2(other, qPrintable(other ? QString() : other.error().message));
        // The lock is real: the same database from another connection waits.
        auto same = engine::SessionLock::take(*firstAgain);
        QVERIFY(!same);
        QCOMPARE(same.error().code, ExitCode::Busy);
    }

    // Two sites fill the same blanks and push at the same moment: on every
    // row one fill wins and the other is refused and recorded, as when they
    // push one after the other. (A push that looked the row up before the
    // other one committed must not write over the fill it did not see.)
    void blankFillsPushedAtOnce_data() { sameSiteTwiceAtOnce_data(); }

    void blankFillsPushedAtOnce()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site, site});
        constexpr int kRows = 300;
        QList<qint64> rowIds;
        QVERIFY(c.site(0).begin().ok());
        for (int i = 0; i < kRows; ++i)
            rowIds << Cluster::insert(c.site(0), QStringLiteral("items"),
                                      {{QStringLiteral("name"), QStringLiteral("no city %1").arg(i)}});
        QVERIFY(c.site(0).commit().ok());
        for (int s = 0; s < 3; ++s)
            QVERIFY(c.replicate(s).ok());
        QList<qint64> uids;
        for (qint64 rowId : rowIds)
            uids << Cluster::uniqueIdOfRowId(c.site(0), QStringLiteral("items"), rowId);
        for (int s : {1, 2}) {
            QVERIFY(c.site(s).begin().ok());
            for (qint64 uid : uids)
                QVERIFY(Cluster::update(c.site(s), QStringLiteral("items"), uid,
                                        {{QStringLiteral("city"), QStringLiteral("city of site %1").arg(s)}}));
            QVERIFY(c.site(s).commit().ok());
        }
        QList<QProcess *> sessions;
        for (int s : {1, 2}) {
            auto *p = new QProcess(this);
            test::startCli(*p,
                           {QStringLiteral("--config"), c.iniPath(s), QStringLiteral("replicate"),
                            QStringLiteral("--batch-size"), QStringLiteral("10")},
                           c.cliEnvironment(s));
            sessions << p;
        }
        for (QProcess *p : sessions) {
            QVERIFY(p->waitForFinished(300000));
            QVERIFY2(p->exitCode() == 0, qPrintable(QString::fromUtf8(p->readAllStandardError())));
            delete p;
        }
        QVERIFY2(c.replicateUntilQuiet(), qPrintable(Cluster::lastError()));
        for (int s = 0; s < 3; ++s)
            QCOMPARE(c.differences(s), QString());
        // Every row kept one fill; the other one is a conflict record.
        QHash<qint64, QString> refused;
        const auto conflicts = control::ConflictLog(c.primary()).select();
        QVERIFY(conflicts.ok());
        for (const control::Conflict &k : conflicts.value())
            refused.insert(k.uniqueId, k.refusedValue);
        int lost = 0;
        for (qint64 uid : uids) {
            const QString kept =
                Cluster::row(c.primary(), QStringLiteral("items"), uid).value(QStringLiteral("city")).toString();
            QVERIFY2(kept.startsWith(QLatin1String("city of site ")), qPrintable(kept));
            const QString other =
                kept.endsWith(QLatin1Char('1')) ? QStringLiteral("city of site 2") : QStringLiteral("city of site 1");
            lost += refused.value(uid) != other;
        }
        QCOMPARE(lost, 0);
    }

    void tenSitesAtOnce_data() { test::addServerBackends(); }
    void tenSitesAtOnce()
    {
        QFETCH(Backend, backend);
        const QList<Backend> sites(10, Backend::Sqlite);
        JGR_CLUSTER(c, backend, sites);
        const auto runAll = [&] {
            QList<QProcess *> processes;
            for (int i = 0; i < c.siteCount(); ++i) {
                auto *p = new QProcess(this);
                QProcessEnvironment extra = c.cliEnvironment(i);
                extra.insert(QStringLiteral("JGR_ENROLL_WAIT_MS"), QStringLiteral("200"));
                test::startCli(*p, {QStringLiteral("--config"), c.iniPath(i), QStringLiteral("replicate")}, extra);
                processes << p;
            }
            QStringList failures;
            for (int i = 0; i < processes.size(); ++i) {
                processes.at(i)->waitForFinished(300000);
                if (processes.at(i)->exitCode() != 0)
                    failures << QStringLiteral("site %1: %2")
                                    .arg(i)
                                    .arg(QString::fromUtf8(processes.at(i)->readAllStandardError()));
                delete processes.at(i);
            }
            return failures.join(QLatin1Char('\n'));
        };
        QString failures = runAll(); // ten joins and first sessions at the same moment
        QVERIFY2(failures.isEmpty(), qPrintable(failures));
        QSet<int> numbers;
        for (int i = 0; i < c.siteCount(); ++i)
            numbers.insert(c.siteNumber(i));
        QCOMPARE(numbers.size(), 10);
        for (int i = 0; i < c.siteCount(); ++i)
            for (int r = 0; r < 20; ++r)
                Cluster::insert(c.site(i), QStringLiteral("items"),
                                {{QStringLiteral("name"), QStringLiteral("site %1 row %2").arg(i).arg(r)}});
        failures = runAll();
        QVERIFY2(failures.isEmpty(), qPrintable(failures));
        failures = runAll();
        QVERIFY2(failures.isEmpty(), qPrintable(failures));
        QCOMPARE(Cluster::count(c.primary(), QStringLiteral("items")), 5 + 200);
        QVERIFY2(c.replicateUntilQuiet(), qPrintable(Cluster::lastError()));
        for (int i = 0; i < c.siteCount(); ++i)
            QCOMPARE(c.differences(i), QString());
    }
};

QTEST_GUILESS_MAIN(TestConcurrency)
#include "test_concurrency.moc"
