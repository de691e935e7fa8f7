#pragma once

#include <QtGlobal>

#include <limits>

namespace jgr::db {

// What one column of one database can hold, beyond its family: the engine
// writes a value only where the column holds it unchanged, and refuses the
// row otherwise (docs/SCHEMA.md, Fidelity). Dialect::valueLimits() fills it
// from the column as inspected.
struct ValueLimits
{
    // SQLite: a column keeps every value with the storage class it is given
    // (integer, real, text, blob), whatever its declared type.
    bool dynamicTyping = false;
    bool textHoldsNul = true;            // PostgreSQL's text cannot hold U+0000
    bool textHoldsInvalidUtf8 = false;   // only SQLite keeps such bytes as text
    bool doubleHoldsNan = true;          // SQLite stores a NaN as NULL; MariaDB refuses it
    bool doubleHoldsInfinity = true;     // MariaDB refuses infinities
    bool doubleHoldsNegativeZero = true; // SQLite and MariaDB store -0.0 as 0
    bool booleanIsZeroOrOne = false;     // PostgreSQL's boolean; MariaDB's TINYINT(1) holds -128 to 127
    qint64 minInteger = std::numeric_limits<qint64>::min();
    qint64 maxInteger = std::numeric_limits<qint64>::max();
    int maxTextLength = 0;    // characters (code points); 0: no limit
    int decimalPrecision = 0; // digits in all; 0: no limit
    int decimalScale = 0;     // digits after the point (with decimalPrecision)
    int stampDigits = 6;      // fractional digits of a second a stamp keeps
    int minYear = 1;          // of dates and stamps
    int maxYear = 9999;
    bool stampHoldsInfinity = true; // PostgreSQL's 'infinity' and '-infinity'; SQLite's text
    // MariaDB's ON UPDATE CURRENT_TIMESTAMP: an UPDATE that does not assign
    // the column gives it the time, so a write of other columns assigns it
    // to itself.
    bool setOnUpdate = false;
    // The values come from a column of the same kind of database and the
    // same type (TableMapping's storedAlike): a decimal's text is written as
    // it was read, its trailing zeros (the scale a PostgreSQL numeric keeps
    // and shows) included; from another kind its text is normalized (a
    // MariaDB DECIMAL(65,30) pads every value with zeros).
    bool keepsDecimalText = false;
};

} // namespace jgr::db
