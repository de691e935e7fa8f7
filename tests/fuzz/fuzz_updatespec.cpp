// The U-spec parser takes any text: a spec, or an error with the word and
// position where it went wrong; never a crash. What it accepts goes into
// DDL on every site, so the oracle checks what the SQL needs, not only that
// it did not crash: every name is an identifier replication may quote, and
// a DEFAULT is one literal (NULL, TRUE or FALSE, a number, or one quoted text
// without backslashes or control characters, its quotes doubled).
#include "fuzzapp.h"

#include "db/identifier.h"
#include "engine/schema/updatespec.h"

#include <QRegularExpression>

#include <cstdlib>

namespace {
bool isOneLiteral(const QString &literal)
{
    static const QRegularExpression word(QStringLiteral(R"(^(TRUE|FALSE|-?\d+(\.\d+)?)$)"));
    if (literal.isEmpty() || word.match(literal).hasMatch())
        return true;
    if (literal.size() < 2 || !literal.startsWith(QLatin1Char('\'')) || !literal.endsWith(QLatin1Char('\'')))
        return false;
    const QString inside = literal.mid(1, literal.size() - 2);
    for (qsizetype i = 0; i < inside.size(); ++i) {
        const QChar c = inside.at(i);
        if (c == QLatin1Char('\\') || c.category() == QChar::Other_Control)
            return false;
        if (c == QLatin1Char('\'') && (i + 1 >= inside.size() || inside.at(++i) != QLatin1Char('\'')))
            return false; // a quote that is not doubled would end the literal
    }
    return true;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ensureApplication();
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto spec = jgr::engine::parseUpdateSpec(text);
    if (!spec) {
        if (spec.error().message.isEmpty())
            std::abort();
        return 0;
    }
    const jgr::engine::UpdateSpec &s = spec.value();
    QStringList names = s.inputs + s.outputs;
    names << (s.kind == jgr::engine::UpdateSpec::Kind::Add ? s.column.name : s.procedure);
    for (const QString &name : names)
        if (!jgr::db::isValidIdentifier(name))
            std::abort();
    if (s.kind == jgr::engine::UpdateSpec::Kind::Add && !isOneLiteral(s.column.defaultLiteral))
        std::abort();
    return 0;
}
