#include "valuecodec.h"

#include "literals.h"

#include "common/doubletext.h"
#include "db/rawtext.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <cstring>
#include <optional>

namespace jgr::engine::valuecodec {

using db::Family;
using db::RawText;
using db::ValueLimits;
using literals::Decimal;
using literals::parseDecimal;
using literals::parseStamp;
using literals::Stamp;

namespace {
bool isIntegral(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Bool:
        return true;
    default:
        return false;
    }
}

bool isDouble(const QVariant &v)
{
    return v.typeId() == QMetaType::Double || v.typeId() == QMetaType::Float;
}

bool isRawText(const QVariant &v)
{
    return v.typeId() == qMetaTypeId<RawText>();
}

const QString &textOf(const QVariant &v)
{
    return *static_cast<const QString *>(v.constData());
}

// Characters as the servers count them: code points, not UTF-16 units.
qsizetype codePoints(const QString &s)
{
    qsizetype n = s.size();
    for (const QChar c : s)
        if (c.isLowSurrogate())
            --n;
    return n;
}

QString shortest(double d)
{
    return QString::fromLatin1(doubleText(d));
}

// A value of a decimal column as a decimal number: a REAL (SQLite) by the
// shortest text that reads back as it, an integer as it is, text parsed.
std::optional<Decimal> decimalOf(const QVariant &v)
{
    if (isIntegral(v))
        return parseDecimal(QString::number(v.toLongLong()));
    if (isDouble(v))
        return std::isfinite(v.toDouble()) ? parseDecimal(shortest(v.toDouble())) : std::nullopt;
    if (v.typeId() == QMetaType::QString)
        return parseDecimal(textOf(v).trimmed());
    return std::nullopt;
}

// A number as a text column holds it (a SQLite column of no declared type,
// or one whose type the application did not keep to, holds numbers beside
// text): an integer's digits, a finite double's shortest text that reads
// back as the same double. Nothing for other values.
std::optional<QString> numberAsText(const QVariant &v)
{
    if (isIntegral(v) && v.typeId() != QMetaType::Bool)
        return v.typeId() == QMetaType::ULongLong ? QString::number(v.toULongLong()) : QString::number(v.toLongLong());
    if (isDouble(v) && std::isfinite(v.toDouble()))
        return shortest(v.toDouble());
    return std::nullopt;
}

// PostgreSQL's stamps and dates beyond every other: kept as this text.
bool isInfiniteStamp(const QString &s)
{
    return s == QLatin1String("infinity") || s == QLatin1String("-infinity");
}

bool isNonFiniteText(const QString &s)
{
    return s == QLatin1String("NaN") || s == QLatin1String("Infinity") || s == QLatin1String("-Infinity");
}

bool boolOf(const QVariant &value)
{
    if (value.typeId() == QMetaType::QString) {
        const QString s = value.toString().trimmed().toLower();
        return s == QLatin1String("1") || s == QLatin1String("t") || s == QLatin1String("true") ||
               s == QLatin1String("y") || s == QLatin1String("yes");
    }
    return value.toBool();
}

// What kind of value it is, for messages.
QString kindOf(const QVariant &v)
{
    if (isRawText(v))
        return QCoreApplication::translate("Engine", "text that is not valid UTF-8");
    if (v.typeId() == QMetaType::QByteArray)
        return QCoreApplication::translate("Engine", "bytes (a blob)");
    if (isIntegral(v))
        return QCoreApplication::translate("Engine", "an integer");
    if (isDouble(v))
        return QCoreApplication::translate("Engine", "a floating-point number");
    return QCoreApplication::translate("Engine", "text");
}

QString notHeld(const QVariant &v, const char *column)
{
    return QCoreApplication::translate("Engine", "is %1, which this %2 column cannot hold")
        .arg(kindOf(v), QCoreApplication::translate("Engine", column));
}

// unfit() for a column that keeps each value as it is given (SQLite).
QString unfitDynamic(const QVariant &value, Family family, const ValueLimits &limits)
{
    if (isDouble(value) && std::isnan(value.toDouble()) && !limits.doubleHoldsNan)
        return QCoreApplication::translate("Engine", "is NaN, which this database stores as NULL");
    if (isDouble(value) && value.toDouble() == 0 && std::signbit(value.toDouble()) && !limits.doubleHoldsNegativeZero &&
        family == Family::Double)
        return QCoreApplication::translate("Engine", "is -0, which this database stores as 0");
    // A server's decimal text: NUMERIC keeps it as a 64-bit integer or
    // floating-point number, so only what those hold comes back unchanged.
    if (family == Family::Decimal && value.typeId() == QMetaType::QString) {
        const QString &text = textOf(value);
        if (isNonFiniteText(text))
            return {}; // PostgreSQL's NaN and infinities: NUMERIC keeps them as this text
        const auto d = parseDecimal(text);
        if (!d)
            return {};
        if (d->fraction.isEmpty()) { // an integer: NUMERIC keeps it as one when it fits 64 bits
            bool fits = false;
            d->text().toLongLong(&fits);
            if (fits)
                return {};
        }
        bool ok = false;
        const double asDouble = d->text().toDouble(&ok);
        const auto back = ok && std::isfinite(asDouble) ? parseDecimal(shortest(asDouble)) : std::nullopt;
        if (!back || back->text() != d->text())
            return QCoreApplication::translate("Engine",
                                               "has more digits (%1) than a NUMERIC column keeps in its 64-bit number")
                .arg(d->text());
    }
    return {};
}

QString unfitInteger(const QVariant &value, Family family, const ValueLimits &limits)
{
    if (!isIntegral(value))
        return notHeld(value, family == Family::Boolean ? QT_TRANSLATE_NOOP("Engine", "boolean")
                                                        : QT_TRANSLATE_NOOP("Engine", "integer"));
    const qint64 n = value.toLongLong();
    if (family == Family::Boolean && limits.booleanIsZeroOrOne && n != 0 && n != 1)
        return QCoreApplication::translate("Engine", "is %1; a boolean column holds 0 (false) or 1 (true)").arg(n);
    if (n < limits.minInteger || n > limits.maxInteger)
        return QCoreApplication::translate("Engine", "is %1, outside the column's %2 to %3")
            .arg(n)
            .arg(limits.minInteger)
            .arg(limits.maxInteger);
    return {};
}

QString unfitDecimal(const QVariant &value, const ValueLimits &limits)
{
    // PostgreSQL's numeric holds NaN and the infinities, as its float8 does.
    if (value.typeId() == QMetaType::QString && isNonFiniteText(textOf(value)))
        return limits.doubleHoldsNan
                   ? QString()
                   : QCoreApplication::translate("Engine", "is %1, which this column cannot hold").arg(textOf(value));
    if (isDouble(value) && !std::isfinite(value.toDouble()))
        return QCoreApplication::translate("Engine", "is %1, which a decimal column cannot hold")
            .arg(shortest(value.toDouble()));
    const auto d = decimalOf(value);
    if (!d)
        return notHeld(value, QT_TRANSLATE_NOOP("Engine", "decimal"));
    if (limits.decimalPrecision <= 0)
        return {};
    if (d->fraction.size() > limits.decimalScale)
        return QCoreApplication::translate("Engine", "is %1, with %2 digits after the point; the column keeps %3")
            .arg(d->text())
            .arg(d->fraction.size())
            .arg(limits.decimalScale);
    if (d->integerDigits() > limits.decimalPrecision - limits.decimalScale)
        return QCoreApplication::translate("Engine", "is %1, with %2 digits before the point; the column keeps %3")
            .arg(d->text())
            .arg(d->integerDigits())
            .arg(limits.decimalPrecision - limits.decimalScale);
    return {};
}

QString unfitStamp(const QVariant &value, Family family, const ValueLimits &limits)
{
    const bool dateOnly = family == Family::Date;
    if (value.typeId() != QMetaType::QString)
        return notHeld(value,
                       dateOnly ? QT_TRANSLATE_NOOP("Engine", "date") : QT_TRANSLATE_NOOP("Engine", "date and time"));
    if (isInfiniteStamp(textOf(value)))
        return limits.stampHoldsInfinity
                   ? QString()
                   : QCoreApplication::translate("Engine", "is %1, which this database's dates cannot hold")
                         .arg(textOf(value));
    const auto s = parseStamp(textOf(value), dateOnly);
    if (!s)
        return dateOnly ? QCoreApplication::translate("Engine", "is \"%1\", not a date written YYYY-MM-DD")
                              .arg(textOf(value))
                        : QCoreApplication::translate(
                              "Engine",
                              "is \"%1\", not a date and time written YYYY-MM-DD HH:MM:SS[.fraction] without a zone")
                              .arg(textOf(value));
    if (s->date.year() < limits.minYear || s->date.year() > limits.maxYear)
        return QCoreApplication::translate("Engine", "is \"%1\"; the column holds the years %2 to %3")
            .arg(textOf(value))
            .arg(limits.minYear)
            .arg(limits.maxYear);
    if (s->significantFraction().size() > limits.stampDigits)
        return QCoreApplication::translate("Engine", "is \"%1\", with %2 digits of a second; the column keeps %3")
            .arg(textOf(value))
            .arg(s->significantFraction().size())
            .arg(limits.stampDigits);
    return {};
}

QString unfitText(const QVariant &value, const ValueLimits &limits)
{
    const std::optional<QString> number = numberAsText(value);
    if (value.typeId() != QMetaType::QString && !number)
        return notHeld(value, QT_TRANSLATE_NOOP("Engine", "text"));
    const QString &text = number ? *number : textOf(value);
    if (!limits.textHoldsNul && text.contains(QChar(0)))
        return QCoreApplication::translate("Engine",
                                           "holds a NUL character (U+0000), which this database's text cannot");
    if (limits.maxTextLength > 0 && codePoints(text) > limits.maxTextLength)
        return QCoreApplication::translate("Engine", "has %1 characters; the column holds %2")
            .arg(codePoints(text))
            .arg(limits.maxTextLength);
    return {};
}

// Bits, so that -0.0 differs from 0.0 and a NaN equals itself.
bool sameDouble(double a, double b)
{
    if (std::isnan(a) || std::isnan(b))
        return std::isnan(a) && std::isnan(b);
    return std::memcmp(&a, &b, sizeof a) == 0;
}

// The same stored value: the same storage type and the same bytes.
bool sameStored(const QVariant &a, const QVariant &b)
{
    if (isIntegral(a) || isIntegral(b))
        return isIntegral(a) && isIntegral(b) && a.toLongLong() == b.toLongLong();
    if (isDouble(a) || isDouble(b))
        return isDouble(a) && isDouble(b) && sameDouble(a.toDouble(), b.toDouble());
    if (a.typeId() == QMetaType::QString && b.typeId() == QMetaType::QString)
        return textOf(a) == textOf(b);
    return a.typeId() == b.typeId() && a == b;
}

// The type a family's values are bound as on a server, where it is one
// type (decimals, stamps, dates and booleans are spelled out instead).
int bindTypeOf(Family family)
{
    switch (family) {
    case Family::Int:
    case Family::BigInt:
        return QMetaType::LongLong;
    case Family::Double:
        return QMetaType::Double;
    case Family::Blob:
        return QMetaType::QByteArray;
    case Family::Flag:
    case Family::Text:
    case Family::LongText:
    case Family::Unknown:
        return QMetaType::QString;
    default:
        return QMetaType::UnknownType;
    }
}

// A decimal as a server writes it: digits, a point and digits, a sign.
bool isPlainDecimal(const QVariant &value)
{
    static const QRegularExpression plain(QStringLiteral("^-?[0-9]+(\\.[0-9]+)?$"));
    return value.typeId() == QMetaType::QString && plain.match(textOf(value)).hasMatch();
}

// Text that toBindable() would give back unchanged as a decimal.
bool isCanonicalDecimal(const QVariant &value)
{
    if (value.typeId() != QMetaType::QString)
        return false;
    const auto d = parseDecimal(textOf(value));
    return d && d->text() == textOf(value);
}

QVariant typedNull(Family family)
{
    switch (family) {
    case Family::Int:
    case Family::Boolean:
        return QVariant(QMetaType::fromType<int>());
    case Family::BigInt:
        return QVariant(QMetaType::fromType<qlonglong>());
    case Family::Double:
        return QVariant(QMetaType::fromType<double>());
    case Family::Blob:
        return QVariant(QMetaType::fromType<QByteArray>());
    default:
        return QVariant(QMetaType::fromType<QString>());
    }
}

const QString kMarker = QStringLiteral("jgr:");
} // namespace

