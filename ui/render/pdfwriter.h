#pragma once

#include "reports/report.h"

#include <QImage>
#include <QString>

namespace jgr::render {

// Renders an HTML document into a PDF file (A4). Images the HTML names
// (e.g. <img src='chart.png'>) come from `images`.
bool writePdf(const QString &html, const QString &path, const QMap<QString, QImage> &images = {});

// A report as PDF, with the health chart when it has one.
bool writeReportPdf(const reports::Report &report, const QString &path);

// A report's HTML with its chart inlined as a data: URL (for files).
QString reportHtmlWithChart(const reports::Report &report);

} // namespace jgr::render
