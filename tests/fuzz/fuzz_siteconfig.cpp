// The INI reader takes any file: it gives a configuration or an error that
// names the file and the key, and never crashes.
#include "fuzzapp.h"

#include "config/siteconfig.h"

#include <QFile>
#include <QTemporaryDir>

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ensureApplication();
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("site.ini"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        std::abort();
    file.write(reinterpret_cast<const char *>(data), qsizetype(size));
    file.close();
    const auto config = jgr::config::SiteConfig::load(path);
    if (!config && config.error().message.isEmpty())
        std::abort(); // every error says what is wrong
    return 0;
}
