#pragma once

#include <QByteArray>
#include <QList>
#include <QStringEncoder>
#include <QVariant>

#include <utility>
#include <vector>

namespace jgr::db {

// The UTF-8 text of one statement's values, encoded into one buffer that the
// statement reads in place until it is reset (SQLite) or executed (MariaDB).
// Text bound as UTF-16 cost SQLite a conversion and an allocation per value
// (a third of an initial load's binding, perf), QString::toUtf8() an
// allocation per value; Qt's encoder into one reused buffer costs neither.
class Utf8Values
{
public:
    // Encodes the text values of `count` rows from `first`, in order. The
    // bytes stay valid until the next encode().
    void encode(const QVariantList *first, qsizetype count);

    // The next text value's bytes, in the order encode() met them.
    std::pair<const char *, int> next() { return m_spans.at(m_next++); }

    // The values encode() encodes: non-null strings.
    // (The type first: QVariant::isNull() is the dearer call.)
    static bool isText(const QVariant &v) { return v.typeId() == QMetaType::QString && !v.isNull(); }

private:
    // Stateless: each value is whole (a lone surrogate must not carry over).
    QStringEncoder m_encoder{QStringEncoder::Utf8, QStringConverter::Flag::Stateless};
    QByteArray m_buffer;
    std::vector<const QString *> m_texts; // the values met, for the second pass
    std::vector<std::pair<const char *, int>> m_spans;
    size_t m_next = 0;
};

} // namespace jgr::db
