#include "tablestore.h"

#include "common/idspace.h"
#include "common/stamp.h"
#include "control/killedrows.h"
#include "db/database.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <optional>

namespace jgr::engine {

TableStore::TableStore(db::Database &db, control::TableRoles roles, QStringList columns, QList<db::Family> families,
                       QList<db::ValueLimits> limits)
    : m_db(db), m_roles(std::move(roles)), m_columns(std::move(columns)), m_families(std::move(families)),
      m_limits(std::move(limits)), m_quotedTable(db.quote(m_roles.table))
{
    if (m_limits.isEmpty())
        for (const db::Family family : m_families) {
            db::ColumnInfo column;
            column.type.family = family;
            m_limits << db.dialect().valueLimits(column);
        }
}

QString TableStore::selectList() const
{
    const db::Dialect &d = m_db.dialect();
    QStringList parts{d.quote(m_roles.rowId),      d.stampAsText(d.quote(m_roles.changed)),
                      QStringLiteral("jg_owner"),  QStringLiteral("jg_unique_id"),
                      QStringLiteral("jg_sentby"), d.stampAsText(QStringLiteral("jg_datewhensent"))};
    // The replicated columns as the database gives them to an application
    // (a stamp with the digits it has: docs/SCHEMA.md, Fidelity).
    for (qsizetype i = 0; i < m_columns.size(); ++i)
        parts << d.quote(m_columns.at(i));
    return parts.join(QStringLiteral(", "));
}

Status TableStore::readRows(const QString &sql, const QVariantList &binds, RowList &rows) const
{
    auto read = m_db.bulk().select(sql, binds);
    if (!read)
        return read.error();
    rows.reserve(rows.size() + read.value().size());
    for (QVariantList &values : read.value()) {
        Row r;
        r.rowId = values.at(0).toLongLong();
        r.changed = values.at(1).toString();
        r.owner = values.at(2).toInt();
        r.uniqueId = values.at(3).toLongLong();
        r.sentBy = values.at(4).toInt();
        r.dateWhenSent = values.at(5).isNull() ? QString() : values.at(5).toString();
        values.remove(0, 6);
        r.values = std::move(values);
        rows << std::move(r);
    }
    return {};
}

Result<RowList> TableStore::windowPage(const Page &page)
{
    const db::Dialect &d = m_db.dialect();
    const QString lcd = d.quote(m_roles.changed);
    const QString id = d.quote(m_roles.rowId);
    const QString p = d.stampParameter();
    const int digits = d.stampDigits();
    const QString from = stamp::normalized(page.from, digits);
    const QString to = stamp::normalized(page.to, digits);
    // The echo rule; a NULL jg_datewhensent is never an echo.
    const QString notEcho =
        QStringLiteral(" AND NOT (jg_sentby = ? AND jg_datewhensent IS NOT NULL AND jg_datewhensent = %1)").arg(lcd);
    const QString head = QStringLiteral("SELECT ") + selectList() + QStringLiteral(" FROM ") + m_quotedTable;
    RowList rows;
    const auto read = [&](const QString &sql, const QVariantList &binds) { return readRows(sql, binds, rows); };
    const auto first = [&](qsizetype n) { return QStringLiteral(" ORDER BY %1, %2 LIMIT %3").arg(lcd, id).arg(n); };
    // Keyset pagination on (lastchangeddate, row id): one index range where
    // the database bounds it by both columns, else two: the rest of the last
    // page's stamp, then the stamps after it. (Where a database bounds "after
    // this row" by the stamp alone, one condition would scan every row of a
    // stamp that many rows share, as after prepare-table stamps a whole
    // table at once.)
    QString after = from;
    if (!page.afterChanged.isEmpty()) {
        after = stamp::normalized(page.afterChanged, digits);
        QVariantList binds;
        const QString range = d.afterRowInOneRange(lcd, id, after, page.afterRowId, binds);
        if (!range.isEmpty()) {
            binds << to << page.echoSite;
            JGR_TRY(
                read(head + QStringLiteral(" WHERE %1 AND %2 <= %3").arg(range, lcd, p) + notEcho + first(page.limit),
                     binds));
            return rows;
        }
        const QString rest = d.sameStampAfterRow(lcd, id, after, page.afterRowId, binds);
        binds << page.echoSite;
        JGR_TRY(read(head + QStringLiteral(" WHERE ") + rest + notEcho + first(page.limit), binds));
    }
    if (rows.size() < page.limit)
        JGR_TRY(read(head + QStringLiteral(" WHERE %1 > %2 AND %1 <= %2").arg(lcd, p) + notEcho +
                         first(page.limit - rows.size()),
                     {after, to, page.echoSite}));
    return rows;
}

bool TableStore::readsFromAnyThread() const
{
    return m_db.bulk().usableFromAnyThread();
}

QString TableStore::windowCondition(const QString &from, const QString &to, int echoSite, QVariantList &binds) const
{
    const db::Dialect &d = m_db.dialect();
    binds << stamp::normalized(from, d.stampDigits()) << stamp::normalized(to, d.stampDigits()) << echoSite;
    return QStringLiteral("%1 > %2 AND %1 <= %2 AND NOT (jg_sentby = ? AND jg_datewhensent IS NOT NULL AND "
                          "jg_datewhensent = %1)")
        .arg(d.quote(m_roles.changed), d.stampParameter());
}

Result<qint64> TableStore::countWindow(const QString &from, const QString &to, int echoSite, qint64 atMost)
{
    QVariantList binds;
    const QString window = windowCondition(from, to, echoSite, binds);
    // Counting stops at `atMost` (a subquery with LIMIT, as every database has it).
    const QString sql = atMost < 0
                            ? QStringLiteral("SELECT COUNT(*) FROM %1 WHERE %2").arg(m_quotedTable, window)
                            : QStringLiteral("SELECT COUNT(*) FROM (SELECT 1 AS jg_one FROM %1 WHERE %2 LIMIT %3) "
                                             "jg_window")
                                  .arg(m_quotedTable, window)
                                  .arg(atMost);
    auto v = m_db.scalar(sql, binds);
    if (!v)
        return v.error();
    return v.value().toLongLong();
}

QString TableStore::windowActivityCondition(const QString &from, const QString &to, int echoSite,
                                            QVariantList &binds) const
{
    return QStringLiteral("EXISTS (SELECT 1 FROM %1 WHERE %2)")
        .arg(m_quotedTable, windowCondition(from, to, echoSite, binds));
}

QString TableStore::unstampedCondition() const
{
    return QStringLiteral("EXISTS (SELECT 1 FROM %1 WHERE jg_unique_id = 0)").arg(m_quotedTable);
}

namespace {
// The lowest and highest of `ids` when they lie close together, as a batch's
// ids mostly do (a site's new rows, a window read in the order rows were
// written): idspace::uniqueIdFor() spaces one site's ids 10 apart, so a range at most
// twice as wide as the ids need holds at most about one other row per id.
std::optional<std::pair<qint64, qint64>> closeTogether(const QList<qint64> &ids)
{
    if (ids.size() < 2)
        return std::nullopt;
    const auto [low, high] = std::minmax_element(ids.begin(), ids.end());
    const quint64 span = quint64(*high) - quint64(*low); // no overflow, whatever the signs
    if (span / 10 >= quint64(ids.size()) * 2)
        return std::nullopt;
    return std::make_pair(*low, *high);
}
} // namespace

Result<RowList> TableStore::byUniqueIds(const QList<qint64> &uniqueIds)
{
    RowList rows;
    if (uniqueIds.isEmpty())
        return rows;
    // Close ids are read as one index range and the rows not asked for
    // dropped: an IN list of 1,000 ids costs 1,000 index probes (SQLite
    // sorts the list first), the range one descent.
    if (const auto range = closeTogether(uniqueIds)) {
        JGR_TRY(readRows(QStringLiteral("SELECT ") + selectList() + QStringLiteral(" FROM ") + m_quotedTable +
                             QStringLiteral(" WHERE jg_unique_id >= ? AND jg_unique_id <= ?"),
                         {range->first, range->second}, rows));
        const QSet<qint64> wanted(uniqueIds.begin(), uniqueIds.end());
        rows.removeIf([&wanted](const Row &r) { return !wanted.contains(r.uniqueId); });
        return rows;
    }
    QVariantList binds;
    const QString sql =
        m_db.dialect().selectWhereIn(selectList(), m_quotedTable, QStringLiteral("jg_unique_id"), uniqueIds, binds);
    JGR_TRY(readRows(sql, binds, rows));
    return rows;
}

Result<RowList> TableStore::pageByUniqueId(qint64 afterUniqueId, int limit)
{
    RowList rows;
    JGR_TRY(readRows(QStringLiteral("SELECT ") + selectList() + QStringLiteral(" FROM ") + m_quotedTable +
                         QStringLiteral(" WHERE jg_unique_id > ? ORDER BY jg_unique_id LIMIT %1").arg(limit),
                     {afterUniqueId}, rows));
    return rows;
}

Result<QHash<qint64, Row>> TableStore::lookup(const QList<qint64> &uniqueIds)
{
    auto rows = byUniqueIds(uniqueIds);
    if (!rows)
        return rows.error();
    QHash<qint64, Row> byId;
    byId.reserve(rows.value().size());
    for (const Row &r : rows.value())
        byId.insert(r.uniqueId, r);
    return byId;
}

Result<int> TableStore::deleteDelivered(const QList<qint64> &uniqueIds, int sentBy)
{
    if (uniqueIds.isEmpty())
        return 0;
    QVariantList binds;
    const QString sql = m_db.dialect().deleteWhereIn(m_quotedTable, QStringLiteral("jg_unique_id"), uniqueIds, binds);
    auto deleted = m_db.bulk().change(sql, binds);
    if (!deleted)
        return deleted.error();
    JGR_TRY(control::KilledRows(m_db).recordDelivered(m_roles.table, uniqueIds, sentBy));
    return deleted;
}

Result<int> TableStore::deleteLeavers(const QList<qint64> &uniqueIds)
{
    if (uniqueIds.isEmpty())
        return 0;
    control::KilledRows kills(m_db);
    auto before = kills.lastKillId();
    if (!before)
        return before.error();
    QVariantList binds;
    const QString sql = m_db.dialect().deleteWhereIn(m_quotedTable, QStringLiteral("jg_unique_id"), uniqueIds, binds);
    auto deleted = m_db.bulk().change(sql, binds);
    if (!deleted)
        return deleted.error();
    JGR_TRY(kills.forgetLocalSince(m_roles.table, uniqueIds, before.value()));
    return deleted;
}

Result<QSet<qint64>> TableStore::allUniqueIds()
{
    auto rows = m_db.bulk().select(
        QStringLiteral("SELECT jg_unique_id FROM %1 WHERE jg_unique_id IS NOT NULL AND jg_unique_id <> 0")
            .arg(m_quotedTable),
        {});
    if (!rows)
        return rows.error();
    QSet<qint64> ids;
    ids.reserve(rows.value().size());
    for (const QVariantList &row : rows.value())
        ids.insert(row.at(0).toLongLong());
    return ids;
}

Status TableStore::setOwner(qint64 uniqueId, int owner)
{
    return m_db.run(QStringLiteral("UPDATE %1 SET jg_owner = ?, %2 = %3 WHERE jg_unique_id = ?")
                        .arg(m_quotedTable, m_db.quote(m_roles.changed), m_db.dialect().nowExpression()),
                    {owner, uniqueId});
}

} // namespace jgr::engine
