#include "serverscript.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>

namespace jgr::test {

ServerScript::ServerScript(const QString &script, QString dir)
    : m_script(QDir(QStringLiteral(JGR_SOURCE_DIR "/tests/support")).filePath(script)), m_dir(std::move(dir))
{
}

ServerScript::~ServerScript()
{
    call({QStringLiteral("stop")}, nullptr, nullptr);
}

QMap<QString, QString> ServerScript::start(const QStringList &extra, QString *error)
{
    QString out;
    QMap<QString, QString> values;
    if (!call(QStringList{QStringLiteral("start"), QString::number(QCoreApplication::applicationPid())} + extra, &out,
              error))
        return values;
    for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        values.insert(line.section(QLatin1Char('='), 0, 0), line.section(QLatin1Char('='), 1));
    return values;
}

bool ServerScript::run(const QStringList &arguments, QString *error)
{
    return call(arguments, nullptr, error);
}

bool ServerScript::call(QStringList arguments, QString *out, QString *error)
{
    arguments.insert(1, m_dir);
    QProcess p;
    p.start(QStringLiteral("bash"), QStringList{m_script} + arguments);
    const bool ok = p.waitForFinished(300000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (out)
        *out = QString::fromUtf8(p.readAllStandardOutput());
    if (!ok && error)
        *error = QStringLiteral("%1 %2: %3")
                     .arg(QDir(m_script).dirName(), arguments.join(QLatin1Char(' ')),
                          QString::fromUtf8(p.readAllStandardError()));
    return ok;
}

} // namespace jgr::test