QString unfit(const QVariant &value, Family family, const ValueLimits &limits)
{
    if (value.isNull())
        return {};
    if (limits.dynamicTyping)
        return unfitDynamic(value, family, limits);
    if (isRawText(value))
        return notHeld(value, QT_TRANSLATE_NOOP("Engine", "server's"));
    switch (family) {
    case Family::Int:
    case Family::BigInt:
    case Family::Boolean:
        return unfitInteger(value, family, limits);
    case Family::Double:
        if (isIntegral(value)) // exactly, as a double
            return std::abs(value.toLongLong()) <= (qint64(1) << 53)
                       ? QString()
                       : notHeld(value, QT_TRANSLATE_NOOP("Engine", "floating-point"));
        if (!isDouble(value))
            return notHeld(value, QT_TRANSLATE_NOOP("Engine", "floating-point"));
        if (std::isnan(value.toDouble()) && !limits.doubleHoldsNan)
            return QCoreApplication::translate("Engine", "is NaN, which this database cannot hold");
        if (std::isinf(value.toDouble()) && !limits.doubleHoldsInfinity)
            return QCoreApplication::translate("Engine", "is %1, which this database cannot hold")
                .arg(shortest(value.toDouble()));
        if (value.toDouble() == 0 && std::signbit(value.toDouble()) && !limits.doubleHoldsNegativeZero)
            return QCoreApplication::translate("Engine", "is -0, which this database stores as 0");
        return {};
    case Family::Decimal:
        return unfitDecimal(value, limits);
    case Family::Stamp:
    case Family::Date:
        return unfitStamp(value, family, limits);
    case Family::Blob:
        return value.typeId() == QMetaType::QByteArray ? QString()
                                                       : notHeld(value, QT_TRANSLATE_NOOP("Engine", "blob"));
    case Family::Flag:
    case Family::Text:
    case Family::LongText:
    case Family::Unknown:
        return unfitText(value, limits);
    }
    return {};
}

