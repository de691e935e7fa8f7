#include "tablestore.h"

#include "engine/merge/valuecodec.h"

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

Result<qint64> TableStore::insert(const Row &row, const QString &changed, const QString &dateWhenSent, int sentBy)
{
    const db::Dialect &d = m_db.dialect();
    const QString p = d.stampParameter();
    QStringList columns;
    QStringList marks;
    QVariantList binds;
    for (qsizetype i = 0; i < m_columns.size(); ++i) {
        columns << d.quote(m_columns.at(i));
        marks << (m_families.at(i) == db::Family::Stamp ? p : QStringLiteral("?"));
        binds << valuecodec::toBindable(row.values.at(i), m_families.at(i), m_limits.at(i));
    }
    columns << QStringLiteral("jg_owner") << QStringLiteral("jg_unique_id") << QStringLiteral("jg_sentby")
            << QStringLiteral("jg_datewhensent") << d.quote(m_roles.changed);
    marks << QStringLiteral("?") << QStringLiteral("?") << QStringLiteral("?") << p << p;
    const QVariant nullStamp(QMetaType::fromType<QString>());
    binds << row.owner << row.uniqueId << sentBy
          << (dateWhenSent.isEmpty() ? nullStamp : QVariant(stamp::normalized(dateWhenSent, d.stampDigits())))
          << stamp::normalized(changed, d.stampDigits());
    const QString statement = QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)");
    if (m_numbersRowIds) {
        // The id is ours: MariaDB's LAST_INSERT_ID() knows nothing of it.
        auto next = nextRowId();
        if (!next)
            return next.error();
        columns << d.quote(m_roles.rowId);
        marks << QStringLiteral("?");
        binds << next.value();
        JGR_TRY(m_db.run(
            statement.arg(m_quotedTable, columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))), binds));
        return next.value();
    }
    return m_db.insertReturningId(
        statement.arg(m_quotedTable, columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))), binds,
        m_roles.rowId);
}

Status TableStore::insertMany(const RowList &rows, const QString &changed, const QString &dateWhenSent, int sentBy)
{
    if (rows.isEmpty())
        return {};
    const db::Dialect &d = m_db.dialect();
    const QString p = d.stampParameter();
    QStringList columns;
    QStringList marks;
    for (qsizetype i = 0; i < m_columns.size(); ++i) {
        columns << d.quote(m_columns.at(i));
        marks << (m_families.at(i) == db::Family::Stamp ? p : QStringLiteral("?"));
    }
    columns << QStringLiteral("jg_owner") << QStringLiteral("jg_unique_id") << QStringLiteral("jg_sentby")
            << QStringLiteral("jg_datewhensent") << d.quote(m_roles.changed);
    marks << QStringLiteral("?") << QStringLiteral("?") << QStringLiteral("?") << p << p;
    qint64 next = 0;
    if (m_numbersRowIds) {
        auto first = nextRowId();
        if (!first)
            return first.error();
        next = first.value();
        columns << d.quote(m_roles.rowId);
        marks << QStringLiteral("?");
    }
    const QString tuple = QLatin1Char('(') + marks.join(QStringLiteral(", ")) + QLatin1Char(')');
    const QVariant sent = dateWhenSent.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                                 : QVariant(stamp::normalized(dateWhenSent, d.stampDigits()));
    const QVariant stamped = stamp::normalized(changed, d.stampDigits());
    // Each row goes out in three parts: its values (as they were read, unless
    // one needs converting), its owner and id, and what the batch shares.
    // A load inserts millions of rows: none is copied value by value.
    const QVariantList shared{sentBy, sent, stamped};
    QList<QVariantList> parts;
    const int perRow = m_numbersRowIds ? 4 : 3;
    parts.reserve(rows.size() * perRow);
    for (const Row &row : rows) {
        parts << bindable(row.values) << QVariantList{row.owner, row.uniqueId} << shared;
        if (m_numbersRowIds)
            parts << QVariantList{next++};
    }
    return m_db.bulk().insert(m_quotedTable, columns, tuple, parts, perRow);
}

Result<qint64> TableStore::nextRowId()
{
    auto highest = m_db.scalar(QStringLiteral("SELECT MAX(%1) FROM %2").arg(m_db.quote(m_roles.rowId), m_quotedTable));
    if (!highest)
        return highest.error();
    return highest.value().isNull() ? 1 : highest.value().toLongLong() + 1;
}

