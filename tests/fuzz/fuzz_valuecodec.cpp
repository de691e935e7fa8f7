// The value codec with any value, family and column: unfit(), toBindable()
// and equal() never crash, a value is always equal to itself, and a value
// kept as a conflict's text comes back as the same value.
#include "fuzzapp.h"

#include "db/rawtext.h"
#include "engine/merge/valuecodec.h"

#include <cstdlib>
#include <cstring>

using namespace jgr;
namespace vc = engine::valuecodec;

namespace {
QVariant valueOf(uint8_t kind, const QByteArray &bytes)
{
    switch (kind % 6) {
    case 0:
        return QString::fromUtf8(bytes);
    case 1:
        return QVariant::fromValue(db::RawText{bytes});
    case 2:
        return bytes;
    case 3: {
        double d = 0;
        std::memcpy(&d, bytes.leftJustified(8, '\0').constData(), sizeof d);
        return d;
    }
    case 4: {
        qint64 n = 0;
        std::memcpy(&n, bytes.leftJustified(8, '\0').constData(), sizeof n);
        return n;
    }
    default:
        return QVariant(QMetaType::fromType<QString>());
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ensureApplication();
    if (size < 4)
        return 0;
    const QVariant value = valueOf(data[0], QByteArray(reinterpret_cast<const char *>(data + 4), qsizetype(size - 4)));
    const auto family = static_cast<db::Family>(data[1] % (int(db::Family::Unknown) + 1));
    db::ValueLimits limits;
    limits.dynamicTyping = data[2] & 1;
    limits.textHoldsNul = data[2] & 2;
    limits.doubleHoldsNan = data[2] & 4;
    limits.doubleHoldsInfinity = data[2] & 8;
    limits.booleanIsZeroOrOne = data[2] & 16;
    limits.stampHoldsInfinity = data[2] & 32;
    limits.maxTextLength = data[3] & 15;
    limits.decimalPrecision = data[3] >> 4;
    limits.decimalScale = (data[3] >> 4) / 2;
    limits.stampDigits = data[3] % 7;
    const QString why = vc::unfit(value, family, limits);
    if (why.isEmpty())
        (void)vc::toBindable(value, family, limits);
    (void)vc::bindsAsIs(value, family, limits);
    if (!vc::equal(value, value, family, true) || !vc::equal(value, value, family, false))
        std::abort(); // a value equals itself
    // A conflict gives back what it kept: the stored value itself, or (a
    // number of a decimal column, which comes back as its digits) the same
    // value of the family.
    const QVariant back = vc::fromConflictText(vc::toConflictText(value, family), family);
    if (!vc::equal(back, value, family, family != db::Family::Decimal))
        std::abort();
    return 0;
}
