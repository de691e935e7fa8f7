#include "promotion.h"

#include "common/idspace.h"
#include "control/controlrepository.h"
#include "control/controlschema.h"
#include "control/sitenumberslots.h"
#include "db/database.h"
#include "db/identifier.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace jgr::engine {

QString Promotion::summary() const
{
    QStringList known;
    for (int s : sites)
        known << QString::number(s);
    return QCoreApplication::translate(
               "Engine", "This database is now the master primary, site %1; the next site to join gets %2. Sites "
                         "known from its rows: %3. Remove [primary] from this site's configuration, then run "
                         "move-to-primary at each site with [primary] naming this database.")
        .arg(siteNumber)
        .arg(nextSiteNumber)
        .arg(known.isEmpty() ? QCoreApplication::translate("Engine", "none") : known.join(QStringLiteral(", ")));
}

using control::ControlRepository;

namespace {
// The sites that own rows of `table`, and the highest site number among
// them and the makers of its rows' jg_unique_ids.
struct SitesOfTable
{
    QSet<int> owners;
    int highest = 0;
};

Result<SitesOfTable> sitesInTable(db::Database &db, const QString &table)
{
    JGR_TRY(db::validateIdentifier(table, QStringLiteral("table")));
    SitesOfTable out;
    auto owners = db.exec(QStringLiteral("SELECT DISTINCT jg_owner FROM %1").arg(db.quote(table)));
    if (!owners)
        return owners.error();
    while (owners.value().next()) {
        const qlonglong site = owners.value().value(0).toLongLong();
        if (site > 0 && idspace::isValidSiteNumber(site)) {
            out.owners.insert(int(site));
            out.highest = std::max(out.highest, int(site));
        }
    }
    auto newest = db.scalar(QStringLiteral("SELECT MAX(jg_unique_id) FROM %1").arg(db.quote(table)));
    if (!newest)
        return newest.error();
    const qint64 maker = idspace::siteOf(newest.value().toLongLong());
    if (maker > 0 && idspace::isValidSiteNumber(maker))
        out.highest = std::max(out.highest, int(maker));
    return out;
}
} // namespace

Result<Promotion> promoteToMaster(db::Database &local)
{
    JGR_TRY(control::controlschema::upgrade(local));
    ControlRepository repo(local);
    auto me = repo.master();
    if (!me)
        return me.error();
    if (!me.value())
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "This database has no M record: only a site or a standby "
                                                        "that has replicated can become the master primary."));
    control::MasterRecord m = *me.value();
    if (m.primarySite == QLatin1String("M"))
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "This database is the master primary already."));

    QSet<int> sites;
    auto known = repo.select<control::SiteRecord>();
    if (!known)
        return known.error();
    for (const control::SiteRecord &s : known.value())
        if (s.siteNumber > 0)
            sites.insert(s.siteNumber);
    auto tables = repo.tables();
    if (!tables)
        return tables.error();
    int highest = std::max(m.siteNumber, m.nextSiteNumber1 - 1);
    for (const control::TableRecord &t : tables.value()) {
        auto inTable = sitesInTable(local, t.tableName);
        if (!inTable)
            return inTable.error();
        sites.unite(inTable.value().owners);
        highest = std::max(highest, inTable.value().highest);
    }
    for (int s : sites)
        highest = std::max(highest, s);
    if (!idspace::isValidSiteNumber(qint64(highest) + 2))
        return idspace::siteNumberRefused(qint64(highest) + 2, QStringLiteral("promote"));

    Promotion p;
    p.siteNumber = m.siteNumber > 0 ? m.siteNumber : highest + 1;
    p.nextSiteNumber = std::max(highest, p.siteNumber) + 1;
    sites.remove(p.siteNumber);
    p.sites = sites.values();
    std::sort(p.sites.begin(), p.sites.end());

    JGR_TRY(local.begin());
    m.siteNumber = p.siteNumber;
    m.primarySite = QStringLiteral("M");
    m.process = QStringLiteral("Y");
    m.databaseIdentity = ControlRepository::newIdentity();
    m.primaryIdentity.clear();
    m.previousLocalHigh.clear();
    JGR_TRY(repo.update(m));
    m.nextSiteNumber1 = p.nextSiteNumber;
    m.nextSiteNumber2 = m.nextSiteNumber3 = m.nextSiteNumber4 = m.nextSiteNumber5 = 0;
    JGR_TRY(control::SiteNumberSlots(local).handOut(m));
    for (int number : p.sites) {
        auto existing = repo.site(number);
        if (!existing)
            return existing.error();
        if (existing.value())
            continue;
        control::SiteRecord s;
        s.siteNumber = number;
        s.siteName = QCoreApplication::translate("Engine", "Site %1").arg(number);
        s.outOfDateAfterMinutes = m.outOfDateAfterMinutes;
        s.outOfDateAfterMinutesError = m.outOfDateAfterMinutesError;
        JGR_TRY(repo.insert(s));
    }
    for (control::TableRecord t : tables.value()) {
        t.process = QStringLiteral("Y");
        t.done = QStringLiteral("N");
        JGR_TRY(repo.update(t));
    }
    JGR_TRY(local.commit());
    return p;
}

} // namespace jgr::engine
