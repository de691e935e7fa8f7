#pragma once

#include <QString>

namespace bench {

// jgr-bench latency KIND: a SQLite site replicating with a KIND (postgres or
// mariadb) primary through a proxy that holds each burst back 0, 25 and
// 50 ms each way (JGR_BENCH_LATENCY_MS; tests/support/turnproxy), as a VPN
// or the internet would.
// Prints, per delay, the seconds and round trips of: a quiet session of 1, 10
// and 50 tables; a session that pulls 1,000 changed rows in one table of 50;
// a new site's initial load of 200,000 rows (JGR_BENCH_LATENCY_ROWS), and
// each beside the same at 0 ms.
int runLatency(const QString &kind);

} // namespace bench
