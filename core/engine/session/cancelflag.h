#pragma once

#include <atomic>

namespace jgr::engine {

// Set from any thread (the GUI's Cancel, a signal handler); the engine looks
// at it between batches and stops with exit code 8.
class CancelFlag
{
public:
    void cancel() { m_cancelled.store(true); }
    bool isCancelled() const { return m_cancelled.load(); }

private:
    std::atomic<bool> m_cancelled{false};
};

} // namespace jgr::engine
