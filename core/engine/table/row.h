#pragma once

#include <QList>
#include <QString>
#include <QVariant>

namespace jgr::engine {

// One row of a replicated table as the engine moves it: the bookkeeping
// columns by role, then the replicated values in the table mapping's order
// (the isremoved flag is one of them).
struct Row
{
    qint64 rowId = 0;
    QString changed; // lastchangeddate, stamp text
    int owner = 0;
    qint64 uniqueId = 0;
    int sentBy = 0;
    QString dateWhenSent; // stamp text, empty = NULL
    QVariantList values;
    // A reference of this row could not be turned into a jg_unique_id: the
    // row waits (never written with a wrong id). Names the reference.
    QString unresolved;

    // The echo rule: a row that replication wrote from `site` and nobody
    // changed since carries jg_sentby = site and jg_datewhensent = lastchangeddate.
    bool isEchoFrom(int site) const { return sentBy == site && !dateWhenSent.isEmpty() && dateWhenSent == changed; }
};

using RowList = QList<Row>;

} // namespace jgr::engine
