#include "tablebrowser.h"

#include "control/datadict.h"
#include "db/database.h"
#include "db/dialect.h"
#include "db/identifier.h"

#include <QCoreApplication>
#include <QHash>

namespace jgr::engine {

namespace {

// A replicated table's columns as the Data view shows them, key first.
struct Shape
{
    control::TableRoles roles;
    db::ColumnInfoList columns; // without the jg_ columns
    int key = -1;
};

Result<Shape> shapeOf(db::Database &db, const QString &table)
{
    JGR_TRY(db::validateIdentifier(table, QStringLiteral("table")));
    auto roles = control::DataDict(db).roles(table);
    if (!roles)
        return roles.error();
    if (!roles.value())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "Table %1 is not a replicated table here.").arg(table));
    auto columns = db.inspectColumns(table);
    if (!columns)
        return columns.error();
    Shape shape{*roles.value(), {}, -1};
    for (const db::ColumnInfo &c : columns.value())
        if (!c.name.startsWith(QLatin1String("jg_")))
            shape.columns << c;
    // People know a row by the table's primary key; the row id stands in
    // for a table without one.
    const auto keyAt = [&shape](auto &&isKey) {
        for (int i = 0; i < shape.columns.size(); ++i)
            if (isKey(shape.columns.at(i)))
                return i;
        return -1;
    };
    int key = keyAt([](const db::ColumnInfo &c) { return c.primaryKey; });
    if (key < 0)
        key = keyAt(
            [&shape](const db::ColumnInfo &c) { return c.name.compare(shape.roles.rowId, Qt::CaseInsensitive) == 0; });
    if (key > 0)
        shape.columns.move(key, 0);
    shape.key = key < 0 ? -1 : 0;
    return shape;
}

bool isWholeNumber(db::Family f)
{
    return f == db::Family::Int || f == db::Family::BigInt;
}

bool isText(db::Family f)
{
    return f == db::Family::Text || f == db::Family::LongText;
}

// LIKE's own characters taken literally ('!' is the escape: a backslash
// means something else in each server's string literals).
QString likePattern(const QString &text)
{
    QString escaped = text.toLower();
    escaped.replace(QLatin1Char('!'), QStringLiteral("!!"));
    escaped.replace(QLatin1Char('%'), QStringLiteral("!%"));
    escaped.replace(QLatin1Char('_'), QStringLiteral("!_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

} // namespace

Result<TablePage> browseTable(db::Database &db, const QString &table, const BrowseFilter &filter, int offset, int limit)
{
    auto shape = shapeOf(db, table);
    if (!shape)
        return shape.error();
    const db::Dialect &d = db.dialect();
    TablePage page;
    page.keyColumn = shape.value().key;
    QStringList selected;
    QStringList matches;
    QVariantList matchBinds;
    bool isNumber = false;
    const qint64 number = filter.search.trimmed().toLongLong(&isNumber);
    for (const db::ColumnInfo &c : shape.value().columns) {
        page.columns << c.name;
        const QString column = d.quote(c.name);
        selected << (c.type.family == db::Family::Stamp ? d.stampAsText(column) : column);
        if (filter.search.isEmpty())
            continue;
        if (isText(c.type.family)) {
            matches << QStringLiteral("LOWER(%1) LIKE ? ESCAPE '!'").arg(column);
            matchBinds << likePattern(filter.search);
        } else if (isNumber && isWholeNumber(c.type.family)) {
            matches << QStringLiteral("%1 = ?").arg(column);
            matchBinds << number;
        }
    }
    page.ownerColumn = int(page.columns.size());
    page.uniqueIdColumn = page.ownerColumn + 1;
    page.columns << QStringLiteral("jg_owner") << QStringLiteral("jg_unique_id");
    selected << QStringLiteral("jg_owner") << QStringLiteral("jg_unique_id");

    QStringList conditions;
    QVariantList binds;
    if (filter.owner) {
        conditions << QStringLiteral("jg_owner = ?");
        binds << *filter.owner;
    }
    if (!filter.search.isEmpty()) {
        // A search nothing can match (a number in a table without number columns) finds nothing.
        conditions << (matches.isEmpty() ? QStringLiteral("1 = 0")
                                         : QLatin1Char('(') + matches.join(QStringLiteral(" OR ")) + QLatin1Char(')'));
        binds << matchBinds;
    }
    const QString where =
        conditions.isEmpty() ? QString() : QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
    auto total = db.scalar(QStringLiteral("SELECT COUNT(*) FROM %1%2").arg(d.quote(table), where), binds);
    if (!total)
        return total.error();
    page.total = total.value().toLongLong();
    const QString order =
        page.keyColumn >= 0 ? d.quote(page.columns.at(page.keyColumn)) : QStringLiteral("jg_unique_id");
    auto q = db.exec(QStringLiteral("SELECT %1 FROM %2%3 ORDER BY %4 LIMIT %5 OFFSET %6")
                         .arg(selected.join(QStringLiteral(", ")), d.quote(table), where, order)
                         .arg(limit + 1)
                         .arg(offset),
                     binds);
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

Result<QHash<qint64, QVariant>> ownKeys(db::Database &db, const QString &table, const QList<qint64> &uniqueIds,
                                        QString *keyName)
{
    auto shape = shapeOf(db, table);
    if (!shape)
        return shape.error();
    QHash<qint64, QVariant> keys;
    if (shape.value().key < 0 || uniqueIds.isEmpty())
        return keys;
    const QString key = shape.value().columns.at(shape.value().key).name;
    if (keyName)
        *keyName = key;
    const db::Dialect &d = db.dialect();
    // A few hundred to a statement keeps within every server's parameter limit.
    constexpr int kChunk = 500;
    for (int from = 0; from < uniqueIds.size(); from += kChunk) {
        const QList<qint64> chunk = uniqueIds.mid(from, kChunk);
        QVariantList binds;
        for (qint64 id : chunk)
            binds << id;
        const QString marks = QStringLiteral("?, ").repeated(chunk.size()).chopped(2);
        auto q = db.exec(QStringLiteral("SELECT jg_unique_id, %1 FROM %2 WHERE jg_unique_id IN (%3)")
                             .arg(d.quote(key), d.quote(table), marks),
                         binds);
        if (!q)
            return q.error();
        while (q.value().next())
            keys.insert(q.value().value(0).toLongLong(), q.value().value(1));
    }
    return keys;
}

} // namespace jgr::engine
