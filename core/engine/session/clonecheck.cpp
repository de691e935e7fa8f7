#include "clonecheck.h"

#include "errorlog.h"

#include "common/stamp.h"
#include "control/controlrepository.h"
#include "db/database.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace jgr::engine {

using control::ControlRepository;

Result<QString> ownPreviousLocalHigh(db::Database &local)
{
    auto tables = ControlRepository(local).tables();
    if (!tables)
        return tables.error();
    QString newest;
    for (const control::TableRecord &t : tables.value())
        if (!t.previousLocalHigh.isEmpty() && stamp::normalized(t.previousLocalHigh, 6) > newest)
            newest = stamp::normalized(t.previousLocalHigh, 6);
    return newest;
}

Status recordSiteOnPrimary(db::Database &primary, const control::MasterRecord &master, control::SiteRecord &site)
{
    const bool lost = !master.previousLocalHigh.isEmpty();
    if (lost)
        site.previousLocalHigh = stamp::epoch1980(primary.dialect().stampDigits());
    JGR_TRY(ControlRepository(primary).insert(site));
    if (!lost)
        return {};
    return makeError(ExitCode::CloneSuspected,
                     QCoreApplication::translate(
                         "Engine", "The primary is behind site %1: it has no record of this site, which finished "
                                   "sessions with it. It has lost commits this site saw succeed: it failed over to a "
                                   "standby that had not received them, or was restored from a backup. Nothing was "
                                   "changed here; the primary keeps site number %1 taken. Run `jgreplicate-cli "
                                   "move-to-primary --again` here and replicate: the session compares every row with "
                                   "the primary both ways and sends what it lacks.")
                         .arg(site.siteNumber));
}

Result<CloneCheck> checkClone(db::Database &local, db::Database &primary, control::MasterRecord &master,
                              control::SiteRecord &site, ErrorLog &errors)
{
    // The primary keeps the MARK this site last finished with. Another
    // machine with the same site number (a copied database) or a database
    // restored from an old backup does not know it. Any mark of the site's T
    // records counts as known: a session cut short leaves tables on the old
    // mark and others on the new one, and either may be the primary's copy.
    auto tables = ControlRepository(local).tables();
    if (!tables)
        return tables.error();
    QSet<QString> known;
    for (const control::TableRecord &t : tables.value())
        for (const QString &mark : {t.previousLocalHigh, t.currentLocalHigh})
            if (!mark.isEmpty())
                known.insert(stamp::normalized(mark, 6));
    if (!master.previousLocalHigh.isEmpty())
        known.insert(stamp::normalized(master.previousLocalHigh, 6));
    auto own = ownPreviousLocalHigh(local);
    if (!own)
        return own.error();
    const QString reported =
        site.previousLocalHigh.isEmpty() ? QString() : stamp::normalized(site.previousLocalHigh, 6);
    // A primary without a copy (a new S record) has nothing to compare.
    if (reported.isEmpty() || known.contains(reported)) {
        master.previousLocalHigh = reported;
        return CloneCheck::Known;
    }
    const QString here = own.value().isEmpty() ? QStringLiteral("none") : own.value();
    const QString there = reported.isEmpty() ? QStringLiteral("none") : reported;
    // The site's M record keeps the copy the primary last confirmed, so a
    // primary whose copy is older than everything the site knows has lost
    // commits the site saw succeed: no allowance makes that safe.
    if (!known.isEmpty() && reported < *std::min_element(known.cbegin(), known.cend()))
        return makeError(
            ExitCode::CloneSuspected,
            QCoreApplication::translate(
                "Engine", "The primary is behind site %1: its copy of this site's last mark (%2) is older than "
                          "every mark this site holds (the newest %3). It has lost commits this site saw succeed: it "
                          "failed over to a standby that had not received them, or was restored from a backup. "
                          "Nothing was changed. Run `jgreplicate-cli move-to-primary --again` here and replicate: "
                          "the session compares every row with the primary both ways and sends what it lacks.")
                .arg(master.siteNumber)
                .arg(there, here));
    if (site.oneTimeMismatchAllowed == QLatin1String("Y")) {
        site.oneTimeMismatchAllowed = QStringLiteral("N");
        master.previousLocalHigh = reported;
        errors.record(QCoreApplication::translate(
                          "Engine", "Site %1 replicates once with marks that do not match the primary's copy "
                                    "(allowed by an administrator): %2 here, %3 on the primary.")
                          .arg(master.siteNumber)
                          .arg(here, there));
        JGR_TRY(ControlRepository(primary).updateColumns(site, {QStringLiteral("one_time_mismatch_allowed")}));
        return CloneCheck::AllowedOnce;
    }
    return makeError(ExitCode::CloneSuspected,
                     QCoreApplication::translate(
                         "Engine", "Clone suspected: site %1's last marks (%2) do not match the primary's copy (%3). "
                                   "Two machines may be using the same site number, or this database was restored "
                                   "from a backup. If it was restored, run `jgreplicate-cli allow-mismatch %1` on the "
                                   "primary and replicate again.")
                         .arg(master.siteNumber)
                         .arg(here, there));
}

} // namespace jgr::engine
