#include "connectoptions.h"

#include <QStringList>

namespace jgr::db {

bool hasOption(const QString &options, const QString &key)
{
    const auto parts = options.split(QLatin1Char(';'), Qt::SkipEmptyParts);
    for (const QString &p : parts)
        if (p.trimmed().section(QLatin1Char('='), 0, 0).compare(key, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

QString optionValue(const QString &options, const QString &key)
{
    const auto parts = options.split(QLatin1Char(';'), Qt::SkipEmptyParts);
    for (const QString &p : parts)
        if (p.trimmed().section(QLatin1Char('='), 0, 0).compare(key, Qt::CaseInsensitive) == 0)
            return p.section(QLatin1Char('='), 1).trimmed();
    return {};
}

QString joinOption(const QString &options, const QString &option)
{
    return options.isEmpty() ? option : options + QLatin1Char(';') + option;
}

} // namespace jgr::db
