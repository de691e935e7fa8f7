#include "bulkaccess.h"

#include "database.h"

#include <QSqlRecord>

#include <algorithm>

namespace jgr::db {

Result<QList<QVariantList>> QtSqlBulkAccess::select(const QString &sql, const QVariantList &binds)
{
    auto q = m_db.exec(sql, binds);
    if (!q)
        return q.error();
    QList<QVariantList> rows;
    const int columns = q.value().record().count();
    while (q.value().next()) {
        QVariantList row;
        row.reserve(columns);
        for (int c = 0; c < columns; ++c)
            row << q.value().value(c);
        rows << std::move(row);
    }
    return rows;
}

Status QtSqlBulkAccess::insert(const QString &table, const QStringList &columns, const QString &tuple,
                               const QList<QVariantList> &rows)
{
    if (rows.isEmpty())
        return {};
    const qsizetype markers = rows.first().size();
    // Well below every driver's limit on bound parameters.
    const qsizetype perStatement = std::clamp<qsizetype>(20000 / std::max<qsizetype>(markers, 1), 1, 500);
    for (qsizetype at = 0; at < rows.size(); at += perStatement) {
        const qsizetype n = std::min(perStatement, rows.size() - at);
        QVariantList binds;
        binds.reserve(n * markers);
        for (qsizetype r = at; r < at + n; ++r)
            binds << rows.at(r);
        const QString sql = multiRowInsert(table, columns, tuple, n);
        // Full statements repeat: prepared once and reused.
        JGR_TRY(n == perStatement ? m_db.runPrepared(sql, binds) : m_db.run(sql, binds));
    }
    return {};
}

Result<int> QtSqlBulkAccess::change(const QString &sql, const QVariantList &binds)
{
    return m_db.runPreparedCount(sql, binds);
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