QVariantList TableStore::bindable(const QVariantList &values) const
{
    const qsizetype n = m_families.size();
    bool asIs = values.size() == n;
    for (qsizetype i = 0; asIs && i < n; ++i)
        asIs = valuecodec::bindsAsIs(values.at(i), m_families.at(i), m_limits.at(i));
    if (asIs)
        return values;
    QVariantList converted;
    converted.reserve(n);
    for (qsizetype i = 0; i < n; ++i)
        converted << valuecodec::toBindable(values.at(i), m_families.at(i), m_limits.at(i));
    return converted;
}

Result<int> TableStore::update(qint64 uniqueId, const QList<int> &columnIndexes, const QVariantList &values, int owner,
                               const QString &changed, const QString &dateWhenSent, int sentBy,
                               const QString &expectChanged)
{
    const int digits = m_db.dialect().stampDigits();
    QVariantList binds;
    binds.reserve(columnIndexes.size() + 6);
    for (qsizetype k = 0; k < columnIndexes.size(); ++k)
        binds << valuecodec::toBindable(values.at(k), m_families.at(columnIndexes.at(k)),
                                        m_limits.at(columnIndexes.at(k)));
    binds << owner << sentBy
          << (dateWhenSent.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                     : QVariant(stamp::normalized(dateWhenSent, digits)))
          << stamp::normalized(changed, digits) << uniqueId;
    if (!expectChanged.isEmpty())
        binds << stamp::normalized(expectChanged, digits);
    return m_db.bulk().change(updateSql(columnIndexes, !expectChanged.isEmpty()), binds);
}

namespace {
// Rows in one multi-row UPDATE: no more values than a statement may bind
// (SQLite's default limit is 32,766), and a whole batch of the CLI's default
// 1,000 rows at most: each statement comes with a savepoint and its release.
constexpr qsizetype kUpdateValues = 32000;
constexpr qsizetype kUpdateRows = 1000;
} // namespace

Result<QList<bool>> TableStore::updateMany(const QList<int> &columns, const QList<RowUpdate> &updates,
                                           const QString &changed, int sentBy)
{
    QList<bool> written(updates.size(), false);
    const auto oneByOne = [&](qsizetype from, qsizetype to) -> Status {
        for (qsizetype r = from; r < to; ++r) {
            const RowUpdate &u = updates.at(r);
            auto n = update(u.uniqueId, columns, u.values, u.owner, changed, u.dateWhenSent, sentBy, u.expectChanged);
            if (!n)
                return n.error();
            written[r] = n.value() > 0;
        }
        return {};
    };
    if (!m_db.dialect().updatesRowsTogether()) {
        JGR_TRY(oneByOne(0, updates.size()));
        return written;
    }
    const qsizetype width = columns.size() + 6;
    const qsizetype perStatement = std::clamp<qsizetype>(kUpdateValues / width, 1, kUpdateRows);
    for (qsizetype at = 0; at < updates.size();) {
        // A statement's rows are alike in being a compare-and-set or not,
        // and bind no more than a multi-row INSERT's bytes.
        const bool compareAndSet = !updates.at(at).expectChanged.isEmpty();
        qsizetype end = at;
        qint64 bytes = 0;
        while (end < updates.size() && end - at < perStatement &&
               updates.at(end).expectChanged.isEmpty() != compareAndSet && bytes <= db::kStatementBytes) {
            for (const QVariant &v : updates.at(end).values)
                bytes += db::encodedBytes(v, true);
            ++end;
        }
        bool together = false;
        if (end - at > 1) {
            auto all = updateTogether(columns, updates, at, end, changed, sentBy);
            if (!all)
                return all.error();
            together = all.value();
        }
        if (together)
            std::fill(written.begin() + at, written.begin() + end, true);
        else
            JGR_TRY(oneByOne(at, end));
        at = end;
    }
    return written;
}