bool bindsAsIs(const QVariant &value, Family family, const ValueLimits &limits)
{
    if (value.isNull())
        return true;
    if (limits.dynamicTyping)
        return value.typeId() != QMetaType::Bool &&
               (isIntegral(value) || isDouble(value) || isRawText(value) || value.typeId() == QMetaType::QString ||
                value.typeId() == QMetaType::QByteArray);
    if (value.typeId() == bindTypeOf(family))
        return true;
    // PostgreSQL's integer and smallint arrive as int: every BulkAccess binds
    // it as it binds a qlonglong, and a load from PostgreSQL would otherwise
    // copy every row to convert them.
    if (value.typeId() == QMetaType::Int && bindTypeOf(family) == QMetaType::LongLong)
        return true;
    return family == Family::Decimal &&
           (isCanonicalDecimal(value) || (limits.keepsDecimalText && isPlainDecimal(value)));
}

QVariant toBindable(const QVariant &value, Family family, const ValueLimits &limits)
{
    if (value.isNull())
        return typedNull(family);
    if (limits.dynamicTyping) {
        // Kept as it is, with its storage type; only what SQLite has no type
        // for is spelled as it would be stored.
        if (value.typeId() == QMetaType::Bool)
            return qlonglong(value.toBool() ? 1 : 0);
        if (value.typeId() == QMetaType::QDate || value.typeId() == QMetaType::QDateTime)
            return value.toString();
        return value;
    }
    // Most values arrive as the type they are bound as: passed on as they
    // are (a load converts millions of them).
    if (value.typeId() == bindTypeOf(family))
        return value;
    switch (family) {
    case Family::Int:
    case Family::BigInt:
        return value.toLongLong();
    case Family::Boolean: // PostgreSQL's boolean; MariaDB's TINYINT(1) keeps the integer
        if (!limits.booleanIsZeroOrOne && isIntegral(value))
            return value.toLongLong();
        return boolOf(value);
    case Family::Double:
        return value.toDouble();
    case Family::Decimal: {
        if (isDouble(value) && !std::isfinite(value.toDouble()))
            return shortest(value.toDouble()); // NaN, Infinity, -Infinity as PostgreSQL spells them
        if (limits.keepsDecimalText && isPlainDecimal(value))
            return value;
        const auto d = decimalOf(value);
        return d ? d->text() : value.toString();
    }
    case Family::Stamp:
    case Family::Date: {
        const auto s =
            value.typeId() == QMetaType::QString ? parseStamp(textOf(value), family == Family::Date) : std::nullopt;
        return s ? (family == Family::Date ? s->date.toString(Qt::ISODate) : s->text()) : value.toString();
    }
    case Family::Blob:
        return value.toByteArray();
    case Family::Flag:
    case Family::Text:
    case Family::LongText:
    case Family::Unknown:
        return numberAsText(value).value_or(value.toString());
    }
    return value;
}

