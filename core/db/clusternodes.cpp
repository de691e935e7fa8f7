#include "clusternodes.h"

#include "connectoptions.h"
#include "database.h"
#include "databasekinds.h"
#include "postgresbulk.h"

#include <QCoreApplication>

#include <libpq-fe.h>

#include <algorithm>

namespace jgr::db {

bool namesRemoteServer(const ConnectionParams &params)
{
    if (params.nodes.isEmpty())
        return !isLoopbackHost(params.host);
    return std::any_of(params.nodes.begin(), params.nodes.end(),
                       [](const Endpoint &e) { return !isLoopbackHost(e.host); });
}

QString postgresHostList(const QList<Endpoint> &nodes)
{
    QStringList hosts;
    for (const Endpoint &e : nodes)
        hosts << e.host;
    return hosts.join(QLatin1Char(','));
}

QString withPostgresNodes(const QString &options, const QList<Endpoint> &nodes)
{
    QStringList ports;
    for (const Endpoint &e : nodes)
        ports << QString::number(portOrDefault(QStringLiteral("postgresql"), e.port));
    QString out = options;
    if (!hasOption(out, QStringLiteral("port")))
        out = joinOption(out, QStringLiteral("port=") + ports.join(QLatin1Char(',')));
    // A standby answers reads but would refuse the session's first write.
    if (!hasOption(out, QStringLiteral("target_session_attrs")))
        out = joinOption(out, QStringLiteral("target_session_attrs=read-write"));
    return out;
}

Endpoint postgresServedBy(QSqlDatabase &db)
{
    PGconn *conn = postgresHandle(db);
    if (!conn)
        return {};
    Endpoint e;
    e.host = QString::fromUtf8(PQhost(conn));
    e.port = QString::fromUtf8(PQport(conn)).toInt();
    return e;
}

QString servedByNote(const Database &db)
{
    if (!db.throughNodeList())
        return {};
    return QCoreApplication::translate("Engine", "served by %1 of the %2's hosts= list")
        .arg(db.server().text(), db.label());
}

namespace {
// The parameters of a hosts= list narrowed to one of its servers.
ConnectionParams oneNode(const ConnectionParams &params, const Endpoint &node)
{
    ConnectionParams one = params;
    one.nodes.clear();
    one.host = node.host;
    one.port = node.port;
    return one;
}
} // namespace

QList<ConnectionParams> Database::otherNodes() const
{
    QList<ConnectionParams> others;
    for (const Endpoint &node : m_params.nodes)
        if (node != m_server)
            others << oneNode(m_params, node);
    return others;
}

Result<std::unique_ptr<Database>> Database::openFirstWritableNode(const ConnectionParams &params, const QString &label)
{
    QStringList refusals;
    for (const Endpoint &node : params.nodes) {
        auto opened = open(oneNode(params, node), label);
        if (!opened) {
            const Error &e = opened.error();
            refusals << QStringLiteral("%1: %2").arg(node.text(), e.detail.isEmpty() ? e.message : e.detail);
            continue;
        }
        // A read-only replica, or a Galera node outside the cluster's
        // primary component, would refuse the session's writes.
        const MariaDbServerRole &role = opened.value()->mariaDbRole();
        if (role.readOnly) {
            refusals << QCoreApplication::translate("Engine", "%1: the server is read-only.").arg(node.text());
            continue;
        }
        if (!role.ready) {
            refusals << QCoreApplication::translate("Engine", "%1: the node is not ready (wsrep_ready is OFF: it "
                                                              "is not part of the cluster's primary component).")
                            .arg(node.text());
            continue;
        }
        std::unique_ptr<Database> db = std::move(opened.value());
        db->m_params.nodes = params.nodes;
        if (role.galera) {
            // Reads and compare-and-set updates wait until this node has
            // applied every commit the cluster certified before them: a row
            // another node committed is never missed, a lock another node
            // took is seen.
            const Status causal = db->run(QStringLiteral("SET SESSION wsrep_sync_wait = 3"));
            if (!causal) {
                refusals << QStringLiteral("%1: %2").arg(node.text(), causal.error().message);
                continue;
            }
            db->m_galeraNode = true;
        }
        // What the node cost to find is setup, not the session's statements.
        db->m_statements = 0;
        db->m_roundTrips = 0;
        return db;
    }
    return makeError(ExitCode::Unreachable,
                     QCoreApplication::translate("Engine", "No server of the %1 database's hosts= list accepts a "
                                                           "session:\n%2\nStart a server of the list, or check the "
                                                           "[%1] section of the configuration.")
                         .arg(label, refusals.join(QLatin1Char('\n'))));
}

Status requireEveryGaleraNode(const Database &db)
{
    const MariaDbServerRole &role = db.mariaDbRole();
    if (!role.galera || db.namedServers() >= role.clusterSize)
        return {};
    QString message = QCoreApplication::translate(
                          "Engine", "The %1 database (%2) is a Galera cluster of %3 nodes, but the [%1] section names "
                                    "%4 of them: a session could not see the transactions open on the others, and "
                                    "could miss their rows. Name every node with hosts=.")
                          .arg(db.label(), db.description())
                          .arg(role.clusterSize)
                          .arg(db.namedServers());
    // Nodes without wsrep_node_incoming_address set report "AUTO".
    if (!role.clusterAddresses.isEmpty() && !role.clusterAddresses.contains(QLatin1String("AUTO")))
        message +=
            QLatin1Char(' ') +
            QCoreApplication::translate("Engine", "The cluster gives its nodes as %1.").arg(role.clusterAddresses);
    return makeError(ExitCode::Usage, message);
}

} // namespace jgr::db
