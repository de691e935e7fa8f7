#include "rowhandover.h"

#include "engine/table/tablestore.h"

#include "common/idspace.h"
#include "control/controlrepository.h"
#include "control/datadict.h"
#include "db/identifier.h"

#include <QCoreApplication>

namespace jgr::engine {

namespace {

Result<control::MasterRecord> localMaster(db::Database &local)
{
    auto master = control::ControlRepository(local).master();
    if (!master)
        return master.error();
    if (!master.value())
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "This database has no M record: join or init-primary first."));
    return *master.value();
}

} // namespace

Status checkNewOwner(db::Database &local, int newOwner, db::Database *primary)
{
    if (newOwner <= 0 || !idspace::isValidSiteNumber(newOwner))
        return makeError(ExitCode::Usage, QCoreApplication::translate("Engine", "A site number is %1, not %2.")
                                              .arg(idspace::siteNumberRangeText())
                                              .arg(newOwner));
    auto master = localMaster(local);
    if (!master)
        return master.error();
    // A row handed to a site that does not exist would be orphaned: every
    // later edit of it anywhere would be put back by the owner-wins rule.
    // The primary knows every site; a site knows itself.
    if (newOwner == master.value().siteNumber)
        return {};
    db::Database &registry = master.value().isPrimary() || !primary ? local : *primary;
    auto known = control::ControlRepository(registry).site(newOwner);
    if (!known)
        return known.error();
    auto primaryMaster = control::ControlRepository(registry).master();
    if (!primaryMaster)
        return primaryMaster.error();
    const bool isThePrimary =
        primaryMaster.value() && primaryMaster.value()->siteNumber == newOwner && primaryMaster.value()->isPrimary();
    if (known.value() || isThePrimary)
        return {};
    return makeError(
        ExitCode::Usage,
        &registry == &local && !master.value().isPrimary()
            ? QCoreApplication::translate("Engine",
                                          "Site %1 cannot be checked: the primary, which knows every site, is "
                                          "not reachable. Nothing was changed; hand the row over when it is.")
                  .arg(newOwner)
            : QCoreApplication::translate("Engine", "Site %1 does not exist (the primary has no S record for it): "
                                                    "nothing was changed. status on the primary lists every site.")
                  .arg(newOwner));
}

Status handOverRow(db::Database &local, const QString &table, qint64 uniqueId, int newOwner, db::Database *primary)
{
    JGR_TRY(db::validateIdentifier(table, QStringLiteral("table")));
    JGR_TRY(checkNewOwner(local, newOwner, primary));
    auto master = localMaster(local);
    if (!master)
        return master.error();
    auto roles = control::DataDict(local).roles(table);
    if (!roles)
        return roles.error();
    if (!roles.value())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "Table %1 is not a replicated table here.").arg(table));
    TableStore store(local, *roles.value(), {}, {});
    auto row = store.lookup({uniqueId});
    if (!row)
        return row.error();
    if (!row.value().contains(uniqueId))
        return makeError(
            ExitCode::Usage,
            QCoreApplication::translate("Engine", "No row with jg_unique_id %1 in %2.").arg(uniqueId).arg(table));
    const int owner = row.value().value(uniqueId).owner;
    if (owner != master.value().siteNumber && !master.value().isPrimary())
        return makeError(ExitCode::Failure, QCoreApplication::translate(
                                                "Engine", "Row %1 belongs to site %2: only its owner or a primary may "
                                                          "hand it over.")
                                                .arg(uniqueId)
                                                .arg(owner));
    return store.setOwner(uniqueId, newOwner);
}

} // namespace jgr::engine
