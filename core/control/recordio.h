#pragma once

#include "recordfields.h"

#include "db/dialect.h"
#include "db/queryresult.h"

#include <QStringList>
#include <QVariant>

// How a record's columns are selected and read back: one place for every
// read of the jgreplicate table (the repository's and the session's
// combined read).
namespace jgr::control::recordio {

// The SQL that selects one jgreplicate column: stamps as text.
template <class R> QString columnExpression(const db::Dialect &d, const Field<R> &f)
{
    const QString c = QString::fromLatin1(f.column);
    return f.type == Field<R>::Stamp ? d.stampAsText(c) : c;
}

// replicate_id, lastchangeddate, then the kind's fields in their order.
template <class R> QString selectList(const db::Dialect &d)
{
    QStringList columns{QStringLiteral("replicate_id"), d.stampAsText(QStringLiteral("lastchangeddate"))};
    for (const Field<R> &f : RecordTraits<R>::fields())
        columns << columnExpression(d, f);
    return columns.join(QStringLiteral(", "));
}

// A record from the current row: its id and lastchangeddate at `idColumn`
// and the next column, field i at fieldColumns.at(i) (or, when that list is
// empty, right after them in the kind's order, as selectList puts them).
template <class R> R readRecord(const db::QueryResult &q, int idColumn = 0, const QList<int> &fieldColumns = {})
{
    R r;
    r.id = q.value(idColumn).toInt();
    r.lastChangedDate = q.value(idColumn + 1).toString();
    int i = 0;
    for (const Field<R> &f : RecordTraits<R>::fields()) {
        const QVariant v = q.value(fieldColumns.isEmpty() ? idColumn + 2 + i : fieldColumns.at(i));
        ++i;
        if (f.type == Field<R>::Int)
            r.*(f.intMember) = v.toInt();
        else
            r.*(f.textMember) = v.isNull() ? QString() : v.toString();
    }
    return r;
}

} // namespace jgr::control::recordio
