#include "manysites.h"

#include "benchsetup.h"

#include "db/database.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <vector>

#include <unistd.h>

using namespace jgr;

namespace bench {

namespace {
constexpr int kPushedRowsPerSite = 100;
constexpr int kChangedOnPrimary = 1000;
constexpr int kScheduleSeconds = 15 * 60;

QString cliPath()
{
    const QString given = qEnvironmentVariable("JGR_CLI");
    if (!given.isEmpty())
        return given;
    return QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../app/cli/jgreplicate-cli"));
}

// The process listening on 127.0.0.1:`port`: the socket's inode from
// /proc/net/tcp, then the process holding it open. 0 when none is found.
qint64 listeningProcess(int port)
{
    QFile tcp(QStringLiteral("/proc/net/tcp"));
    if (!tcp.open(QIODevice::ReadOnly))
        return 0;
    QByteArray inode;
    const QByteArray portHex = QByteArray::number(port, 16).toUpper().rightJustified(4, '0');
    for (const QByteArray &line : tcp.readAll().split('\n')) {
        const QList<QByteArray> f = line.simplified().split(' ');
        // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode; st 0A is LISTEN
        if (f.size() > 9 && f.at(1).endsWith(QByteArray(":" + portHex)) && f.at(3) == "0A")
            inode = f.at(9);
    }
    if (inode.isEmpty())
        return 0;
    const QString socket = QStringLiteral("socket:[%1]").arg(QString::fromLatin1(inode));
    for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (!pid.front().isDigit())
            continue;
        const QDir fds(QStringLiteral("/proc/%1/fd").arg(pid));
        for (const QString &fd : fds.entryList(QDir::System | QDir::NoDotAndDotDot))
            if (QFile::symLinkTarget(fds.filePath(fd)).endsWith(socket))
                return pid.toLongLong();
    }
    return 0;
}

// CPU seconds the servers listening on `ports` have used, from /proc: each
// one's process and the connections' processes it has reaped (PostgreSQL's
// backends), or its threads (MariaDB). The sites share this machine with the
// servers: the wall clock says how fast this machine serves them, this what
// the primary itself spends.
double serverCpuSeconds(const QList<int> &ports)
{
    const double ticksPerSecond = double(sysconf(_SC_CLK_TCK));
    double total = 0;
    for (int port : ports) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(listeningProcess(port)));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        // After the command in parentheses: state is field 3, utime 14,
        // stime 15, cutime 16, cstime 17.
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        for (int field = 14; field <= 17 && field - 3 < fields.size(); ++field)
            total += double(fields.at(field - 3).toLongLong()) / ticksPerSecond;
    }
    return total;
}

struct Wave
{
    double seconds = 0;     // from the first start to the last end
    double serverCpu = 0;   // seconds of the primary's CPU
    QList<double> sessions; // each process's own time
    int failures = 0;
    QString firstFailure;
};

// Every site's `command` started at once; returns when the last has ended.
Wave runWave(const QStringList &inis, const QString &command, const QList<int> &serverPorts)
{
    Wave wave;
    const double cpuBefore = serverCpuSeconds(serverPorts);
    QEventLoop loop;
    QElapsedTimer clock;
    clock.start();
    std::vector<std::unique_ptr<QProcess>> processes;
    qsizetype running = inis.size();
    const auto ended = [&](qsizetype site, qint64 startedAt, const QString &failure) {
        wave.sessions << double(clock.nsecsElapsed() - startedAt) / 1e9;
        if (!failure.isEmpty()) {
            ++wave.failures;
            if (wave.firstFailure.isEmpty())
                wave.firstFailure = QStringLiteral("site%1: %2").arg(site + 1).arg(failure);
        }
        if (--running == 0)
            loop.quit();
    };
    for (qsizetype i = 0; i < inis.size(); ++i) {
        auto process = std::make_unique<QProcess>();
        QProcess *p = process.get();
        p->setStandardOutputFile(QProcess::nullDevice());
        const qint64 startedAt = clock.nsecsElapsed();
        QObject::connect(p, &QProcess::finished, &loop, [=](int code, QProcess::ExitStatus status) {
            const bool ok = status == QProcess::NormalExit && code == 0;
            ended(i, startedAt,
                  ok ? QString()
                     : QStringLiteral("exit %1: %2")
                           .arg(code)
                           .arg(QString::fromUtf8(p->readAllStandardError()).trimmed()));
        });
        QObject::connect(p, &QProcess::errorOccurred, &loop, [=](QProcess::ProcessError error) {
            if (error == QProcess::FailedToStart)
                ended(i, startedAt, QStringLiteral("%1 did not start: %2").arg(cliPath(), p->errorString()));
        });
        p->start(cliPath(), {command, QStringLiteral("--config"), inis.at(i)});
        processes.push_back(std::move(process));
    }
    if (running > 0)
        loop.exec();
    wave.seconds = seconds(clock);
    wave.serverCpu = serverCpuSeconds(serverPorts) - cpuBefore;
    return wave;
}

