// The INI reader takes any file: it gives a configuration or an error that
// names the file, and never crashes. What it accepts it writes back so that
// reading the written file gives the same configuration (values as written:
// the save must quote and escape what the reader would otherwise cut).
#include "fuzzapp.h"

#include "config/siteconfig.h"

#include <QFile>
#include <QTemporaryDir>

#include <cstdlib>

namespace {
bool sameSection(const jgr::config::DatabaseSection &a, const jgr::config::DatabaseSection &b)
{
    return a.driver == b.driver && a.database == b.database && a.host == b.host && a.port == b.port &&
           a.nodes == b.nodes && a.user == b.user && a.options == b.options && a.tlsOff == b.tlsOff &&
           a.passwordSource == b.passwordSource;
}

bool sameConfig(const jgr::config::SiteConfig &a, const jgr::config::SiteConfig &b)
{
    const auto &sa = a.smtp();
    const auto &sb = b.smtp();
    return a.siteName() == b.siteName() && a.adminEmail() == b.adminEmail() && sameSection(a.local(), b.local()) &&
           a.primary().has_value() == b.primary().has_value() &&
           (!a.primary() || sameSection(*a.primary(), *b.primary())) && a.trayCheckMinutes() == b.trayCheckMinutes() &&
           a.clockSkewMinutes() == b.clockSkewMinutes() && sa.configured() == sb.configured() &&
           (!sa.configured() ||
            (sa.host == sb.host && sa.port == sb.port && sa.security == sb.security && sa.user == sb.user &&
             sa.from == sb.from && sa.caFile == sb.caFile && sa.passwordSource == sb.passwordSource));
}
} // namespace

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
    if (!config) {
        if (config.error().message.isEmpty())
            std::abort(); // every error says what is wrong
        return 0;
    }
    const QString again = dir.filePath(QStringLiteral("again.ini"));
    if (!config.value().save(again))
        std::abort();
    const auto reread = jgr::config::SiteConfig::load(again);
    if (!reread || !sameConfig(config.value(), reread.value()))
        std::abort();
    return 0;
}
