#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace jgr::test {

// A script of tests/support that starts servers of a test's own (a
// PostgreSQL primary with its standby, a Galera cluster) in a folder: its
// commands take the folder first, `start` prints KEY=VALUE lines, and what
// it started stops once the test process has gone, however it ended.
class ServerScript
{
public:
    ServerScript(const QString &script, QString dir);
    ~ServerScript(); // stop

    // `start DIR PID extra...`: the values it printed; empty and *error set
    // when it failed.
    QMap<QString, QString> start(const QStringList &extra, QString *error);
    // Another command (kill-node, promote, ...): whether it succeeded.
    bool run(const QStringList &arguments, QString *error = nullptr);

private:
    bool call(QStringList arguments, QString *out, QString *error);

    QString m_script;
    QString m_dir;
};

} // namespace jgr::test
