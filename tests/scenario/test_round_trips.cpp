// Round trips to the primary as the network sees them: a proxy in front of
// a PostgreSQL or MariaDB primary counts each time the site speaks after
// the server answered, and the session's own count (primary_round_trips)
// must say the same.
#include "cluster.h"
#include "scenario.h"
#include "turnproxy.h"

#include "config/siteconfig.h"
#include "db/database.h"

#include <QTest>

#include <functional>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {
constexpr int A = 0;

// Points the site's [primary] at the proxy (same host: TLS checks still pass).
bool throughProxy(const QString &ini, quint16 port)
{
    auto config = config::SiteConfig::load(ini);
    if (!config)
        return false;
    config::DatabaseSection primary = *config.value().primary();
    primary.port = port;
    config.value().setPrimary(primary);
    return config.value().save(ini).ok();
}
} // namespace

class TestRoundTrips : public QObject
{
    Q_OBJECT

private slots:
    // Each kind of statement costs the round trips the connection counts.
    void eachStatementCountsWhatItSends_data()
    {
        QTest::addColumn<Backend>("primary");
        for (Backend b : {Backend::Postgres, Backend::MariaDb})
            QTest::newRow(qPrintable(test::backendName(b))) << b;
    }
    void eachStatementCountsWhatItSends()
    {
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {Backend::Sqlite});
        db::ConnectionParams proxied = c.primaryParams();
        test::TurnProxy proxy(proxied.host, quint16(proxied.port));
        proxied.port = proxy.listen();
        auto opened = db::Database::open(proxied, QStringLiteral("proxy-check"));
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().message));
        db::Database &db = *opened.value();
        // Per step within one: QMARIADB closes a statement without waiting
        // for an answer, so the network sees that as the start of the next
        // step's first round trip. Over all steps the counts must agree.
        QTRY_VERIFY(proxy.roundTrips() > 0);
        QTest::qWait(200);
        proxy.resetCount();
        const qint64 start = db.roundTrips();
        qint64 seen = 0;
        const auto step = [&](const char *what, const std::function<bool()> &run) {
            const qint64 before = db.roundTrips();
            QVERIFY2(run(), what);
            QTest::qWait(100);
            const qint64 counted = db.roundTrips() - before;
            const qint64 measured = proxy.roundTrips() - seen;
            seen += measured;
            QVERIFY2(qAbs(measured - counted) <= 1, qPrintable(QStringLiteral("%1: %2 round trips, %3 counted")
                                                                   .arg(QLatin1String(what))
                                                                   .arg(measured)
                                                                   .arg(counted)));
        };
        step("plain", [&] { return db.scalar(QStringLiteral("SELECT 1")).ok(); });
        step("bound", [&] { return db.scalar(QStringLiteral("SELECT COUNT(*) FROM items WHERE qty > ?"), {0}).ok(); });
        step("prepared, first",
             [&] { return db.runPrepared(QStringLiteral("UPDATE items SET qty = qty WHERE qty < ?"), {-1}).ok(); });
        step("prepared, again",
             [&] { return db.runPrepared(QStringLiteral("UPDATE items SET qty = qty WHERE qty < ?"), {-1}).ok(); });
        step("transaction", [&] { return db.begin().ok() && db.commit().ok(); });
        step("clock", [&] { return db.now().ok(); });
        step("columns", [&] { return db.inspectColumns(QStringLiteral("items")).ok(); });
        step("bulk select",
             [&] { return db.bulk().select(QStringLiteral("SELECT qty FROM items WHERE qty > ?"), {0}).ok(); });
        step("bulk change",
             [&] { return db.bulk().change(QStringLiteral("UPDATE items SET qty = qty WHERE qty < ?"), {-1}).ok(); });
        step("insert and its id", [&] {
            auto q = db.exec(
                QStringLiteral("INSERT INTO jgreplicate (flag, site_number, notes) VALUES ('J', 1, 'round trips')"));
            return q.ok() && db.lastInsertId(q.value()).isValid();
        });
        QCOMPARE(proxy.roundTrips(), db.roundTrips() - start);
    }

    void quietSessionCountsItsRoundTrips_data()
    {
        QTest::addColumn<Backend>("primary");
        for (Backend b : {Backend::Postgres, Backend::MariaDb})
            QTest::newRow(qPrintable(test::backendName(b))) << b;
    }
    void quietSessionCountsItsRoundTrips()
    {
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {Backend::Sqlite});
        const db::ConnectionParams server = c.primaryParams();
        test::TurnProxy proxy(server.host, quint16(server.port));
        const quint16 port = proxy.listen();
        QVERIFY(throughProxy(c.iniPath(A), port));

        // What a connection costs before the session sends anything, and at its end.
        db::ConnectionParams proxied = server;
        proxied.port = port;
        {
            auto opened = db::Database::open(proxied, QStringLiteral("proxy-check"));
            QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().message));
        }
        QTRY_VERIFY(proxy.roundTrips() > 0);
        const qint64 connection = proxy.roundTrips();
        proxy.resetCount();

        const engine::SessionResult quiet = REPLICATE_OK(c, A);
        QVERIFY(quiet.ok());
        // The connection's own setup (TLS, authentication) varies by a few
        // round trips with when the server's session tickets arrive, and
        // QMARIADB's unanswered statement closes can merge two round trips;
        // each kind of statement is checked exactly in the test above.
        QTest::qWait(200);
        const qint64 measured = proxy.roundTrips() - connection;
        QVERIFY2(qAbs(measured - quiet.primaryRoundTrips) <= 5,
                 qPrintable(QStringLiteral("measured %1, counted %2").arg(measured).arg(quiet.primaryRoundTrips)));
        qInfo("%s primary, quiet session of 3 tables: %lld round trips to the primary, %lld local statements",
              qPrintable(test::backendName(primary)), quiet.primaryRoundTrips, quiet.localStatements);
    }
};

QTEST_GUILESS_MAIN(TestRoundTrips)
#include "test_round_trips.moc"
