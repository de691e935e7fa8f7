#pragma once

// One replication session of a site, run in this process and timed: what a
// figure of the benches is when it is a whole session.
#include <QString>
#include <QtGlobal>

namespace bench {

struct Measured
{
    double seconds = 0;
    qint64 statements = 0;
    double peakMegabytes = 0; // the process's peak resident set during the session
};

// Runs the session of the site whose INI is `ini` (a new site may create its
// SQLite file); ends the bench when it fails. With `profile` and
// JGR_BENCH_PERF_CONTROL=CTL,ACK (two FIFOs of `perf record -D -1 --control
// fifo:CTL,ACK`), perf samples only this session.
Measured session(const QString &ini, bool profile = false);

} // namespace bench
