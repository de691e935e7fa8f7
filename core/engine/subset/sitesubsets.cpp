#include "sitesubsets.h"

#include "siteattributes.h"
#include "subsetmembers.h"

#include "common/idspace.h"
#include "control/controlrepository.h"
#include "control/datadict.h"

namespace jgr::engine {

bool holdsEveryRow(const control::MasterRecord &site)
{
    return site.isPrimary() || site.siteNumber == idspace::kStandbySite;
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
    const int siteNumber = master.value()->siteNumber;
    auto site = control::ControlRepository(primary).site(siteNumber);
    if (!site)
        return site.error();
    auto attributes = siteAttributesFrom(site.value() ? site.value()->siteAttributes : QString());
    if (!attributes)
        return attributes.error();
    return SubsetMembers(primary, roles, rules).of(SubsetScope{{siteNumber}, attributes.value()});
}

} // namespace jgr::engine
