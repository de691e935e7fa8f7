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
            refusals << QStringLiteral("%1: %2").arg(node.text(), opened.error().message);
            continue;
        }
        // A node outside the cluster's primary component (wsrep_ready OFF)
        // or a read-only replica would refuse the session's writes.
        // (wsrep_on read from the table: a server built without wsrep has no
        // such variable, which a plain @@global.wsrep_on would make an error.)
        auto state = opened.value()->exec(QStringLiteral(
            "SELECT @@global.read_only, (SELECT VARIABLE_VALUE = 'ON' FROM "
            "information_schema.GLOBAL_VARIABLES WHERE VARIABLE_NAME = 'WSREP_ON'), (SELECT "
            "VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME = 'WSREP_READY')"));
        if (!state) {
            refusals << QStringLiteral("%1: %2").arg(node.text(), state.error().message);
            continue;
        }
        state.value().next();
        if (state.value().value(0).toInt() != 0) {
            refusals << QCoreApplication::translate("Engine", "%1: the server is read-only.").arg(node.text());
            continue;
        }
        // A server outside a cluster reports wsrep_ready OFF too: only a
        // Galera node (wsrep_on) is asked about it.
        if (state.value().value(1).toInt() != 0 &&
            state.value().value(2).toString().compare(QLatin1String("OFF"), Qt::CaseInsensitive) == 0) {
            refusals << QCoreApplication::translate("Engine", "%1: the node is not ready (wsrep_ready is OFF: it "
                                                              "is not part of the cluster's primary component).")
                            .arg(node.text());
            continue;
        }
        std::unique_ptr<Database> db = std::move(opened.value());
        db->m_params.nodes = params.nodes;
        if (state.value().value(1).toInt() != 0) {
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

} // namespace jgr::db
