#include "marks.h"

#include "common/logging.h"
#include "common/stamp.h"
#include "control/controlrepository.h"
#include "db/database.h"

#include <QCoreApplication>
#include <algorithm>

namespace jgr::engine {

Result<SafeMark> takeSafeMark(db::Database &db, int recordId)
{
    JGR_TRY(control::ControlRepository(db).touch(recordId));
    auto stampText = control::ControlRepository(db).stampOf(recordId);
    if (!stampText)
        return stampText.error();
    const int digits = db.dialect().stampDigits();
    const auto read = stamp::toMicros(stampText.value());
    if (!read)
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "The %1 database returned an unreadable stamp \"%2\".")
                             .arg(db.label(), stampText.value()));
    const qint64 tick = digits == 3 ? 1000 : 1;
    qint64 mark = *read - tick;
    SafeMark safe;
    auto oldest = db.oldestOpenTransaction();
    if (!oldest)
        return oldest.error();
    if (!oldest.value().isEmpty()) {
        const auto start = stamp::toMicros(oldest.value());
        if (start && *start - tick < mark) {
            mark = *start - tick;
            safe.heldBackSince = stamp::fromMicros(*start, digits);
            safe.heldBackSeconds = std::max<qint64>(0, (*read - *start) / 1000000);
        }
    }
    safe.mark = stamp::fromMicros(mark, digits);
    qCDebug(lcEngine) << "mark on" << db.label() << "read" << stampText.value() << "safe" << safe.mark;
    return safe;
}

} // namespace jgr::engine
