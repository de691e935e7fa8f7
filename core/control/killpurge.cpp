#include "killpurge.h"

#include "controlrepository.h"

#include "common/stamp.h"
#include "db/database.h"

#include <QCoreApplication>

namespace jgr::control {

Result<KillPurge> purgeKilledRows(db::Database &primary, int retentionDays, const QDateTime &nowUtc)
{
    ControlRepository repo(primary);
    auto master = repo.master();
    if (!master)
        return master.error();
    if (!master.value() || !master.value()->isPrimary())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "Kill records are purged on a primary; %1 is not one.")
                             .arg(primary.description()));
    const int digits = primary.dialect().stampDigits();
    const qint64 day = 24LL * 3600 * 1000000;
    qint64 cutoff = nowUtc.toMSecsSinceEpoch() * 1000 - qint64(retentionDays) * day;
    KillPurge purge;
    purge.heldBackBy = QCoreApplication::translate("Engine", "the retention of %1 days").arg(retentionDays);
    auto sites = repo.select<SiteRecord>();
    if (!sites)
        return sites.error();
    for (const SiteRecord &s : sites.value()) {
        const auto success = stamp::toMicros(s.lastSuccess);
        if (!success) {
            purge.heldBackBy = QCoreApplication::translate("Engine", "site %1, which has never replicated successfully")
                                   .arg(s.siteNumber);
            return purge;
        }
        if (*success - day < cutoff) {
            cutoff = *success - day;
            purge.heldBackBy = QCoreApplication::translate("Engine", "site %1, last replicated %2 UTC")
                                   .arg(s.siteNumber)
                                   .arg(s.lastSuccess);
        }
    }
    purge.cutoff = stamp::fromMicros(cutoff, digits);
    const QString p = primary.dialect().stampParameter();
    auto doomed = primary.exec(QStringLiteral("SELECT kill_id, table_name, jg_unique_id, jg_sentby FROM jg_killed_rows "
                                              "WHERE lastchangeddate < %1 ORDER BY kill_id")
                                   .arg(p),
                               {purge.cutoff});
    if (!doomed)
        return doomed.error();
    while (doomed.value().next())
        purge.removed << KilledRow{doomed.value().value(0).toInt(), doomed.value().value(1).toString(),
                                   doomed.value().value(2).toLongLong(), doomed.value().value(3).toInt()};
    JGR_TRY(
        primary.run(QStringLiteral("DELETE FROM jg_killed_rows WHERE lastchangeddate < %1").arg(p), {purge.cutoff}));
    return purge;
}

} // namespace jgr::control
