#pragma once

// A new server site's initial load: jgr-bench serversite postgres|mariadb
// [ROWS [ROUNDS]]. A primary and a site of the same kind on one server; the
// site's first session (join, create the table, load ROWS rows of the
// bench's table) against the server's own copy of the same table measured in
// the same round: PostgreSQL's logical replication table sync (CREATE
// SUBSCRIPTION, timed until the table is synchronised; the server needs
// wal_level=logical) and a `mariadb-dump | mariadb` pipe. Ends non-zero when
// a copy lost rows.
#include <QString>

namespace bench {

int runServerSite(const QString &kind, int rows, int rounds);

} // namespace bench
