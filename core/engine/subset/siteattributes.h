#pragma once

#include "common/result.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace jgr::engine {

// A site's attributes (NAME = VALUE) that subset --match rules compare
// with, as its S record's site_attributes holds them: a JSON object of
// strings, keys in order, so that equal attributes are equal text.
using SiteAttributes = QHash<QString, QString>;

Result<SiteAttributes> siteAttributesFrom(const QString &text);
QString siteAttributesText(const SiteAttributes &attributes);
// NAME=VALUE, one a line, by name: how people read them.
QStringList siteAttributeLines(const SiteAttributes &attributes);

} // namespace jgr::engine
