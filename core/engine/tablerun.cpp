#include "tablerun.h"

#include "pagesize.h"
#include "valuecodec.h"

#include "common/stamp.h"
#include "db/database.h"

namespace jgr::engine {

namespace {
qint64 memoryOf(const control::Conflict &c)
{
    return 256 + (qint64(c.refusedValue.size()) + c.keptValue.size()) * qint64(sizeof(QChar));
}

QString asText(const QVariant &value)
{
    if (value.isNull())
        return {};
    if (value.typeId() == QMetaType::QByteArray)
        return QStringLiteral("base64:") + QString::fromLatin1(value.toByteArray().toBase64());
    return value.toString();
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
        if (c.kind == control::Conflict::Kind::ReferenceWaits) {
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
        if (valuecodec::equal(refused.values.at(i), kept.at(i), merge.columns.at(i).family))
            continue;
        control::Conflict c;
        c.table = mapping.table;
        c.uniqueId = refused.uniqueId;
        c.column = mapping.columns.at(i).localName;
        c.kind = kind;
        c.refusedValue = asText(refused.values.at(i));
        c.keptValue = asText(kept.at(i));
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
        c.refusedValue = mine;
        c.keptValue = theirs;
        c.refusedSite = merge.thisSite;
        c.ownerSite = owner;
        c.writtenAt = local.changed;
        c.recordedBy = merge.thisSite;
        keep(std::move(c));
    }
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
