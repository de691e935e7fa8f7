#pragma once

#include "updatespec.h"

#include "common/result.h"
#include "control/records.h"

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// Applies schema updates (U records) to one database: ADD creates the column
// through the dialect, RUN calls a registered procedure on every row.
// Applying is idempotent, because a crash may come between the change and
// its record (MariaDB commits DDL at once): a column that is already there
// with a compatible type counts as added, and the procedures only fill what
// is still blank.
class SchemaUpdater
{
public:
    explicit SchemaUpdater(db::Database &db) : m_db(db) {}

    // Applies one update to `table`. A table this database does not have is
    // left alone (it gets the primary's columns when it is created). Returns
    // what was done, for the log. Errors carry ExitCode::SchemaUpdateFailed.
    Result<QString> apply(const QString &table, const UpdateSpec &spec);

    // The primary's U records (`pending`, in update-number order) above
    // `localMaster`'s update_number, applied here in order; each recorded
    // as a done U record and in the M record
    // (in one transaction where the database allows DDL in one). Returns the
    // updates applied; a failure stops at the failing one.
    Result<QList<control::UpdateRecord>> applyPending(const QList<control::UpdateRecord> &pending,
                                                      control::MasterRecord &localMaster);

    // `schema-update add` on the master primary: parses, applies and
    // records the next U record; nothing is recorded when a step fails.
    Result<control::UpdateRecord> addOnMaster(const QString &table, const QString &spec, const QString &description);

private:
    Result<QString> addColumn(const QString &table, const db::ColumnDef &column);
    Result<QString> runProcedure(const QString &table, const UpdateSpec &spec);
    Result<QString> applyAndRecord(control::UpdateRecord update, control::MasterRecord &master);

    db::Database &m_db;
};

} // namespace jgr::engine
