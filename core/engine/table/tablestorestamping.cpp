// TableStore's id stamping: jg_unique_id for rows that have none yet, and
// for rows whose id another row took (idspace.h).
#include "tablestore.h"

#include "common/idspace.h"
#include "db/database.h"

#include <QCoreApplication>
#include <QSet>

namespace jgr::engine {

namespace {
// Stamping's jg_owner: the stamping site (bound); on a primary, unless a
// user there named another site (the primary is the owners' authority).
QString stampedOwner(TableStore::NewRowOwner owner)
{
    return owner == TableStore::NewRowOwner::Stamper
               ? QStringLiteral("jg_owner = ?")
               : QStringLiteral("jg_owner = CASE WHEN jg_owner = 0 THEN ? ELSE jg_owner END");
}

// idspace::uniqueIdFor() in SQL: the site's base (bound) + the row id * 10,
// for row ids in the range only (the callers' WHERE says so).
QString idByFormula(const db::Dialect &d, const QString &rowId)
{
    return QStringLiteral("%1 + %2 * 10").arg(d.asBigInt(QStringLiteral("?")), d.asBigInt(rowId));
}
} // namespace

Result<TableStore::Stamping> TableStore::stampNewRows(int site, NewRowOwner owner)
{
    const auto base = idspace::siteBase(site);
    if (!base)
        return idspace::siteNumberRefused(site, QCoreApplication::translate("Engine", "This site's number"));
    const db::Dialect &d = m_db.dialect();
    const QString id = d.quote(m_roles.rowId);
    const bool ownTransaction = !m_db.inTransaction();
    if (ownTransaction)
        JGR_TRY(m_db.begin());
    Stamping stamping;
    auto refused = rowIdsOutOfRange();
    if (!refused)
        return refused.error();
    stamping.refused = refused.value();
    auto takenIds = stampTakenIds(site, *base, owner);
    if (!takenIds)
        return takenIds.error();
    // New rows have both jg_unique_id and jg_owner at 0; asking by the
    // indexed jg_unique_id alone keeps a quiet session off a full table scan.
    // Rows a user is still inserting, or holds locked, are passed over
    // instead of waited for (PostgreSQL, MariaDB; SQLite has one writer).
    // One still being inserted has its stamp above this session's mark; one
    // held locked may be inside the window, where the pull and push hold the
    // mark back below it. A row id outside the range is never stamped, so
    // the arithmetic below cannot leave the site's range or overflow.
    const QString set = QStringLiteral("jg_unique_id = CASE WHEN jg_unique_id = 0 THEN %1 ELSE jg_unique_id END, %2")
                            .arg(idByFormula(d, id), stampedOwner(owner));
    const QString which = QStringLiteral("jg_unique_id = 0 AND %1 BETWEEN 0 AND %2").arg(id).arg(idspace::kMaxRowId);
    auto u = m_db.exec(d.updateRowsNotLocked(m_quotedTable, id, set, which), {*base, site});
    if (!u)
        return u.error();
    stamping.stamped = takenIds.value() + u.value().numRowsAffected();
    if (ownTransaction)
        JGR_TRY(m_db.commit());
    return stamping;
}

Result<QStringList> TableStore::rowIdsOutOfRange()
{
    const QString id = m_db.quote(m_roles.rowId);
    auto q = m_db.exec(QStringLiteral("SELECT %1 FROM %2 WHERE jg_unique_id = 0 AND (%1 < 0 OR %1 > %3) ORDER BY %1")
                           .arg(id, m_quotedTable)
                           .arg(idspace::kMaxRowId));
    if (!q)
        return q.error();
    QStringList refused;
    while (q.value().next())
        refused << QCoreApplication::translate("Engine", "Row %1 = %2 of %3 is not sent: its row id is outside 0 to "
                                                         "999,999,999, and its replication id (site × 10^10 + row id "
                                                         "× 10) would fall into another site's range. Give the table a "
                                                         "surrogate row id with `jgreplicate-cli prepare-table %3 "
                                                         "--surrogate-row-id`, or give the row an id in the range.")
                       .arg(m_roles.rowId, q.value().value(0).toString(), m_roles.table);
    return refused;
}

// A site restored from a backup gets back the rows it sent after the backup
// was taken; rows made there since the restore may have the same row ids
// again. Their ids by the formula are held, and jg_unique_id is unique where
// not 0: such a row takes site * 10^10 + row id * 10 + the first free digit
// 1-9, which no row's id by the formula can be. (Sending it as the row that
// holds the id would overwrite that row everywhere.)
Result<int> TableStore::stampTakenIds(int site, qint64 base, NewRowOwner owner)
{
    const db::Dialect &d = m_db.dialect();
    const QString id = d.quote(m_roles.rowId);
    auto taken = m_db.exec(QStringLiteral("SELECT n.%1 FROM %2 n JOIN %2 held ON held.jg_unique_id = %3 WHERE "
                                          "n.jg_unique_id = 0 AND n.%1 BETWEEN 0 AND %4")
                               .arg(id, m_quotedTable, idByFormula(d, QStringLiteral("n.") + id))
                               .arg(idspace::kMaxRowId),
                           {base});
    if (!taken)
        return taken.error();
    QList<qint64> rowIds;
    while (taken.value().next())
        rowIds << taken.value().value(0).toLongLong();
    for (const qint64 rowId : rowIds) {
        const qint64 formula = *idspace::uniqueIdFor(site, rowId);
        QSet<qint64> held;
        auto q = m_db.exec(QStringLiteral("SELECT jg_unique_id FROM %1 WHERE jg_unique_id > ? AND jg_unique_id < ?")
                               .arg(m_quotedTable),
                           {formula, formula + 10});
        if (!q)
            return q.error();
        while (q.value().next())
            held << q.value().value(0).toLongLong();
        qint64 free = formula + 1;
        while (free < formula + 10 && held.contains(free))
            ++free;
        if (free == formula + 10)
            return makeError(ExitCode::Failure,
                             QCoreApplication::translate("Engine", "Row %1 = %2 of %3 cannot get a replication id: "
                                                                   "%4 to %5 are all held by other rows.")
                                 .arg(m_roles.rowId)
                                 .arg(rowId)
                                 .arg(m_roles.table)
                                 .arg(formula)
                                 .arg(formula + 9));
        JGR_TRY(m_db.run(QStringLiteral("UPDATE %1 SET jg_unique_id = ?, %2 WHERE %3 = ? AND jg_unique_id = 0")
                             .arg(m_quotedTable, stampedOwner(owner), id),
                         {free, site, rowId}));
    }
    return int(rowIds.size());
}

} // namespace jgr::engine
