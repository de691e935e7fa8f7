#include "idspace.h"

#include <QCoreApplication>
#include <QLocale>

namespace jgr::idspace {

QString siteNumberRangeText()
{
    return QCoreApplication::translate("Engine", "1 to %1").arg(QLocale(QLocale::English).toString(kMaxSiteNumber));
}

Error siteNumberRefused(qint64 site, const QString &what)
{
    return makeError(ExitCode::Usage, QCoreApplication::translate(
                                          "Engine", "%1 %2 is outside the site numbers a replication id can hold "
                                                    "(%3): a row's jg_unique_id is the site number × 10^10 + "
                                                    "its row id × 10, which must fit 64 bits.")
                                          .arg(what)
                                          .arg(site)
                                          .arg(siteNumberRangeText()));
}

} // namespace jgr::idspace