// The nearest-rank percentile.
double percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto rank = std::max<qsizetype>(1, qsizetype(std::ceil(p * double(values.size()))));
    return values.at(std::min(rank, values.size()) - 1);
}

int printWave(const QString &what, const Wave &wave)
{
    std::printf("  %-34s %6.1f sessions/s | p50 %6.2f s | p95 %6.2f s | %d failures | all in %6.2f s | primary CPU "
                "%5.1f ms a session\n",
                qPrintable(what), double(wave.sessions.size()) / std::max(wave.seconds, 1e-9),
                percentile(wave.sessions, 0.5), percentile(wave.sessions, 0.95), wave.failures, wave.seconds,
                1000 * wave.serverCpu / double(std::max<qsizetype>(1, wave.sessions.size())));
    if (!wave.firstFailure.isEmpty())
        std::printf("    first failure: %s\n", qPrintable(wave.firstFailure.left(400)));
    std::fflush(stdout);
    return wave.failures;
}

// What keeps the sites from holding the primary's rows, each id once, with
// the same values; empty when they do.
QString divergence(db::Database &primary, const QTemporaryDir &dir, int sites, int rows)
{
    const QString count = QStringLiteral("SELECT COUNT(*) FROM t1");
    if (const qint64 n = integer(primary, count); n != rows)
        return QStringLiteral("the primary has %1 rows of %2").arg(n).arg(rows);
    if (const qint64 doubled =
            integer(primary, QStringLiteral("SELECT COUNT(*) - COUNT(DISTINCT jg_unique_id) FROM t1"));
        doubled != 0)
        return QStringLiteral("%1 jg_unique_id values appear twice on the primary").arg(doubled);
    const QString sum = QStringLiteral("SELECT SUM(c4) FROM t1");
    const qint64 primarySum = integer(primary, sum);
    for (int i = 1; i <= sites; ++i) {
        auto site = open(siteDatabase(dir, QStringLiteral("site%1").arg(i)), "site");
        if (const qint64 n = integer(*site, count); n != rows)
            return QStringLiteral("site%1 has %2 rows of %3").arg(i).arg(n).arg(rows);
        if (integer(*site, sum) != primarySum)
            return QStringLiteral("site%1's values differ from the primary's").arg(i);
    }
    return {};
}

// A bench that lost, doubled or changed rows measures nothing. The waves
// follow each other within a second; a MariaDB primary holds a mark back by
// at least a second while any transaction is open on it (docs/PROTOCOL.md,
// Marks), so a row another site's session of the last wave wrote may wait
// for a later session: after a pause, a few more rounds, untimed, must
// bring every site the primary's rows.
void expectConverged(db::Database &primary, const QStringList &inis, const QList<int> &serverPorts,
                     const QTemporaryDir &dir, int rows)
{
    const int sites = int(inis.size());
    QString missing = divergence(primary, dir, sites, rows);
    for (int round = 0; round < 3 && !missing.isEmpty(); ++round) {
        QThread::msleep(2100);
        const Wave more = runWave(inis, QStringLiteral("replicate"), serverPorts);
        if (more.failures > 0) {
            std::fprintf(stderr, "a session after the waves failed: %s\n", qPrintable(more.firstFailure));
            std::exit(1);
        }
        missing = divergence(primary, dir, sites, rows);
    }
    if (!missing.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(missing));
        std::exit(1);
    }
}
} // namespace

