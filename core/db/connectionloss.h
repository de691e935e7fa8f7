#pragma once

#include <QSqlDatabase>
#include <QString>

namespace jgr::db {

// Whether a statement failed because its server went away (stopped, killed,
// failed over, the network cut) rather than because of the statement: the
// session then ends as when the server cannot be reached (exit code 3), and
// the next one resumes, on another server of a hosts= list if need be.
bool connectionLost(const QString &driver, QSqlDatabase &db, const QString &nativeCode);

} // namespace jgr::db
