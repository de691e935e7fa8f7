#include "sitenumberlock.h"

#include "common/idspace.h"
#include "common/logging.h"
#include "common/stamp.h"
#include "control/controlrepository.h"
#include "control/sitenumberslots.h"
#include "db/database.h"
#include "db/identifier.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QThread>

#include <algorithm>
#include <array>
#include <functional>

namespace jgr::engine {

namespace {
std::array<int *, 5> numberSlots(control::MasterRecord &m)
{
    return {&m.nextSiteNumber1, &m.nextSiteNumber2, &m.nextSiteNumber3, &m.nextSiteNumber4, &m.nextSiteNumber5};
}
// On a Galera primary, two nodes' writes of the M record at the same moment
// are certified in order and the later one fails with a deadlock error,
// having changed nothing (a lock wait past the timeout is another program
// holding the row, not a race, and stays an error).
bool lostRace(const Error &e)
{
    return e.transient && e.code != ExitCode::Busy;
}

// A write of the lock row by its holder, tried again while it loses races:
// its values are absolute, and nobody else writes the slots while it holds
// the lock.
Status writeAsHolder(const std::function<Status()> &write)
{
    constexpr int kAttempts = 5;
    for (int attempt = 1;; ++attempt) {
        const Status s = write();
        if (s || !lostRace(s.error()) || attempt == kAttempts)
            return s;
        QThread::msleep(10 * attempt);
    }
}

Error noMasterRecord(const db::Database &db)
{
    return makeError(ExitCode::Usage,
                     QCoreApplication::translate("Engine", "%1 has no M record.").arg(db.description()));
}
} // namespace

SiteNumberLock::Options SiteNumberLock::defaultOptions()
{
    Options o;
    bool ok = false;
    const int wait = qEnvironmentVariable("JGR_ENROLL_WAIT_MS").toInt(&ok);
    if (ok && wait >= 0) {
        o.holderPatienceMs = 3 * wait;
        o.longestWaitMs = std::min(o.longestWaitMs, wait);
        o.firstWaitMs = std::min(o.firstWaitMs, wait);
    }
    return o;
}

SiteNumberLock::~SiteNumberLock()
{
    // Released without a change when the holder failed half-way.
    if (m_held && !writeAsHolder([this] { return control::SiteNumberSlots(m_db).unlock(); }))
        qCWarning(lcEngine) << "cannot release the site-number lock of" << m_db.description()
                            << "; it is broken as stale later";
}

Result<control::MasterRecord> SiteNumberLock::acquire()
{
    const db::Dialect &d = m_db.dialect();
    control::SiteNumberSlots lockRow(m_db);
    // The patience runs only while one holder keeps the lock: ten sites
    // joining at once take it one after the other, and each one that gets it
    // in between is progress, not a stuck lock. The stale limit bounds the whole.
    QElapsedTimer waited;
    waited.start();
    const qint64 giveUpAfterMs = qint64(m_options.staleLockMinutes) * 60 * 1000;
    QVariantList lastHolder; // the lock's state when a holder was last seen
    QElapsedTimer sameHolder;
    sameHolder.start();
    int nextWaitMs = m_options.firstWaitMs;
    while (true) {
        auto locked = lockRow.tryLock();
        if (!locked && !lostRace(locked.error()))
            return locked.error();
        if (locked && locked.value()) {
            m_held = true;
            auto master = control::ControlRepository(m_db).master();
            if (!master)
                return master.error();
            if (!master.value())
                return noMasterRecord(m_db);
            return *master.value();
        }
        // Someone else holds it. A lock older than the stale limit was left
        // by a crashed join: break it.
        auto now = m_db.now();
        if (!now)
            return now.error();
        const QString staleBefore =
            stamp::fromMicros(stamp::toMicros(now.value()).value_or(0) - giveUpAfterMs * 1000, d.stampDigits());
        auto broken = lockRow.breakLockTakenBefore(staleBefore);
        if (broken && broken.value()) {
            qCWarning(lcEngine) << "broke a stale site-number lock on" << m_db.description();
            continue;
        }
        auto holder = lockRow.lockState();
        if (!holder)
            return holder.error();
        if (holder.value().isEmpty())
            return noMasterRecord(m_db);
        const QVariantList state = holder.value();
        const bool releasedMeanwhile = state.first().isNull() || state.first().toString() == QLatin1String("N");
        if (!releasedMeanwhile && lastHolder != state) {
            lastHolder = state;
            sameHolder.restart();
        }
        if ((!releasedMeanwhile && sameHolder.elapsed() >= m_options.holderPatienceMs) ||
            waited.elapsed() >= giveUpAfterMs)
            break;
        if (releasedMeanwhile) {
            // After a lost race the winner may not be visible here yet:
            // a short wait of its own spreads the racers out.
            QThread::msleep(locked ? 1 : QRandomGenerator::global()->bounded(1, std::max(2, m_options.firstWaitMs)));
            continue;
        }
        // Spread the waiters out, so that they do not all come back together.
        const int wait = nextWaitMs;
        QThread::msleep(wait > 1 ? QRandomGenerator::global()->bounded(wait / 2, wait + wait / 2) : wait);
        nextWaitMs = std::min(2 * std::max(nextWaitMs, 1), m_options.longestWaitMs);
    }
    return makeError(ExitCode::Busy,
                     QCoreApplication::translate("Engine", "The site-number lock of %1 stayed taken by one holder "
                                                           "for %2 seconds: another site is joining. Try again in a "
                                                           "minute.")
                         .arg(m_db.description())
                         .arg(qint64(sameHolder.elapsed() + 500) / 1000));
}

Status SiteNumberLock::release(const control::MasterRecord &m)
{
    JGR_TRY(writeAsHolder([&] { return control::SiteNumberSlots(m_db).handOut(m); }));
    m_held = false;
    return {};
}

namespace {
// Whether site number `n` is anyone's on this primary already: an S record,
// its own, or rows in a replicated table whose jg_unique_id it made (a
// primary recreated from its tables' data, or a hand-edited next number).
Result<bool> numberInUse(db::Database &primary, const control::MasterRecord &master, int n)
{
    if (n == master.siteNumber)
        return true;
    control::ControlRepository repo(primary);
    auto site = repo.site(n);
    if (!site)
        return site.error();
    if (site.value())
        return true;
    auto tables = repo.tables();
    if (!tables)
        return tables.error();
    const qint64 from = *idspace::siteBase(n);
    for (const control::TableRecord &t : tables.value()) {
        JGR_TRY(db::validateIdentifier(t.tableName, QStringLiteral("table")));
        auto row = primary.scalar(
            QStringLiteral("SELECT COUNT(*) FROM (SELECT 1 FROM %1 WHERE jg_unique_id >= ? AND jg_unique_id < ? "
                           "LIMIT 1) AS jg_any")
                .arg(primary.quote(t.tableName)),
            {from, from + idspace::kSiteFactor});
        if (!row)
            return row.error();
        if (row.value().toInt() > 0)
            return true;
    }
    return false;
}
} // namespace

Result<QList<int>> takeSiteNumbers(db::Database &primary, int count, const SiteNumberLock::Options &options)
{
    SiteNumberLock lock(primary, options);
    auto locked = lock.acquire();
    if (!locked)
        return locked.error();
    control::MasterRecord m = locked.value();
    QList<int> numbers;
    if (m.primarySite == QLatin1String("M")) {
        // In 64 bits: a hand-edited next number must not overflow here.
        const qint64 next = m.nextSiteNumber1;
        if (!idspace::isValidSiteNumber(next) || !idspace::isValidSiteNumber(next + count - 1) || next < 1) {
            const control::MasterRecord unchanged = locked.value();
            JGR_TRY(lock.release(unchanged));
            return idspace::siteNumberRefused(
                next < 1 || !idspace::isValidSiteNumber(next) ? next : next + count - 1,
                QCoreApplication::translate("Engine", "The next site number of \"%1\"").arg(m.siteName));
        }
        // A number in use is passed over, never handed out twice.
        qint64 candidate = next;
        while (numbers.size() < count) {
            if (!idspace::isValidSiteNumber(candidate)) {
                JGR_TRY(lock.release(locked.value()));
                return idspace::siteNumberRefused(
                    candidate, QCoreApplication::translate("Engine", "The next site number of \"%1\"").arg(m.siteName));
            }
            auto used = numberInUse(primary, m, int(candidate));
            if (!used) {
                JGR_TRY(lock.release(locked.value()));
                return used.error();
            }
            if (!used.value())
                numbers << int(candidate);
            ++candidate;
        }
        m.nextSiteNumber1 = int(candidate);
    } else if (count == 1) {
        for (int *slot : numberSlots(m)) {
            if (*slot > 0) {
                if (!idspace::isValidSiteNumber(*slot)) {
                    JGR_TRY(lock.release(locked.value()));
                    return idspace::siteNumberRefused(
                        *slot, QCoreApplication::translate("Engine", "A site number slot of \"%1\"").arg(m.siteName));
                }
                numbers << *slot;
                *slot = 0;
                break;
            }
        }
    } else {
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "A secondary primary is enrolled with the master primary, not "
                                                        "with another secondary (\"%1\" is one).")
                                              .arg(m.siteName));
    }
    JGR_TRY(lock.release(m));
    if (numbers.isEmpty())
        return makeError(ExitCode::Failure, QCoreApplication::translate(
                                                "Engine", "The primary \"%1\" has no site numbers left to hand out; it "
                                                          "gets new ones when it next replicates with the master "
                                                          "primary (run `jgreplicate-cli replicate` there).")
                                                .arg(m.siteName));
    return numbers;
}

Result<int> refillSiteNumbers(db::Database &secondary, db::Database &master, const SiteNumberLock::Options &options)
{
    SiteNumberLock ownLock(secondary, options);
    auto own = ownLock.acquire();
    if (!own)
        return own.error();
    control::MasterRecord m = own.value();
    int empty = 0;
    for (int *slot : numberSlots(m))
        empty += *slot <= 0 ? 1 : 0;
    if (empty > 0) {
        auto numbers = takeSiteNumbers(master, empty, options);
        if (!numbers)
            return numbers.error();
        qsizetype next = 0;
        for (int *slot : numberSlots(m))
            if (*slot <= 0)
                *slot = numbers.value().at(next++);
    }
    JGR_TRY(ownLock.release(m));
    return empty;
}

} // namespace jgr::engine
