#include "killedrows.h"

#include "controlrepository.h"

#include "common/stamp.h"
#include "db/database.h"
#include "db/dialect.h"

namespace jgr::control {

namespace {
// Ids bound per statement.
constexpr qsizetype kIdsPerStatement = 1000;
} // namespace

QStringList KilledRows::triggerDdl(const db::Dialect &d, const QString &table, const QString &rowIdColumn)
{
    // table is a validated identifier, so it may stand as a string literal.
    const QString insert =
        QStringLiteral("INSERT INTO jg_killed_rows (table_name, row_id, site_id, user_name, jg_unique_id, "
                       "date_time_killed, lastchangeddate, jg_sentby) VALUES ('%1', OLD.%2, %3, %4, "
                       "OLD.jg_unique_id, %5, %5, 0)")
            .arg(table, d.quote(rowIdColumn), ControlRepository::ownSiteNumberSql(), d.currentUserExpression(30),
                 d.nowExpression());
    return d.afterDeleteTriggerDdl(triggerName(table), table, insert);
}

QString KilledRows::windowCondition(const db::Dialect &d, const QString &table, const QString &from, const QString &to,
                                    int echoSite, QVariantList &binds)
{
    binds << table << stamp::normalized(from, d.stampDigits()) << stamp::normalized(to, d.stampDigits()) << echoSite;
    return QStringLiteral("table_name = ? AND lastchangeddate > %1 AND lastchangeddate <= %1 AND jg_sentby <> ? "
                          "AND jg_unique_id <> 0")
        .arg(d.stampParameter());
}

Result<QList<KilledRow>> KilledRows::window(const QString &table, const QString &from, const QString &to, int echoSite)
{
    QVariantList binds;
    const QString where = windowCondition(m_db.dialect(), table, from, to, echoSite, binds);
    auto q =
        m_db.exec(QStringLiteral("SELECT kill_id, table_name, jg_unique_id, jg_sentby FROM jg_killed_rows WHERE ") +
                      where + QStringLiteral(" ORDER BY lastchangeddate, kill_id"),
                  binds);
    if (!q)
        return q.error();
    // One per row: a row deleted, made again under its row id (so its
    // jg_unique_id) and deleted again left two records, and one delete
    // covers both (counted once; a refused one restored once).
    QList<KilledRow> kills;
    QSet<qint64> seen;
    while (q.value().next()) {
        const qint64 uniqueId = q.value().value(2).toLongLong();
        if (seen.contains(uniqueId))
            continue;
        seen.insert(uniqueId);
        kills << KilledRow{q.value().value(0).toInt(), q.value().value(1).toString(), uniqueId,
                           q.value().value(3).toInt()};
    }
    return kills;
}

Result<QSet<qint64>> KilledRows::idsWhere(const QString &where, const QVariantList &binds)
{
    auto q = m_db.exec(QStringLiteral("SELECT jg_unique_id FROM jg_killed_rows WHERE ") + where, binds);
    if (!q)
        return q.error();
    QSet<qint64> ids;
    while (q.value().next())
        ids.insert(q.value().value(0).toLongLong());
    return ids;
}

Result<QSet<qint64>> KilledRows::deletedHereSince(const QString &table, const QString &from, int deliveredBy)
{
    const db::Dialect &d = m_db.dialect();
    return idsWhere(QStringLiteral("table_name = ? AND lastchangeddate > %1 AND jg_sentby <> ? AND jg_unique_id <> 0")
                        .arg(d.stampParameter()),
                    {table, stamp::normalized(from, d.stampDigits()), deliveredBy});
}

Result<QSet<qint64>> KilledRows::deletedAmong(const QString &table, const QList<qint64> &uniqueIds)
{
    if (uniqueIds.isEmpty())
        return QSet<qint64>();
    QVariantList binds{table};
    return idsWhere(QStringLiteral("table_name = ? AND jg_unique_id IN (%1)").arg(db::bindList(uniqueIds, binds)),
                    binds);
}

Result<qint64> KilledRows::lastKillId()
{
    auto last = m_db.scalar(QStringLiteral("SELECT MAX(kill_id) FROM jg_killed_rows"));
    if (!last)
        return last.error();
    return last.value().toLongLong();
}

Status KilledRows::forgetLocalSince(const QString &table, const QList<qint64> &uniqueIds, qint64 afterKillId)
{
    for (qsizetype at = 0; at < uniqueIds.size(); at += kIdsPerStatement) {
        QVariantList binds{table, afterKillId};
        JGR_TRY(m_db.run(QStringLiteral("DELETE FROM jg_killed_rows WHERE table_name = ? AND kill_id > ? AND "
                                        "jg_sentby = 0 AND jg_unique_id IN (%1)")
                             .arg(db::bindList(uniqueIds.mid(at, kIdsPerStatement), binds)),
                         binds));
    }
    return {};
}

Status KilledRows::recordDelivered(const QString &table, const QList<qint64> &uniqueIds, int sentBy)
{
    if (uniqueIds.isEmpty())
        return {};
    QVariantList binds{sentBy, table};
    auto q =
        m_db.exec(QStringLiteral("UPDATE jg_killed_rows SET jg_sentby = ? WHERE table_name = ? AND jg_sentby = 0 AND "
                                 "jg_unique_id IN (%1)")
                      .arg(db::bindList(uniqueIds, binds)),
                  binds);
    if (!q)
        return q.error();
    if (q.value().numRowsAffected() >= uniqueIds.size())
        return {};
    // Some had no record to mark (no delete trigger on the table here).
    QVariantList findBinds{table, sentBy};
    auto marked = idsWhere(QStringLiteral("table_name = ? AND jg_sentby = ? AND jg_unique_id IN (%1)")
                               .arg(db::bindList(uniqueIds, findBinds)),
                           findBinds);
    if (!marked)
        return marked.error();
    QSet<qint64> have = marked.value();
    const QString now = m_db.dialect().nowExpression();
    for (qint64 uniqueId : uniqueIds) {
        if (have.contains(uniqueId))
            continue;
        JGR_TRY(m_db.run(QStringLiteral("INSERT INTO jg_killed_rows (table_name, row_id, site_id, jg_unique_id, "
                                        "date_time_killed, lastchangeddate, jg_sentby) VALUES (?, 0, ?, ?, %1, %1, ?)")
                             .arg(now),
                         {table, sentBy, uniqueId, sentBy}));
        have.insert(uniqueId);
    }
    return {};
}

} // namespace jgr::control
