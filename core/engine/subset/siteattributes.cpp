#include "siteattributes.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace jgr::engine {

Result<SiteAttributes> siteAttributesFrom(const QString &text)
{
    SiteAttributes attributes;
    if (text.trimmed().isEmpty())
        return attributes;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (!doc.isObject())
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "The site attributes \"%1\" cannot be read (%2): set "
                                                               "them again with site-attribute.")
                             .arg(text, error.errorString()));
    const QJsonObject object = doc.object();
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        attributes.insert(it.key(), it.value().toString());
    return attributes;
}

QString siteAttributesText(const SiteAttributes &attributes)
{
    if (attributes.isEmpty())
        return {};
    QJsonObject object; // keeps its keys sorted
    for (auto it = attributes.cbegin(); it != attributes.cend(); ++it)
        object.insert(it.key(), it.value());
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QStringList siteAttributeLines(const SiteAttributes &attributes)
{
    QStringList names = attributes.keys();
    names.sort();
    QStringList lines;
    for (const QString &name : names)
        lines << name + QLatin1Char('=') + attributes.value(name);
    return lines;
}

} // namespace jgr::engine
