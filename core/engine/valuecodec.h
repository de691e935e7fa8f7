#pragma once

#include "db/columntypes.h"

#include <QVariant>

namespace jgr::engine {

// Values cross databases of different kinds: each is converted to what the
// receiving column's family expects, and compared in a canonical form so
// that 19.99 from PostgreSQL's numeric equals 19.99 from SQLite's REAL and
// true equals 1.
namespace valuecodec {

// A value ready to bind into a column of `family` (NULL stays NULL).
QVariant toBindable(const QVariant &value, db::Family family);
// Whether a bulk insert (db::BulkAccess, which binds a NULL of any type as
// NULL) may take `value` as it is, without toBindable().
bool bindsAsIs(const QVariant &value, db::Family family);
// A canonical text for equality (NULL is a null QString).
QString canonical(const QVariant &value, db::Family family);
bool equal(const QVariant &a, const QVariant &b, db::Family family);
// Blank fill: a text value is empty when NULL or ''.
bool isEmptyText(const QVariant &value);

} // namespace valuecodec
} // namespace jgr::engine
