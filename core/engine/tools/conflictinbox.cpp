#include "conflictinbox.h"

#include "engine/merge/valuecodec.h"

#include "control/controlrepository.h"
#include "control/datadict.h"
#include "db/database.h"
#include "db/dialect.h"
#include "db/identifier.h"

#include <QCoreApplication>
#include <QHash>

namespace jgr::engine {

using control::Conflict;
using control::ConflictLog;

namespace {

Result<control::MasterRecord> thisSite(db::Database &db)
{
    auto master = control::ControlRepository(db).master();
    if (!master)
        return master.error();
    if (!master.value())
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "This database has no M record: join or init-primary first."));
    return *master.value();
}

} // namespace

Result<QList<Conflict>> ConflictInbox::list(const Filter &filter)
{
    auto site = thisSite(m_db);
    if (!site)
        return site.error();
    QStringList conditions;
    QVariantList binds;
    if (!site.value().isPrimary()) {
        // Rows this site owns, and this site's own values that lost.
        conditions << QStringLiteral("(owner_site = ? OR refused_site = ?)");
        binds << site.value().siteNumber << site.value().siteNumber;
    }
    if (!filter.includeDecided)
        conditions << QStringLiteral("(decision IS NULL OR decision = '')");
    if (!filter.table.isEmpty()) {
        conditions << QStringLiteral("table_name = ?");
        binds << filter.table;
    }
    if (filter.site > 0) {
        conditions << QStringLiteral("refused_site = ?");
        binds << filter.site;
    }
    return ConflictLog(m_db).select(conditions.join(QStringLiteral(" AND ")), binds);
}

Result<Conflict> ConflictInbox::openConflict(qint64 conflictId)
{
    auto found = ConflictLog(m_db).byId(conflictId);
    if (!found)
        return found.error();
    if (!found.value())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "There is no conflict %1 here.").arg(conflictId));
    if (!found.value()->open())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "Conflict %1 was already %2.")
                             .arg(conflictId)
                             .arg(found.value()->decision == QLatin1String("T") ? QStringLiteral("taken")
                                                                                : QStringLiteral("dismissed")));
    return *found.value();
}

Status ConflictInbox::take(qint64 conflictId)
{
    auto conflict = openConflict(conflictId);
    if (!conflict)
        return conflict.error();
    const Conflict &c = conflict.value();
    if (!c.valueKind() && c.kind != Conflict::Kind::DeleteRefused)
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "Conflict %1 (%2) has no value to take; dismiss it once the "
                                                        "reference is resolved.")
                                              .arg(conflictId)
                                              .arg(Conflict::kindName(c.kind)));
    auto site = thisSite(m_db);
    if (!site)
        return site.error();
    JGR_TRY(db::validateIdentifier(c.table, QStringLiteral("table")));
    auto roles = control::DataDict(m_db).roles(c.table);
    if (!roles)
        return roles.error();
    if (!roles.value())
        return makeError(
            ExitCode::Usage,
            QCoreApplication::translate("Engine", "Table %1 is not a replicated table here.").arg(c.table));
    const db::Dialect &d = m_db.dialect();
    auto owner = m_db.scalar(QStringLiteral("SELECT jg_owner FROM %1 WHERE jg_unique_id = ?").arg(d.quote(c.table)),
                             {c.uniqueId});
    if (!owner)
        return owner.error();
    if (!owner.value().isValid())
        return makeError(
            ExitCode::Failure,
            QCoreApplication::translate("Engine", "Row %1 of %2 is not here (any more).").arg(c.uniqueId).arg(c.table));
    if (owner.value().toInt() != site.value().siteNumber && !site.value().isPrimary())
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine",
                                                     "Row %1 of %2 belongs to site %3: only its owner or a primary "
                                                     "may take the refused value.")
                             .arg(c.uniqueId)
                             .arg(c.table)
                             .arg(owner.value().toInt()));
    JGR_TRY(m_db.begin());
    const auto failed = [this](const Error &e) {
        m_db.rollback();
        return e;
    };
    if (c.kind == Conflict::Kind::DeleteRefused) {
        // The owner agrees with the delete: as a hard delete where the table
        // really deletes rows, else as a soft delete.
        const Status s =
            roles.value()->hardDeletes
                ? m_db.run(QStringLiteral("DELETE FROM %1 WHERE jg_unique_id = ?").arg(d.quote(c.table)), {c.uniqueId})
                : m_db.run(QStringLiteral("UPDATE %1 SET %2 = 1 WHERE jg_unique_id = ?")
                               .arg(d.quote(c.table), d.quote(roles.value()->removed)),
                           {c.uniqueId});
        if (!s)
            return failed(s.error());
    } else {
        JGR_TRY(db::validateIdentifier(c.column, QStringLiteral("column")));
        auto columns = m_db.inspectColumns(c.table);
        if (!columns)
            return failed(columns.error());
        db::Family family = db::Family::Text;
        for (const db::ColumnInfo &info : columns.value())
            if (info.name.compare(c.column, Qt::CaseInsensitive) == 0)
                family = info.type.family;
        // A plain owner's edit: the trigger stamps the row and it travels.
        // Bound by the bulk path, which binds every kind of value as it is
        // (text that is not UTF-8 included).
        const auto s = m_db.bulk().change(
            QStringLiteral("UPDATE %1 SET %2 = ? WHERE jg_unique_id = ?").arg(d.quote(c.table), d.quote(c.column)),
            {valuecodec::fromConflictText(c.refusedValue, family), c.uniqueId});
        if (!s)
            return failed(s.error());
    }
    if (Status s = ConflictLog(m_db).decide(c.id, QStringLiteral("T"), site.value().siteNumber); !s)
        return failed(s.error());
    return m_db.commit();
}

