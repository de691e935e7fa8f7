#pragma once

#include "tableroles.h"

#include "common/result.h"
#include "db/dialect.h"

#include <QList>
#include <QStringList>

namespace jgr::db {
class Database;
}

namespace jgr::control {

// One foreign key a table declares, and what prepare-table makes of it.
struct DeclaredReferenceUse
{
    db::DeclaredReference key;
    bool reference = false; // recorded as a reference (given or adopted)
    QString why;            // when it is not: why, and what it travels as
};

// prepare-table reads a table's declared foreign keys (docs/CLI.md,
// prepare-table): each one on a single column that points at its table's
// row id is added to roles.references, unless the column is one of
// `notReferences`, local only, or given as a reference already (a given
// --reference wins). A key that points elsewhere (a natural key, the same at
// every site) travels as its value. Returns what became of each key.
Result<QList<DeclaredReferenceUse>> adoptDeclaredReferences(db::Database &db, TableRoles &roles,
                                                            const QStringList &notReferences);

// Once `prepared` has its row id: the tables prepared before it whose
// declared foreign keys to it were adopted as references when its row id was
// expected to be its key, and now point at a column that is not its row id
// (prepare-table --surrogate-row-id), no longer treat them as references:
// they travel as their values, as any key to a column that is not a row id.
// A table that replicates already keeps its references (its sites hold them
// as row ids): it is named in the answer, to be dealt with by the user.
// Returns a sentence for each column changed or kept.
Result<QStringList> releaseReferencesNotToRowId(db::Database &db, const TableRoles &prepared);

// prepare-table as a whole: the declared keys adopted, the table prepared
// (TablePreparer), and the earlier tables' references to it released where
// they no longer point at its row id. What every caller that prepares a
// table needs, in one call.
struct PreparedAsDeclared
{
    TableRoles roles; // as recorded in jg_data_dict
    QList<DeclaredReferenceUse> keys;
    QStringList released; // releaseReferencesNotToRowId()'s sentences
};
Result<PreparedAsDeclared> prepareAsDeclared(db::Database &db, TableRoles roles, const QStringList &notReferences);

} // namespace jgr::control
