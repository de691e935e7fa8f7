#pragma once

#include "common/result.h"
#include "db/columntypes.h"

#include <QStringList>

namespace jgr::engine {

// One schema change of a U record, parsed from its update_spec (docs/PROTOCOL.md,
// Schema updates):
//   ADD <column> <family> [LENGTH n] [DECIMALS d] [DEFAULT <literal>] [NULL|NOT NULL]
//   RUN <procedure>(<input>, ... -> <output>, ...)
// Parsing is pure: the same parser checks a spec in the GUI, in
// `schema-update add` and before a session applies it. A spec that does not
// parse gives an error that names the word where it went wrong.
struct UpdateSpec
{
    enum class Kind
    {
        Add,
        Run
    };
    Kind kind = Kind::Add;

    db::ColumnDef column; // ADD: the new column (defaultLiteral already SQL-safe)

    QString procedure;   // RUN: a name from the procedure registry
    QStringList inputs;  // RUN: columns read
    QStringList outputs; // RUN: columns written

    QString describe() const;
};

Result<UpdateSpec> parseUpdateSpec(const QString &spec);

} // namespace jgr::engine
