// The value codec (docs/SCHEMA.md, Fidelity): when two values are the same,
// what a column can hold unchanged, how a value is bound, and how a value
// is kept as a conflict's text. Pure: no database.
#include "db/rawtext.h"
#include "engine/merge/valuecodec.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace jgr;
using db::Family;
using db::ValueLimits;
namespace vc = engine::valuecodec;

namespace {
const QVariant kNull = QVariant(QMetaType::fromType<QString>());

ValueLimits sqlite()
{
    ValueLimits l;
    l.dynamicTyping = true;
    l.textHoldsInvalidUtf8 = true;
    l.doubleHoldsNan = false;
    l.stampDigits = 9;
    return l;
}

ValueLimits postgres()
{
    ValueLimits l;
    l.textHoldsNul = false;
    l.booleanIsZeroOrOne = true;
    return l;
}

ValueLimits mariadb()
{
    ValueLimits l;
    l.doubleHoldsNan = false;
    l.doubleHoldsInfinity = false;
    l.stampHoldsInfinity = false;
    l.minYear = 1000;
    return l;
}

ValueLimits decimal(int precision, int scale, ValueLimits l = postgres())
{
    l.decimalPrecision = precision;
    l.decimalScale = scale;
    return l;
}

QVariant raw(const QByteArray &bytes)
{
    return QVariant::fromValue(db::RawText{bytes});
}
} // namespace

class TestValueCodec : public QObject
{
    Q_OBJECT

private slots:
    // Between two databases of one kind a value must be the same stored
    // value: the same type and bytes. What differs only in how it is written
    // is a difference (the '1962-02-18 00:00:00' against
    // '1962-02-18 00:00:00.000000').
    void storedAlikeComparesExactly()
    {
        QVERIFY(vc::equal(QStringLiteral("Oslo"), QStringLiteral("Oslo"), Family::Text, true));
        QVERIFY(!vc::equal(QStringLiteral("Oslo"), QStringLiteral("Oslo "), Family::Text, true));
        QVERIFY(!vc::equal(QStringLiteral("1962-02-18 00:00:00"), QStringLiteral("1962-02-18 00:00:00.000000"),
                           Family::Stamp, true));
        QVERIFY(!vc::equal(QStringLiteral("12.50"), QStringLiteral("12.5"), Family::Decimal, true));
        QVERIFY(!vc::equal(qlonglong(12), 12.0, Family::Decimal, true)); // INTEGER against REAL
        QVERIFY(!vc::equal(0.0, -0.0, Family::Double, true));
        QVERIFY(vc::equal(std::nan(""), std::nan(""), Family::Double, true));
        QVERIFY(!vc::equal(0.30000000000000004, 0.3, Family::Double, true));
        QVERIFY(!vc::equal(QByteArray("abc"), QStringLiteral("abc"), Family::Text, true)); // a blob is not text
        QVERIFY(vc::equal(raw("A\xff\xfe"
                              "B"),
                          raw("A\xff\xfe"
                              "B"),
                          Family::Text, true));
        QVERIFY(!vc::equal(raw("A\xff"
                               "B"),
                           QStringLiteral("A\ufffdB"), Family::Text, true));
        QVERIFY(!vc::equal(QStringLiteral(""), kNull, Family::Text, true)); // empty is not NULL
        QVERIFY(vc::equal(kNull, QVariant(), Family::Int, true));
        QVERIFY(vc::equal(5, qlonglong(5), Family::Int, true)); // int and bigint readers
    }

