#pragma once

#include "reports/report.h"

#include <QString>

namespace jgr::render {

// A report as a PDF file (A4 landscape): its title, the health chart drawn
// as vectors, the table over as many pages as it needs, and "Page n of m"
// at the foot of each. Needs a QGuiApplication (fonts), no Widgets.
bool writeReportPdf(const reports::Report &report, const QString &path);

// A report's HTML with its chart inlined as an SVG data: URL (for files).
QString reportHtmlWithChart(const reports::Report &report);

} // namespace jgr::render
