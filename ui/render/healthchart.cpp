#include "healthchart.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QMap>
#include <QPainter>
#include <QPainterPath>
#include <QSvgGenerator>

#include <cmath>
#include <functional>

namespace jgr::render {

namespace {

// Distinct colours for the sites' lines, in turn.
QColor siteColor(int index)
{
    static const QList<QColor> palette{QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
                                       QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                       QColor(0xe3, 0x77, 0xc2), QColor(0x17, 0xbe, 0xcf)};
    return palette.at(index % palette.size());
}

// A step for about `ticks` labelled values up to `max`: 1, 2 or 5 times a power of ten.
double niceStep(double max, int ticks)
{
    const double raw = std::max(max, 1.0) / ticks;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 5.0, 10.0})
        if (raw <= m * power)
            return m * power;
    return 10 * power;
}

// One panel: a title, a value axis with whole numbers, a day axis, and a
// line with a dot per day for each site.
void drawPanel(QPainter &p, const QRectF &area, const QString &title, const QList<reports::HealthPoint> &points,
               const std::function<double(const reports::HealthPoint &)> &value)
{
    const QFontMetricsF fm(p.font());
    const qreal line = fm.height();
    QMap<int, QMap<QDate, double>> bySite;
    QDate first;
    QDate last;
    double maxValue = 0;
    for (const reports::HealthPoint &pt : points) {
        bySite[pt.site][pt.day] += value(pt);
        maxValue = std::max(maxValue, bySite[pt.site][pt.day]);
        first = !first.isValid() || pt.day < first ? pt.day : first;
        last = !last.isValid() || pt.day > last ? pt.day : last;
    }
    if (!first.isValid())
        first = last = QDate::currentDate();
    const double step = niceStep(maxValue, 4);
    const double top = std::max(step, std::ceil(maxValue / step) * step);
    const QString widest = QString::number(qint64(top));
    const QRectF plot(area.left() + fm.horizontalAdvance(widest) + line, area.top() + 2 * line,
                      area.width() - fm.horizontalAdvance(widest) - 2 * line -
                          fm.horizontalAdvance(QStringLiteral("Site 000")) - line,
                      area.height() - 4.5 * line);
    p.setPen(Qt::black);
    QFont bold = p.font();
    bold.setBold(true);
    p.save();
    p.setFont(bold);
    p.drawText(QRectF(area.left(), area.top(), area.width(), 1.5 * line), Qt::AlignHCenter | Qt::AlignVCenter, title);
    p.restore();
    // Value axis: grid lines and whole numbers.
    for (double v = 0; v <= top + step / 2; v += step) {
        const qreal y = plot.bottom() - v / top * plot.height();
        p.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 0));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(Qt::black);
        p.drawText(QRectF(area.left(), y - line / 2, plot.left() - area.left() - line / 3, line),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(qint64(v)));
    }
    // Day axis: a tick a day, a label on at most about eight of them.
    const qint64 days = std::max<qint64>(first.daysTo(last), 0);
    const auto xOf = [&](const QDate &d) {
        return days == 0 ? plot.center().x() : plot.left() + double(first.daysTo(d)) / double(days) * plot.width();
    };
    const qint64 labelEvery = std::max<qint64>(1, (days + 8) / 8);
    p.setPen(QPen(Qt::black, 0));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    for (qint64 i = 0; i <= days; ++i) {
        const QDate d = first.addDays(i);
        const qreal x = xOf(d);
        p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + line / 4));
        if (i % labelEvery == 0) {
            const QString label = d.toString(Qt::ISODate);
            const qreal w = fm.horizontalAdvance(label);
            p.drawText(QRectF(x - w / 2, plot.bottom() + line / 3, w, line), Qt::AlignCenter, label);
        }
    }
    // One line per site, with a dot a day (a single day shows as its dot).
    int index = 0;
    for (auto site = bySite.cbegin(); site != bySite.cend(); ++site, ++index) {
        const QColor color = siteColor(index);
        QPainterPath path;
        bool started = false;
        for (auto it = site.value().cbegin(); it != site.value().cend(); ++it) {
            const QPointF at(xOf(it.key()), plot.bottom() - it.value() / top * plot.height());
            started ? path.lineTo(at) : path.moveTo(at);
            started = true;
            p.setPen(Qt::NoPen);
            p.setBrush(color);
            p.drawEllipse(at, line / 5, line / 5);
        }
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(color, std::max<qreal>(1, line / 8)));
        p.drawPath(path);
        // The legend, right of the plot.
        const QRectF entry(plot.right() + line, plot.top() + index * line * 1.2, area.right() - plot.right() - line,
                           line);
        p.fillRect(QRectF(entry.left(), entry.center().y() - line / 8, line * 0.8, line / 4), color);
        p.setPen(Qt::black);
        p.drawText(entry.adjusted(line, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                   QCoreApplication::translate("Reports", "Site %1").arg(site.key()));
    }
}

} // namespace

void drawHealthChart(QPainter &painter, const QRectF &area, const QList<reports::HealthPoint> &points)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal half = area.height() / 2;
    drawPanel(painter, QRectF(area.left(), area.top(), area.width(), half),
              QCoreApplication::translate("Reports", "Sessions per day"), points,
              [](const reports::HealthPoint &p) { return double(p.sessions); });
    drawPanel(painter, QRectF(area.left(), area.top() + half, area.width(), half),
              QCoreApplication::translate("Reports", "Rows moved per day"), points,
              [](const reports::HealthPoint &p) { return double(p.rows); });
    painter.restore();
}

QImage renderHealthChart(const QList<reports::HealthPoint> &points, const QSize &size, qreal devicePixelRatio)
{
    QImage image(size * devicePixelRatio, QImage::Format_ARGB32);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::white);
    QPainter painter(&image);
    drawHealthChart(painter, QRectF(QPointF(0, 0), QSizeF(size)), points);
    return image;
}

QByteArray healthChartSvg(const QList<reports::HealthPoint> &points, const QSize &size)
{
    QByteArray svg;
    QBuffer buffer(&svg);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(QCoreApplication::translate("Reports", "Health"));
    QPainter painter(&generator);
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    drawHealthChart(painter, QRectF(QPointF(0, 0), QSizeF(size)), points);
    painter.end();
    return svg;
}

} // namespace jgr::render
