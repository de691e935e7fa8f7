#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

namespace jgr {

// A database stamp ("YYYY-MM-DD HH:MM:SS.ffffff", UTC) as microseconds since
// the epoch. Stamps travel between engine and databases as text so that no
// driver applies a time zone or drops digits on the way.
namespace stamp {

std::optional<qint64> toMicros(const QString &text);
// digits: 3 for SQLite (its stamps are text compared as text), 6 elsewhere.
QString fromMicros(qint64 micros, int digits);
// The same instant with exactly `digits` fractional digits.
QString normalized(const QString &text, int digits);
// One tick (the database's resolution) before a stamp.
QString minusTick(const QString &text, int digits);
// Whether stamp `a` is an earlier instant than `b` (false when either is no stamp).
bool isBefore(const QString &a, const QString &b);
// The first stamp of every new T record: the first session copies everything.
inline QString epoch1980(int digits)
{
    return fromMicros(315532800LL * 1000000, digits);
}

} // namespace stamp
} // namespace jgr
