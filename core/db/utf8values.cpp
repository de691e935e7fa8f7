#include "utf8values.h"

namespace jgr::db {

namespace {
const QString &textOf(const QVariant &v)
{
    return *static_cast<const QString *>(v.constData());
}
} // namespace

void Utf8Values::encode(const QVariantList *first, qsizetype count)
{
    m_spans.clear();
    m_next = 0;
    m_texts.clear();
    // Room for the worst case first, so the buffer never moves under the
    // spans taken from it.
    qsizetype space = 0;
    for (const QVariantList *row = first; row != first + count; ++row)
        for (const QVariant &v : *row)
            if (isText(v)) {
                m_texts.push_back(&textOf(v));
                space += m_encoder.requiredSpace(m_texts.back()->size());
            }
    if (m_buffer.size() < space)
        m_buffer.resize(space);
    char *out = m_buffer.data();
    for (const QString *text : m_texts) {
        char *const end = m_encoder.appendToBuffer(out, *text);
        m_spans.emplace_back(out, int(end - out));
        out = end;
    }
}

} // namespace jgr::db
