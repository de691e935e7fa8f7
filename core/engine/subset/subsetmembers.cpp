#include "subsetmembers.h"

#include "db/bulkaccess.h"
#include "db/database.h"
#include "db/dialect.h"

namespace jgr::engine {

namespace {
// Ids per lookup of the rows they reference.
constexpr qsizetype kIdsPerStatement = 1000;

// A row the primary has not numbered yet is nobody's member until it is.
const QString kNumbered = QStringLiteral("jg_unique_id IS NOT NULL AND jg_unique_id <> 0");

Result<QList<qint64>> idsOf(db::Database &db, const QString &sql, const QVariantList &binds)
{
    auto rows = db.bulk().select(sql, binds);
    if (!rows)
        return rows.error();
    QList<qint64> ids;
    ids.reserve(rows.value().size());
    for (const QVariantList &row : rows.value())
        ids << row.at(0).toLongLong();
    return ids;
}

bool restricts(const QHash<QString, SubsetRule> &rules, const QString &table)
{
    const auto rule = rules.constFind(table);
    return rule != rules.constEnd() && rule->restricts();
}
} // namespace

Result<QHash<QString, QSet<qint64>>> SubsetMembers::of(const SubsetScope &scope)
{
    QHash<QString, QSet<qint64>> members;
    // Rows that joined a table and whose references are not followed yet.
    QHash<QString, QList<qint64>> unfollowed;
    const auto join = [&](const QString &table, const QList<qint64> &ids) {
        QSet<qint64> &held = members[table];
        for (const qint64 id : ids)
            if (!held.contains(id)) {
                held.insert(id);
                unfollowed[table] << id;
            }
    };
    for (auto it = m_roles.cbegin(); it != m_roles.cend(); ++it) {
        const QString &table = it.key();
        if (restricts(m_rules, table)) {
            auto own = ruleRows(table, scope);
            if (!own)
                return own.error();
            join(table, own.value());
            continue;
        }
        for (auto ref = it->references.cbegin(); ref != it->references.cend(); ++ref) {
            if (!restricts(m_rules, ref.value()))
                continue;
            auto referenced = referencedBy(table, ref.key(), ref.value(), {});
            if (!referenced)
                return referenced.error();
            join(ref.value(), referenced.value());
        }
    }
    // Transitively: each new member's references, until none adds a row.
    while (!unfollowed.isEmpty()) {
        const QString table = unfollowed.cbegin().key();
        const QList<qint64> ids = unfollowed.take(table);
        const control::TableRoles &roles = m_roles.value(table);
        for (auto ref = roles.references.cbegin(); ref != roles.references.cend(); ++ref) {
            if (!restricts(m_rules, ref.value()))
                continue;
            for (qsizetype at = 0; at < ids.size(); at += kIdsPerStatement) {
                auto referenced = referencedBy(table, ref.key(), ref.value(), ids.mid(at, kIdsPerStatement));
                if (!referenced)
                    return referenced.error();
                join(ref.value(), referenced.value());
            }
        }
    }
    return members;
}

QSet<QString> SubsetMembers::dependsOn(const QHash<QString, control::TableRoles> &roles,
                                       const QHash<QString, SubsetRule> &rules)
{
    QSet<QString> tables;
    for (auto it = roles.cbegin(); it != roles.cend(); ++it) {
        if (restricts(rules, it.key()))
            tables.insert(it.key());
        for (const QString &referenced : it->references)
            if (restricts(rules, referenced))
                tables.insert(it.key());
    }
    return tables;
}

Result<QList<qint64>> SubsetMembers::ruleRows(const QString &table, const SubsetScope &scope)
{
    const SubsetRule &rule = m_rules.value(table);
    QVariantList binds;
    // Whatever the rule, a site holds the rows it owns: it alone may change them.
    QStringList either;
    if (!scope.owners.isEmpty()) {
        const QList<qint64> owners(scope.owners.cbegin(), scope.owners.cend());
        either << QStringLiteral("jg_owner IN (%1)").arg(db::bindList(owners, binds));
    }
    if (rule.kind == SubsetRule::Kind::Match) {
        for (const QHash<QString, QString> &attributes : scope.attributes) {
            // A match on an attribute the site has no value for gives no row.
            QStringList matches;
            QVariantList values;
            for (const AttributeMatch &m : rule.matches) {
                const auto value = attributes.constFind(m.attribute);
                if (value == attributes.constEnd())
                    break;
                matches << QStringLiteral("%1 = ?").arg(m_db.quote(m.column));
                values << value.value();
            }
            if (matches.size() == rule.matches.size()) {
                either << QStringLiteral("(%1)").arg(matches.join(QStringLiteral(" AND ")));
                binds << values;
            }
        }
    }
    if (either.isEmpty())
        return QList<qint64>();
    return idsOf(m_db,
                 QStringLiteral("SELECT jg_unique_id FROM %1 WHERE %2 AND (%3)")
                     .arg(m_db.quote(table), kNumbered, either.join(QStringLiteral(" OR "))),
                 binds);
}

Result<QList<qint64>> SubsetMembers::referencedBy(const QString &table, const QString &column,
                                                  const QString &referenced, const QList<qint64> &ids)
{
    const QString target = m_db.quote(m_roles.value(referenced).rowId);
    const QString joined = QStringLiteral("%1 jg_from JOIN %2 jg_to ON jg_to.%3 = jg_from.%4")
                               .arg(m_db.quote(table), m_db.quote(referenced), target, m_db.quote(column));
    const QString wanted = QStringLiteral("jg_to.jg_unique_id");
    if (ids.isEmpty())
        return idsOf(m_db,
                     QStringLiteral("SELECT DISTINCT %1 FROM %2 WHERE %1 IS NOT NULL AND %1 <> 0").arg(wanted, joined),
                     {});
    QVariantList binds;
    const QString sql =
        m_db.dialect().selectWhereIn(wanted, joined, QStringLiteral("jg_from.jg_unique_id"), ids, binds);
    auto found = idsOf(m_db, sql, binds);
    if (!found)
        return found.error();
    QList<qint64> numbered;
    for (const qint64 id : found.value())
        if (id != 0)
            numbered << id;
    return numbered;
}

} // namespace jgr::engine
