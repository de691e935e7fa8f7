#include "rowmerge.h"

#include "valuecodec.h"

namespace jgr::engine {

bool sameValues(const MergeContext &ctx, const QVariantList &a, const QVariantList &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (!valuecodec::equal(a.at(i), b.at(i), ctx.columns.at(i).family, ctx.columns.at(i).storedAlike))
            return false;
    return true;
}

namespace {
bool fillable(const MergeContext &ctx, qsizetype column)
{
    return ctx.blankFillAllowed && ctx.columns.at(column).fillable;
}
} // namespace

PullDecision decidePull(const MergeContext &ctx, const Row &incoming, const std::optional<Row> &local,
                        bool localHasUnsentChange)
{
    PullDecision d;
    if (!local) {
        d.action = PullDecision::Insert;
        d.values = incoming.values;
        d.owner = incoming.owner;
        return d;
    }
    // The hand-over exception: the primary still names us as owner while our
    // unsent change hands the row to another site. We are still the owner.
    const bool handingOver = incoming.owner == ctx.thisSite && local->owner != ctx.thisSite && localHasUnsentChange;
    const bool weOwn = incoming.owner == ctx.thisSite;
    d.owner = handingOver ? local->owner : incoming.owner;

    if (!weOwn) {
        // The owner wins: take everything, except that a non-empty local text
        // where the owner's is empty is a blank fill and stays.
        d.values = incoming.values;
        for (qsizetype i = 0; i < d.values.size(); ++i) {
            if (fillable(ctx, i) && valuecodec::isEmptyText(incoming.values.at(i)) &&
                !valuecodec::isEmptyText(local->values.at(i))) {
                d.values[i] = local->values.at(i);
                d.localKept = true;
            }
        }
    } else {
        // We own it: take incoming values only into columns empty here (a
        // blank fill by another site); everything else is ours.
        d.values = local->values;
        for (qsizetype i = 0; i < d.values.size(); ++i) {
            if (fillable(ctx, i) && valuecodec::isEmptyText(local->values.at(i)) &&
                !valuecodec::isEmptyText(incoming.values.at(i)))
                d.values[i] = incoming.values.at(i);
        }
        d.localKept = !sameValues(ctx, d.values, incoming.values) || d.owner != incoming.owner;
    }
    const bool changesLocal = !sameValues(ctx, d.values, local->values) || d.owner != local->owner;
    d.action = changesLocal ? PullDecision::Update : PullDecision::Skip;
    return d;
}

PushDecision decidePush(const MergeContext &ctx, const Row &local, const std::optional<Row> &primary,
                        bool ownsAtPrimary)
{
    PushDecision d;
    d.owner = local.owner;
    if (!primary) {
        d.action = PushDecision::Insert;
        d.sendValues = local.values;
        d.sendColumns.reserve(local.values.size());
        for (qsizetype i = 0; i < local.values.size(); ++i)
            d.sendColumns << int(i);
        return d;
    }
    if (ownsAtPrimary) {
        // The owner's version goes out whole, except that an empty text
        // column of a blank-fill table keeps what another site filled in
        // ("missing" is how an owner clears a fill); between NULL and '' the
        // owner's own choice goes.
        QVariantList result = primary->values;
        for (qsizetype i = 0; i < local.values.size(); ++i) {
            if (fillable(ctx, i) && valuecodec::isEmptyText(local.values.at(i)) &&
                !valuecodec::isEmptyText(primary->values.at(i)))
                continue;
            result[i] = local.values.at(i);
        }
        // What the primary keeps in our empty text columns (a fill, or a value
        // we cleared, which cannot travel) comes back here, so both converge.
        if (!sameValues(ctx, result, local.values))
            d.localCorrection = result;
        if (sameValues(ctx, result, primary->values) && local.owner == primary->owner)
            return d; // already there: a re-run after a crash, or nothing new
        d.action = PushDecision::Update;
        for (qsizetype i = 0; i < result.size(); ++i) {
            if (!valuecodec::equal(result.at(i), primary->values.at(i), ctx.columns.at(i).family,
                                   ctx.columns.at(i).storedAlike)) {
                d.sendColumns << int(i);
                d.sendValues << result.at(i);
            }
        }
        return d;
    }
    // Someone else owns the row: only blank fills go out; every other local
    // change is put back to the owner's values.
    d.owner = primary->owner;
    QVariantList corrected = primary->values;
    for (qsizetype i = 0; i < local.values.size(); ++i) {
        if (fillable(ctx, i) && valuecodec::isEmptyText(primary->values.at(i)) &&
            !valuecodec::isEmptyText(local.values.at(i))) {
            d.sendColumns << int(i);
            d.sendValues << local.values.at(i);
            corrected[i] = local.values.at(i);
        }
    }
    d.action = d.sendColumns.isEmpty() ? PushDecision::Nothing : PushDecision::Update;
    if (!sameValues(ctx, corrected, local.values) || local.owner != primary->owner)
        d.localCorrection = corrected;
    return d;
}

} // namespace jgr::engine
