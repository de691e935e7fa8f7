#include "rowhandover.h"

#include "engine/table/tablestore.h"

#include "control/controlrepository.h"
#include "control/datadict.h"
#include "db/identifier.h"

#include <QCoreApplication>

namespace jgr::engine {

Status handOverRow(db::Database &local, const QString &table, qint64 uniqueId, int newOwner)
{
    JGR_TRY(db::validateIdentifier(table, QStringLiteral("table")));
    if (newOwner <= 0)
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "A site number is 1 or more, not %1.").arg(newOwner));
    auto master = control::ControlRepository(local).master();
    if (!master)
        return master.error();
    if (!master.value())
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "This database has no M record: join or init-primary first."));
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
    if (owner != master.value()->siteNumber && !master.value()->isPrimary())
        return makeError(ExitCode::Failure, QCoreApplication::translate(
                                                "Engine", "Row %1 belongs to site %2: only its owner or a primary may "
                                                          "hand it over.")
                                                .arg(uniqueId)
                                                .arg(owner));
    return store.setOwner(uniqueId, newOwner);
}

} // namespace jgr::engine
