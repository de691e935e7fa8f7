#pragma once

#include "common/result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace jgr::engine {

// COLUMN equals the site's value of ATTRIBUTE.
struct AttributeMatch
{
    QString column;
    QString attribute;
};

// Which rows of a table a site holds, before the rows they reference join
// them (docs/PROTOCOL.md, Subsets). A rule is data, never SQL: names only,
// validated before they are quoted.
struct SubsetRule
{
    enum class Kind
    {
        All,   // every row (the default)
        Owned, // rows whose jg_owner is the site, or a site below it
        Match, // rows whose columns equal the site's attributes, all of them
    };

    QString table;
    Kind kind = Kind::All;
    QList<AttributeMatch> matches; // Kind::Match

    // Whether a site may hold fewer than every row.
    bool restricts() const { return kind != Kind::All; }
    // The rule as `subset` takes and lists it: "--all", "--owned",
    // "--match region=territory --match ...".
    QString text() const;
    // The rule `text` (as text() writes it; empty is every row) says for
    // `table`: an error names what it cannot read.
    static Result<SubsetRule> parse(const QString &table, const QString &text);
    // Each COLUMN is one of the table's `dataColumns` (not replication
    // bookkeeping), each ATTRIBUTE a valid identifier, and a match rule has
    // at least one match.
    Status validate(const QStringList &dataColumns) const;
};

} // namespace jgr::engine
