#include "stamp.h"

#include <QDateTime>
#include <QTimeZone>

namespace jgr::stamp {

std::optional<qint64> toMicros(const QString &text)
{
    const QString t = text.trimmed();
    if (t.size() < 19)
        return std::nullopt;
    QDateTime seconds = QDateTime::fromString(t.left(19).replace(QLatin1Char('T'), QLatin1Char(' ')),
                                              QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    if (!seconds.isValid())
        return std::nullopt;
    seconds.setTimeZone(QTimeZone::utc());
    qint64 fraction = 0;
    if (t.size() > 19) {
        if (t.at(19) != QLatin1Char('.'))
            return std::nullopt;
        QString digits = t.mid(20);
        if (digits.isEmpty() || digits.size() > 9)
            return std::nullopt;
        digits = digits.left(6).leftJustified(6, QLatin1Char('0'));
        bool ok = false;
        fraction = digits.toLongLong(&ok);
        if (!ok)
            return std::nullopt;
    }
    return seconds.toSecsSinceEpoch() * 1000000 + fraction;
}

QString fromMicros(qint64 micros, int digits)
{
    qint64 secs = micros / 1000000;
    qint64 frac = micros % 1000000;
    if (frac < 0) {
        frac += 1000000;
        --secs;
    }
    const QString base =
        QDateTime::fromSecsSinceEpoch(secs, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    if (digits <= 0)
        return base;
    const QString six = QString::number(frac).rightJustified(6, QLatin1Char('0'));
    return base + QLatin1Char('.') + six.left(digits);
}

QString normalized(const QString &text, int digits)
{
    const auto micros = toMicros(text);
    return micros ? fromMicros(*micros, digits) : text;
}

QString minusTick(const QString &text, int digits)
{
    const auto micros = toMicros(text);
    if (!micros)
        return text;
    return fromMicros(*micros - (digits == 3 ? 1000 : 1), digits);
}

} // namespace jgr::stamp