Status ConflictInbox::dismiss(qint64 conflictId)
{
    auto conflict = openConflict(conflictId);
    if (!conflict)
        return conflict.error();
    auto site = thisSite(m_db);
    if (!site)
        return site.error();
    return ConflictLog(m_db).decide(conflict.value().id, QStringLiteral("D"), site.value().siteNumber);
}

// Values travel a page at a time, and only once: what the other side holds
// already is told apart by the conflicts' keys, which are small.
Status ConflictInbox::sendUp(db::Database &local, db::Database &primary)
{
    ConflictLog here(local);
    ConflictLog there(primary);
    const auto idsOf = [](const QList<Conflict> &page) {
        QList<qint64> ids;
        for (const Conflict &c : page)
            ids << c.id;
        return ids;
    };
    auto fresh = here.keys(QStringLiteral("forwarded = 'N'"));
    if (!fresh)
        return fresh.error();
    JGR_TRY(here.forEachPage(fresh.value(), [&](const QList<Conflict> &page) -> Status {
        JGR_TRY(there.adopt(page)); // a secondary primary forwards them further up
        return here.markForwarded(idsOf(page));
    }));
    auto decided = here.keys(QStringLiteral("decision_forwarded = 'N'"));
    if (!decided)
        return decided.error();
    JGR_TRY(here.forEachPage(decided.value(), [&](const QList<Conflict> &page) -> Status {
        for (const Conflict &c : page)
            JGR_TRY(there.adoptDecision(c));
        return here.markDecisionForwarded(idsOf(page));
    }));
    return {};
}

Status ConflictInbox::exchange(db::Database &local, db::Database &primary, int siteNumber)
{
    JGR_TRY(sendUp(local, primary));
    ConflictLog here(local);
    ConflictLog there(primary);
    // Down: conflicts on rows this site owns that it does not hold yet, and
    // decisions made elsewhere on those it holds open.
    auto held = here.keys();
    if (!held)
        return held.error();
    QHash<qint64, bool> openHere;
    for (const control::ConflictKey &k : held.value())
        openHere.insert(k.uid, k.open);
    auto mine = there.keys(QStringLiteral("owner_site = ?"), {siteNumber});
    if (!mine)
        return mine.error();
    QList<control::ConflictKey> wanted;
    for (const control::ConflictKey &k : mine.value()) {
        const auto known = openHere.constFind(k.uid);
        if (known == openHere.cend() || (known.value() && !k.open))
            wanted << k;
    }
    return there.forEachPage(wanted, [&](const QList<Conflict> &page) -> Status {
        QList<Conflict> delivered;
        for (Conflict c : page) {
            if (!openHere.contains(c.uid)) {
                c.forwarded = QStringLiteral("Y"); // it came from the primary
                c.decisionForwarded = QStringLiteral("Y");
                delivered << c;
            } else {
                JGR_TRY(here.adoptDecision(c));
            }
        }
        return here.adopt(delivered);
    });
}

} // namespace jgr::engine