    // Between kinds, the same value of the family, to the last digit.
    void acrossKindsComparesTheValue()
    {
        QVERIFY(vc::equal(QStringLiteral("12.50"), 12.5, Family::Decimal, false));
        QVERIFY(vc::equal(QStringLiteral("19.99"), 19.99, Family::Decimal, false));
        QVERIFY(!vc::equal(QStringLiteral("0.3"), 0.30000000000000004, Family::Decimal, false));
        QVERIFY(vc::equal(QStringLiteral("100.00"), qlonglong(100), Family::Decimal, false));
        QVERIFY(!vc::equal(QStringLiteral("12345678901234567.89"), 12345678901234567.89, Family::Decimal, false));
        QVERIFY(vc::equal(QStringLiteral("2026-12-01 10:00:00.5"), QStringLiteral("2026-12-01 10:00:00.500000"),
                          Family::Stamp, false));
        QVERIFY(!vc::equal(QStringLiteral("2026-12-01 10:00:00.5"), QStringLiteral("2026-12-01 10:00:00.500001"),
                           Family::Stamp, false));
        QVERIFY(vc::equal(QStringLiteral("1962-02-18"), QStringLiteral("1962-02-18 00:00:00"), Family::Stamp, false));
        QVERIFY(vc::equal(true, qlonglong(1), Family::Boolean, false));
        QVERIFY(!vc::equal(true, qlonglong(2), Family::Boolean, false));
        QVERIFY(vc::equal(qlonglong(7), 7, Family::Int, false));
        QVERIFY(!vc::equal(qlonglong(7), QStringLiteral("7"), Family::Int, false)); // text in an integer column
        QVERIFY(!vc::equal(0.0, -0.0, Family::Double, false));
        QVERIFY(!vc::equal(QByteArray("abc"), QStringLiteral("abc"), Family::Text, false));
    }

