#pragma once

#include "columntypes.h"

#include <QString>

namespace jgr::db {

class Dialect;

// How a site holds each column of a replicated table (docs/SCHEMA.md, Type
// matrix). One mapping serves the table a session makes at a site, the check
// each later session makes of it, and what prepare-table reports, so that a
// table the session made always passes the next session's check.

// Whether `declared` can stand in a CREATE TABLE as one column's type: words,
// numbers, spaces, parentheses, brackets, commas, double-quoted names and
// single-quoted literals (an enum's labels); nothing that could end the
// statement or begin a comment.
bool declaredTypeIsSafe(const QString &declared);

// The column a database of `site`'s kind makes for the primary's `column`:
// the primary's own declared type where the site is of the same kind and may
// have it, else the type of the column's family (text for a type of no
// family, which travels as the primary's text form).
ColumnDef siteColumn(const ColumnInfo &column, const Dialect &primary, const Dialect &site);

// Whether a site's existing column `held` keeps every value of the primary's
// `column` as siteColumn() would.
enum class Holding
{
    Holds,
    OtherType,
    Shorter, // text of a shorter length
};
// `keepsAsGiven`: the site's database keeps each value as it is given
// (SQLite's dynamic typing).
Holding holding(const ColumnInfo &held, const ColumnInfo &column, bool sameKind, bool keepsAsGiven);

// How each kind of site holds `column` of a `primary` database, for people:
// "SQLite (a file): TEXT · PostgreSQL: the same type · MariaDB: LONGTEXT", each kind's
// type as siteColumn() makes it.
QString holdingsText(const ColumnInfo &column, const Dialect &primary);

} // namespace jgr::db
