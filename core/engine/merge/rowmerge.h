#pragma once

#include "engine/table/row.h"

#include "db/columntypes.h"

#include <QList>

#include <optional>

namespace jgr::engine {

// What the merge rules need to know of each replicated column.
struct ColumnRule
{
    db::Family family = db::Family::Text; // for comparing values
    bool fillable = false;    // a text column a non-owner may fill when it is empty (never the isremoved flag)
    bool storedAlike = false; // both sides store it the same way: compared byte for byte
};

struct MergeContext
{
    int thisSite = 0;
    int primarySite = 0;
    bool blankFillAllowed = true;
    QList<ColumnRule> columns;
};

// The pull rules (docs/PROTOCOL.md, Pull step 3) for one incoming row. Pure.
struct PullDecision
{
    enum Action
    {
        Insert,
        Update,
        Skip
    };
    Action action = Skip;
    QVariantList values; // the local row's values after the merge
    int owner = 0;
    bool localKept = false; // a local value won: this session's push must send the row
};
// localHasUnsentChange: the local row was written by a user since the last
// session (not an echo). It decides the ownership hand-over exception.
PullDecision decidePull(const MergeContext &ctx, const Row &incoming, const std::optional<Row> &local,
                        bool localHasUnsentChange);

// The push rules (docs/PROTOCOL.md, Push step 3) for one local row. Pure.
struct PushDecision
{
    enum Action
    {
        Insert,
        Update,
        Nothing
    };
    Action action = Nothing;
    QList<int> sendColumns;                      // columns to write on the primary (Update)
    QVariantList sendValues;                     // the values for them (all columns for Insert)
    int owner = 0;                               // jg_owner to write on the primary
    std::optional<QVariantList> localCorrection; // the local row's values afterwards, when they change here
};
// ownsAtPrimary: the primary's copy is owned by this site (or by a site
// enrolled through it, when this site is a secondary primary).
PushDecision decidePush(const MergeContext &ctx, const Row &local, const std::optional<Row> &primary,
                        bool ownsAtPrimary);

bool sameValues(const MergeContext &ctx, const QVariantList &a, const QVariantList &b);

} // namespace jgr::engine
