#include "sessionsubsets.h"

#include "siteattributes.h"

#include "engine/table/tablemapping.h"
#include "engine/table/tablestore.h"

#include "common/stamp.h"
#include "control/controlrepository.h"
#include "db/database.h"

#include <QCryptographicHash>

#include <algorithm>

namespace jgr::engine {

namespace {
// Ids per lookup.
constexpr qsizetype kIdsPerStatement = 1000;

// A table whose window starts at the beginning takes every row anyway.
bool neverPulled(const control::TableRecord &t)
{
    return !stamp::isBefore(stamp::epoch1980(6), t.previousPrimaryHigh);
}

QList<qint64> sorted(const QSet<qint64> &ids)
{
    QList<qint64> list(ids.cbegin(), ids.cend());
    std::sort(list.begin(), list.end());
    return list;
}
} // namespace

QString SessionSubsets::digestOf(const QList<control::TableRecord> &tables, const SubsetScope &scope)
{
    QStringList lines;
    bool restricted = false;
    for (const control::TableRecord &t : tables) {
        auto rule = SubsetRule::parse(t.tableName, t.subsetRule);
        restricted = restricted || (rule && rule.value().restricts());
        lines << t.tableName + QLatin1Char('\t') + t.subsetRule.simplified();
    }
    // Without a rule that restricts, a site holds every row whatever its
    // attributes: the digest of every such site is the same, empty.
    if (!restricted)
        return {};
    lines.sort();
    QList<int> owners = scope.owners;
    std::sort(owners.begin(), owners.end());
    for (const int owner : owners)
        lines << QString::number(owner);
    QStringList attributes;
    for (const SiteAttributes &set : scope.attributes)
        if (!set.isEmpty())
            attributes << siteAttributesText(set);
    attributes.sort();
    lines << attributes;
    return QString::fromLatin1(
        QCryptographicHash::hash(lines.join(QLatin1Char('\n')).toUtf8(), QCryptographicHash::Sha256).toHex());
}

Result<SubsetPlan> SessionSubsets::plan(const QList<control::TableRecord> &tables, const SubsetScope &scope,
                                        const QString &lastDigest, int primarySite, TableActivity &activity)
{
    SubsetPlan plan;
    plan.digest = digestOf(tables, scope);
    QHash<QString, SubsetRule> rules;
    QHash<QString, control::TableRoles> roles;
    for (const control::TableRecord &t : tables) {
        auto rule = SubsetRule::parse(t.tableName, t.subsetRule);
        if (!rule)
            return rule.error();
        rules.insert(t.tableName, rule.value());
        roles.insert(t.tableName, m_mappings.value(t.tableName).primaryRoles);
    }
    const bool changed = plan.digest != lastDigest;
    plan.dependsOn = SubsetMembers::dependsOn(roles, rules);
    const QSet<QString> &depends = plan.dependsOn;
    const bool active = std::any_of(depends.cbegin(), depends.cend(),
                                    [&](const QString &table) { return !activity.quiet.contains(table); });
    if (!changed && !active)
        return plan;
    for (const QString &table : depends) {
        if (activity.primaryStamped.contains(table))
            continue;
        auto stamping = m_mappings.value(table).primaryStore(m_primary).stampNewRows(
            primarySite, TableStore::NewRowOwner::AsWritten);
        if (!stamping)
            return stamping.error();
        plan.refusals << stamping.value().refused;
        activity.primaryStamped.insert(table);
    }
    auto members = SubsetMembers(m_primary, roles, rules).of(scope);
    if (!members)
        return members.error();
    for (const control::TableRecord &t : tables) {
        const TableMapping &mapping = m_mappings.value(t.tableName);
        Result<TableSubset> subset = TableSubset();
        if (rules.value(t.tableName).restricts())
            subset = restrictedTable(mapping, members.value().value(t.tableName));
        else if (changed && !neverPulled(t))
            subset = wholeTable(mapping); // it may have been restricted before
        else
            continue;
        if (!subset)
            return subset.error();
        if (subset.value().restricted || !subset.value().entrants.isEmpty())
            plan.tables.insert(t.tableName, std::move(subset).value());
    }
    return plan;
}

Result<TableSubset> SessionSubsets::restrictedTable(const TableMapping &mapping, const QSet<qint64> &members)
{
    TableSubset subset;
    subset.restricted = true;
    subset.members = members;
    TableStore localStore = mapping.localStore(m_local);
    auto held = localStore.allUniqueIds();
    if (!held)
        return held.error();
    subset.entrants = members - held.value();
    // Rows held here that are not members: those the primary has left the
    // subset; the others were made here and are not sent yet.
    const QList<qint64> outside = sorted(held.value() - members);
    TableStore primaryStore = mapping.primaryStore(m_primary);
    for (qsizetype at = 0; at < outside.size(); at += kIdsPerStatement) {
        auto there = primaryStore.lookup(outside.mid(at, kIdsPerStatement));
        if (!there)
            return there.error();
        for (auto it = there.value().cbegin(); it != there.value().cend(); ++it)
            subset.leavers.insert(it.key());
    }
    return subset;
}

Result<TableSubset> SessionSubsets::wholeTable(const TableMapping &mapping)
{
    TableSubset subset;
    auto held = mapping.localStore(m_local).allUniqueIds();
    if (!held)
        return held.error();
    auto all = mapping.primaryStore(m_primary).allUniqueIds();
    if (!all)
        return all.error();
    subset.entrants = all.value() - held.value();
    return subset;
}

Result<qint64> SessionSubsets::removeLeavers(const SubsetPlan &plan, const QList<control::TableRecord> &tables,
                                             int deliveredBy)
{
    qint64 removed = 0;
    const auto leaving = [](const TableSubset &subset) { return !subset.leavers.isEmpty(); };
    if (std::none_of(plan.tables.cbegin(), plan.tables.cend(), leaving))
        return removed;
    control::ControlRepository repo(m_local);
    JGR_TRY(m_local.begin());
    for (auto t = tables.crbegin(); t != tables.crend(); ++t) {
        const TableSubset *subset = plan.of(t->tableName);
        if (!subset || subset->leavers.isEmpty())
            continue;
        // Re-read: the table's run moved its marks.
        auto record = repo.table(t->tableName);
        if (!record)
            return record.error();
        if (!record.value())
            continue;
        const auto sentUpTo = stamp::toMicros(record.value()->previousLocalHigh);
        TableStore localStore = m_mappings.value(t->tableName).localStore(m_local);
        const QList<qint64> leavers = sorted(subset->leavers);
        for (qsizetype at = 0; at < leavers.size(); at += kIdsPerStatement) {
            auto rows = localStore.lookup(leavers.mid(at, kIdsPerStatement));
            if (!rows)
                return rows.error();
            QList<qint64> sent;
            for (const Row &row : rows.value()) {
                const auto changed = stamp::toMicros(row.changed);
                if (changed && sentUpTo && *changed <= *sentUpTo)
                    sent << row.uniqueId;
            }
            auto n = deliveredBy != 0 ? localStore.deleteDelivered(sent, deliveredBy) : localStore.deleteLeavers(sent);
            if (!n)
                return n.error();
            removed += n.value();
        }
    }
    JGR_TRY(m_local.commit());
    return removed;
}

} // namespace jgr::engine
