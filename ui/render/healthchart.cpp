#include "healthchart.h"

#include <QChart>
#include <QCoreApplication>
#include <QDateTimeAxis>
#include <QGraphicsScene>
#include <QLineSeries>
#include <QMap>
#include <QPainter>
#include <QValueAxis>

namespace jgr::render {

namespace {

// One chart with a line per site of `value` over the days.
void drawChart(QPainter &painter, const QRectF &area, const QString &title, const QList<reports::HealthPoint> &points,
               const std::function<double(const reports::HealthPoint &)> &value)
{
    QChart chart;
    chart.setTitle(title);
    chart.setAnimationOptions(QChart::NoAnimation);
    QMap<int, QLineSeries *> bySite;
    double maxValue = 1;
    QDateTime first;
    QDateTime last;
    for (const reports::HealthPoint &p : points) {
        QLineSeries *&series = bySite[p.site];
        if (!series) {
            series = new QLineSeries;
            series->setName(QCoreApplication::translate("Reports", "Site %1").arg(p.site));
            series->setPointsVisible(true);
        }
        const QDateTime at(p.day, QTime(12, 0), Qt::UTC);
        series->append(double(at.toMSecsSinceEpoch()), value(p));
        maxValue = std::max(maxValue, value(p));
        if (!first.isValid() || at < first)
            first = at;
        if (!last.isValid() || at > last)
            last = at;
    }
    auto *x = new QDateTimeAxis;
    x->setFormat(QStringLiteral("yyyy-MM-dd"));
    x->setRange(first.isValid() ? first.addDays(-1) : QDateTime::currentDateTimeUtc().addDays(-1),
                last.isValid() ? last.addDays(1) : QDateTime::currentDateTimeUtc().addDays(1));
    // One tick a day (at most ten), whole numbers up the side.
    const qint64 days = first.isValid() ? first.daysTo(last) + 3 : 3;
    x->setTickCount(int(std::clamp<qint64>(days, 2, 10)));
    auto *y = new QValueAxis;
    y->setRange(0, maxValue * 1.1);
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%.0f"));
    chart.addAxis(x, Qt::AlignBottom);
    chart.addAxis(y, Qt::AlignLeft);
    for (QLineSeries *series : bySite) {
        chart.addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    chart.resize(area.size());
    QGraphicsScene scene;
    scene.addItem(&chart);
    scene.render(&painter, area, QRectF(QPointF(0, 0), area.size()));
    scene.removeItem(&chart);
}

} // namespace

QImage renderHealthChart(const QList<reports::HealthPoint> &points, const QSize &size)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal half = size.height() / 2.0;
    drawChart(painter, QRectF(0, 0, size.width(), half), QCoreApplication::translate("Reports", "Sessions per day"), points,
              [](const reports::HealthPoint &p) { return double(p.sessions); });
    drawChart(painter, QRectF(0, half, size.width(), half), QCoreApplication::translate("Reports", "Rows moved per day"), points,
              [](const reports::HealthPoint &p) { return double(p.rows); });
    return image;
}

} // namespace jgr::render
