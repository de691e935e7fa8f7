#include "progressmeter.h"

#include "common/durationtext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace jgr::engine {

ProgressMeter::Parts ProgressMeter::parts(const TableProgress &progress) const
{
    const QLocale locale;
    const qint64 total = std::max(progress.rowsEstimated, progress.rowsDone);
    Parts p;
    p.rows = QCoreApplication::translate("Progress", "%1 of %2 rows")
                 .arg(locale.toString(progress.rowsDone), locale.toString(total));
    const qint64 ms = m_clock.isValid() ? m_clock.elapsed() : 0;
    // Below a fifth of a second a rate says nothing yet.
    if (ms < 200 || progress.rowsDone <= 0)
        return p;
    const double perSecond = double(progress.rowsDone) * 1000.0 / double(ms);
    p.rate = QCoreApplication::translate("Progress", "%1 rows/s").arg(locale.toString(qint64(perSecond)));
    p.elapsed = QCoreApplication::translate("Progress", "%1 s").arg(locale.toString(ms / 1000));
    // What is left, at the rate so far (the estimate is the window's size).
    if (total > progress.rowsDone) {
        const qint64 secondsLeft = qint64(double(total - progress.rowsDone) / perSecond) + 1;
        p.left = secondsLeft < 120
                     ? QCoreApplication::translate("Progress", "about %1 s left").arg(secondsLeft)
                     : QCoreApplication::translate("Progress", "about %1 left").arg(durationText(secondsLeft / 60));
    }
    return p;
}

QString ProgressMeter::text(const TableProgress &progress) const
{
    const Parts p = parts(progress);
    QStringList said{p.rows};
    for (const QString &part : {p.rate, p.elapsed, p.left})
        if (!part.isEmpty())
            said << part;
    return said.join(QStringLiteral(" · "));
}

} // namespace jgr::engine
