#pragma once

#include "subsetmembers.h"

#include "engine/session/quiettables.h"

#include "common/result.h"
#include "control/records.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

struct TableMapping;

// What one session does about one table's subset (docs/PROTOCOL.md, Subsets).
struct TableSubset
{
    // The pull takes only members from the window (a table of every row
    // takes every row).
    bool restricted = false;
    QSet<qint64> members;
    // Rows the site lacks and now holds: the pull fetches those the window
    // does not bring (they did not change, the site's subset did).
    QSet<qint64> entrants;
    // Rows the site holds, no longer members, that the primary has: removed
    // here at the end of the session, once the push has sent their edits.
    QSet<qint64> leavers;
};

struct SubsetPlan
{
    // The digest of the rules, attributes and owners (MasterRecord::subsetScope).
    QString digest;
    // SubsetMembers::dependsOn: what this site sends to these tables can
    // change its own subset, seen at its next session.
    QSet<QString> dependsOn;
    // Only tables with something to do: nothing at all when the subsets
    // did not need computing.
    QHash<QString, TableSubset> tables;
    // The primary's rows that could not be numbered (one sentence a row).
    QStringList refusals;

    const TableSubset *of(const QString &table) const
    {
        const auto it = tables.constFind(table);
        return it == tables.constEnd() ? nullptr : &it.value();
    }
};

// A site's subsets for one session, worked out before its tables run: on
// the primary (which holds every row) what the site holds, here what it
// has. Computed only when they can have changed: the rules, attributes or
// owners changed since the site's last finished session (the digest), or a
// table they depend on (SubsetMembers::dependsOn) is not quiet.
class SessionSubsets
{
public:
    SessionSubsets(db::Database &local, db::Database &primary, const QHash<QString, TableMapping> &mappings)
        : m_local(local), m_primary(primary), m_mappings(mappings)
    {
    }

    // The primary's rows without a replication id yet in the tables the
    // subsets depend on are numbered first (as the pull would), so that
    // they are members from this session on: `activity` says so.
    Result<SubsetPlan> plan(const QList<control::TableRecord> &tables, const SubsetScope &scope,
                            const QString &lastDigest, int primarySite, TableActivity &activity);

    // Removes the plan's leavers here, children first (`tables` in table
    // order), except rows changed since their table's push (they wait for
    // the next session): the rows removed. Their deletes never travel up:
    // with `deliveredBy` 0 they are forgotten; a secondary primary gives
    // its master's number, so that they read as the master's deletes, which
    // its sites' pulls apply (a row that left its union leaves them too).
    Result<qint64> removeLeavers(const SubsetPlan &plan, const QList<control::TableRecord> &tables, int deliveredBy);

    static QString digestOf(const QList<control::TableRecord> &tables, const SubsetScope &scope);

private:
    Result<TableSubset> restrictedTable(const TableMapping &mapping, const QSet<qint64> &members);
    Result<TableSubset> wholeTable(const TableMapping &mapping);

    db::Database &m_local;
    db::Database &m_primary;
    const QHash<QString, TableMapping> &m_mappings;
};

} // namespace jgr::engine
