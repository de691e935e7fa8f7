#pragma once

#include "tableroles.h"

#include "db/columntypes.h"
#include "db/tableobjects.h"

#include <QStringList>

namespace jgr::db {
class Dialect;
}

namespace jgr::control {

// What prepare-table makes on a replicated table besides its data
// (docs/SCHEMA.md, Replicated tables): the replication columns, the indexes
// that windows and lookups read, and the triggers that stamp every change
// and record every delete. An application's migration tool can drop them (a
// table rebuilt to change a column loses its triggers), and replication then
// misses changes without a word: each session looks for them on both sides
// before rows move (docs/PROTOCOL.md, "Bookkeeping checked each session").
struct BookkeepingGaps
{
    QStringList columns;
    QStringList indexes;
    QStringList triggers;
    // A trigger that stamps changes is among the missing: changes made since
    // it went missing carry no new stamp.
    bool stampsMissing = false;

    bool isEmpty() const { return columns.isEmpty() && indexes.isEmpty() && triggers.isEmpty(); }
    // "columns jg_owner, jg_unique_id; trigger jg_lcd_items_upd", for messages.
    QString describe() const;
};

// The window index: (lastchangeddate, row id), the order windows are read in.
QString windowIndexName(const QString &table);

// What `columns` and `objects` (as the catalog lists them) lack of what
// prepare-table made on the table with these roles.
BookkeepingGaps findBookkeepingGaps(const db::Dialect &dialect, const TableRoles &roles,
                                    const db::ColumnInfoList &columns, const db::TableObjects &objects);

// The table has triggers besides those prepare-table made: an application's,
// which may change what replication writes (a date set on insert).
bool hasOwnTriggers(const db::Dialect &dialect, const TableRoles &roles, const db::TableObjects &objects);

} // namespace jgr::control
