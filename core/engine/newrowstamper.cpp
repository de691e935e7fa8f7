#include "newrowstamper.h"

#include "tablestore.h"

#include "common/stamp.h"

#include <algorithm>

namespace jgr::engine {

NewRowStamper::NewRowStamper(TableStore &store, QString windowEnd, int site, int runRows)
    : m_store(store), m_windowEnd(std::move(windowEnd)), m_site(site), m_runRows(runRows)
{
}

Result<bool> NewRowStamper::stampFor(const RowList &page, bool lastPage)
{
    const auto firstNew = std::find_if(page.begin(), page.end(), [this](const Row &r) {
        return r.uniqueId == 0 && (m_stampedTo.isEmpty() || stamp::isBefore(m_stampedTo, r.changed));
    });
    if (firstNew == page.end())
        return false;
    // Rows before the first new one were read already; the run ends past
    // the page so that the next pages find their rows stamped.
    QString runEnd = page.last().changed;
    if (!lastPage) {
        auto end = m_store.stampAfterRows(runEnd, m_windowEnd, m_runRows);
        if (!end)
            return end.error();
        runEnd = end.value();
    }
    auto stamped = m_store.stampNewRowsBetween(firstNew->changed, runEnd, m_site);
    if (!stamped)
        return stamped.error();
    m_stampedTo = runEnd;
    return true;
}

} // namespace jgr::engine
