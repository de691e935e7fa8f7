#include "tablerun.h"

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

QString TableRun::localRowsFrom() const
{
    return localClockWentBack ? stamp::epoch1980(local.dialect().stampDigits()) : previousLocalMark;
}

QString TableRun::primaryRowsFrom() const
{
    return primaryClockWentBack ? stamp::epoch1980(primary.dialect().stampDigits()) : previousPrimaryMark;
}

bool TableRun::unsentHere(const std::optional<Row> &local) const
{
    if (!local || local->isEchoFrom(merge.primarySite))
        return false;
    const auto changed = stamp::toMicros(local->changed);
    const auto lastMark = stamp::toMicros(previousLocalMark);
    return changed && lastMark && *changed > *lastMark;
}

void TableRun::correct(LocalCorrection c)
{
    heldBytes += memoryOf(c.row);
    corrections << std::move(c);
}

void TableRun::keep(control::Conflict c)
{
    heldBytes += memoryOf(c);
    conflicts << std::move(c);
}

Status TableRun::recordConflicts()
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
        }
        fresh << std::move(c);
    }
    conflicts.clear();
    return log.record(fresh);
}

void TableRun::valuesRefused(control::Conflict::Kind kind, const Row &refused, const QVariantList &kept, int owner)
{
    for (qsizetype i = 0; i < kept.size() && i < refused.values.size(); ++i) {
        if (valuecodec::equal(refused.values.at(i), kept.at(i), merge.columns.at(i).family,
                              merge.columns.at(i).storedAlike))
            continue;
        control::Conflict c;
        c.table = mapping.table;
        c.uniqueId = refused.uniqueId;
        c.column = mapping.columns.at(i).localName;
        c.kind = kind;
        c.refusedValue = valuecodec::toConflictText(refused.values.at(i), merge.columns.at(i).family);
        c.keptValue = valuecodec::toConflictText(kept.at(i), merge.columns.at(i).family);
        c.refusedSite = merge.thisSite;
        c.ownerSite = owner;
        c.writtenAt = refused.changed;
        c.recordedBy = merge.thisSite;
        keep(std::move(c));
    }
}

void TableRun::fillsOverwritten(const Row &local, const QVariantList &kept, int owner)
{
    // Only here can a local value be told apart from an old one without the
    // version the site last received: a text any site may fill, non-empty on
    // both sides and different, is a fill that lost the race.
    for (qsizetype i = 0; i < kept.size() && i < local.values.size(); ++i) {
        if (!merge.columns.at(i).fillable)
            continue;
        const QString mine = local.values.at(i).toString();
        const QString theirs = kept.at(i).toString();
        if (mine.trimmed().isEmpty() || theirs.trimmed().isEmpty() || mine == theirs)
            continue;
        control::Conflict c;
        c.table = mapping.table;
        c.uniqueId = local.uniqueId;
        c.column = mapping.columns.at(i).localName;
        c.kind = control::Conflict::Kind::BlankFillLost;
        c.refusedValue = valuecodec::toConflictText(local.values.at(i), merge.columns.at(i).family);
        c.keptValue = valuecodec::toConflictText(kept.at(i), merge.columns.at(i).family);
        c.refusedSite = merge.thisSite;
        c.ownerSite = owner;
        c.writtenAt = local.changed;
        c.recordedBy = merge.thisSite;
        keep(std::move(c));
    }
}

void TableRun::valueRefused(QString *floor, const Row &row, int column, const QString &why, const QString &side)
{
    holdBack(floor, row);
    control::Conflict c;
    c.table = mapping.table;
    c.uniqueId = row.uniqueId;
    c.column = mapping.columns.at(column).localName;
    c.kind = control::Conflict::Kind::ValueRefused;
    c.refusedValue = valuecodec::toConflictText(row.values.value(column), merge.columns.at(column).family);
    c.keptValue = why;
    c.refusedSite = merge.thisSite;
    c.ownerSite = row.owner;
    c.writtenAt = row.changed;
    c.recordedBy = merge.thisSite;
    keep(std::move(c));
    refusals << QCoreApplication::translate("Engine",
                                            "Row %1 of %2 is not written %3: its %4 %5. Nothing was changed; "
                                            "the row waits, and is sent again in every session until the value "
                                            "is one the column holds (correct it where the row is owned) or the "
                                            "column holds it (a schema update).")
                    .arg(row.uniqueId)
                    .arg(mapping.table, side, mapping.columns.at(column).primaryName, why);
}

void TableRun::rowRefused(control::Conflict::Kind kind, const Row &refused, const QString &column, int owner)
{
    control::Conflict c;
    c.table = mapping.table;
    c.uniqueId = refused.uniqueId;
    c.column = column;
    c.kind = kind;
    c.refusedSite = merge.thisSite;
    c.ownerSite = owner;
    c.writtenAt = refused.changed;
    c.recordedBy = merge.thisSite;
    if (kind == control::Conflict::Kind::DeleteRefused) {
        c.refusedValue = QStringLiteral("(deleted)");
        c.keptValue = QStringLiteral("(row restored)");
    }
    keep(std::move(c));
}

} // namespace jgr::engine
