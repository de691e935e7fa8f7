#include "subsetrule.h"

#include "db/identifier.h"

#include <QCoreApplication>

namespace jgr::engine {

QString SubsetRule::text() const
{
    switch (kind) {
    case Kind::All:
        return QStringLiteral("--all");
    case Kind::Owned:
        return QStringLiteral("--owned");
    case Kind::Match:
        break;
    }
    QStringList parts;
    for (const AttributeMatch &m : matches)
        parts << QStringLiteral("--match %1=%2").arg(m.column, m.attribute);
    return parts.join(QLatin1Char(' '));
}

Status SubsetRule::validate(const QStringList &dataColumns) const
{
    if (kind != Kind::Match)
        return {};
    if (matches.isEmpty())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "The subset of %1 matches on nothing: give at least one "
                                                               "--match COLUMN=ATTRIBUTE.")
                             .arg(table));
    for (const AttributeMatch &m : matches) {
        if (!dataColumns.contains(m.column))
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate("Engine", "%1 has no column %2 that a subset can match on. "
                                                                   "Its columns: %3.")
                                 .arg(table, m.column, dataColumns.join(QStringLiteral(", "))));
        JGR_TRY(db::validateIdentifier(m.attribute, QCoreApplication::translate("Engine", "site attribute")));
    }
    return {};
}

} // namespace jgr::engine
