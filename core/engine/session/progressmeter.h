#pragma once

#include "sessionobserver.h"

#include <QElapsedTimer>
#include <QString>

namespace jgr::engine {

// How far the running table is, in the user's language and number format:
// "1,200 of 30,000 rows · 2,400 rows/s · 1 s · about 12 s left". The
// window's progress bar and the CLI's terminal line say the same.
class ProgressMeter
{
public:
    // The parts of the line, each empty until it says something (a rate
    // after a fifth of a second, time left while rows remain).
    struct Parts
    {
        QString rows;    // "1,200 of 30,000 rows"
        QString rate;    // "2,400 rows/s"
        QString elapsed; // "1 s"
        QString left;    // "about 12 s left"
    };

    // A table starts (one runs at a time): its clock starts again.
    void start() { m_clock.start(); }
    Parts parts(const TableProgress &progress) const;
    qint64 elapsedMs() const { return m_clock.isValid() ? m_clock.elapsed() : 0; }
    QString text(const TableProgress &progress) const; // the parts joined with " · "

private:
    QElapsedTimer m_clock;
};

} // namespace jgr::engine
