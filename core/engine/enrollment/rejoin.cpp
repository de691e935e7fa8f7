#include "rejoin.h"

#include "sitenumberlock.h"

#include "common/idspace.h"
#include "common/stamp.h"
#include "control/controlrepository.h"
#include "control/controlschema.h"
#include "control/datadict.h"
#include "db/database.h"

#include <QCoreApplication>

namespace jgr::engine {

using control::ControlRepository;

QString Rejoin::summary() const
{
    return QCoreApplication::translate("Engine",
                                       "This site is now site %1 (it was %2). Its %3 own rows in %4 tables are sent "
                                       "again under the new number by its next session, which also compares every "
                                       "row with the primary both ways: replicate now.")
        .arg(newNumber)
        .arg(oldNumber)
        .arg(ownRows)
        .arg(tables);
}

Result<Rejoin> rejoinPrimary(db::Database &local, db::Database &primary)
{
    JGR_TRY(control::controlschema::upgrade(local));
    JGR_TRY(control::controlschema::upgrade(primary));
    ControlRepository localRepo(local);
    ControlRepository primaryRepo(primary);
    auto me = localRepo.master();
    if (!me)
        return me.error();
    if (!me.value())
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "This site has no site number yet: `join` gives it one."));
    control::MasterRecord m = *me.value();
    if (!m.primarySite.isEmpty())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "This database is a primary; rejoin is for a site."));
    auto theirs = primaryRepo.primaryTakingSessions();
    if (!theirs)
        return theirs.error();
    const control::MasterRecord primaryMaster = theirs.value();
    if (primaryMaster.databaseIdentity == m.databaseIdentity)
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "[primary] names this site's own database (%1).")
                             .arg(primary.description()));
    auto known = primaryRepo.site(m.siteNumber);
    if (!known)
        return known.error();
    if (known.value() && known.value()->siteIdentity == m.databaseIdentity)
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "Site number %1 on this primary is this site's own: "
                                                               "nothing was changed. (After a move to another "
                                                               "primary, run move-to-primary.)")
                             .arg(m.siteNumber));

    auto numbers = takeSiteNumbers(primary, 1, SiteNumberLock::defaultOptions());
    if (!numbers)
        return numbers.error();
    Rejoin r;
    r.oldNumber = m.siteNumber;
    r.newNumber = numbers.value().first();
    control::SiteRecord s;
    s.siteNumber = r.newNumber;
    s.siteName = m.siteName;
    s.databaseType = local.dialect().name();
    s.outOfDateAfterMinutes = primaryMaster.outOfDateAfterMinutes;
    s.outOfDateAfterMinutesError = primaryMaster.outOfDateAfterMinutesError;
    s.updateNumber = m.updateNumber;
    s.siteIdentity = m.databaseIdentity;
    s.notes = QCoreApplication::translate("Engine", "Rejoined: this database was site %1, a number the primary gave "
                                                    "again.")
                  .arg(r.oldNumber);
    JGR_TRY(primaryRepo.insert(s));

    auto tables = localRepo.tables();
    if (!tables)
        return tables.error();
    auto roles = control::DataDict(local).allRoles();
    if (!roles)
        return roles.error();
    const qint64 oldBase = idspace::siteBase(r.oldNumber).value_or(0);
    const QString epoch = stamp::epoch1980(local.dialect().stampDigits());
    JGR_TRY(local.begin());
    Status done;
    for (control::TableRecord t : tables.value()) {
        if (!roles.value().contains(t.tableName))
            continue;
        // The site's own rows are new again: the next push stamps them with
        // the new number's ids, as owned by it.
        auto own = local.exec(QStringLiteral("UPDATE %1 SET jg_unique_id = 0, jg_owner = 0, jg_sentby = 0, "
                                             "jg_datewhensent = NULL WHERE jg_owner = ?")
                                  .arg(local.quote(t.tableName)),
                              {r.oldNumber});
        if (!own) {
            done = own.error();
            break;
        }
        r.ownRows += own.value().numRowsAffected();
        t.previousLocalHigh = epoch;
        t.previousPrimaryHigh = epoch;
        t.currentLocalHigh.clear();
        t.currentPrimaryHigh.clear();
        t.done = QStringLiteral("N");
        if (done = localRepo.update(t); !done)
            break;
        ++r.tables;
    }
    // Its deletes of rows under the old number: those ids are another
    // site's rows now.
    if (done)
        done = local.run(QStringLiteral("DELETE FROM jg_killed_rows WHERE jg_unique_id >= ? AND jg_unique_id < ?"),
                         {oldBase, oldBase + idspace::kSiteFactor});
    if (done) {
        m.siteNumber = r.newNumber;
        m.primaryIdentity = primaryMaster.databaseIdentity;
        m.previousLocalHigh.clear();
        m.subsetScope.clear();
        done = localRepo.update(m);
    }
    if (done)
        done = local.commit();
    if (!done) {
        local.rollback();
        return makeError(done.error().code,
                         QCoreApplication::translate("Engine", "%1 The primary recorded site %2 for this database; "
                                                               "run rejoin again: it takes another number and leaves "
                                                               "that one unused.")
                             .arg(done.error().message)
                             .arg(r.newNumber));
    }
    return r;
}

} // namespace jgr::engine
