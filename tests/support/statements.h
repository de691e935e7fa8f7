#pragma once

#include "db/database.h"

#include <QStringList>

namespace jgr::test {

// Runs each statement in turn, as an application's script would; at the
// first that fails, stops with *error naming the statement and why.
inline bool runEach(db::Database &db, const QStringList &sql, QString *error)
{
    for (const QString &statement : sql)
        if (const Status done = db.run(statement); !done) {
            *error = statement + QStringLiteral(": ") + done.error().message;
            return false;
        }
    return true;
}

} // namespace jgr::test
