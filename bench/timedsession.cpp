#include "timedsession.h"

#include "benchsetup.h"
#include "copybaselines.h"

#include "config/connect.h"
#include "config/siteconfig.h"
#include "engine/session/replicationsession.h"

#include <QElapsedTimer>
#include <QFile>

#include <cstdio>
#include <cstdlib>

using namespace jgr;

namespace bench {

namespace {
// A figure of /proc/self/status in kB (VmHWM: the peak resident set since resetPeak()).
qint64 statusKb(const char *key)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(qstrlen(key)).trimmed().split(' ').first().toLongLong();
    return 0;
}

void resetPeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

// Tells perf (JGR_BENCH_PERF_CONTROL) to start or stop sampling.
void perfControl(const char *command)
{
    const QStringList fifos = qEnvironmentVariable("JGR_BENCH_PERF_CONTROL").split(QLatin1Char(','));
    if (fifos.size() != 2)
        return;
    if (FILE *ctl = std::fopen(qPrintable(fifos.at(0)), "w")) {
        std::fprintf(ctl, "%s\n", command);
        std::fclose(ctl);
    }
    if (FILE *ack = std::fopen(qPrintable(fifos.at(1)), "r")) {
        char line[16];
        if (!std::fgets(line, sizeof line, ack))
            line[0] = 0;
        std::fclose(ack);
    }
}

} // namespace

Measured session(const QString &ini, bool profile)
{
    auto c = config::SiteConfig::load(ini);
    check(c ? Status() : c.error());
    engine::ReplicationSession s(c.value(), config::Credentials(c.value()));
    s.setLocalCreation(config::FileCreation::MayCreate); // a new site's first session (the initial load)
    bench::settle();
    resetPeak();
    if (profile)
        perfControl("enable");
    QElapsedTimer t;
    t.start();
    const auto r = s.run();
    Measured m{seconds(t), r.statements, double(statusKb("VmHWM:")) / 1024.0};
    if (profile)
        perfControl("disable");
    if (!r.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(r.message));
        std::exit(1);
    }
    return m;
}

} // namespace bench
