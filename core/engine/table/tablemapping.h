#pragma once

#include "catalogcache.h"
#include "engine/merge/rowmerge.h"
#include "referencetranslator.h"
#include "tablestore.h"

#include "common/result.h"
#include "control/tableroles.h"
#include "db/columntypes.h"

namespace jgr::db {
class Database;
}

namespace jgr::engine {

class TableStore;

// One replicated column on both sides.
struct MappedColumn
{
    QString localName;
    QString primaryName;
    db::Family localFamily = db::Family::Unknown;
    db::Family primaryFamily = db::Family::Unknown;
    bool fillable = false;
    QString referencedTable;     // reference:<table> in jg_data_dict; empty for data
    db::ValueLimits localLimits; // what each side's column holds
    db::ValueLimits primaryLimits;
    bool localNullable = true; // each side's column may be empty (NULL)
    bool primaryNullable = true;
    // Both sides store the column the same way (one kind of database, one
    // type): values are compared as stored, byte for byte (valuecodec::equal).
    bool storedAlike = false;
};

// How a replicated table's columns correspond between the site and the
// primary: the roles each side recorded in jg_data_dict, and the replicated
// columns (all but row id, lastchangeddate, the jg_ columns and local_only
// ones; the isremoved flag travels like data).
struct TableMapping
{
    QString table;
    control::TableRoles localRoles;
    control::TableRoles primaryRoles;
    QList<MappedColumn> columns;
    QList<ReferenceColumn> localReferences;
    QList<ReferenceColumn> primaryReferences;
    // mapTable made the site's table (it did not exist there).
    bool createdHere = false;
    // The primary's table has triggers of its own (the application's), which
    // may change what the push writes; unknown counts as yes.
    bool primaryHasOwnTriggers = true;
    // Each side's row id gets no value from the database when an INSERT
    // leaves it out (the application numbers its rows): the session numbers
    // the rows it inserts there (TableStore::numberRowIds).
    bool localNumbersRowIds = false;
    bool primaryNumbersRowIds = false;

    QList<ColumnRule> rules() const;
    // Why a row's values (every replicated column, in order) from the other
    // side cannot be written on this side unchanged: the first column that
    // cannot hold its value, and why; nothing when all can
    // (valuecodec::unfit(); a column stored alike on both sides always can).
    struct Unfit
    {
        int column = -1;
        QString why;
    };
    std::optional<Unfit> unfitLocal(const QVariantList &values) const { return unfit(values, true); }
    std::optional<Unfit> unfitPrimary(const QVariantList &values) const { return unfit(values, false); }
    TableStore localStore(db::Database &local) const { return storeFor(local, true); }
    TableStore primaryStore(db::Database &primary) const { return storeFor(primary, false); }

private:
    TableStore storeFor(db::Database &db, bool local) const;
    std::optional<Unfit> unfit(const QVariantList &values, bool local) const;
};

// Reads both sides' schema and roles. A table the site does not have yet is
// created from the primary's columns and prepared, so that a new site needs
// nothing but a configuration; a site table not prepared yet is prepared
// with the primary's roles.
// With readOnly (compare, previews) nothing is created: a table the site
// lacks is an error. The schema check (docs/PROTOCOL.md, session step 10) is part
// of it: every replicated column exists on both sides with a compatible type
// family and no shorter text; columns only the site has are refused unless
// the table is JGuiGen-specific (jguigenSpecific), where sites may add columns.
Result<TableMapping> mapTable(db::Database &local, db::Database &primary, const QString &table, bool readOnly = false,
                              bool jguigenSpecific = false);
// The same, reading each side's catalog through a cache that a session
// fills for all its tables at once.
Result<TableMapping> mapTable(CatalogCache &local, CatalogCache &primary, const QString &table, bool readOnly,
                              bool jguigenSpecific);
// mapTable in two steps, for a session that maps all its tables: first each
// table's columns (making the site's table), then, once every table is
// there, each side's row id column of the tables its references point at.
// Tables may so reference each other in a cycle, or themselves.
Result<TableMapping> mapTableColumns(CatalogCache &local, CatalogCache &primary, const QString &table, bool readOnly,
                                     bool jguigenSpecific);
Status resolveReferences(CatalogCache &local, CatalogCache &primary, TableMapping &m);

} // namespace jgr::engine
