#include "typemapping.h"

#include "databasekinds.h"
#include "dialect.h"

#include <QCoreApplication>

namespace jgr::db {

bool declaredTypeIsSafe(const QString &declared)
{
    if (declared.isEmpty() || declared.size() > 4000)
        return false;
    for (qsizetype i = 0; i < declared.size(); ++i) {
        const QChar c = declared.at(i);
        if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            // A literal or a quoted name up to its closing quote; a doubled
            // quote is one quote inside it.
            qsizetype end = i + 1;
            for (;; ++end) {
                if (end >= declared.size())
                    return false;
                if (declared.at(end) == QLatin1Char('\\'))
                    return false; // an escape the other kind may read otherwise
                if (declared.at(end) == c) {
                    if (end + 1 < declared.size() && declared.at(end + 1) == c) {
                        ++end;
                        continue;
                    }
                    break;
                }
            }
            i = end;
            continue;
        }
        const bool allowed = (c.isLetterOrNumber() && c.unicode() < 128) || c == QLatin1Char(' ') ||
                             c == QLatin1Char('_') || c == QLatin1Char('(') || c == QLatin1Char(')') ||
                             c == QLatin1Char('[') || c == QLatin1Char(']') || c == QLatin1Char(',');
        if (!allowed)
            return false;
    }
    return true;
}

ColumnDef siteColumn(const ColumnInfo &column, const Dialect &primary, const Dialect &site)
{
    ColumnDef def;
    def.name = column.name;
    def.type = column.type;
    if (primary.name() == site.name() && declaredTypeIsSafe(column.declared))
        def.declared = column.declared;
    def.untyped = primary.name() == site.name() && column.declared.isEmpty() && site.valueLimits(column).dynamicTyping;
    return def;
}

Holding holding(const ColumnInfo &held, const ColumnInfo &column, bool sameKind, bool keepsAsGiven)
{
    if (sameKind && !column.declared.isEmpty() && held.declared.compare(column.declared, Qt::CaseInsensitive) == 0)
        return Holding::Holds;
    if (column.type.family == Family::Unknown) {
        // Its text form, in a text column of any length; or the same type
        // of a database of the same kind.
        if (held.type.family == Family::LongText)
            return Holding::Holds;
        // A SQLite site's table made by an earlier version declared a
        // timestamp with a time zone DATETIME, which keeps its text as given.
        if (keepsAsGiven && held.type.family == Family::Stamp)
            return Holding::Holds;
        if (held.type.family == Family::Text)
            return Holding::Shorter;
        const bool sameType = sameKind && held.type.family == Family::Unknown &&
                              held.nativeType.compare(column.nativeType, Qt::CaseInsensitive) == 0;
        return sameType ? Holding::Holds : Holding::OtherType;
    }
    // A SQLite site's TEXT column for a decimal keeps every digit (NUMERIC
    // keeps 15): the administrator's choice where the digits matter more
    // than numeric comparisons there.
    if (keepsAsGiven && column.type.family == Family::Decimal && held.type.family == Family::LongText)
        return Holding::Holds;
    if (!compatibleFamilies(held.type.family, column.type.family))
        return Holding::OtherType;
    const bool shorter = isTextFamily(column.type.family) && column.type.family != Family::Flag &&
                         held.type.family == Family::Text &&
                         (column.type.length == 0 || held.type.length < column.type.length);
    return shorter ? Holding::Shorter : Holding::Holds;
}

QString holdingsText(const ColumnInfo &column, const Dialect &primary)
{
    QStringList kinds;
    for (const DatabaseKind &kind : databaseKinds()) {
        const std::unique_ptr<Dialect> site = kind.makeDialect();
        const ColumnDef def = siteColumn(column, primary, *site);
        const QString type =
            !def.declared.isEmpty() || def.untyped
                ? QCoreApplication::translate("Engine", "the same type")
                : site->columnType(def.type) + (column.type.family == Family::Unknown
                                                    ? QCoreApplication::translate("Engine", " (its text)")
                                                    : QString());
        kinds << QCoreApplication::translate("Engine", kind.displayName) + QStringLiteral(": ") + type;
    }
    return kinds.join(QStringLiteral(" · "));
}

} // namespace jgr::db
