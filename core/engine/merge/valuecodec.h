#pragma once

#include "db/columntypes.h"
#include "db/valuelimits.h"

#include <QVariant>

namespace jgr::engine {

// Values as they travel between databases (docs/SCHEMA.md, Fidelity): what
// the application reads at the target is what was written at the source.
// Between two databases of one kind a value goes exactly as it is stored;
// between kinds it goes by the lossless conversion of its family, and a
// value the target column cannot hold unchanged is refused (unfit()), never
// rounded, cut or re-typed.
namespace valuecodec {

// Why `value` cannot be written unchanged into a column of `family` that
// holds what `limits` say; empty when it can. One short phrase ("has 3
// digits after the point; the column keeps 2"), for the E record and the
// conflict that refuse the row.
QString unfit(const QVariant &value, db::Family family, const db::ValueLimits &limits);

// A value ready to bind into a column of `family` that holds what `limits`
// say (NULL stays NULL). Call it for values that unfit() accepts.
QVariant toBindable(const QVariant &value, db::Family family, const db::ValueLimits &limits);
// Whether a bulk insert (db::BulkAccess, which binds a NULL of any type as
// NULL) may take `value` as it is, without toBindable().
bool bindsAsIs(const QVariant &value, db::Family family, const db::ValueLimits &limits);

// Whether two values are the same. `exact`: both come from columns stored
// the same way (one kind of database, one type), so they must be the same
// stored value: the same storage type, the same bytes (a double bit for
// bit). Otherwise they must be the same value of the family: 19.99 from
// numeric equals 19.99 from SQLite's REAL, true equals 1, a stamp equals
// the same instant to the last digit.
bool equal(const QVariant &a, const QVariant &b, db::Family family, bool exact);

// Blank fill: a text value is empty when NULL or ''.
bool isEmptyText(const QVariant &value);

// A value of a column of `family` as the text jg_conflicts keeps (NULL
// stays a null string), and back: a number or a text as people read it
// where the family says what it is, everything else marked ("jgr:blob:",
// "jgr:int:", ...) so that the value taken back is the value refused (text
// in SQLite's REAL column stays text; a user's text that starts with the
// marker stays text).
QString toConflictText(const QVariant &value, db::Family family);
QVariant fromConflictText(const QString &text, db::Family family);

} // namespace valuecodec
} // namespace jgr::engine
