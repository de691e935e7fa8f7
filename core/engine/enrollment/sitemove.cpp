#include "sitemove.h"

#include "common/stamp.h"
#include "control/controlrepository.h"
#include "control/controlschema.h"
#include "control/siteidentity.h"
#include "db/database.h"

#include <QCoreApplication>

namespace jgr::engine {

using control::ControlRepository;

QString SiteMove::summary() const
{
    if (alreadyThere)
        return QCoreApplication::translate("Engine", "Site %1 replicates with \"%2\" already; nothing was changed.")
            .arg(siteNumber)
            .arg(primaryName);
    return QCoreApplication::translate("Engine", "Site %1 now replicates with \"%2\" (site %3). Its next session "
                                                 "compares every row of its %4 tables with it, both ways: replicate "
                                                 "now.")
        .arg(siteNumber)
        .arg(primaryName)
        .arg(primarySiteNumber)
        .arg(tables);
}

Result<SiteMove> moveToPrimary(db::Database &local, db::Database &primary, bool again)
{
    JGR_TRY(control::controlschema::upgrade(local));
    JGR_TRY(control::controlschema::upgrade(primary));
    ControlRepository localRepo(local);
    ControlRepository primaryRepo(primary);
    auto me = localRepo.master();
    if (!me)
        return me.error();
    if (!me.value())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "This site has no site number yet: it joins its primary "
                                                               "in its first session; there is nothing to move."));
    auto theirs = primaryRepo.primaryTakingSessions();
    if (!theirs)
        return theirs.error();
    control::MasterRecord m = *me.value();
    const control::MasterRecord &p = theirs.value();
    if (!p.databaseIdentity.isEmpty() && p.databaseIdentity == m.databaseIdentity)
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "[primary] names this site's own database (%1).")
                             .arg(primary.description()));

    SiteMove move;
    move.siteNumber = m.siteNumber;
    move.primaryName = p.siteName;
    move.primarySiteNumber = p.siteNumber;
    if (!again && !p.databaseIdentity.isEmpty() && m.primaryIdentity == p.databaseIdentity) {
        move.alreadyThere = true;
        return move;
    }

    // The new primary may know this site (it was there before), or have
    // given its number to another database (a primary made anew).
    auto known = primaryRepo.site(m.siteNumber);
    if (!known)
        return known.error();
    if (known.value())
        JGR_TRY(control::checkSiteIdentity(*known.value(), m));

    auto tables = localRepo.tables();
    if (!tables)
        return tables.error();
    const QString epoch = stamp::epoch1980(local.dialect().stampDigits());
    JGR_TRY(local.begin());
    for (control::TableRecord t : tables.value()) {
        // Both row windows start at the beginning (the kill windows with them).
        t.previousLocalHigh = epoch;
        t.previousPrimaryHigh = epoch;
        t.currentLocalHigh.clear();
        t.currentPrimaryHigh.clear();
        t.done = QStringLiteral("N");
        JGR_TRY(localRepo.update(t));
    }
    m.primaryIdentity = p.databaseIdentity;
    m.previousLocalHigh.clear();
    JGR_TRY(localRepo.update(m));
    JGR_TRY(local.commit());
    move.tables = int(tables.value().size());

    // A primary that knew this site: its copy of the site's mark is the old
    // one's business now.
    if (known.value()) {
        control::SiteRecord s = *known.value();
        s.previousLocalHigh.clear();
        s.oneTimeMismatchAllowed = QStringLiteral("N");
        JGR_TRY(primaryRepo.updateColumns(
            s, {QStringLiteral("previous_local_high"), QStringLiteral("one_time_mismatch_allowed")}));
    }
    return move;
}

} // namespace jgr::engine
