#pragma once

#include "connectionparams.h"

#include "common/result.h"

#include <QSqlDatabase>

// How a connection reaches a primary listed as several servers ([primary]
// hosts=). PostgreSQL's libpq takes the whole list and connects to the first
// server that accepts writes (target_session_attrs=read-write), skipping a
// standby or a dead machine; MariaDB's client knows one server, so
// Database::openFirstWritableNode tries the entries in turn.
namespace jgr::db {

// Whether any server the parameters name is on another machine.
bool namesRemoteServer(const ConnectionParams &params);
// The host name to give QPSQL ("db1,db2"), and the connection options with
// the matching port list and the read-write demand added.
QString postgresHostList(const QList<Endpoint> &nodes);
QString withPostgresNodes(const QString &options, const QList<Endpoint> &nodes);
// The entry of the list an open QPSQL connection reached.
Endpoint postgresServedBy(QSqlDatabase &db);

class Database;
// "served by db2:5432 of the primary's hosts= list" for L records and the
// session's line in the S record; empty for a connection to one server.
QString servedByNote(const Database &db);
// A session needs every node of a Galera cluster named (hosts=): through one
// node alone it would not read causally, and with any node left out it would
// not see the open transactions there. Refuses a connection whose
// configuration names fewer servers than the cluster has nodes.
Status requireEveryGaleraNode(const Database &db);

} // namespace jgr::db