bool equal(const QVariant &a, const QVariant &b, Family family, bool exact)
{
    if (a.isNull() || b.isNull())
        return a.isNull() && b.isNull();
    if (sameStored(a, b))
        return true;
    if (exact)
        return false;
    switch (family) {
    case Family::Int:
    case Family::BigInt:
    case Family::Boolean:
        if (isIntegral(a) && isIntegral(b))
            return a.toLongLong() == b.toLongLong();
        return false;
    case Family::Double:
        if ((isDouble(a) || isIntegral(a)) && (isDouble(b) || isIntegral(b)))
            return sameDouble(a.toDouble(), b.toDouble());
        return false;
    case Family::Decimal: {
        if (isDouble(a) && isDouble(b))
            return sameDouble(a.toDouble(), b.toDouble());
        const auto x = decimalOf(a);
        const auto y = decimalOf(b);
        if (x && y)
            return x->text() == y->text();
        // NaN and the infinities, spelled by PostgreSQL or held as doubles.
        const auto special = [](const QVariant &v) {
            return isDouble(v) ? toBindable(v, Family::Decimal, ValueLimits()).toString() : v.toString();
        };
        return !x && !y && special(a) == special(b);
    }
    case Family::Stamp:
    case Family::Date: {
        if (a.typeId() != QMetaType::QString || b.typeId() != QMetaType::QString)
            return false;
        const auto x = parseStamp(textOf(a), false);
        const auto y = parseStamp(textOf(b), false);
        return x && y && x->key() == y->key();
    }
    case Family::Flag:
    case Family::Text:
    case Family::LongText:
    case Family::Unknown: {
        // SQLite's number and a server's text of it (toBindable()).
        const auto textAndNumber = [](const QVariant &text, const QVariant &number) {
            const std::optional<QString> digits = numberAsText(number);
            return text.typeId() == QMetaType::QString && digits && textOf(text) == *digits;
        };
        return textAndNumber(a, b) || textAndNumber(b, a);
    }
    default:
        return false;
    }
}

