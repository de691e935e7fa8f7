#include "literals.h"

namespace jgr::engine::literals {

namespace {
bool isAsciiDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

// Digits from `at` on; returns where they end.
qsizetype digitsFrom(const QString &s, qsizetype at)
{
    while (at < s.size() && isAsciiDigit(s.at(at)))
        ++at;
    return at;
}

// `count` digits at `at` as a number, or -1.
int number(const QString &s, qsizetype at, int count)
{
    if (at + count > s.size())
        return -1;
    int n = 0;
    for (qsizetype i = at; i < at + count; ++i) {
        if (!isAsciiDigit(s.at(i)))
            return -1;
        n = n * 10 + (s.at(i).unicode() - '0');
    }
    return n;
}
} // namespace

std::optional<Decimal> parseDecimal(const QString &input)
{
    qsizetype at = 0;
    const bool minus = at < input.size() && input.at(at) == QLatin1Char('-');
    if (at < input.size() && (input.at(at) == QLatin1Char('-') || input.at(at) == QLatin1Char('+')))
        ++at;
    const qsizetype intEnd = digitsFrom(input, at);
    QString digits = input.mid(at, intEnd - at);
    qsizetype point = digits.size(); // where the point falls in `digits`
    at = intEnd;
    if (at < input.size() && input.at(at) == QLatin1Char('.')) {
        const qsizetype fracEnd = digitsFrom(input, at + 1);
        digits += input.mid(at + 1, fracEnd - at - 1);
        at = fracEnd;
    }
    if (digits.isEmpty())
        return std::nullopt;
    if (at < input.size() && (input.at(at) == QLatin1Char('e') || input.at(at) == QLatin1Char('E'))) {
        const qsizetype signAt = at + 1;
        const qsizetype expStart =
            signAt < input.size() && (input.at(signAt) == QLatin1Char('-') || input.at(signAt) == QLatin1Char('+'))
                ? signAt + 1
                : signAt;
        const qsizetype expEnd = digitsFrom(input, expStart);
        if (expEnd == expStart || expEnd - expStart > 4)
            return std::nullopt;
        const int exponent = input.mid(expStart, expEnd - expStart).toInt();
        point += input.at(signAt) == QLatin1Char('-') ? -exponent : exponent;
        at = expEnd;
    }
    if (at != input.size())
        return std::nullopt;
    if (point < 0) {
        digits.prepend(QString(-point, QLatin1Char('0')));
        point = 0;
    } else if (point > digits.size()) {
        digits.append(QString(point - digits.size(), QLatin1Char('0')));
    }
    Decimal d;
    d.integer = digits.left(point);
    d.fraction = digits.mid(point);
    while (d.integer.startsWith(QLatin1Char('0')))
        d.integer.remove(0, 1);
    while (d.fraction.endsWith(QLatin1Char('0')))
        d.fraction.chop(1);
    if (d.integer.isEmpty())
        d.integer = QStringLiteral("0");
    d.negative = minus && !(d.integer == QLatin1String("0") && d.fraction.isEmpty());
    return d;
}

std::optional<Stamp> parseStamp(const QString &text, bool dateOnly)
{
    const auto at = [&text](qsizetype i, char c) { return i < text.size() && text.at(i) == QLatin1Char(c); };
    const int year = number(text, 0, 4);
    const int month = number(text, 5, 2);
    const int day = number(text, 8, 2);
    if (year < 0 || month < 0 || day < 0 || !at(4, '-') || !at(7, '-'))
        return std::nullopt;
    Stamp s;
    s.date = QDate(year, month, day);
    if (!s.date.isValid())
        return std::nullopt;
    if (text.size() == 10)
        return s;
    if (dateOnly || !(at(10, ' ') || at(10, 'T')) || !at(13, ':') || !at(16, ':') || text.size() < 19)
        return std::nullopt;
    s.hasTime = true;
    s.hour = number(text, 11, 2);
    s.minute = number(text, 14, 2);
    s.second = number(text, 17, 2);
    if (s.hour < 0 || s.minute < 0 || s.second < 0 || s.hour > 23 || s.minute > 59 || s.second > 59)
        return std::nullopt;
    if (text.size() == 19)
        return s;
    if (!at(19, '.') || text.size() == 20 || text.size() > 29 || digitsFrom(text, 20) != text.size())
        return std::nullopt;
    s.fraction = text.mid(20);
    return s;
}

} // namespace jgr::engine::literals
