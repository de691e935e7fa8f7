#include "tablebrowser.h"

#include "control/datadict.h"
#include "db/database.h"
#include "db/dialect.h"
#include "db/identifier.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace jgr::engine {

Result<TablePage> browseTable(db::Database &db, const QString &table, std::optional<int> owner, int offset, int limit)
{
    JGR_TRY(db::validateIdentifier(table, QStringLiteral("table")));
    auto roles = control::DataDict(db).roles(table);
    if (!roles)
        return roles.error();
    if (!roles.value())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "Table %1 is not a replicated table here.").arg(table));
    const db::Dialect &d = db.dialect();
    auto columns = d.inspectColumns(db.sql(), table);
    if (!columns)
        return columns.error();
    TablePage page;
    page.columns << QStringLiteral("jg_owner") << QStringLiteral("jg_unique_id");
    QStringList selected{QStringLiteral("jg_owner"), QStringLiteral("jg_unique_id")};
    for (const db::ColumnInfo &c : columns.value()) {
        if (c.name.startsWith(QLatin1String("jg_")))
            continue;
        page.columns << c.name;
        selected << (c.type.family == db::Family::Stamp ? d.stampAsText(d.quote(c.name)) : d.quote(c.name));
    }
    QVariantList binds;
    const QString where = owner ? QStringLiteral(" WHERE jg_owner = ?") : QString();
    if (owner)
        binds << *owner;
    auto total = db.scalar(QStringLiteral("SELECT COUNT(*) FROM %1%2").arg(d.quote(table), where), binds);
    if (!total)
        return total.error();
    page.total = total.value().toLongLong();
    QString sql = QStringLiteral("SELECT %1 FROM %2%3").arg(selected.join(QStringLiteral(", ")), d.quote(table), where);
    sql +=
        QStringLiteral(" ORDER BY %1 LIMIT %2 OFFSET %3").arg(d.quote(roles.value()->rowId)).arg(limit + 1).arg(offset);
    auto q = db.exec(sql, binds);
    if (!q)
        return q.error();
    while (q.value().next()) {
        if (page.rows.size() == limit) {
            page.more = true;
            break;
        }
        QVariantList row;
        for (int i = 0; i < selected.size(); ++i)
            row << q.value().value(i);
        page.rows << row;
    }
    return page;
}

} // namespace jgr::engine