    // What each kind of database holds unchanged, and what it refuses.
    void unfitSaysWhatAColumnCannotHold()
    {
        const auto fits = [](const QVariant &v, Family f, const ValueLimits &l) {
            return vc::unfit(v, f, l).isEmpty();
        };
        // Text.
        QVERIFY(fits(QStringLiteral("abc  "), Family::Text, postgres()));
        QVERIFY(!fits(QString(QStringLiteral("a") + QChar(0) + QStringLiteral("b")), Family::LongText, postgres()));
        QVERIFY(fits(QString(QStringLiteral("a") + QChar(0) + QStringLiteral("b")), Family::LongText, mariadb()));
        QVERIFY(!fits(raw("A\xff"
                          "B"),
                      Family::LongText, postgres()));
        QVERIFY(!fits(raw("A\xff"
                          "B"),
                      Family::LongText, mariadb()));
        QVERIFY(fits(raw("A\xff"
                         "B"),
                     Family::LongText, sqlite()));
        QVERIFY(!fits(QByteArray("bytes"), Family::LongText, postgres()));
        QVERIFY(fits(QByteArray("bytes"), Family::LongText, sqlite()));
        ValueLimits short3 = postgres();
        short3.maxTextLength = 3;
        QVERIFY(fits(QStringLiteral("a\U0001F600c"), Family::Text, short3)); // three characters, four UTF-16 units
        QVERIFY(!fits(QStringLiteral("abcd"), Family::Text, short3));
        // Integers.
        ValueLimits int32 = postgres();
        int32.minInteger = std::numeric_limits<qint32>::min();
        int32.maxInteger = std::numeric_limits<qint32>::max();
        QVERIFY(fits(qlonglong(2147483647), Family::Int, int32));
        QVERIFY(!fits(qlonglong(2147483648LL), Family::Int, int32));
        QVERIFY(!fits(1.5, Family::Int, postgres()));
        QVERIFY(!fits(QStringLiteral("abc"), Family::Int, postgres()));
        QVERIFY(fits(QStringLiteral("abc"), Family::Int, sqlite()));
        // Booleans.
        QVERIFY(fits(qlonglong(1), Family::Boolean, postgres()));
        QVERIFY(!fits(qlonglong(2), Family::Boolean, postgres()));
        QVERIFY(fits(qlonglong(2), Family::Boolean, mariadb()));
        // Doubles.
        QVERIFY(fits(std::nan(""), Family::Double, postgres()));
        QVERIFY(!fits(std::nan(""), Family::Double, mariadb()));
        QVERIFY(!fits(std::nan(""), Family::Double, sqlite()));
        QVERIFY(!fits(qInf(), Family::Double, mariadb()));
        QVERIFY(fits(qInf(), Family::Double, sqlite()));
        QVERIFY(fits(5e-324, Family::Double, mariadb()));
        // Decimals: digit-exact with their scale.
        QVERIFY(fits(QStringLiteral("99999999.99"), Family::Decimal, decimal(10, 2)));
        QVERIFY(!fits(QStringLiteral("999999999.99"), Family::Decimal, decimal(10, 2)));
        QVERIFY(!fits(QStringLiteral("1.234"), Family::Decimal, decimal(10, 2)));
        QVERIFY(fits(QStringLiteral("1.230"), Family::Decimal, decimal(10, 2)));
        QVERIFY(fits(19.99, Family::Decimal, decimal(10, 2)));
        QVERIFY(!fits(0.30000000000000004, Family::Decimal, decimal(10, 2)));
        QVERIFY(fits(QStringLiteral("NaN"), Family::Decimal, postgres()));
        QVERIFY(!fits(QStringLiteral("NaN"), Family::Decimal, mariadb()));
        // ... into SQLite's NUMERIC, which keeps a 64-bit integer or double.
        QVERIFY(fits(QStringLiteral("12.50"), Family::Decimal, sqlite()));
        QVERIFY(fits(QStringLiteral("9223372036854775807"), Family::Decimal, sqlite()));
        QVERIFY(!fits(QStringLiteral("9223372036854775808"), Family::Decimal, sqlite()));
        QVERIFY(!fits(QStringLiteral("12345678901234567.89"), Family::Decimal, sqlite()));
        // PostgreSQL's NaN and infinities: NUMERIC keeps them as that text.
        QVERIFY(fits(QStringLiteral("NaN"), Family::Decimal, sqlite()));
        QVERIFY(fits(QStringLiteral("-Infinity"), Family::Decimal, sqlite()));
        QVERIFY(!fits(QStringLiteral("-Infinity"), Family::Decimal, mariadb()));
        // Stamps and dates.
        QVERIFY(fits(QStringLiteral("1962-02-18 00:00:00"), Family::Stamp, postgres()));
        QVERIFY(fits(QStringLiteral("1962-02-18T00:00:00.123456"), Family::Stamp, postgres()));
        QVERIFY(fits(QStringLiteral("1962-02-18"), Family::Stamp, postgres()));
        QVERIFY(!fits(QStringLiteral("yesterday"), Family::Stamp, postgres()));
        QVERIFY(fits(QStringLiteral("yesterday"), Family::Stamp, sqlite()));
        QVERIFY(!fits(QStringLiteral("2026-02-30 10:00:00"), Family::Stamp, postgres()));
        QVERIFY(fits(QStringLiteral("infinity"), Family::Stamp, postgres()));
        QVERIFY(fits(QStringLiteral("-infinity"), Family::Date, postgres()));
        QVERIFY(!fits(QStringLiteral("infinity"), Family::Stamp, mariadb()));
        QVERIFY(!fits(QStringLiteral("2026-01-01 10:00:00+02:00"), Family::Stamp, postgres()));
        QVERIFY(!fits(QStringLiteral("2026-01-01 10:00:00.1234567"), Family::Stamp, postgres()));
        QVERIFY(fits(QStringLiteral("2026-01-01 10:00:00.1234560"), Family::Stamp, postgres()));
        ValueLimits seconds = mariadb();
        seconds.stampDigits = 0;
        QVERIFY(!fits(QStringLiteral("2026-01-01 10:00:00.5"), Family::Stamp, seconds));
        QVERIFY(!fits(QStringLiteral("0999-01-01 10:00:00"), Family::Stamp, mariadb()));
        QVERIFY(fits(QStringLiteral("2000-02-29"), Family::Date, postgres()));
        QVERIFY(!fits(QStringLiteral("2000-02-29 10:00:00"), Family::Date, postgres()));
        // Blobs.
        QVERIFY(fits(QByteArray("\x00\xff", 2), Family::Blob, postgres()));
        QVERIFY(!fits(QStringLiteral("text"), Family::Blob, postgres()));
        QVERIFY(fits(kNull, Family::Blob, postgres()));
        // The reason names the value's problem.
        QVERIFY2(vc::unfit(QStringLiteral("1.234"), Family::Decimal, decimal(10, 2))
                     .contains(QStringLiteral("3 digits after the point")),
                 qPrintable(vc::unfit(QStringLiteral("1.234"), Family::Decimal, decimal(10, 2))));
    }

