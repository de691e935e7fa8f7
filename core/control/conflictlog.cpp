#include "conflictlog.h"

#include "common/idspace.h"
#include "db/bulkaccess.h"
#include "db/database.h"
#include "db/dialect.h"

#include <QSet>

namespace jgr::control {

namespace {

const QStringList &columns()
{
    static const QStringList c{QStringLiteral("conflict_uid"),
                               QStringLiteral("table_name"),
                               QStringLiteral("jg_unique_id"),
                               QStringLiteral("column_name"),
                               QStringLiteral("kind"),
                               QStringLiteral("refused_value"),
                               QStringLiteral("kept_value"),
                               QStringLiteral("refused_site"),
                               QStringLiteral("owner_site"),
                               QStringLiteral("written_at"),
                               QStringLiteral("recorded_at"),
                               QStringLiteral("recorded_by"),
                               QStringLiteral("forwarded"),
                               QStringLiteral("decision"),
                               QStringLiteral("decided_at"),
                               QStringLiteral("decided_by"),
                               QStringLiteral("decision_forwarded")};
    return c;
}

bool isStamp(const QString &column)
{
    return column == QLatin1String("written_at") || column == QLatin1String("recorded_at") ||
           column == QLatin1String("decided_at");
}

// Conflicts adopted or marked a page at a time: one statement or two each.
constexpr qsizetype kPerStatement = 1000;
// A page read for the exchange holds about this much of refused and kept
// values (twice as much once decoded into QString): a conflict keeps a
// whole value, which may be megabytes, and a mass of refused edits makes
// thousands of them.
constexpr qint64 kPageBytes = 16 * 1024 * 1024;

QVariant stampOrNull(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

QVariantList valuesOf(const Conflict &c)
{
    return {c.uid,
            c.table,
            c.uniqueId,
            c.column,
            QString(QLatin1Char(char(c.kind))),
            c.refusedValue,
            c.keptValue,
            c.refusedSite,
            c.ownerSite,
            stampOrNull(c.writtenAt),
            stampOrNull(c.recordedAt),
            c.recordedBy,
            c.forwarded,
            c.decision,
            stampOrNull(c.decidedAt),
            c.decidedBy,
            c.decisionForwarded};
}

} // namespace

QString Conflict::kindName(Kind kind)
{
    switch (kind) {
    case Kind::EditPutBack:
        return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "edit put back"));
    case Kind::BlankFillLost:
        return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "blank fill lost the race"));
    case Kind::DeleteRefused:
        return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "delete refused"));
    case Kind::ReferenceWaits:
        return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "reference not resolved"));
    case Kind::ValueRefused:
        return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "value the other database cannot hold"));
    }
    return {};
}

Status ConflictLog::insert(const QList<Conflict> &conflicts)
{
    if (conflicts.isEmpty())
        return {};
    QStringList marks;
    for (const QString &column : columns())
        marks << (isStamp(column) ? m_db.dialect().stampParameter() : QStringLiteral("?"));
    QList<QVariantList> rows;
    rows.reserve(conflicts.size());
    for (const Conflict &c : conflicts)
        rows << valuesOf(c);
    return m_db.bulk().insert(QStringLiteral("jg_conflicts"), columns(),
                              QLatin1Char('(') + marks.join(QStringLiteral(", ")) + QLatin1Char(')'), rows, 1);
}

Status ConflictLog::record(QList<Conflict> &conflicts)
{
    if (conflicts.isEmpty())
        return {};
    auto now = m_db.now();
    if (!now)
        return now.error();
    for (Conflict &c : conflicts) {
        c.recordedAt = now.value();
        c.uid = 0;
    }
    JGR_TRY(insert(conflicts));
    // The uid (recorded_by * 10^10 + id, the id space of jg_unique_id) once
    // the ids are known; only rows recorded here have none (adopted ones
    // arrive with theirs). recorded_by is a valid site number, so it fits.
    return m_db.run(
        QStringLiteral("UPDATE jg_conflicts SET conflict_uid = recorded_by * %1 + conflict_id WHERE conflict_uid = 0")
            .arg(m_db.dialect().asBigInt(QString::number(idspace::kSiteFactor))));
}

