#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QLocale>

#include <cmath>
#include <optional>

namespace jgr {

// The shortest text that reads back as the same double, in the spelling
// PostgreSQL reads and writes: the sign of a negative zero kept ("-0"; Qt
// drops it), "NaN", "Infinity" and "-Infinity".
inline QByteArray doubleText(double d)
{
    if (std::isnan(d))
        return QByteArrayLiteral("NaN");
    if (std::isinf(d))
        return d > 0 ? QByteArrayLiteral("Infinity") : QByteArrayLiteral("-Infinity");
    if (d == 0)
        return std::signbit(d) ? QByteArrayLiteral("-0") : QByteArrayLiteral("0");
    return QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
}

// doubleText() read back (and any other spelling of a double Qt reads).
inline std::optional<double> doubleFromText(QByteArrayView text)
{
    if (text == "NaN")
        return std::nan("");
    if (text == "Infinity" || text == "-Infinity")
        return text.startsWith('-') ? -HUGE_VAL : HUGE_VAL;
    bool ok = false;
    const double d = text.toDouble(&ok);
    return ok ? std::optional<double>(d) : std::nullopt;
}

} // namespace jgr
