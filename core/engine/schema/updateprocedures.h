#pragma once

#include <QStringList>
#include <QVariantList>

#include <optional>

namespace jgr::engine {

// The one-time procedures a U record may RUN (docs/PROTOCOL.md, Schema updates).
// They are compiled into the program and found by name. Each computes a
// row's output columns from its input columns, purely, so that every site
// and the primary reach the same values on their own copies of the rows.
struct UpdateProcedure
{
    const char *name;
    int inputs;
    int outputs;
    const char *usage;
    // The new output values, or nothing to leave the row as it is.
    std::optional<QVariantList> (*compute)(const QVariantList &inputValues, const QVariantList &outputValues);
};

const UpdateProcedure *findUpdateProcedure(const QString &name);
QStringList updateProcedureNames();

// split_name: "First Middle Last" -> ("First Middle", "Last"), and
// "Last, First" -> ("First", "Last"). One word is a last name.
QStringList splitName(const QString &name);

} // namespace jgr::engine
