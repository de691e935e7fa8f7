#pragma once

#include <QElapsedTimer>
#include <QString>

#include <optional>

namespace jgr {

// A database's clock read once, then carried forward by this machine's
// monotonic clock: that database's time for bookkeeping dates (when a
// session or a table's run started and ended) without a round trip to ask.
// Never a mark: marks are stamps the database itself writes and reads back.
class CarriedClock
{
public:
    // `reading` is stamp text as the database gave it, `digits` its
    // fractional digits (3 or 6).
    void set(const QString &reading, int digits);
    bool isSet() const { return m_micros.has_value(); }
    // The reading as given.
    QString reading() const { return m_reading; }
    // The reading plus the time since it was set; empty until set.
    QString now() const;

private:
    QString m_reading;
    std::optional<qint64> m_micros;
    int m_digits = 6;
    QElapsedTimer m_since;
};

} // namespace jgr
