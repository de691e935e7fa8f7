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

Result<SubsetRule> SubsetRule::parse(const QString &table, const QString &text)
{
    SubsetRule rule;
    rule.table = table;
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty() || words == QStringList{QStringLiteral("--all")})
        return rule;
    if (words == QStringList{QStringLiteral("--owned")}) {
        rule.kind = Kind::Owned;
        return rule;
    }
    rule.kind = Kind::Match;
    for (qsizetype i = 0; i < words.size(); i += 2) {
        const QStringList pair = words.value(i + 1).split(QLatin1Char('='));
        if (words.at(i) != QLatin1String("--match") || pair.size() != 2 || pair.at(0).isEmpty() || pair.at(1).isEmpty())
            return makeError(ExitCode::Failure,
                             QCoreApplication::translate("Engine", "The subset rule of %1 (\"%2\") cannot be read: "
                                                                   "set it again with subset %1.")
                                 .arg(table, text));
        rule.matches << AttributeMatch{pair.at(0), pair.at(1)};
    }
    return rule;
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
