#include "bookkeeping.h"

#include "killedrows.h"

#include "db/dialect.h"

#include <QCoreApplication>

namespace jgr::control {

QString BookkeepingGaps::describe() const
{
    QStringList parts;
    if (!columns.isEmpty())
        parts << QCoreApplication::translate("Engine", "columns %1").arg(columns.join(QStringLiteral(", ")));
    if (!indexes.isEmpty())
        parts << QCoreApplication::translate("Engine", "indexes %1").arg(indexes.join(QStringLiteral(", ")));
    if (!triggers.isEmpty())
        parts << QCoreApplication::translate("Engine", "triggers %1").arg(triggers.join(QStringLiteral(", ")));
    return parts.join(QStringLiteral("; "));
}

QString windowIndexName(const QString &table)
{
    return QStringLiteral("jg_lcd_") + table;
}

BookkeepingGaps findBookkeepingGaps(const db::Dialect &dialect, const TableRoles &roles,
                                    const db::ColumnInfoList &columns, const db::TableObjects &objects)
{
    BookkeepingGaps gaps;
    QSet<QString> present;
    for (const db::ColumnInfo &c : columns)
        present.insert(c.name.toLower());
    const QStringList wanted = QStringList{roles.rowId, roles.changed, roles.removed} + TableRoles::jgColumns();
    for (const QString &c : wanted)
        if (!present.contains(c.toLower()))
            gaps.columns << c;
    const auto lacks = [](const QSet<QString> &listed, const QString &name) {
        for (const QString &l : listed)
            if (l.compare(name, Qt::CaseInsensitive) == 0)
                return false;
        return true;
    };
    const QStringList indexes = dialect.uniqueIdIndexNames(roles.table) + QStringList{windowIndexName(roles.table)};
    for (const QString &index : indexes)
        if (lacks(objects.indexes, index))
            gaps.indexes << index;
    const QStringList stampTriggers = dialect.rowStampTriggerNames(roles.table);
    for (const QString &trigger : stampTriggers) {
        if (lacks(objects.triggers, trigger)) {
            gaps.triggers << trigger;
            gaps.stampsMissing = true;
        }
    }
    if (roles.hardDeletes && lacks(objects.triggers, KilledRows::triggerName(roles.table)))
        gaps.triggers << KilledRows::triggerName(roles.table);
    return gaps;
}

bool hasOwnTriggers(const db::Dialect &dialect, const TableRoles &roles, const db::TableObjects &objects)
{
    QStringList ours = dialect.rowStampTriggerNames(roles.table);
    ours << KilledRows::triggerName(roles.table);
    for (const QString &trigger : objects.triggers)
        if (!ours.contains(trigger, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace jgr::control
