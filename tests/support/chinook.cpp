#include "chinook.h"

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

} // namespace jgr::test
