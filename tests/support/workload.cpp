#include "workload.h"

namespace jgr::test {

bool Workload::round(int r)
{
    const int n = m_cluster.siteCount();
    for (int i = 0; i < n; ++i) {
        db::Database &db = m_cluster.site(i);
        for (int k = 0; k < 2; ++k) {
            const QString name = itemName(i, r, k);
            if (Cluster::insert(db, QStringLiteral("items"),
                                {{QStringLiteral("name"), name},
                                 {QStringLiteral("city"), k == 0 ? QVariant() : QVariant(QStringLiteral("Home"))},
                                 {QStringLiteral("qty"), k}}) < 0)
                return false;
            m_qty[name] = k;
            m_city[name] = k == 0 ? QString() : QStringLiteral("Home");
        }
        const QString code = QStringLiteral("P-%1-%2").arg(i).arg(r);
        if (Cluster::insert(db, QStringLiteral("parts"), {{QStringLiteral("code"), code}}) < 0)
            return false;
        m_parts.insert(code);
        if (r == 0)
            continue;
        // The owner edits last round's row; the next site fills its blank.
        const QString own = itemName(i, r - 1, 0);
        auto edited = db.exec(QStringLiteral("UPDATE items SET qty = ? WHERE name = ?"), {100 * r + i, own});
        if (!edited)
            return false;
        if (edited.value().numRowsAffected() == 1) // (a site that joined since has no row of last round)
            m_qty[own] = 100 * r + i;
        // (Only where the row has reached this site already.)
        const QString other = itemName((i + 1) % n, r - 1, 0);
        auto filled = db.exec(QStringLiteral("UPDATE items SET city = ? WHERE name = ? AND city IS NULL"),
                              {QStringLiteral("filled by %1").arg(i), other});
        if (!filled)
            return false;
        if (filled.value().numRowsAffected() == 1)
            m_city[other] = QStringLiteral("filled by %1").arg(i);
        const QString gone = QStringLiteral("P-%1-%2").arg(i).arg(r - 1);
        if (!db.exec(QStringLiteral("DELETE FROM parts WHERE code = ?"), {gone}))
            return false;
        m_parts.remove(gone);
    }
    return true;
}

QString Workload::check(db::Database &db) const
{
    QStringList problems;
    for (auto it = m_qty.cbegin(); it != m_qty.cend(); ++it) {
        auto rows = db.bulk().select(QStringLiteral("SELECT qty, city FROM items WHERE name = ?"), {it.key()});
        if (!rows || rows.value().size() != 1) {
            problems << QStringLiteral("%1: %2 rows").arg(it.key()).arg(rows ? rows.value().size() : -1);
            continue;
        }
        const QVariantList row = rows.value().first();
        if (row.at(0).toInt() != it.value() || row.at(1).toString() != m_city.value(it.key()))
            problems << QStringLiteral("%1: qty %2 city '%3', expected %4 '%5'")
                            .arg(it.key(), row.at(0).toString(), row.at(1).toString())
                            .arg(it.value())
                            .arg(m_city.value(it.key()));
    }
    auto parts = db.bulk().select(QStringLiteral("SELECT code FROM parts WHERE code LIKE 'P-%-%'"), {});
    QSet<QString> held;
    for (const QVariantList &row : parts.value())
        held.insert(row.first().toString());
    if (held != m_parts)
        problems << QStringLiteral("parts differ: %1 held, %2 expected").arg(held.size()).arg(m_parts.size());
    for (const QString &table : {QStringLiteral("items"), QStringLiteral("parts")}) {
        auto twice = db.scalar(QStringLiteral("SELECT COUNT(*) FROM (SELECT jg_unique_id FROM %1 GROUP BY "
                                              "jg_unique_id HAVING COUNT(*) > 1) AS d")
                                   .arg(table));
        if (!twice || twice.value().toInt() != 0)
            problems << QStringLiteral("%1: %2 jg_unique_id held twice")
                            .arg(table, twice ? twice.value().toString() : twice.error().message);
    }
    return problems.join(QLatin1Char('\n'));
}

QString lostOrChanged(Cluster &cluster, const Workload &work)
{
    QStringList problems{work.check(cluster.primary())};
    for (int s = 0; s < cluster.siteCount(); ++s)
        problems << cluster.differences(s);
    problems.removeAll(QString());
    return problems.join(QLatin1Char('\n'));
}

} // namespace jgr::test
