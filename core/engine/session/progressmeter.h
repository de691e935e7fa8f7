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
    // A table starts (one runs at a time): its clock starts again.
    void start() { m_clock.start(); }
    QString text(const TableProgress &progress) const;

private:
    QElapsedTimer m_clock;
};

} // namespace jgr::engine
