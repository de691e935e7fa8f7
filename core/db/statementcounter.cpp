#include "statementcounter.h"

#include <QString>

#include <atomic>
#include <unistd.h>

namespace jgr::db {

namespace {
std::atomic<qint64> g_total{0};

qint64 exitAfter()
{
    static const qint64 limit = [] {
        bool ok = false;
        const qint64 n = qEnvironmentVariable("JGR_TEST_EXIT_AFTER_STATEMENTS").toLongLong(&ok);
        return ok && n >= 0 ? n : -1;
    }();
    return limit;
}
} // namespace

void StatementCounter::count()
{
    const qint64 n = ++g_total;
    const qint64 limit = exitAfter();
    if (limit >= 0 && n > limit)
        ::_exit(86); // a simulated power cut: no cleanup, no rollback
}

qint64 StatementCounter::total()
{
    return g_total.load();
}

} // namespace jgr::db
