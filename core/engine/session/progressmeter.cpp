#include "progressmeter.h"

#include "common/durationtext.h"

#include <QCoreApplication>
#include <QLocale>

namespace jgr::engine {

QString ProgressMeter::text(const TableProgress &progress) const
{
    const QLocale locale;
    const qint64 total = std::max(progress.rowsEstimated, progress.rowsDone);
    QString text = QCoreApplication::translate("Progress", "%1 of %2 rows")
                       .arg(locale.toString(progress.rowsDone), locale.toString(total));
    const qint64 ms = m_clock.isValid() ? m_clock.elapsed() : 0;
    // Below a fifth of a second a rate says nothing yet.
    if (ms < 200 || progress.rowsDone <= 0)
        return text;
    const double perSecond = double(progress.rowsDone) * 1000.0 / double(ms);
    const QString dot = QStringLiteral(" · ");
    text += dot + QCoreApplication::translate("Progress", "%1 rows/s").arg(locale.toString(qint64(perSecond)));
    text += dot + QCoreApplication::translate("Progress", "%1 s").arg(ms / 1000);
    // What is left, at the rate so far (the estimate is the window's size).
    if (total > progress.rowsDone) {
        const qint64 secondsLeft = qint64(double(total - progress.rowsDone) / perSecond) + 1;
        text +=
            dot + (secondsLeft < 120
                       ? QCoreApplication::translate("Progress", "about %1 s left").arg(secondsLeft)
                       : QCoreApplication::translate("Progress", "about %1 left").arg(durationText(secondsLeft / 60)));
    }
    return text;
}

} // namespace jgr::engine
