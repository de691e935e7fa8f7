#pragma once

#include "common/result.h"

#include <QString>

namespace jgr::db {

class Database;

// What a MariaDB server is, as a session needs to know before it writes.
struct MariaDbServerRole
{
    bool readOnly = false;
    bool galera = false;      // wsrep_on: a node of a Galera cluster
    bool ready = true;        // wsrep_ready: the node is in the primary component
    int clusterSize = 0;      // wsrep_cluster_size: the nodes the node sees
    QString clusterAddresses; // wsrep_incoming_addresses: the nodes' client addresses
};

// The first statement of every MariaDB connection: the session settings and
// the reading of the server's role, in one round trip (Qt 6.4's QMYSQL has
// no init command). A replication session's connection (replicationWrites)
// also sets the variable the stamp triggers read (kReplicatingVariable).
Result<MariaDbServerRole> startMariaDbSession(Database &db, bool replicationWrites);

} // namespace jgr::db
