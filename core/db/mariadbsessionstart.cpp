#include "mariadbsessionstart.h"

#include "database.h"
#include "mariadbdialect.h"

namespace jgr::db {

Result<MariaDbServerRole> startMariaDbSession(Database &db, bool replicationWrites)
{
    // A compound statement sets and reads in one round trip, where a SET
    // returns no rows. Read committed: record locks only, no gap locks, so a
    // session blocks users' inserts as little as it can (PostgreSQL reads
    // committed data by default too). The wsrep variables are read from the
    // tables: a server built without wsrep has no such variables, which a
    // plain @@global.wsrep_on would make an error.
    const auto wsrep = [](const char *table, const char *name) {
        return QStringLiteral("(SELECT VARIABLE_VALUE FROM information_schema.%1 WHERE VARIABLE_NAME = '%2')")
            .arg(QLatin1String(table), QLatin1String(name));
    };
    QString settings = QStringLiteral("SET time_zone = '+00:00', NAMES utf8mb4, SESSION innodb_lock_wait_timeout = 10, "
                                      "SESSION tx_isolation = 'READ-COMMITTED'");
    if (replicationWrites)
        settings += QStringLiteral(", @%1 = 1").arg(QLatin1String(kReplicatingVariable));
    auto q = db.exec(db.dialect().compoundStatement(
        {settings,
         QStringLiteral("SELECT @@global.read_only, %1, %2, %3, %4")
             .arg(wsrep("GLOBAL_VARIABLES", "WSREP_ON"), wsrep("GLOBAL_STATUS", "WSREP_READY"),
                  wsrep("GLOBAL_STATUS", "WSREP_CLUSTER_SIZE"), wsrep("GLOBAL_STATUS", "WSREP_INCOMING_ADDRESSES"))}));
    if (!q)
        return q.error();
    MariaDbServerRole role;
    if (!q.value().next())
        return role;
    const auto isOn = [](const QVariant &v) {
        return v.toString().compare(QLatin1String("ON"), Qt::CaseInsensitive) == 0;
    };
    role.readOnly = q.value().value(0).toInt() != 0;
    role.galera = isOn(q.value().value(1));
    // A server outside a cluster reports wsrep_ready OFF too: it is ready.
    role.ready = !role.galera || isOn(q.value().value(2));
    role.clusterSize = q.value().value(3).toInt();
    role.clusterAddresses = q.value().value(4).toString();
    return role;
}

} // namespace jgr::db
