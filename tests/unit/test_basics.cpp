// Stamps, identifiers and type families: the small pieces everything relies on.
#include "common/stamp.h"
#include "control/overdue.h"
#include "control/sitestate.h"
#include "db/bulkaccess.h"
#include "db/columntypes.h"
#include "db/identifier.h"
#include "db/sqlitedialect.h"

#include <QTest>
#include <QTimeZone>

using namespace jgr;

class TestBasics : public QObject
{
    Q_OBJECT

private slots:
    void stampRoundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("digits");
        QTest::addColumn<QString>("expected");
        QTest::newRow("sqlite ms") << "2026-11-30 05:34:52.123" << 3 << "2026-11-30 05:34:52.123";
        QTest::newRow("micro to ms") << "2026-11-30 05:34:52.123456" << 3 << "2026-11-30 05:34:52.123";
        QTest::newRow("ms to micro") << "2026-11-30 05:34:52.5" << 6 << "2026-11-30 05:34:52.500000";
        QTest::newRow("no fraction") << "1980-01-01 00:00:00" << 6 << "1980-01-01 00:00:00.000000";
        QTest::newRow("iso T") << "2026-01-02T03:04:05.006" << 3 << "2026-01-02 03:04:05.006";
    }
    void stampRoundTrip()
    {
        QFETCH(QString, text);
        QFETCH(int, digits);
        QFETCH(QString, expected);
        QCOMPARE(stamp::normalized(text, digits), expected);
    }

    // fromMicros writes its digits itself: it must agree with Qt's calendar
    // to the microsecond, at every precision, on both sides of 1970.
    void stampTextAgreesWithQDateTime()
    {
        const QDateTime epoch(QDate(1970, 1, 1), QTime(0, 0), QTimeZone::utc());
        const qint64 step = 7777777777LL * 1000 + 123457; // odd days, hours, seconds and micros
        for (qint64 micros = -2000 * step; micros <= 2000 * step; micros += step) {
            const QDateTime at = epoch.addMSecs(micros >= 0 ? micros / 1000 : -((-micros + 999) / 1000));
            const qint64 fraction = ((micros % 1000000) + 1000000) % 1000000;
            const QString seconds = at.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
            const QString sixDigits = QStringLiteral("%1").arg(fraction, 6, 10, QLatin1Char('0'));
            QCOMPARE(stamp::fromMicros(micros, 0), seconds);
            QCOMPARE(stamp::fromMicros(micros, 3), seconds + QLatin1Char('.') + sixDigits.left(3));
            QCOMPARE(stamp::fromMicros(micros, 6), seconds + QLatin1Char('.') + sixDigits);
            QCOMPARE(stamp::toMicros(stamp::fromMicros(micros, 6)), micros);
        }
    }

    void stampArithmetic()
    {
        const auto a = stamp::toMicros(QStringLiteral("2026-11-30 00:00:00.000"));
        QVERIFY(a);
        QCOMPARE(stamp::fromMicros(*a - 1000, 3), QStringLiteral("2026-11-29 23:59:59.999"));
        QCOMPARE(stamp::epoch1980(3), QStringLiteral("1980-01-01 00:00:00.000"));
        QVERIFY(!stamp::toMicros(QStringLiteral("yesterday")));
        QVERIFY(!stamp::toMicros(QStringLiteral("2026-11-30 00:00:00,5")));
    }

    void identifiers_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        QTest::newRow("plain") << "artist" << true;
        QTest::newRow("camel") << "InvoiceLine" << true;
        QTest::newRow("underscore") << "_x1" << true;
        QTest::newRow("injection") << "x\"; DROP TABLE jgreplicate; --" << false;
        QTest::newRow("quote") << "na'me" << false;
        QTest::newRow("backtick") << "a`b" << false;
        QTest::newRow("space") << "a b" << false;
        QTest::newRow("leading digit") << "1abc" << false;
        QTest::newRow("empty") << "" << false;
        QTest::newRow("too long") << QString(49, QLatin1Char('a')) << false;
        QTest::newRow("unicode") << QStringLiteral("tablé") << false;
    }
    void identifiers()
    {
        QFETCH(QString, name);
        QFETCH(bool, valid);
        QCOMPARE(db::isValidIdentifier(name), valid);
        const Status s = db::validateIdentifier(name, QStringLiteral("table"));
        QCOMPARE(s.ok(), valid);
        if (!valid)
            QCOMPARE(s.error().code, ExitCode::Usage);
    }

    void families()
    {
        using db::Family;
        QVERIFY(db::compatibleFamilies(Family::Boolean, Family::Int));
        QVERIFY(db::compatibleFamilies(Family::Text, Family::LongText));
        QVERIFY(!db::compatibleFamilies(Family::Text, Family::Int));
        QVERIFY(!db::compatibleFamilies(Family::Stamp, Family::Date));
        Family f;
        QVERIFY(db::parseFamily(QStringLiteral("decimal"), &f));
        QCOMPARE(f, Family::Decimal);
        QVERIFY(!db::parseFamily(QStringLiteral("varchar"), &f));
        QCOMPARE(db::SqliteDialect::typeFromDeclaration(QStringLiteral("NVARCHAR(160)")).family, Family::Text);
        QCOMPARE(db::SqliteDialect::typeFromDeclaration(QStringLiteral("NVARCHAR(160)")).length, 160);
        QCOMPARE(db::SqliteDialect::typeFromDeclaration(QStringLiteral("NUMERIC(10,2)")).decimals, 2);
        QCOMPARE(db::SqliteDialect::typeFromDeclaration(QStringLiteral("INTEGER")).family, Family::Int);
    }

    void overdue()
    {
        const QDateTime now(QDate(2026, 11, 30), QTime(12, 0), QTimeZone::utc());
        const control::OverdueThresholds t{60, 240};
        QCOMPARE(control::overdueState(QStringLiteral("2026-11-30 11:30:00.000"), t, now), control::OverdueState::Ok);
        QCOMPARE(control::overdueState(QStringLiteral("2026-11-30 10:30:00.000"), t, now),
                 control::OverdueState::Reminder);
        QCOMPARE(control::overdueState(QStringLiteral("2026-11-30 07:59:00.000"), t, now),
                 control::OverdueState::Error);
        QCOMPARE(control::overdueState(QString(), t, now), control::OverdueState::Error);
        QCOMPARE(control::overdueState(QString(), {0, 0}, now), control::OverdueState::Ok);
        QCOMPARE(control::minutesSince(QStringLiteral("2026-11-30 10:30:00.000"), now), 90);
    }

    // One state for every surface, the worst that is true: a site that
    // failed twice is failing whatever its last success says; "administrators
    // alerted" only where the mail was sent.
    void siteState()
    {
        using control::SiteState;
        const QDateTime now(QDate(2026, 11, 30), QTime(12, 0), QTimeZone::utc());
        control::SiteStateFacts f;
        f.thresholds = {60, 240};
        QCOMPARE(control::siteState(f, now), SiteState::NeverReplicated);
        f.lastSuccess = QStringLiteral("2026-11-30 11:30:00.000");
        QCOMPARE(control::siteState(f, now), SiteState::UpToDate);
        QCOMPARE(control::siteStateText(SiteState::UpToDate, f), QStringLiteral("up to date"));
        f.heldBack = true;
        QCOMPARE(control::siteState(f, now), SiteState::HeldBack);
        f.failuresInARow = 2;
        QCOMPARE(control::siteState(f, now), SiteState::Failing);
        QVERIFY(control::siteStateText(SiteState::Failing, f).startsWith(QStringLiteral("failing: 2 session")));
        QCOMPARE(control::siteStateName(SiteState::Failing), QStringLiteral("failing"));
        f.failuresInARow = 0;
        f.heldBack = false;
        f.lastSuccess = QStringLiteral("2026-11-30 10:30:00.000");
        QCOMPARE(control::siteState(f, now), SiteState::Behind);
        f.lastSuccess = QStringLiteral("2026-11-30 07:59:00.000");
        QCOMPARE(control::siteState(f, now), SiteState::Overdue);
        QCOMPARE(control::siteStateText(SiteState::Overdue, f), QStringLiteral("overdue"));
        f.overdueMailSent = true;
        QCOMPARE(control::siteStateText(SiteState::Overdue, f), QStringLiteral("overdue: administrators alerted"));
        QCOMPARE(control::worstOf({SiteState::UpToDate, SiteState::Failing, SiteState::Behind}), SiteState::Failing);
        QCOMPARE(control::worstOf({}), SiteState::UpToDate);
    }

    // libpq numbers its markers; a '?' inside a literal or a quoted
    // identifier is text, not a marker.
    void numberedParameters()
    {
        QCOMPARE(db::numberedParameters(
                     QStringLiteral("SELECT '?', \"a?\" FROM t WHERE x = ? AND y IN (?, ?) AND z = 'it''s ?'")),
                 QByteArray("SELECT '?', \"a?\" FROM t WHERE x = $1 AND y IN ($2, $3) AND z = 'it''s ?'"));
        QCOMPARE(db::numberedParameters(QStringLiteral("SELECT 1")), QByteArray("SELECT 1"));
    }

    void multiRowInsert()
    {
        QCOMPARE(db::multiRowInsert(QStringLiteral("t"), {QStringLiteral("a"), QStringLiteral("b")},
                                    QStringLiteral("(?, ?)"), 3),
                 QStringLiteral("INSERT INTO t (a, b) VALUES (?, ?), (?, ?), (?, ?)"));
    }
};

QTEST_GUILESS_MAIN(TestBasics)
#include "test_basics.moc"
