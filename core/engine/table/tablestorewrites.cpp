// TableStore's writes: inserts (numbering row ids where the database does
// not), updates one by one and together, and marking a row delivered.
#include "tablestore.h"

#include "engine/merge/valuecodec.h"

#include "common/stamp.h"
#include "db/database.h"

namespace jgr::engine {

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

} // namespace jgr::engine
