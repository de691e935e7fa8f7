#pragma once

#include "common/result.h"

#include <QList>
#include <QString>

namespace jgr::db {

// One server of a primary that runs on several machines (a Galera cluster, a
// PostgreSQL primary and its standbys): an entry of [primary] hosts=.
struct Endpoint
{
    QString host;
    int port = 0; // 0: the driver's default port

    // "db1:5432", "[fd00::1]:3306", or the bare host when the port is 0.
    QString text() const;
    bool operator==(const Endpoint &other) const = default;
};

// "db1:5432,db2,[fd00::1]:5433" in the order given. An empty list, an empty
// entry, a port that is not 1-65535 or a repeated server is an error that
// names the entry.
Result<QList<Endpoint>> parseEndpoints(const QString &list);
QString joinEndpoints(const QList<Endpoint> &endpoints);

} // namespace jgr::db
