// The U-spec parser takes any text: a spec, or an error with the word and
// position where it went wrong; never a crash.
#include "fuzzapp.h"

#include "engine/schema/updatespec.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ensureApplication();
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto spec = jgr::engine::parseUpdateSpec(text);
    if (!spec && spec.error().message.isEmpty())
        std::abort();
    return 0;
}
