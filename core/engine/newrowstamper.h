#pragma once

#include "row.h"

#include "common/result.h"

namespace jgr::engine {

class TableStore;

// Gives a push's new rows their jg_unique_id a run of the window at a time,
// as the window's pages are read, instead of all of them before the push
// starts: stamping is an UPDATE of every new row, about as long as sending
// them, and this way it runs on the reading thread while the primary
// writes. Invariant 3 holds as before: a page goes out only once its new
// rows are stamped and committed, so the ids a crash leaves on the primary
// are the ids the site keeps. Rows after the window stay new until a later
// session sends them.
class NewRowStamper
{
public:
    // `windowEnd` is the window's upper bound (this session's local mark);
    // each run stamps about `runRows` rows beyond the page that needed it.
    NewRowStamper(TableStore &store, QString windowEnd, int site, int runRows);

    // Stamps the new rows of `page` (just read; `lastPage` when the window
    // ends with it) and of the next run: true when it stamped, and the page
    // must be read again to carry the ids. A row that stays new (a user holds
    // it locked) is not stamped again: the push holds it back.
    Result<bool> stampFor(const RowList &page, bool lastPage);

private:
    TableStore &m_store;
    QString m_windowEnd;
    int m_site;
    int m_runRows;
    QString m_stampedTo; // the new rows up to this stamp are stamped; empty: none yet
};

} // namespace jgr::engine
