#include "sqlclient.h"

#include <QFile>
#include <QHash>
#include <QProcess>
#include <QStandardPaths>

namespace jgr::test {

namespace {
// "key=value;key=value" (ConnectionParams::options) as a map.
QHash<QString, QString> optionMap(const QString &options)
{
    QHash<QString, QString> out;
    for (const QString &pair : options.split(QLatin1Char(';'), Qt::SkipEmptyParts))
        out.insert(pair.section(QLatin1Char('='), 0, 0).trimmed(), pair.section(QLatin1Char('='), 1).trimmed());
    return out;
}
} // namespace

Result<QString> runSqlScript(const db::ConnectionParams &params, const QStringList &files,
                             const QStringList &skipLinePrefixes, bool stopOnError)
{
    QByteArray script;
    for (const QString &path : files) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return makeError(ExitCode::Failure, QStringLiteral("cannot read %1").arg(path));
        while (!f.atEnd()) {
            const QByteArray line = f.readLine();
            const bool skipped = std::any_of(skipLinePrefixes.cbegin(), skipLinePrefixes.cend(),
                                             [&](const QString &p) { return line.startsWith(p.toUtf8()); });
            if (!skipped)
                script += line;
        }
        script += '\n';
    }
    const QHash<QString, QString> options = optionMap(params.options);
    QProcess client;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    QString program;
    QStringList arguments;
    if (params.driver == QLatin1String("postgresql")) {
        program = QStandardPaths::findExecutable(QStringLiteral("psql"));
        QString conninfo = QStringLiteral("host=%1 port=%2 user=%3 dbname=%4")
                               .arg(params.host)
                               .arg(params.port)
                               .arg(params.user, params.database);
        for (auto it = options.cbegin(); it != options.cend(); ++it)
            if (it.key().startsWith(QLatin1String("ssl")))
                conninfo += QStringLiteral(" %1=%2").arg(it.key(), it.value());
        arguments << QStringLiteral("-q") << QStringLiteral("-X") << QStringLiteral("-v")
                  << QStringLiteral("ON_ERROR_STOP=%1").arg(stopOnError ? 1 : 0) << QStringLiteral("-d") << conninfo;
        env.insert(QStringLiteral("PGPASSWORD"), params.password);
    } else if (params.driver == QLatin1String("mariadb")) {
        program = QStandardPaths::findExecutable(QStringLiteral("mariadb"));
        arguments << QStringLiteral("--host=%1").arg(params.host) << QStringLiteral("--port=%1").arg(params.port)
                  << QStringLiteral("--user=%1").arg(params.user) << QStringLiteral("--default-character-set=utf8mb4");
        if (options.contains(QStringLiteral("SSL_CA")))
            arguments << QStringLiteral("--ssl-ca=%1").arg(options.value(QStringLiteral("SSL_CA")));
        if (!stopOnError)
            arguments << QStringLiteral("--force");
        arguments << params.database;
        env.insert(QStringLiteral("MYSQL_PWD"), params.password);
    } else {
        return makeError(ExitCode::Failure, QStringLiteral("no client for %1").arg(params.driver));
    }
    if (program.isEmpty())
        return makeError(ExitCode::Failure, QStringLiteral("the %1 client is not installed").arg(params.driver));
    client.setProcessEnvironment(env);
    client.setProcessChannelMode(QProcess::MergedChannels);
    client.start(program, arguments);
    if (!client.waitForStarted())
        return makeError(ExitCode::Failure, QStringLiteral("cannot start %1").arg(program));
    client.write(script);
    client.closeWriteChannel();
    client.waitForFinished(600000);
    const QString output = QString::fromUtf8(client.readAll());
    if (stopOnError && (client.exitStatus() != QProcess::NormalExit || client.exitCode() != 0))
        return makeError(ExitCode::Failure, QStringLiteral("%1 failed: %2").arg(program, output.left(2000)));
    return output;
}

} // namespace jgr::test
