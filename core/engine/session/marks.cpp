#include "marks.h"

#include "common/logging.h"
#include "common/stamp.h"
#include "control/controlrepository.h"
#include "db/database.h"
#include "db/dialect.h"
#include "db/queryresult.h"

#include <QCoreApplication>
#include <algorithm>

namespace jgr::engine {

namespace {
struct MarkReading
{
    QString stamp;
    QString oldestOpen; // empty: no other transaction is open
};

// The record's new stamp and the oldest open transaction, in one round trip
// where the dialect allows it (UPDATE ... RETURNING, or a compound
// statement). Either way the stamp is written before the open transactions
// are read, and so any transaction not seen started after the stamp and
// stamps its rows above it.
Result<MarkReading> touchAndRead(db::Database &db, int recordId, db::Database &otherSide)
{
    const db::Dialect &d = db.dialect();
    control::ControlRepository repo(db);
    MarkReading r;
    const auto noRecord = [&] {
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "The %1 database has no control record %2 to take a "
                                                               "mark with.")
                             .arg(db.label())
                             .arg(recordId));
    };
    if (d.updateReturnsTriggerValues() && !d.openTransactionColumns().isEmpty()) {
        auto q = repo.touchReturning(recordId, d.stampAsText(QStringLiteral("lastchangeddate")) + QStringLiteral(", ") +
                                                   d.openTransactionColumns());
        if (!q)
            return q.error();
        if (!q.value().next())
            return noRecord();
        r.stamp = q.value().value(0).toString();
        auto oldest = d.openTransactionFrom(q.value(), 1);
        if (!oldest)
            return oldest.error();
        r.oldestOpen = oldest.value();
        return r;
    }
    const QString listing = d.openTransactionListing();
    const QString compound = listing.isEmpty() ? QString() : repo.touchReadingStampThen(recordId, listing);
    if (!compound.isEmpty()) {
        auto q = db.exec(compound);
        if (!q)
            return q.error();
        if (!q.value().next())
            return noRecord();
        r.stamp = q.value().value(0).toString();
        if (!q.value().nextResult() || !q.value().next())
            return makeError(ExitCode::Failure,
                             QCoreApplication::translate("Engine", "The %1 database did not list its open transactions "
                                                                   "after taking a mark.")
                                 .arg(db.label()));
        auto oldest = d.oldestOpenTransactionIn(db, q.value(), &otherSide, r.stamp);
        if (!oldest)
            return oldest.error();
        r.oldestOpen = oldest.value();
        return r;
    }
    JGR_TRY(repo.touch(recordId));
    auto stampText = repo.stampOf(recordId);
    if (!stampText)
        return stampText.error();
    r.stamp = stampText.value();
    auto oldest = db.oldestOpenTransaction(&otherSide, r.stamp);
    if (!oldest)
        return oldest.error();
    r.oldestOpen = oldest.value();
    return r;
}
} // namespace

Result<SafeMark> takeSafeMark(db::Database &db, int recordId, db::Database &otherSide)
{
    auto reading = touchAndRead(db, recordId, otherSide);
    if (!reading)
        return reading.error();
    const QString &stampText = reading.value().stamp;
    const QString &oldest = reading.value().oldestOpen;
    const int digits = db.dialect().stampDigits();
    const auto read = stamp::toMicros(stampText);
    if (!read)
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "The %1 database returned an unreadable stamp \"%2\".")
                             .arg(db.label(), stampText));
    const qint64 tick = digits == 3 ? 1000 : 1;
    qint64 mark = *read - tick;
    SafeMark safe;
    if (!oldest.isEmpty()) {
        const auto start = stamp::toMicros(oldest);
        if (start && *start - tick < mark) {
            mark = *start - tick;
            safe.heldBackSince = stamp::fromMicros(*start, digits);
            safe.heldBackSeconds = std::max<qint64>(0, (*read - *start) / 1000000);
        }
    }
    safe.mark = stamp::fromMicros(mark, digits);
    qCDebug(lcEngine) << "mark on" << db.label() << "read" << stampText << "safe" << safe.mark;
    return safe;
}

} // namespace jgr::engine
