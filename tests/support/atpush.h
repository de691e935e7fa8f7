#pragma once

#include "engine/session/sessionobserver.h"

#include <functional>
#include <utility>

namespace jgr::test {

// Runs `work` once, when the session starts to push `table` (on the
// session's thread, while it holds its transactions): a write, a crash, a
// server killed at that moment.
class AtPush : public engine::SessionObserver
{
public:
    AtPush(QString table, std::function<void()> work) : m_table(std::move(table)), m_work(std::move(work)) {}
    void tableProgress(const engine::TableProgress &p) override
    {
        if (p.table == m_table && p.phase == engine::TablePhase::Pushing && m_work)
            std::exchange(m_work, nullptr)();
    }

private:
    QString m_table;
    std::function<void()> m_work;
};

} // namespace jgr::test
