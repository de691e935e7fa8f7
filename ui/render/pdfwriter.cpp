#include "pdfwriter.h"

#include "healthchart.h"

#include <QBuffer>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

namespace jgr::render {

bool writePdf(const QString &html, const QString &path, const QMap<QString, QImage> &images)
{
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageOrientation(QPageLayout::Landscape);
    writer.setResolution(96);
    writer.setCreator(QStringLiteral("JGReplicate"));
    QTextDocument document;
    for (auto it = images.cbegin(); it != images.cend(); ++it)
        document.addResource(QTextDocument::ImageResource, QUrl(it.key()), it.value());
    document.setHtml(html);
    document.setPageSize(writer.pageLayout().paintRectPixels(writer.resolution()).size());
    document.print(&writer);
    return true;
}

bool writeReportPdf(const reports::Report &report, const QString &path)
{
    if (report.name != QLatin1String("health"))
        return writePdf(reports::toHtml(report), path);
    const QString chart = QStringLiteral("chart.png");
    return writePdf(reports::toHtml(report, chart), path, {{chart, renderHealthChart(report.health)}});
}

QString reportHtmlWithChart(const reports::Report &report)
{
    if (report.name != QLatin1String("health"))
        return reports::toHtml(report);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    renderHealthChart(report.health).save(&buffer, "PNG");
    return reports::toHtml(report, QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64()));
}

} // namespace jgr::render
