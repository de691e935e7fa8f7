#pragma once

#include "records.h"

#include "common/result.h"

namespace jgr::db {
class Database;
}

namespace jgr::control {

// Administrative changes to a site's own control records: what the CLI's
// init-primary, add-table, suspend-table and resume-table do (and the
// administration window's buttons).
class SiteAdmin
{
public:
    explicit SiteAdmin(db::Database &db) : m_db(db) {}

    // Creates the control tables and the master primary's M record.
    Result<MasterRecord> initPrimary(const QString &siteName, int siteNumber);

    // What add-table sets; what is not given keeps its value (a new table:
    // F, after the last table, blank fill allowed).
    struct TableOptions
    {
        std::optional<QString> replicationType; // F, D or U
        std::optional<int> order;
        std::optional<bool> allowBlankFill;
    };
    // Creates a T record on a primary (the table must be prepared), or
    // changes the options given of one that exists (whether it is suspended
    // is for suspend-table and resume-table).
    Result<TableRecord> addTable(const QString &table, const TableOptions &options);
    Status setTableProcess(const QString &table, bool process);
    // (On a primary) lets a site whose marks do not match replicate once: a
    // site restored from a backup.
    Status allowMismatch(int siteNumber);
    // (On a site) the next session compares every row of `table` on the
    // primary with this site's and replaces what differs, except rows changed
    // here since the last session (they are sent as usual): for data
    // scrambled here (a bad restore, a script that wrote past the stamps).
    Result<TableRecord> resync(const QString &table);
    // What resync() did and what to do next, for the command line and the window.
    static QString resyncSummary(const QString &table);

    // This database's M record, or an error that says to run init-primary
    // or join (and, with mustBePrimary, that this is not a primary).
    Result<MasterRecord> requireMaster(bool mustBePrimary);

private:
    db::Database &m_db;
};

} // namespace jgr::control
