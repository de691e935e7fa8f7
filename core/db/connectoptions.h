#pragma once

#include <QString>

// The driver options of a section (options=, "key=value;key=value"), as the
// Qt drivers read them: keys compare without case.
namespace jgr::db {

bool hasOption(const QString &options, const QString &key);
QString optionValue(const QString &options, const QString &key);
// options with `option` ("key=value") appended.
QString joinOption(const QString &options, const QString &option);

} // namespace jgr::db
