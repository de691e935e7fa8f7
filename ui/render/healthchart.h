#pragma once

#include "reports/report.h"

#include <QImage>

namespace jgr::render {

// The health report's chart (Qt Charts): sessions per site and day above,
// rows moved per site and day below, one line per site.
QImage renderHealthChart(const QList<reports::HealthPoint> &points, const QSize &size = QSize(900, 640));

} // namespace jgr::render
