#include "marks.h"

#include "control/controlrepository.h"
#include "common/stamp.h"
#include "db/database.h"
#include "common/logging.h"

#include <QCoreApplication>
#include <algorithm>

namespace jgr::engine {

Result<QString> takeSafeMark(db::Database &db, int recordId)
{
    // Writing the record without naming lastchangeddate makes its trigger stamp it.
    JGR_TRY(db.run(QStringLiteral("UPDATE jgreplicate SET site_number = site_number WHERE replicate_id = ?"), {recordId}));
    auto stampText = control::ControlRepository(db).stampOf(recordId);
    if (!stampText)
        return stampText.error();
    const int digits = db.dialect().stampDigits();
    const auto read = stamp::toMicros(stampText.value());
    if (!read)
        return makeError(ExitCode::Failure, QCoreApplication::translate("Engine", "The %1 database returned an unreadable stamp \"%2\".")
                                                .arg(db.label(), stampText.value()));
    const qint64 tick = digits == 3 ? 1000 : 1;
    qint64 mark = *read - tick;
    auto oldest = db.dialect().oldestOpenTransaction(db.sql());
    if (!oldest)
        return oldest.error();
    if (!oldest.value().isEmpty()) {
        const auto start = stamp::toMicros(oldest.value());
        if (start)
            mark = std::min(mark, *start - tick);
    }
    qCDebug(lcEngine) << "mark on" << db.label() << "read" << stampText.value() << "safe" << stamp::fromMicros(mark, digits);
    return stamp::fromMicros(mark, digits);
}

} // namespace jgr::engine
