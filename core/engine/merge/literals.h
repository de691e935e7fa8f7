#pragma once

#include <QDate>
#include <QString>

#include <optional>

// Decimal numbers and stamps as the three databases write them, read by
// hand, one character at a time: a load checks every decimal and every
// stamp of every row.
namespace jgr::engine::literals {

// A decimal number in one spelling: an optional '-', the integer digits
// without leading zeros ("0" when none), and the fraction without trailing
// zeros after a '.' (none when it is zero); an exponent is worked in.
struct Decimal
{
    bool negative = false;
    QString integer;  // "0" or digits without a leading zero
    QString fraction; // digits without a trailing zero

    QString text() const
    {
        QString out = negative ? QStringLiteral("-") : QString();
        out += integer;
        if (!fraction.isEmpty())
            out += QLatin1Char('.') + fraction;
        return out;
    }
    int integerDigits() const { return integer == QLatin1String("0") ? 0 : int(integer.size()); }
};

// [+-]digits[.digits][(e|E)[+-]digits], or nothing.
std::optional<Decimal> parseDecimal(const QString &input);

// A date, or a date and time of day, as the three databases write them:
// "YYYY-MM-DD", then " HH:MM:SS" or "THH:MM:SS", then up to nine digits of
// a second. No time zone: stamps are UTC (docs/SCHEMA.md).
struct Stamp
{
    QDate date;
    bool hasTime = false;
    int hour = 0;
    int minute = 0;
    int second = 0;
    QString fraction; // as written

    QString significantFraction() const
    {
        QString f = fraction;
        while (f.endsWith(QLatin1Char('0')))
            f.chop(1);
        return f;
    }
    // One spelling per instant (for comparing).
    QString key() const
    {
        return date.toString(Qt::ISODate) +
               QStringLiteral(" %1:%2:%3.")
                   .arg(hour, 2, 10, QLatin1Char('0'))
                   .arg(minute, 2, 10, QLatin1Char('0'))
                   .arg(second, 2, 10, QLatin1Char('0')) +
               significantFraction().leftJustified(9, QLatin1Char('0'));
    }
    // What a server is given: "YYYY-MM-DD HH:MM:SS[.digits]".
    QString text() const
    {
        QString out = key().left(19);
        if (const QString f = significantFraction(); !f.isEmpty())
            out += QLatin1Char('.') + f;
        return out;
    }
};

// YYYY-MM-DD[( |T)HH:MM:SS[.1 to 9 digits]] (the date alone when
// `dateOnly`), or nothing.
std::optional<Stamp> parseStamp(const QString &text, bool dateOnly);

} // namespace jgr::engine::literals