bool isEmptyText(const QVariant &value)
{
    return value.isNull() || (value.typeId() == QMetaType::QString && textOf(value).isEmpty());
}

QString toConflictText(const QVariant &value, Family family)
{
    const bool numeric = family == Family::Int || family == Family::BigInt || family == Family::Boolean ||
                         family == Family::Double || family == Family::Decimal;
    if (value.isNull())
        return {};
    if (value.typeId() == QMetaType::QByteArray)
        return kMarker + QStringLiteral("blob:") + QString::fromLatin1(value.toByteArray().toBase64());
    if (isRawText(value))
        return kMarker + QStringLiteral("rawtext:") +
               QString::fromLatin1(static_cast<const RawText *>(value.constData())->bytes.toBase64());
    // A number where the family says number is written plainly.
    if (isDouble(value))
        return family == Family::Double || family == Family::Decimal
                   ? shortest(value.toDouble())
                   : kMarker + QStringLiteral("real:") + shortest(value.toDouble());
    if (isIntegral(value))
        return numeric && family != Family::Double
                   ? QString::number(value.toLongLong())
                   : kMarker + QStringLiteral("int:") + QString::number(value.toLongLong());
    const QString text = value.toString();
    // Text that would be read back as a number (SQLite keeps it in a number column).
    if (numeric && family != Family::Decimal && fromConflictText(text, family).typeId() != QMetaType::QString)
        return kMarker + QStringLiteral("text:") + text;
    // A NUL goes where PostgreSQL's text cannot take it: a primary's jg_conflicts.
    if (text.contains(QChar(0)))
        return kMarker + QStringLiteral("nultext:") + QString::fromLatin1(text.toUtf8().toBase64());
    return text.startsWith(kMarker) ? kMarker + QStringLiteral("text:") + text : text;
}

