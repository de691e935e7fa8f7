#include "valuecodec.h"

#include "common/stamp.h"

#include <QDate>
#include <QDateTime>

namespace jgr::engine::valuecodec {

using db::Family;

namespace {
// "12.500" -> "12.5", "-0.0" -> "0", "1e3" stays as its double rendering.
QString canonicalNumber(const QVariant &value)
{
    QString s;
    if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Float) {
        // A decimal that SQLite stored as REAL: its 15 significant digits are
        // the value; more digits would be binary noise.
        s = QString::number(value.toDouble(), 'g', 15);
        if (s.contains(QLatin1Char('e')))
            s = QString::number(value.toDouble(), 'f', 6);
    } else {
        s = value.toString().trimmed();
        if (s.contains(QLatin1Char('e')) || s.contains(QLatin1Char('E'))) {
            bool ok = false;
            const double d = s.toDouble(&ok);
            if (ok)
                s = QString::number(d, 'f', 12);
        }
    }
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    if (s == QLatin1String("-0"))
        s = QStringLiteral("0");
    return s;
}

QString dateText(const QVariant &value)
{
    if (value.typeId() == QMetaType::QDate)
        return value.toDate().toString(Qt::ISODate);
    if (value.typeId() == QMetaType::QDateTime)
        return value.toDateTime().date().toString(Qt::ISODate);
    return value.toString().left(10);
}

QString stampText(const QVariant &value)
{
    if (value.typeId() == QMetaType::QDateTime)
        return value.toDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
    return stamp::normalized(value.toString(), 6);
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

// The type a family's values are bound as, where it is one type (decimals,
// stamps, dates and booleans are made canonical instead).
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

// Text that canonicalNumber() would give back unchanged: digits with an
// optional sign and point, no exponent, no trailing zero after the point.
bool isCanonicalDecimal(const QVariant &value)
{
    if (value.typeId() != QMetaType::QString)
        return false;
    const QString &s = *static_cast<const QString *>(value.constData());
    if (s.isEmpty() || s == QLatin1String("-0"))
        return false;
    bool point = false;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s.at(i);
        if (c == QLatin1Char('.') && !point)
            point = true;
        else if (!(c.isDigit() && c.unicode() < 128) && !(c == QLatin1Char('-') && i == 0))
            return false;
    }
    return !point || (!s.endsWith(QLatin1Char('0')) && !s.endsWith(QLatin1Char('.')));
}
} // namespace

bool bindsAsIs(const QVariant &value, Family family)
{
    if (value.typeId() == bindTypeOf(family) || value.isNull())
        return true;
    // PostgreSQL's integer and smallint arrive as int: every BulkAccess binds
    // it as it binds a qlonglong, and a load from PostgreSQL would otherwise
    // copy every row to convert them.
    if (value.typeId() == QMetaType::Int && bindTypeOf(family) == QMetaType::LongLong)
        return true;
    return family == Family::Decimal && isCanonicalDecimal(value);
}

QVariant toBindable(const QVariant &value, Family family)
{
    // Most values arrive as the type they are bound as: passed on as they
    // are (a load converts millions of them).
    if (value.typeId() == bindTypeOf(family) && !value.isNull())
        return value;
    if (value.isNull()) {
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
    switch (family) {
    case Family::Int:
    case Family::BigInt:
        return value.toLongLong();
    case Family::Boolean:
        return boolOf(value);
    case Family::Double:
        return value.toDouble();
    case Family::Decimal:
        return canonicalNumber(value);
    case Family::Stamp:
        return stampText(value);
    case Family::Date:
        return dateText(value);
    case Family::Blob:
        return value.toByteArray();
    case Family::Flag:
    case Family::Text:
    case Family::LongText:
    case Family::Unknown:
        return value.toString();
    }
    return value;
}

QString canonical(const QVariant &value, Family family)
{
    if (value.isNull())
        return QString();
    switch (family) {
    case Family::Int:
    case Family::BigInt:
        return QString::number(value.toLongLong());
    case Family::Boolean:
        return boolOf(value) ? QStringLiteral("1") : QStringLiteral("0");
    case Family::Double:
        return QString::number(value.toDouble(), 'g', 15);
    case Family::Decimal:
        return canonicalNumber(value);
    case Family::Stamp:
        return stampText(value);
    case Family::Date:
        return dateText(value);
    case Family::Blob:
        return QString::fromLatin1(value.toByteArray().toHex());
    default:
        return value.toString().isNull() ? QStringLiteral("") : value.toString();
    }
}

bool equal(const QVariant &a, const QVariant &b, Family family)
{
    if (a.isNull() || b.isNull())
        return a.isNull() && b.isNull();
    // Equal values of one exact type are equal in any family; comparing them
    // as they are spares building two canonical texts for every column of
    // every row a session merges. (Not doubles: -0.0 equals 0.0 but prints
    // differently.)
    const int type = a.typeId();
    if (type == b.typeId() && (type == QMetaType::QString || type == QMetaType::LongLong || type == QMetaType::Int ||
                               type == QMetaType::QByteArray) &&
        a == b)
        return true;
    return canonical(a, family) == canonical(b, family);
}

bool isEmptyText(const QVariant &value)
{
    return value.isNull() || value.toString().isEmpty();
}

} // namespace jgr::engine::valuecodec
