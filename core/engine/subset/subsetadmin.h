#pragma once

#include "siteattributes.h"
#include "subsetrule.h"

#include "common/result.h"

#include <QList>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// What `subset` and `site-attribute` change (docs/CLI.md): the rules, on the
// master primary's T records (sessions carry them to every site), and a
// site's attributes, on the S record of the primary it replicates with.
class SubsetAdmin
{
public:
    explicit SubsetAdmin(db::Database &db) : m_db(db) {}

    struct Set
    {
        SubsetRule rule;
        // Why the index the rule's lookups use could not be made (the rule
        // is set all the same, its lookups read the whole table).
        QString indexWarning;
        // What was set and what happens next, for the command line and the window.
        QString summary() const;
    };
    // Validates the rule against the table's columns, stores it, and makes
    // the index its lookups need on this database.
    Result<Set> setRule(const SubsetRule &rule);
    // Every table's rule, in table order.
    Result<QList<SubsetRule>> rules();
    // Sets a site's attribute; an empty value removes it. The attributes after.
    Result<SiteAttributes> setAttribute(int siteNumber, const QString &name, const QString &value);
    Result<SiteAttributes> attributes(int siteNumber);
    // What a changed attribute does next, for the command line and the window.
    static QString attributeSummary(int siteNumber);

    // The columns of `table` a --match can name: all but the replication
    // bookkeeping.
    Result<QStringList> dataColumns(const QString &table);

private:
    QString makeIndex(const SubsetRule &rule);

    db::Database &m_db;
};

} // namespace jgr::engine
