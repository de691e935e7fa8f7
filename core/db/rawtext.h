#pragma once

#include <QByteArray>
#include <QMetaType>

namespace jgr::db {

// Text whose bytes are not valid UTF-8. SQLite stores whatever bytes it is
// given as TEXT; a QString would replace the invalid ones, so such a value
// travels as its bytes and is bound as text again (docs/SCHEMA.md, Fidelity).
// A server's text column cannot hold it: the row is refused there.
struct RawText
{
    QByteArray bytes;
    friend bool operator==(const RawText &a, const RawText &b) { return a.bytes == b.bytes; }
    friend bool operator!=(const RawText &a, const RawText &b) { return !(a == b); }
};

} // namespace jgr::db

Q_DECLARE_METATYPE(jgr::db::RawText)