QVariant fromConflictText(const QString &text, Family family)
{
    if (text.isNull())
        return typedNull(family);
    if (text.startsWith(kMarker)) {
        const QString rest = text.mid(kMarker.size());
        if (rest.startsWith(QLatin1String("text:")))
            return rest.mid(5);
        if (rest.startsWith(QLatin1String("nultext:")))
            return QString::fromUtf8(QByteArray::fromBase64(rest.mid(8).toLatin1()));
        if (rest.startsWith(QLatin1String("blob:")))
            return QByteArray::fromBase64(rest.mid(5).toLatin1());
        if (rest.startsWith(QLatin1String("rawtext:")))
            return QVariant::fromValue(RawText{QByteArray::fromBase64(rest.mid(8).toLatin1())});
        if (rest.startsWith(QLatin1String("int:")))
            return rest.mid(4).toLongLong();
        if (rest.startsWith(QLatin1String("real:"))) {
            if (const auto d = doubleFromText(rest.mid(5).toLatin1()))
                return *d;
        }
    }
    // Kept before the markers existed: a blob column's value as "base64:...".
    if (family == Family::Blob && text.startsWith(QLatin1String("base64:")))
        return QByteArray::fromBase64(text.mid(7).toLatin1());
    bool ok = false;
    switch (family) {
    case Family::Int:
    case Family::BigInt:
    case Family::Boolean: {
        const qlonglong n = text.toLongLong(&ok);
        if (ok)
            return n;
        if (family == Family::Boolean && (text == QLatin1String("true") || text == QLatin1String("false")))
            return qlonglong(text == QLatin1String("true") ? 1 : 0);
        return text;
    }
    case Family::Double: {
        const auto d = doubleFromText(text.toLatin1());
        return d ? QVariant(*d) : QVariant(text);
    }
    default:
        return text;
    }
}

} // namespace jgr::engine::valuecodec
