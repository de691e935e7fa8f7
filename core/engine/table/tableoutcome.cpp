#include "tableoutcome.h"

#include "engine/merge/valuecodec.h"
#include "pagesize.h"

#include "common/stamp.h"
#include "db/database.h"

#include <QCoreApplication>

namespace jgr::engine {

namespace {
qint64 memoryOf(const control::Conflict &c)
{
    return 256 + (qint64(c.refusedValue.size()) + c.keptValue.size()) * qint64(sizeof(QChar));
}

} // namespace

TableOutcome TableOutcome::afterPull(const TableOutcome &pulled)
{
    TableOutcome out;
    out.counts = pulled.counts;
    out.pushAlso = pulled.pushAlso;
    out.pullWaitFrom = pulled.pullWaitFrom;
    out.held = pulled.held;
    out.waits = pulled.waits;
    return out;
}

Status ReferenceWaits::record(db::Database &local) const
{
    TableOutcome outcome;
    outcome.conflicts = conflicts;
    return outcome.recordConflicts(local);
}

void TableOutcome::correct(LocalCorrection c)
{
    heldBytes += memoryOf(c.row);
    corrections << std::move(c);
}

void TableOutcome::keep(control::Conflict c)
{
    heldBytes += memoryOf(c);
    conflicts << std::move(c);
}

Status TableOutcome::recordConflicts(db::Database &local)
{
    control::ConflictLog log(local);
    QList<control::Conflict> fresh;
    for (control::Conflict &c : conflicts) {
        heldBytes -= memoryOf(c);
        if (c.kind == control::Conflict::Kind::ReferenceWaits || c.kind == control::Conflict::Kind::ValueRefused) {
            auto open = log.hasOpen(c.table, c.uniqueId, c.kind);
            if (!open)
                return open.error();
            if (open.value())
                continue; // still the same wait as last session
        } else
            ++editsLost;
        fresh << std::move(c);
    }
    conflicts.clear();
    return log.record(fresh);
}

namespace {
// A conflict about the whole row `row` (`column` names the column it is
// about, if any), as this site records it.
control::Conflict conflictAbout(const TableWindow &w, control::Conflict::Kind kind, const Row &row,
                                const QString &column, int owner)
{
    control::Conflict c;
    c.table = w.mapping.table;
    c.uniqueId = row.uniqueId;
    c.column = column;
    c.kind = kind;
    c.refusedSite = w.merge.thisSite;
    c.ownerSite = owner;
    c.writtenAt = row.changed;
    c.recordedBy = w.merge.thisSite;
    return c;
}

// The same about column `i`: the value refused and the one kept, as text.
control::Conflict valueConflict(const TableWindow &w, control::Conflict::Kind kind, const Row &row, qsizetype i,
                                const QVariant &kept, int owner)
{
    control::Conflict c = conflictAbout(w, kind, row, w.mapping.columns.at(i).localName, owner);
    c.refusedValue = valuecodec::toConflictText(row.values.value(i), w.merge.columns.at(i).family);
    c.keptValue = valuecodec::toConflictText(kept, w.merge.columns.at(i).family);
    return c;
}
} // namespace

void TableOutcome::valuesRefused(const TableWindow &w, control::Conflict::Kind kind, const Row &refused,
                                 const QVariantList &kept, int owner)
{
    for (qsizetype i = 0; i < kept.size() && i < refused.values.size(); ++i)
        if (!valuecodec::equal(refused.values.at(i), kept.at(i), w.merge.columns.at(i).family,
                               w.merge.columns.at(i).storedAlike))
            keep(valueConflict(w, kind, refused, i, kept.at(i), owner));
}

void TableOutcome::fillsOverwritten(const TableWindow &w, const Row &local, const QVariantList &kept, int owner)
{
    // Only here can a local value be told apart from an old one without the
    // version the site last received: a text any site may fill, non-empty on
    // both sides and different, is a fill that lost the race.
    for (qsizetype i = 0; i < kept.size() && i < local.values.size(); ++i) {
        if (!w.merge.columns.at(i).fillable)
            continue;
        const QString mine = local.values.at(i).toString();
        const QString theirs = kept.at(i).toString();
        if (mine.trimmed().isEmpty() || theirs.trimmed().isEmpty() || mine == theirs)
            continue;
        keep(valueConflict(w, control::Conflict::Kind::BlankFillLost, local, i, kept.at(i), owner));
    }
}

void TableOutcome::valueRefused(const TableWindow &w, QString *floor, const Row &row, int column, const QString &why,
                                const QString &side)
{
    holdBack(floor, row);
    ++held[HoldReason::Value];
    control::Conflict c =
        conflictAbout(w, control::Conflict::Kind::ValueRefused, row, w.mapping.columns.at(column).localName, row.owner);
    c.refusedValue = valuecodec::toConflictText(row.values.value(column), w.merge.columns.at(column).family);
    c.keptValue = why;
    keep(std::move(c));
    refusals << QCoreApplication::translate("Engine",
                                            "Row %1 of %2 is not written %3: its %4 %5. Nothing was changed; "
                                            "the row waits, and is sent again in every session until the value "
                                            "is one the column holds (correct it where the row is owned) or the "
                                            "column holds it (a schema update).")
                    .arg(row.uniqueId)
                    .arg(w.mapping.table, side, w.mapping.columns.at(column).primaryName, why);
}

void TableOutcome::rowRefused(const TableWindow &w, control::Conflict::Kind kind, const Row &refused,
                              const QString &column, int owner)
{
    control::Conflict c = conflictAbout(w, kind, refused, column, owner);
    if (kind == control::Conflict::Kind::DeleteRefused) {
        c.refusedValue = QStringLiteral("(deleted)");
        c.keptValue = QStringLiteral("(row restored)");
    }
    keep(std::move(c));
}

void TableOutcome::wait(const TableWindow &w, QString *floor, const Row &row, const QString &side)
{
    holdBack(floor, row);
    ++held[HoldReason::Reference];
    waits.conflicts << conflictAbout(w, control::Conflict::Kind::ReferenceWaits, row, row.unresolved, row.owner);
    waits.notices << QStringLiteral(
                         "Row %1 of %2 waits: its reference to %3 cannot be resolved %4 yet; it is retried in "
                         "the next session.")
                         .arg(row.uniqueId)
                         .arg(w.mapping.table, row.unresolved, side);
}

} // namespace jgr::engine
