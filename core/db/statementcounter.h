#pragma once

#include <QtGlobal>

namespace jgr::db {

// Counts the SQL statements this process executes (the `statements` figure of
// `replicate --json`). With JGR_TEST_EXIT_AFTER_STATEMENTS=N in the
// environment the process ends at once (_exit) before statement N+1: the
// crash-safety tests use it to stop a session at every statement.
class StatementCounter
{
public:
    static void count();
    static qint64 total();
};

} // namespace jgr::db