Status ConflictLog::adopt(const QList<Conflict> &conflicts)
{
    for (qsizetype at = 0; at < conflicts.size(); at += kPerStatement) {
        const QList<Conflict> page = conflicts.mid(at, kPerStatement);
        QList<qint64> uids;
        for (const Conflict &c : page)
            if (c.uid != 0)
                uids << c.uid;
        QSet<qint64> known;
        if (!uids.isEmpty()) {
            QVariantList binds;
            const QString sql =
                m_db.dialect().selectWhereIn(QStringLiteral("conflict_uid"), QStringLiteral("jg_conflicts"),
                                             QStringLiteral("conflict_uid"), uids, binds);
            auto q = m_db.exec(sql, binds);
            if (!q)
                return q.error();
            while (q.value().next())
                known.insert(q.value().value(0).toLongLong());
        }
        QList<Conflict> fresh;
        for (const Conflict &c : page)
            if (c.uid == 0 || !known.contains(c.uid)) {
                fresh << c;
                if (c.uid != 0)
                    known.insert(c.uid); // the same conflict twice in the list goes in once
            }
        JGR_TRY(insert(fresh));
    }
    return {};
}

Result<QList<Conflict>> ConflictLog::select(const QString &condition, const QVariantList &binds)
{
    const db::Dialect &d = m_db.dialect();
    QStringList selected{QStringLiteral("conflict_id")};
    for (const QString &column : columns())
        selected << (isStamp(column) ? d.stampAsText(column) : column);
    auto q = m_db.exec(QStringLiteral("SELECT %1 FROM jg_conflicts%2 ORDER BY conflict_id")
                           .arg(selected.join(QStringLiteral(", ")),
                                condition.isEmpty() ? QString() : QStringLiteral(" WHERE ") + condition),
                       binds);
    if (!q)
        return q.error();
    QList<Conflict> out;
    db::QueryResult &r = q.value();
    while (r.next()) {
        Conflict c;
        c.id = r.value(0).toLongLong();
        c.uid = r.value(1).toLongLong();
        c.table = r.value(2).toString();
        c.uniqueId = r.value(3).toLongLong();
        c.column = r.value(4).toString();
        const QString kind = r.value(5).toString();
        c.kind = Conflict::Kind(kind.isEmpty() ? 'E' : kind.at(0).toLatin1());
        c.refusedValue = r.value(6).toString();
        c.keptValue = r.value(7).toString();
        c.refusedSite = r.value(8).toInt();
        c.ownerSite = r.value(9).toInt();
        c.writtenAt = r.value(10).toString();
        c.recordedAt = r.value(11).toString();
        c.recordedBy = r.value(12).toInt();
        c.forwarded = r.value(13).toString();
        c.decision = r.value(14).toString().trimmed();
        c.decidedAt = r.value(15).toString();
        c.decidedBy = r.value(16).toInt();
        c.decisionForwarded = r.value(17).toString();
        out << c;
    }
    return out;
}

Result<std::optional<Conflict>> ConflictLog::byId(qint64 id)
{
    auto found = select(QStringLiteral("conflict_id = ?"), {id});
    if (!found)
        return found.error();
    return found.value().isEmpty() ? std::optional<Conflict>() : std::optional<Conflict>(found.value().first());
}

Result<QList<ConflictKey>> ConflictLog::keys(const QString &condition, const QVariantList &binds)
{
    auto q =
        m_db.exec(QStringLiteral("SELECT conflict_id, conflict_uid, decision, COALESCE(LENGTH(refused_value), 0) + "
                                 "COALESCE(LENGTH(kept_value), 0) FROM jg_conflicts%1 ORDER BY conflict_id")
                      .arg(condition.isEmpty() ? QString() : QStringLiteral(" WHERE ") + condition),
                  binds);
    if (!q)
        return q.error();
    QList<ConflictKey> out;
    db::QueryResult &r = q.value();
    while (r.next())
        out << ConflictKey{r.value(0).toLongLong(), r.value(1).toLongLong(), r.value(2).toString().trimmed().isEmpty(),
                           r.value(3).toLongLong()};
    return out;
}

