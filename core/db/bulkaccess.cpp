#include "bulkaccess.h"

namespace jgr::db {

qsizetype valueCount(const QVariantList *first, qsizetype count)
{
    qsizetype values = 0;
    for (const QVariantList *list = first; list != first + count; ++list)
        values += list->size();
    return values;
}

QString multiRowInsert(const QString &table, const QStringList &columns, const QString &tuple, qsizetype rows)
{
    QString sql = QStringLiteral("INSERT INTO %1 (%2) VALUES ").arg(table, columns.join(QStringLiteral(", ")));
    sql.reserve(sql.size() + rows * (tuple.size() + 2));
    for (qsizetype r = 0; r < rows; ++r) {
        if (r)
            sql += QStringLiteral(", ");
        sql += tuple;
    }
    return sql;
}

QString multiRowInsertKey(const QString &table, const QStringList &columns, const QString &tuple, qsizetype rows)
{
    return QStringLiteral("multi-row insert of %1 into %2 (%3) %4")
        .arg(rows)
        .arg(table, columns.join(QLatin1Char(',')), tuple);
}

QByteArray numberedParameters(const QString &sql)
{
    QString out;
    out.reserve(sql.size() + sql.size() / 4);
    QChar closingQuote;
    int number = 0;
    for (const QChar ch : sql) {
        if (!closingQuote.isNull()) {
            if (ch == closingQuote)
                closingQuote = QChar(); // a doubled quote closes and reopens: same result
            out += ch;
        } else if (ch == QLatin1Char('?')) {
            out += QLatin1Char('$') + QString::number(++number);
        } else {
            if (ch == QLatin1Char('\'') || ch == QLatin1Char('"'))
                closingQuote = ch;
            out += ch;
        }
    }
    return out.toUtf8();
}

} // namespace jgr::db
