#include "carriedclock.h"

#include "stamp.h"

namespace jgr {

void CarriedClock::set(const QString &reading, int digits)
{
    m_reading = reading;
    m_micros = stamp::toMicros(reading);
    m_digits = digits;
    m_since.start();
}

QString CarriedClock::now() const
{
    if (!m_micros)
        return m_reading;
    return stamp::fromMicros(*m_micros + m_since.nsecsElapsed() / 1000, m_digits);
}

} // namespace jgr
