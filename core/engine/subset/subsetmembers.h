#pragma once

#include "subsetrule.h"

#include "common/result.h"
#include "control/tableroles.h"

#include <QHash>
#include <QList>
#include <QSet>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// What a site is, to its subset rules: the owners whose rows --owned gives it
// and the values of its attributes. A secondary primary speaks for itself
// and every site enrolled through it (subsetScopeOf()): their owners, and
// one set of attributes each, so that a match gives the rows any of them
// matches (the union of its sites' subsets).
struct SubsetScope
{
    QList<int> owners;
    QList<QHash<QString, QString>> attributes;
};

// The jg_unique_ids of the rows a site holds of each table whose rule
// restricts it (tables of every row are not listed), read on a database
// that holds every row (the primary): the rows its rules give it and,
// followed transitively through jg_data_dict's references, every row those
// reference, so that the site's foreign keys hold. A table of every row
// brings every row it references. A match on an attribute the site has no
// value for gives no row.
class SubsetMembers
{
public:
    SubsetMembers(db::Database &db, QHash<QString, control::TableRoles> roles, QHash<QString, SubsetRule> rules)
        : m_db(db), m_roles(std::move(roles)), m_rules(std::move(rules))
    {
    }

    Result<QHash<QString, QSet<qint64>>> of(const SubsetScope &scope);
    // The tables whose changes can change what of() gives under `rules`
    // (besides the site's scope): the restricted tables, whose rows may
    // start or stop matching, and every table that references one of them,
    // whose references may point elsewhere. While none of them changes, a
    // site's subset stays as it was.
    static QSet<QString> dependsOn(const QHash<QString, control::TableRoles> &roles,
                                   const QHash<QString, SubsetRule> &rules);

private:
    // The ids of the rows `table`'s own rule gives the site.
    Result<QList<qint64>> ruleRows(const QString &table, const SubsetScope &scope);
    // The ids of the rows of `referenced` that rows of `table` reference
    // through `column`: the rows `ids` names, or every row when empty.
    Result<QList<qint64>> referencedBy(const QString &table, const QString &column, const QString &referenced,
                                       const QList<qint64> &ids);

    db::Database &m_db;
    QHash<QString, control::TableRoles> m_roles;
    QHash<QString, SubsetRule> m_rules;
};

} // namespace jgr::engine