Status ConflictLog::forEachPage(const QList<ConflictKey> &keys,
                                const std::function<Status(const QList<Conflict> &)> &each)
{
    for (qsizetype at = 0; at < keys.size();) {
        QList<qint64> ids;
        qint64 bytes = 0;
        for (; at < keys.size() && ids.size() < kPerStatement &&
               (ids.isEmpty() || bytes + keys.at(at).valueBytes <= kPageBytes);
             ++at) {
            ids << keys.at(at).id;
            bytes += keys.at(at).valueBytes;
        }
        QVariantList binds;
        const QString in = db::bindList(ids, binds);
        auto page = select(QStringLiteral("conflict_id IN (%1)").arg(in), binds);
        if (!page)
            return page.error();
        JGR_TRY(each(page.value()));
    }
    return {};
}

Result<qint64> ConflictLog::newestId()
{
    auto newest = m_db.scalar(QStringLiteral("SELECT MAX(conflict_id) FROM jg_conflicts"));
    if (!newest)
        return newest.error();
    return newest.value().toLongLong();
}

Result<bool> ConflictLog::hasOpen(const QString &table, qint64 uniqueId, Conflict::Kind kind)
{
    auto n =
        m_db.scalar(QStringLiteral("SELECT COUNT(*) FROM jg_conflicts WHERE table_name = ? AND jg_unique_id = ? AND "
                                   "kind = ? AND (decision IS NULL OR decision = '')"),
                    {table, uniqueId, QString(QLatin1Char(char(kind)))});
    if (!n)
        return n.error();
    return n.value().toInt() > 0;
}

Status ConflictLog::decide(qint64 id, const QString &decision, int site)
{
    return m_db.run(QStringLiteral("UPDATE jg_conflicts SET decision = ?, decided_at = %1, decided_by = ?, "
                                   "decision_forwarded = 'N' WHERE conflict_id = ?")
                        .arg(m_db.dialect().nowExpression()),
                    {decision, site, id});
}

Status ConflictLog::adoptDecision(const Conflict &decided)
{
    // Forwarded again from here: a secondary primary passes it upstream.
    return m_db.run(
        QStringLiteral("UPDATE jg_conflicts SET decision = ?, decided_at = %1, decided_by = ?, "
                       "decision_forwarded = 'N' WHERE conflict_uid = ? AND (decision IS NULL OR decision = '')")
            .arg(m_db.dialect().stampParameter()),
        {decided.decision, stampOrNull(decided.decidedAt), decided.decidedBy, decided.uid});
}

Status ConflictLog::markForwarded(const QList<qint64> &ids)
{
    return markYes(QStringLiteral("forwarded"), ids);
}

Status ConflictLog::markDecisionForwarded(const QList<qint64> &ids)
{
    return markYes(QStringLiteral("decision_forwarded"), ids);
}

Status ConflictLog::markYes(const QString &flag, const QList<qint64> &ids)
{
    for (qsizetype at = 0; at < ids.size(); at += kPerStatement) {
        QVariantList binds;
        const QString in = db::bindList(ids.mid(at, kPerStatement), binds);
        JGR_TRY(m_db.run(QStringLiteral("UPDATE jg_conflicts SET %1 = 'Y' WHERE conflict_id IN (%2)").arg(flag, in),
                         binds));
    }
    return {};
}

Result<QList<Conflict>> ConflictLog::purgeDecided(const QString &before)
{
    const QString condition =
        QStringLiteral("decision IN ('T', 'D') AND decided_at < %1").arg(m_db.dialect().stampParameter());
    auto doomed = select(condition, {before});
    if (!doomed)
        return doomed.error();
    JGR_TRY(m_db.run(QStringLiteral("DELETE FROM jg_conflicts WHERE ") + condition, {before}));
    return doomed;
}

} // namespace jgr::control
