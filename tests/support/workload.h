#pragma once

#include "cluster.h"

#include <QMap>
#include <QSet>
#include <QString>

namespace jgr::test {

// A workload of a Cluster's sites for the failover and cluster tests. Each
// round, every site inserts two items (one with a blank city) and a part;
// from the second round on the owner edits its item of the round before,
// the next site fills that item's blank city where the row has reached it,
// and the owner hard-deletes its part of the round before. What every row
// must hold afterwards is written down as it happens.
class Workload
{
public:
    explicit Workload(Cluster &cluster) : m_cluster(cluster) {}

    // Round r at every site (r = 0, 1, ...): false on a database error
    // (Cluster::lastError() or the statement's).
    bool round(int r);
    // Empty when `db` holds every row as written, each once and under one
    // jg_unique_id; else what differs.
    QString check(db::Database &db) const;

private:
    static QString itemName(int site, int round, int k)
    {
        return QStringLiteral("s%1-r%2-%3").arg(site).arg(round).arg(k);
    }

    Cluster &m_cluster;
    QMap<QString, int> m_qty;
    QMap<QString, QString> m_city;
    QSet<QString> m_parts;
};

// Every row on the primary as the workload wrote it, and every site equal to
// the primary: empty, or what differs.
QString lostOrChanged(Cluster &cluster, const Workload &work);

} // namespace jgr::test
