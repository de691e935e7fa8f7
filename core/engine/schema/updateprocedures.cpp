#include "updateprocedures.h"

#include <array>

namespace jgr::engine {

namespace {

bool isBlank(const QVariant &value)
{
    return value.isNull() || value.toString().trimmed().isEmpty();
}

// Fills first and last name from a full name, only where both are still
// blank: running it again, or on rows users already split, changes nothing.
std::optional<QVariantList> splitNameRow(const QVariantList &in, const QVariantList &out)
{
    if (isBlank(in.value(0)) || !isBlank(out.value(0)) || !isBlank(out.value(1)))
        return std::nullopt;
    const QStringList parts = splitName(in.value(0).toString());
    return QVariantList{parts.at(0), parts.at(1)};
}

constexpr std::array<UpdateProcedure, 1> kProcedures{{
    {"split_name", 1, 2, "RUN split_name(name -> first_name, last_name)", &splitNameRow},
}};

} // namespace

QStringList splitName(const QString &name)
{
    const QString full = name.simplified();
    const qsizetype comma = full.indexOf(QLatin1Char(','));
    if (comma >= 0)
        return {full.mid(comma + 1).trimmed(), full.left(comma).trimmed()};
    const qsizetype lastSpace = full.lastIndexOf(QLatin1Char(' '));
    if (lastSpace < 0)
        return {QString(), full};
    return {full.left(lastSpace), full.mid(lastSpace + 1)};
}

const UpdateProcedure *findUpdateProcedure(const QString &name)
{
    for (const UpdateProcedure &p : kProcedures)
        if (name.compare(QLatin1String(p.name), Qt::CaseInsensitive) == 0)
            return &p;
    return nullptr;
}

QStringList updateProcedureNames()
{
    QStringList names;
    for (const UpdateProcedure &p : kProcedures)
        names << QLatin1String(p.name);
    return names;
}

} // namespace jgr::engine
