#pragma once

#include "common/result.h"

#include <QDir>
#include <QString>
#include <QStringList>

namespace jgr::engine {

// `jgreplicate-cli demo`: a ready-made installation in one folder — a master
// primary and two sites, all SQLite, with sample tables and data, and their
// INI files — so that a new user sees replication work in one command.
class DemoBuilder
{
public:
    // `dir` may be relative (to the working directory): the INI files it
    // writes name their databases by absolute path.
    explicit DemoBuilder(const QString &dir) : m_dir(QDir(dir).absolutePath()) {}

    static QString defaultDir();

    // Builds everything; returns lines that describe what was made.
    Result<QStringList> build();

private:
    QString m_dir;
};

} // namespace jgr::engine
