#pragma once

#include "reports/report.h"

#include <QImage>
#include <QRectF>

class QPainter;

namespace jgr::render {

// The health report's chart: sessions per site and day above, rows moved
// per site and day below, one line per site, drawn with QPainter alone (no
// Widgets), so that it is vector in a PDF and an SVG and needs only a
// QGuiApplication.
void drawHealthChart(QPainter &painter, const QRectF &area, const QList<reports::HealthPoint> &points);
// The chart as a picture (the window's preview); devicePixelRatio sharpens it on a fine screen.
QImage renderHealthChart(const QList<reports::HealthPoint> &points, const QSize &size = QSize(900, 640),
                         qreal devicePixelRatio = 1);
// The chart as an SVG document (HTML reports: sharp at any zoom).
QByteArray healthChartSvg(const QList<reports::HealthPoint> &points, const QSize &size = QSize(900, 640));

} // namespace jgr::render
