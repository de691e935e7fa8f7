#include "siteidentity.h"

#include <QCoreApplication>

namespace jgr::control {

Status checkSiteIdentity(const SiteRecord &onPrimary, const MasterRecord &here)
{
    if (onPrimary.siteIdentity.isEmpty() || onPrimary.siteIdentity == here.databaseIdentity)
        return {};
    return makeError(ExitCode::CloneSuspected,
                     QCoreApplication::translate(
                         "Engine", "Site number %1 on this primary belongs to another database (\"%2\"): the primary "
                                   "gave this site's number again, to a site that joined it later (a primary made "
                                   "anew does not know the sites of the old one). Nothing was changed. Run "
                                   "`jgreplicate-cli rejoin` here: this site takes a new number from the primary and "
                                   "sends its own rows again under it, and nothing of the other site's is touched.")
                         .arg(onPrimary.siteNumber)
                         .arg(onPrimary.siteName));
}

} // namespace jgr::control