    // SQLite keeps what it is given: every value goes as it is. A server
    // gets the family's spelling.
    void valuesAreBoundAsTheTargetHoldsThem()
    {
        for (const QVariant &v : {QVariant(QStringLiteral("1962-02-18 00:00:00")), QVariant(0.30000000000000004),
                                  QVariant(qlonglong(5)), QVariant(QByteArray("\x00\x01", 2)), raw("\xff")}) {
            QCOMPARE(vc::toBindable(v, Family::Stamp, sqlite()), v);
            QVERIFY(vc::bindsAsIs(v, Family::Decimal, sqlite()));
        }
        QCOMPARE(vc::toBindable(true, Family::Boolean, sqlite()), QVariant(qlonglong(1)));
        QCOMPARE(vc::toBindable(19.99, Family::Decimal, postgres()), QVariant(QStringLiteral("19.99")));
        QCOMPARE(vc::toBindable(QStringLiteral("3.00"), Family::Decimal, postgres()), QVariant(QStringLiteral("3")));
        QCOMPARE(vc::toBindable(1e21, Family::Decimal, postgres()), QVariant(QStringLiteral("1000000000000000000000")));
        QCOMPARE(vc::toBindable(QStringLiteral("1962-02-18T00:00:00.500"), Family::Stamp, postgres()),
                 QVariant(QStringLiteral("1962-02-18 00:00:00.5")));
        QCOMPARE(vc::toBindable(qlonglong(1), Family::Boolean, postgres()), QVariant(true));
        QVERIFY(vc::bindsAsIs(QStringLiteral("999.25"), Family::Decimal, postgres()));
        QVERIFY(!vc::bindsAsIs(QStringLiteral("3.00"), Family::Decimal, postgres()));
        // From a column of the same kind and type, a numeric keeps its scale.
        ValueLimits alike = postgres();
        alike.keepsDecimalText = true;
        QCOMPARE(vc::toBindable(QStringLiteral("3.00"), Family::Decimal, alike), QVariant(QStringLiteral("3.00")));
        QVERIFY(vc::bindsAsIs(QStringLiteral("-0.50"), Family::Decimal, alike));
        QVERIFY(vc::bindsAsIs(5, Family::BigInt, postgres())); // PostgreSQL's integer
        QVERIFY(!vc::bindsAsIs(5, Family::Text, postgres()));
        QVERIFY(vc::bindsAsIs(kNull, Family::Int, postgres())); // bulk inserts bind any NULL as NULL
        QCOMPARE(vc::toBindable(5, Family::Int, postgres()), QVariant(qlonglong(5)));
    }

    // A conflict keeps a value as text and gives back the same value: no
    // text is mistaken for bytes, NULL stays apart from ''.
    void conflictTextKeepsEveryValue()
    {
        const QList<QPair<QVariant, Family>> values{
            {QStringLiteral("plain"), Family::Text},
            {QStringLiteral("base64:aGVsbG8="), Family::Text},
            {QStringLiteral("jgr:blob:AAE="), Family::Text},
            {QStringLiteral(""), Family::Text},
            {QString(QStringLiteral("a") + QChar(0) + QStringLiteral("b")), Family::Text},
            {QByteArray("\x00\xff", 2), Family::Blob},
            {raw("A\xff\xfe"
                 "B"),
             Family::Text},
            {qlonglong(-42), Family::BigInt},
            {0.30000000000000004, Family::Double},
            {-0.0, Family::Double},
            {qInf(), Family::Double},
            // SQLite keeps any value in any column: found by fuzz_valuecodec.
            {QStringLiteral("0"), Family::Double},
            {QStringLiteral("12"), Family::Int},
            {QStringLiteral("true"), Family::Boolean},
            {qlonglong(5), Family::LongText},
            {2.5, Family::Stamp},
            {qlonglong(0), Family::Double},
        };
        for (const auto &[value, family] : values) {
            const QVariant back = vc::fromConflictText(vc::toConflictText(value, family), family);
            QVERIFY2(
                vc::equal(back, value, family, true),
                qPrintable(vc::toConflictText(value, family) + QStringLiteral(" came back as ") + back.toString()));
        }
        QVERIFY(vc::toConflictText(kNull, Family::Text).isNull());
        QVERIFY(vc::fromConflictText(QString(), Family::Text).isNull());
        QVERIFY(!vc::fromConflictText(QStringLiteral(""), Family::Text).isNull());
        // Kept before the markers: a blob column's "base64:" is its bytes.
        QCOMPARE(vc::fromConflictText(QStringLiteral("base64:aGVsbG8="), Family::Blob), QVariant(QByteArray("hello")));
    }
};

QTEST_GUILESS_MAIN(TestValueCodec)
#include "test_valuecodec.moc"