int runManySites(const QString &kind, const QList<int> &siteCounts)
{
    if (!QFileInfo(cliPath()).isExecutable()) {
        std::fprintf(stderr, "jgr-bench sites: %s is not a program; set JGR_CLI to jgreplicate-cli\n",
                     qPrintable(cliPath()));
        return 2;
    }
    const int rows = qEnvironmentVariableIsSet("JGR_BENCH_SITES_ROWS")
                         ? qEnvironmentVariableIntValue("JGR_BENCH_SITES_ROWS")
                         : 10000;
    int failures = 0;
    for (int sites : siteCounts) {
        QTemporaryDir dir;
        db::ConnectionParams primaryParams;
        auto primary = initPrimary(kind, dir, primaryParams);
        primaryTable(*primary, primaryParams, QStringLiteral("t1"), rows);
        quietPrimary(*primary, kind);
        // A Galera primary's sites name every node, each site's list from
        // another node, so that the sessions spread over the cluster.
        const QList<db::Endpoint> nodes = kind == QLatin1String("galera")
                                              ? galeraNodes()
                                              : QList<db::Endpoint>{{primaryParams.host, primaryParams.port}};
        QList<int> ports;
        for (const db::Endpoint &node : nodes)
            ports << node.port;
        QStringList inis;
        for (int i = 1; i <= sites; ++i) {
            db::ConnectionParams listed = primaryParams;
            if (nodes.size() > 1) {
                listed.host.clear();
                listed.port = 0;
                for (qsizetype k = 0; k < nodes.size(); ++k)
                    listed.nodes << nodes.at((i + k) % nodes.size());
            }
            inis << siteIni(dir, QStringLiteral("site%1").arg(i), listed);
        }
        std::printf("%d sqlite sites, %s primary, every site's session at once:\n", sites,
                    qPrintable(nodes.size() > 1 ? QStringLiteral("%1 (%2 nodes)").arg(kind).arg(nodes.size()) : kind));
        failures += printWave(QStringLiteral("join"), runWave(inis, QStringLiteral("join"), ports));
        failures +=
            printWave(QStringLiteral("load of %1 rows").arg(rows), runWave(inis, QStringLiteral("replicate"), ports));
        for (int i = 1; i <= sites; ++i)
            insertRows(*open(siteDatabase(dir, QStringLiteral("site%1").arg(i)), "site"), QStringLiteral("t1"),
                       kPushedRowsPerSite);
        failures += printWave(QStringLiteral("push of %1 new rows each").arg(kPushedRowsPerSite),
                              runWave(inis, QStringLiteral("replicate"), ports));
        check(primary->run(QStringLiteral("UPDATE t1 SET c4 = c4 + 1 WHERE id <= %1").arg(kChangedOnPrimary)));
        failures += printWave(QStringLiteral("pull of %1 rows each")
                                  .arg((sites - 1) * kPushedRowsPerSite + std::min(rows, kChangedOnPrimary)),
                              runWave(inis, QStringLiteral("replicate"), ports));
        failures += printWave(QStringLiteral("the pull's echoes"), runWave(inis, QStringLiteral("replicate"), ports));
        const Wave quiet = runWave(inis, QStringLiteral("replicate"), ports);
        failures += printWave(QStringLiteral("quiet"), quiet);
        const double cpuPerQuiet = quiet.serverCpu / double(sites);
        std::printf("  quiet sessions on a %d-minute schedule: %.0f sites at this machine's rate (sites and primary on "
                    "its cores); %.0f sites for each core of the primary's own CPU\n",
                    kScheduleSeconds / 60, double(sites) / std::max(quiet.seconds, 1e-9) * kScheduleSeconds,
                    kScheduleSeconds / std::max(cpuPerQuiet, 1e-6));
        std::fflush(stdout);
        expectConverged(*primary, inis, ports, dir, rows + sites * kPushedRowsPerSite);
    }
    return failures > 0 ? 1 : 0;
}

} // namespace bench