Result<bool> TableStore::updateTogether(const QList<int> &columns, const QList<RowUpdate> &updates, qsizetype from,
                                        qsizetype to, const QString &changed, int sentBy)
{
    const db::Dialect &d = m_db.dialect();
    const int digits = d.stampDigits();
    const bool compareAndSet = !updates.at(from).expectChanged.isEmpty();
    db::RowsUpdate u{m_quotedTable,
                     {},
                     QStringLiteral("jg_unique_id"),
                     compareAndSet ? d.quote(m_roles.changed) : QString(),
                     {},
                     {}};
    for (const int i : columns) {
        u.setColumns << d.quote(m_columns.at(i));
        u.families << m_families.at(i);
    }
    u.keepColumns = keptColumns(columns);
    u.setColumns << QStringLiteral("jg_owner") << QStringLiteral("jg_sentby") << QStringLiteral("jg_datewhensent")
                 << d.quote(m_roles.changed);
    u.families << db::Family::Int << db::Family::Int << db::Family::Stamp << db::Family::Stamp << db::Family::BigInt;
    if (compareAndSet)
        u.families << db::Family::Stamp;
    const QVariant stamped = stamp::normalized(changed, digits);
    QList<QVariantList> tuples;
    tuples.reserve(to - from);
    for (qsizetype r = from; r < to; ++r) {
        const RowUpdate &row = updates.at(r);
        QVariantList tuple;
        tuple.reserve(u.families.size());
        for (qsizetype k = 0; k < columns.size(); ++k)
            tuple << valuecodec::toBindable(row.values.at(k), m_families.at(columns.at(k)), m_limits.at(columns.at(k)));
        tuple << row.owner << sentBy
              << (row.dateWhenSent.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                             : QVariant(stamp::normalized(row.dateWhenSent, digits)))
              << stamped << row.uniqueId;
        if (compareAndSet)
            tuple << stamp::normalized(row.expectChanged, digits);
        tuples << tuple;
    }
    QVariantList binds;
    const QString sql = d.updateFromRows(u, tuples, binds);
    if (sql.isEmpty())
        return false;
    // Undone unless every row was written: a row that changed meanwhile
    // takes update()'s compare-and-set and its retry, row by row. So does
    // a statement the database refused (a value too long, say): row by row,
    // the error names the row. Where the error ended the transaction (a
    // MariaDB deadlock) the savepoint is gone, and the error is the answer.
    JGR_TRY(m_db.run(QStringLiteral("SAVEPOINT jg_rows")));
    auto n = m_db.bulk().change(sql, binds);
    const bool all = n && n.value() == to - from;
    if (!all) {
        const Status undone = m_db.run(QStringLiteral("ROLLBACK TO SAVEPOINT jg_rows"));
        if (!undone)
            return n ? undone.error() : n.error();
    }
    JGR_TRY(m_db.run(QStringLiteral("RELEASE SAVEPOINT jg_rows")));
    return all;
}

QStringList TableStore::keptColumns(const QList<int> &written) const
{
    QStringList kept;
    for (qsizetype i = 0; i < m_limits.size() && i < m_columns.size(); ++i)
        if (m_limits.at(i).setOnUpdate && !written.contains(int(i)))
            kept << m_db.dialect().quote(m_columns.at(i));
    return kept;
}

// A batch writes its rows with one or two column sets: their SQL is built once.
const QString &TableStore::updateSql(const QList<int> &columnIndexes, bool compareAndSet)
{
    QString &sql = m_updateSql[{columnIndexes, compareAndSet}];
    if (!sql.isEmpty())
        return sql;
    const db::Dialect &d = m_db.dialect();
    const QString p = d.stampParameter();
    QStringList sets;
    for (const int i : columnIndexes)
        sets << d.quote(m_columns.at(i)) + QStringLiteral(" = ") +
                    (m_families.at(i) == db::Family::Stamp ? p : QStringLiteral("?"));
    for (const QString &c : keptColumns(columnIndexes))
        sets << c + QStringLiteral(" = ") + c;
    sets << QStringLiteral("jg_owner = ?") << QStringLiteral("jg_sentby = ?")
         << QStringLiteral("jg_datewhensent = ") + p << d.quote(m_roles.changed) + QStringLiteral(" = ") + p;
    sql = QStringLiteral("UPDATE %1 SET %2 WHERE jg_unique_id = ?").arg(m_quotedTable, sets.join(QStringLiteral(", ")));
    if (compareAndSet)
        sql += QStringLiteral(" AND ") + d.stillStamped(d.quote(m_roles.changed));
    return sql;
}

Result<int> TableStore::markDelivered(qint64 uniqueId, const QString &expectChanged, int sentBy)
{
    const db::Dialect &d = m_db.dialect();
    const QString lcd = d.quote(m_roles.changed);
    return m_db.bulk().change(
        QStringLiteral("UPDATE %1 SET jg_datewhensent = %2, jg_sentby = ? WHERE jg_unique_id = ? AND %3")
            .arg(m_quotedTable, lcd, d.stillStamped(lcd)),
        {sentBy, uniqueId, stamp::normalized(expectChanged, d.stampDigits())});
}

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
