#include "loadcheck.h"

#include "tablewindow.h"

#include "common/stamp.h"
#include "db/database.h"

#include <QCoreApplication>

namespace jgr::engine {

Status checkLoadComplete(const TableWindow &w, int heldBack)
{
    const QString changed = w.primary.quote(w.mapping.primaryRoles.changed);
    auto onPrimary = w.primary.scalar(
        QStringLiteral("SELECT COUNT(*) FROM %1 WHERE %2 <= %3 AND jg_unique_id <> 0")
            .arg(w.primary.quote(w.mapping.primaryRoles.table), changed, w.primary.dialect().stampParameter()),
        {w.primaryMark});
    if (!onPrimary)
        return onPrimary.error();
    auto here = w.local.scalar(QStringLiteral("SELECT COUNT(*) FROM %1 WHERE jg_unique_id <> 0")
                                   .arg(w.local.quote(w.mapping.localRoles.table)));
    if (!here)
        return here.error();
    // Deleted here after this site's last finished session: the delete goes
    // with this session's push.
    auto deletedHere = w.local.scalar(QStringLiteral("SELECT COUNT(DISTINCT jg_unique_id) FROM jg_killed_rows WHERE "
                                                     "table_name = ? AND jg_sentby = 0 AND jg_unique_id <> 0 AND "
                                                     "lastchangeddate > %1")
                                          .arg(w.local.dialect().stampParameter()),
                                      {w.mapping.localRoles.table, w.previousLocalMark});
    if (!deletedHere)
        return deletedHere.error();
    const qint64 expected = onPrimary.value().toLongLong();
    const qint64 held = here.value().toLongLong() + heldBack + deletedHere.value().toLongLong();
    if (held >= expected)
        return {};
    return makeError(ExitCode::Failure,
                     QCoreApplication::translate(
                         "Engine", "The load of %1 ended short: the primary held %2 rows at this session's mark, and "
                                   "this site holds %3 of them (%4 held back, %5 deleted here). %6 rows did not "
                                   "arrive, without an error. Nothing was lost on the primary; the table's marks "
                                   "stay where they were, so the next session loads it again. If it ends short "
                                   "again, report it with this site's E records.")
                         .arg(w.mapping.table)
                         .arg(expected)
                         .arg(here.value().toLongLong())
                         .arg(heldBack)
                         .arg(deletedHere.value().toLongLong())
                         .arg(expected - held));
}

} // namespace jgr::engine
