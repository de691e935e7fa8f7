#include "chinook.h"

#include "control/tablepreparer.h"
#include "db/database.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace jgr::test {

QString chinookName(Backend backend, const QString &camelName)
{
    if (backend != Backend::Postgres)
        return camelName;
    QString snake;
    for (qsizetype i = 0; i < camelName.size(); ++i) {
        const QChar c = camelName.at(i);
        if (c.isUpper() && i > 0 && !camelName.at(i - 1).isUpper())
            snake += QLatin1Char('_');
        snake += c.toLower();
    }
    return snake;
}

namespace {
QString scriptPath(Backend backend)
{
    // The scripts are vendored with their licence (THIRD-PARTY.md).
    const QString dir = QStringLiteral(JGR_SOURCE_DIR "/tests/data/chinook/");
    switch (backend) {
    case Backend::Sqlite:
        return dir + QStringLiteral("Chinook_Sqlite_AutoIncrementPKs.sql");
    case Backend::Postgres:
        return dir + QStringLiteral("Chinook_PostgreSql_SerialPKs.sql");
    case Backend::MariaDb:
        return dir + QStringLiteral("Chinook_MySql_AutoIncrementPKs.sql");
    }
    return {};
}

// Statements end with ';' at the end of a line in these scripts.
QStringList statements(const QString &text)
{
    QStringList out;
    QString current;
    const auto lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        current += line + QLatin1Char('\n');
        if (line.trimmed().endsWith(QLatin1Char(';'))) {
            out << current.trimmed();
            current.clear();
        }
    }
    return out;
}

QString targetOf(const QString &statement)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^(?:/\*.*?\*/\s*)*(CREATE TABLE|INSERT INTO)\s+[\[`"]?(\w+)[\]`"]?)"),
        QRegularExpression::DotMatchesEverythingOption);
    const auto m = re.match(statement);
    return m.hasMatch() ? m.captured(1) + QLatin1Char(' ') + m.captured(2) : QString();
}
} // namespace

Status loadChinook(db::Database &db, Backend backend, const QStringList &camelTables)
{
    QFile file(scriptPath(backend));
    if (!file.open(QIODevice::ReadOnly))
        return makeError(ExitCode::Failure, QStringLiteral("Cannot read %1").arg(file.fileName()));
    const QStringList all = statements(QString::fromUtf8(file.readAll()));
    for (const QString &camel : camelTables) {
        const QString table = chinookName(backend, camel);
        for (const QString &kind : {QStringLiteral("CREATE TABLE"), QStringLiteral("INSERT INTO")}) {
            for (QString s : all) {
                if (targetOf(s) != kind + QLatin1Char(' ') + table)
                    continue;
                s.chop(1); // the ';'
                JGR_TRY(db.run(s));
            }
        }
    }
    return {};
}

Status loadChinookAll(db::Database &db, Backend backend)
{
    QFile file(scriptPath(backend));
    if (!file.open(QIODevice::ReadOnly))
        return makeError(ExitCode::Failure, QStringLiteral("Cannot read %1").arg(file.fileName()));
    JGR_TRY(db.begin());
    for (QString s : statements(QString::fromUtf8(file.readAll()))) {
        QString code = s;
        while (code.startsWith(QLatin1String("/*")))
            code = code.mid(code.indexOf(QLatin1String("*/")) + 2).trimmed();
        if (code.isEmpty() || code.startsWith(QLatin1String("DROP DATABASE")) ||
            code.startsWith(QLatin1String("CREATE DATABASE")) || code.startsWith(QLatin1String("\\c")))
            continue;
        code.chop(1); // the ';'
        JGR_TRY(db.run(code));
    }
    return db.commit();
}

const QStringList &ChinookSales::tables()
{
    static const QStringList t{QStringLiteral("Artist"),    QStringLiteral("Album"),   QStringLiteral("Genre"),
                               QStringLiteral("MediaType"), QStringLiteral("Track"),   QStringLiteral("Employee"),
                               QStringLiteral("Customer"),  QStringLiteral("Invoice"), QStringLiteral("InvoiceLine")};
    return t;
}

QString ChinookSales::sql(QString text) const
{
    static const QStringList columns{
        QStringLiteral("TrackId"),    QStringLiteral("AlbumId"),      QStringLiteral("ArtistId"),
        QStringLiteral("GenreId"),    QStringLiteral("InvoiceId"),    QStringLiteral("CustomerId"),
        QStringLiteral("EmployeeId"), QStringLiteral("SupportRepId"), QStringLiteral("ReportsTo"),
        QStringLiteral("Country"),    QStringLiteral("MediaTypeId"),  QStringLiteral("InvoiceLineId"),
        QStringLiteral("Composer")};
    for (const QString &t : tables() + columns)
        text.replace(QLatin1Char('{') + t + QLatin1Char('}'), m_db.quote(chinookName(m_backend, t)));
    return text;
}

QString ChinookSales::load()
{
    if (Status s = loadChinook(m_db, m_backend, tables()); !s)
        return s.error().message;
    const QHash<QString, QMap<QString, QString>> references{
        {n("Album"), {{n("ArtistId"), n("Artist")}}},
        {n("Track"), {{n("AlbumId"), n("Album")}, {n("GenreId"), n("Genre")}, {n("MediaTypeId"), n("MediaType")}}},
        {n("Employee"), {{n("ReportsTo"), n("Employee")}}},
        {n("Customer"), {{n("SupportRepId"), n("Employee")}}},
        {n("Invoice"), {{n("CustomerId"), n("Customer")}}},
        {n("InvoiceLine"), {{n("InvoiceId"), n("Invoice")}, {n("TrackId"), n("Track")}}},
    };
    for (const QString &camel : tables()) {
        control::TableRoles r;
        r.table = chinookName(m_backend, camel);
        r.rowId = chinookName(m_backend, camel + QStringLiteral("Id"));
        r.references = references.value(r.table);
        r.hardDeletes = true;
        if (Status s = control::TablePreparer(m_db).prepare(r); !s)
            return s.error().message;
        roles.insert(r.table, r);
    }
    return {};
}

QSet<qint64> ChinookSales::ids(const QString &query)
{
    QSet<qint64> out;
    auto q = m_db.exec(sql(query));
    while (q.ok() && q.value().next())
        out.insert(q.value().value(0).toLongLong());
    if (!q)
        qWarning("%s", qPrintable(q.error().message));
    return out;
}

} // namespace jgr::test
