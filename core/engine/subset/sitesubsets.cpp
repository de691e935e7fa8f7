#include "sitesubsets.h"

#include "siteattributes.h"
#include "subsetmembers.h"

#include "common/idspace.h"
#include "control/controlrepository.h"
#include "control/datadict.h"

namespace jgr::engine {

bool holdsEveryRow(const control::MasterRecord &site)
{
    return site.primarySite == QLatin1String("M") || site.siteNumber == idspace::kStandbySite;
}

Result<SubsetScope> subsetScopeOf(const control::MasterRecord &site, const QString &attributes, db::Database &local)
{
    SubsetScope scope;
    const auto add = [&scope](int siteNumber, const QString &text) -> Status {
        auto set = siteAttributesFrom(text);
        if (!set)
            return set.error();
        if (!scope.owners.contains(siteNumber))
            scope.owners << siteNumber;
        if (!set.value().isEmpty() && !scope.attributes.contains(set.value()))
            scope.attributes << set.value();
        return {};
    };
    JGR_TRY(add(site.siteNumber, attributes));
    if (site.primarySite != QLatin1String("S"))
        return scope;
    auto enrolled = control::ControlRepository(local).select<control::SiteRecord>();
    if (!enrolled)
        return enrolled.error();
    for (const control::SiteRecord &s : enrolled.value())
        JGR_TRY(add(s.siteNumber, s.siteAttributes));
    return scope;
}

Result<QHash<QString, QSet<qint64>>> siteSubsets(db::Database &local, db::Database &primary)
{
    auto master = control::ControlRepository(local).master();
    if (!master)
        return master.error();
    if (!master.value() || holdsEveryRow(*master.value()))
        return QHash<QString, QSet<qint64>>();
    auto tables = control::ControlRepository(primary).tables();
    if (!tables)
        return tables.error();
    QHash<QString, SubsetRule> rules;
    QHash<QString, control::TableRoles> roles;
    bool restricted = false;
    for (const control::TableRecord &t : tables.value()) {
        auto rule = SubsetRule::parse(t.tableName, t.subsetRule);
        if (!rule)
            return rule.error();
        restricted = restricted || rule.value().restricts();
        rules.insert(t.tableName, rule.value());
        auto r = control::DataDict(primary).roles(t.tableName);
        if (!r)
            return r.error();
        if (r.value())
            roles.insert(t.tableName, *r.value());
    }
    if (!restricted)
        return QHash<QString, QSet<qint64>>();
    auto site = control::ControlRepository(primary).site(master.value()->siteNumber);
    if (!site)
        return site.error();
    auto scope = subsetScopeOf(*master.value(), site.value() ? site.value()->siteAttributes : QString(), local);
    if (!scope)
        return scope.error();
    return SubsetMembers(primary, roles, rules).of(scope.value());
}

} // namespace jgr::engine
