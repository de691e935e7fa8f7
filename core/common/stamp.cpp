#include "stamp.h"

#include <algorithm>
#include <cstdio>

namespace jgr::stamp {

namespace {
// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's
// days_from_civil); no time zone, no QDateTime: stamps are hot.
qint64 daysFromCivil(qint64 y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + qint64(doe) - 719468;
}

void civilFromDays(qint64 z, qint64 *y, unsigned *m, unsigned *d)
{
    z += 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = unsigned(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp < 10 ? mp + 3 : mp - 9;
    *y = qint64(yoe) + era * 400 + (*m <= 2);
}

bool number(QStringView text, qsizetype at, qsizetype length, int *out)
{
    int n = 0;
    for (qsizetype i = at; i < at + length; ++i) {
        const char16_t c = text.at(i).unicode();
        if (c < u'0' || c > u'9')
            return false;
        n = n * 10 + (c - u'0');
    }
    *out = n;
    return true;
}
} // namespace

std::optional<qint64> toMicros(const QString &input)
{
    const QStringView t = QStringView(input).trimmed();
    // YYYY-MM-DD HH:MM:SS[.f...]
    if (t.size() < 19 || t.at(4) != u'-' || t.at(7) != u'-' || (t.at(10) != u' ' && t.at(10) != u'T') ||
        t.at(13) != u':' || t.at(16) != u':')
        return std::nullopt;
    int y, mo, d, h, mi, se;
    if (!number(t, 0, 4, &y) || !number(t, 5, 2, &mo) || !number(t, 8, 2, &d) || !number(t, 11, 2, &h) ||
        !number(t, 14, 2, &mi) || !number(t, 17, 2, &se))
        return std::nullopt;
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || se > 60)
        return std::nullopt;
    qint64 fraction = 0;
    if (t.size() > 19) {
        if (t.at(19) != u'.' || t.size() == 20 || t.size() > 29)
            return std::nullopt;
        qint64 scale = 100000;
        for (qsizetype i = 20; i < t.size(); ++i) {
            const char16_t c = t.at(i).unicode();
            if (c < u'0' || c > u'9')
                return std::nullopt;
            fraction += (c - u'0') * scale;
            scale /= 10;
        }
    }
    const qint64 days = daysFromCivil(y, unsigned(mo), unsigned(d));
    return ((days * 24 + h) * 60 + mi) * 60 * 1000000 + qint64(se) * 1000000 + fraction;
}

QString fromMicros(qint64 micros, int digits)
{
    qint64 secs = micros / 1000000;
    qint64 frac = micros % 1000000;
    if (frac < 0) {
        frac += 1000000;
        --secs;
    }
    qint64 days = secs / 86400;
    qint64 rest = secs % 86400;
    if (rest < 0) {
        rest += 86400;
        --days;
    }
    qint64 y;
    unsigned m, d;
    civilFromDays(days, &y, &m, &d);
    if (y < 0 || y > 9999) { // no such stamp in a table; printed as it comes
        char buffer[48];
        const int n = std::snprintf(buffer, sizeof buffer, "%04lld-%02u-%02u %02lld:%02lld:%02lld.%06lld",
                                    static_cast<long long>(y), m, d, static_cast<long long>(rest / 3600),
                                    static_cast<long long>(rest / 60 % 60), static_cast<long long>(rest % 60),
                                    static_cast<long long>(frac));
        return QString::fromLatin1(buffer, digits > 0 ? n - 6 + std::min(digits, 6) : n - 7);
    }
    // Written digit by digit: every written row carries stamps, and
    // snprintf cost more than the rest of a row's bookkeeping.
    char16_t text[27] = u"0000-00-00 00:00:00.000000";
    const auto put = [&text](int at, qint64 value, int width) {
        for (int i = at + width - 1; i >= at; --i, value /= 10)
            text[i] = char16_t(u'0' + value % 10);
    };
    put(0, y, 4);
    put(5, m, 2);
    put(8, d, 2);
    put(11, rest / 3600, 2);
    put(14, rest / 60 % 60, 2);
    put(17, rest % 60, 2);
    put(20, frac, 6);
    return QString(reinterpret_cast<const QChar *>(text), digits > 0 ? 20 + std::min(digits, 6) : 19);
}

QString normalized(const QString &text, int digits)
{
    const auto micros = toMicros(text);
    return micros ? fromMicros(*micros, digits) : text;
}

bool isBefore(const QString &a, const QString &b)
{
    const auto x = toMicros(a);
    const auto y = toMicros(b);
    return x && y && *x < *y;
}

QString minusTick(const QString &text, int digits)
{
    const auto micros = toMicros(text);
    if (!micros)
        return text;
    return fromMicros(*micros - (digits == 3 ? 1000 : 1), digits);
}

} // namespace jgr::stamp
