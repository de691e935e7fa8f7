#include "referencetranslator.h"

#include "db/database.h"

#include <QCoreApplication>
#include <QSet>

namespace jgr::engine {

namespace {
constexpr int kChunk = 500;

// SELECT key, value FROM table WHERE key IN (...), in chunks.
Result<QHash<qint64, qint64>> mapColumn(db::Database &db, const QString &table, const QString &keyColumn,
                                        const QString &valueColumn, const QList<qint64> &keys)
{
    QHash<qint64, qint64> out;
    for (qsizetype at = 0; at < keys.size(); at += kChunk) {
        QVariantList binds;
        const QString sql = db.dialect().selectWhereIn(keyColumn + QStringLiteral(", ") + valueColumn, db.quote(table),
                                                       keyColumn, keys.mid(at, kChunk), binds);
        auto rows = db.bulk().select(sql, binds);
        if (!rows)
            return rows.error();
        for (const QVariantList &row : rows.value())
            out.insert(row.at(0).toLongLong(), row.at(1).toLongLong());
    }
    return out;
}
} // namespace

Status ReferenceTranslator::toUniqueIds(RowList &rows)
{
    for (const ReferenceColumn &c : m_columns) {
        QSet<qint64> ids;
        for (const Row &r : rows)
            if (!r.values.at(c.index).isNull())
                ids.insert(r.values.at(c.index).toLongLong());
        if (ids.isEmpty())
            continue;
        auto map = mapColumn(m_db, c.table, m_db.quote(c.rowIdColumn), QStringLiteral("jg_unique_id"), ids.values());
        if (!map)
            return map.error();
        for (Row &r : rows) {
            QVariant &v = r.values[c.index];
            if (v.isNull())
                continue;
            const qint64 uid = map.value().value(v.toLongLong(), 0);
            if (uid == 0) {
                r.unresolved = QCoreApplication::translate("Engine", "%1 row %2 (not replicated yet)")
                                   .arg(c.table)
                                   .arg(v.toLongLong());
                continue;
            }
            v = uid;
        }
    }
    return {};
}

Status ReferenceTranslator::prepare(const QList<QVariantList> &valueLists)
{
    for (const ReferenceColumn &c : m_columns) {
        QSet<qint64> wanted;
        auto &known = m_rowIdByUniqueId[c.table];
        for (const QVariantList &values : valueLists) {
            const QVariant &v = values.at(c.index);
            if (!v.isNull() && !known.contains(v.toLongLong()))
                wanted.insert(v.toLongLong());
        }
        if (wanted.isEmpty())
            continue;
        auto map = mapColumn(m_db, c.table, QStringLiteral("jg_unique_id"), m_db.quote(c.rowIdColumn), wanted.values());
        if (!map)
            return map.error();
        for (auto it = map.value().cbegin(); it != map.value().cend(); ++it)
            known.insert(it.key(), it.value());
    }
    return {};
}

Status ReferenceTranslator::prepare(const RowList &rows)
{
    if (!active())
        return {};
    QList<QVariantList> valueLists;
    valueLists.reserve(rows.size());
    for (const Row &r : rows)
        valueLists << r.values;
    return prepare(valueLists);
}

bool ReferenceTranslator::toRowIds(QVariantList &values, QString *unresolved) const
{
    return toRowIds(values, unresolved, nullptr) == Resolution::Resolved;
}

ReferenceTranslator::Resolution ReferenceTranslator::toRowIds(QVariantList &values, QString *unresolved,
                                                              const PendingReferences *pending) const
{
    QVariantList out = values;
    Resolution result = Resolution::Resolved;
    for (const ReferenceColumn &c : m_columns) {
        QVariant &v = out[c.index];
        if (v.isNull())
            continue;
        const auto table = m_rowIdByUniqueId.constFind(c.table);
        if (table == m_rowIdByUniqueId.constEnd() || !table->contains(v.toLongLong())) {
            if (unresolved)
                *unresolved = QStringLiteral("%1 row with jg_unique_id %2").arg(c.table).arg(v.toLongLong());
            if (!pending || !c.nullable || !pending->value(c.table).contains(v.toLongLong()))
                return Resolution::Unresolved;
            v = QVariant();
            result = Resolution::Pending;
            continue;
        }
        v = table->value(v.toLongLong());
    }
    values = out;
    return result;
}

void ReferenceTranslator::noteInserted(const QString &table, qint64 uniqueId, qint64 rowId)
{
    if (m_rowIdByUniqueId.contains(table) ||
        std::any_of(m_columns.cbegin(), m_columns.cend(), [&](const ReferenceColumn &c) { return c.table == table; }))
        m_rowIdByUniqueId[table].insert(uniqueId, rowId);
}

} // namespace jgr::engine
