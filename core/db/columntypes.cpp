#include "columntypes.h"

#include <array>
#include <utility>

namespace jgr::db {

namespace {
constexpr std::array<std::pair<Family, const char *>, 12> kNames{{
    {Family::Int, "int"},
    {Family::BigInt, "bigint"},
    {Family::Flag, "flag"},
    {Family::Text, "text"},
    {Family::LongText, "longtext"},
    {Family::Stamp, "stamp"},
    {Family::Double, "double"},
    {Family::Decimal, "decimal"},
    {Family::Boolean, "boolean"},
    {Family::Date, "date"},
    {Family::Blob, "blob"},
    {Family::Unknown, "unknown"},
}};

int group(Family f)
{
    switch (f) {
    case Family::Int:
    case Family::BigInt:
    case Family::Boolean:
        return 1;
    case Family::Flag:
    case Family::Text:
    case Family::LongText:
        return 2;
    case Family::Double:
    case Family::Decimal:
        return 3;
    case Family::Stamp:
    case Family::Date:
        return 4;
    case Family::Blob:
        return 5;
    case Family::Unknown:
        return 6;
    }
    return 6;
}
} // namespace

QString familyName(Family family)
{
    for (const auto &[f, name] : kNames)
        if (f == family)
            return QString::fromLatin1(name);
    return QStringLiteral("unknown");
}

bool parseFamily(const QString &name, Family *family)
{
    for (const auto &[f, n] : kNames) {
        if (f != Family::Unknown && name.compare(QLatin1String(n), Qt::CaseInsensitive) == 0) {
            *family = f;
            return true;
        }
    }
    return false;
}

bool isTextFamily(Family family)
{
    return family == Family::Text || family == Family::LongText || family == Family::Flag;
}

bool compatibleFamilies(Family a, Family b)
{
    if (a == b)
        return true;
    // A stamp and a date are different things even though both hold time.
    if (group(a) == 4 || group(b) == 4)
        return false;
    return group(a) == group(b);
}

void keepSingleColumnKey(ColumnInfoList &columns)
{
    int keys = 0;
    for (const ColumnInfo &c : columns)
        keys += c.primaryKey ? 1 : 0;
    if (keys > 1)
        for (ColumnInfo &c : columns)
            c.primaryKey = false;
}

} // namespace jgr::db
