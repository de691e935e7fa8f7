#pragma once

#include <QString>

namespace bench {

// jgr-bench sites KIND [N...]: N SQLite sites (default 10, 50 and 100) of one
// KIND primary (postgres, mariadb, or galera: the cluster bench/run started,
// each site listing its nodes from another one), each session a jgreplicate-cli process
// (JGR_CLI, else the build's), every site's started at the same moment, as
// sites on a schedule meet at the hour. Waves: join; load of a table of
// 10,000 rows (JGR_BENCH_SITES_ROWS); push of 100 new rows from every site;
// pull of the others' rows and 1,000 rows changed on the primary; the pull's
// echoes; quiet. Prints for each wave sessions per second, the median and
// 95th-percentile session and the failures, then how many sites one such
// primary serves on a 15-minute schedule at the quiet wave's rate. Ends with
// exit 1 when a site does not hold every row or an id appears twice.
int runManySites(const QString &kind, const QList<int> &siteCounts);

} // namespace bench
