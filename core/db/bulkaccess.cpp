#include "bulkaccess.h"

#include <algorithm>

#include <QDateTime>

namespace jgr::db {

Result<QueryResult> BulkAccess::statement(const QString &sql, const QVariantList &)
{
    return makeError(ExitCode::Failure,
                     QStringLiteral("This database's native API does not run statements [%1]").arg(sql.left(300)));
}

qsizetype valueCount(const QVariantList *first, qsizetype count)
{
    qsizetype values = 0;
    for (const QVariantList *list = first; list != first + count; ++list)
        values += list->size();
    return values;
}

qint64 encodedBytes(const QVariant &value, bool atMost)
{
    if (value.typeId() == QMetaType::QString)
        return qint64(static_cast<const QString *>(value.constData())->size()) * (atMost ? 3 : 1);
    if (value.typeId() == QMetaType::QByteArray)
        return static_cast<const QByteArray *>(value.constData())->size();
    return 8;
}

qsizetype rowsForStatement(const QVariantList *first, qsizetype rows, int partsPerRow, qsizetype maxRows)
{
    const qsizetype most = std::min(rows, maxRows);
    qint64 bytes = 0;
    for (qsizetype n = 0; n < most; ++n) {
        for (const QVariantList *part = first + n * partsPerRow; part != first + (n + 1) * partsPerRow; ++part)
            for (const QVariant &v : *part)
                bytes += encodedBytes(v, true);
        if (bytes > kStatementBytes)
            return std::max<qsizetype>(n, 1);
    }
    return most;
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

bool isSqlNull(const QVariant &value)
{
    if (value.isNull())
        return true;
    switch (value.typeId()) {
    case QMetaType::QString:
        return static_cast<const QString *>(value.constData())->isNull();
    case QMetaType::QByteArray:
        return static_cast<const QByteArray *>(value.constData())->isNull();
    case QMetaType::QDate:
        return static_cast<const QDate *>(value.constData())->isNull();
    case QMetaType::QTime:
        return static_cast<const QTime *>(value.constData())->isNull();
    case QMetaType::QDateTime:
        return static_cast<const QDateTime *>(value.constData())->isNull();
    default:
        return false;
    }
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
