#include "sitesprimary.h"

#include "common/idspace.h"
#include "control/sitenumberslots.h"

#include <QCoreApplication>

namespace jgr::engine {

Status checkPrimaryIdentity(const control::MasterRecord &primary, control::MasterRecord &site,
                            const QString &primaryDescription)
{
    const QString theirs = primary.databaseIdentity;
    QString &known = site.primaryIdentity;
    if (theirs.isEmpty() || known == theirs)
        return {};
    if (known.isEmpty()) {
        known = theirs;
        return {};
    }
    // The marks of this site are the old primary's: replicating with another
    // one would miss every change it has that the old one had not yet.
    return makeError(ExitCode::CloneSuspected,
                     QCoreApplication::translate(
                         "Engine", "The primary in [primary] (%1) is not the one this site replicates with: its "
                                   "identity is %2, this site's primary had %3. It was recreated or restored, or "
                                   "[primary] names another primary. Nothing was changed. If this site moves to "
                                   "it on purpose, run `jgreplicate-cli move-to-primary` and replicate again; "
                                   "otherwise correct [primary].")
                         .arg(primaryDescription, theirs, known));
}

Status keepMastersNextNumber(db::Database &local, control::MasterRecord &site, const control::MasterRecord &primary)
{
    if (site.siteNumber != idspace::kStandbySite || primary.nextSiteNumber1 <= site.nextSiteNumber1)
        return {};
    site.nextSiteNumber1 = primary.nextSiteNumber1;
    return control::SiteNumberSlots(local).handOut(site);
}

} // namespace jgr::engine
