#include "pdfwriter.h"

#include "healthchart.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextDocument>
#include <QUrl>

namespace jgr::render {

namespace {
bool isHealth(const reports::Report &report)
{
    return report.name == QLatin1String("health");
}

// Where the document placed its one image (the chart's placeholder); a null
// rectangle when it has none.
QRectF imageRect(QTextDocument &document)
{
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        if (block.text().contains(QChar::ObjectReplacementCharacter))
            return document.documentLayout()->blockBoundingRect(block);
    return {};
}
} // namespace

bool writeReportPdf(const reports::Report &report, const QString &path)
{
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageOrientation(QPageLayout::Landscape);
    writer.setResolution(96);
    writer.setCreator(QStringLiteral("JGReplicate"));
    writer.setTitle(report.title);
    QPainter painter;
    if (!painter.begin(&writer))
        return false;
    const QRectF page = writer.pageLayout().paintRectPixels(writer.resolution());
    const qreal footer = QFontMetricsF(painter.font()).height() * 2;
    const QSizeF body(page.width(), page.height() - footer);
    // The chart takes the width of the page; the document keeps its place
    // with a blank picture, and the chart is drawn there as vectors.
    const QSize chartSize(int(body.width()), int(body.height() * 0.6));
    QTextDocument document;
    document.setDocumentMargin(0);
    if (isHealth(report)) {
        QImage blank(chartSize, QImage::Format_ARGB32);
        blank.fill(Qt::transparent);
        document.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("chart")), blank);
    }
    document.setHtml(reports::toHtml(report, isHealth(report) ? QStringLiteral("chart") : QString(), chartSize));
    document.setPageSize(body);
    const int pages = document.pageCount();
    const QRectF chartAt = isHealth(report) ? imageRect(document) : QRectF();
    for (int n = 0; n < pages; ++n) {
        if (n > 0)
            writer.newPage();
        painter.save();
        painter.translate(0, -n * body.height());
        document.drawContents(&painter, QRectF(QPointF(0, n * body.height()), body));
        if (!chartAt.isNull() && int(chartAt.top() / body.height()) == n)
            drawHealthChart(painter, QRectF(chartAt.topLeft(), QSizeF(chartSize)), report.health);
        painter.restore();
        painter.drawText(QRectF(0, body.height(), page.width(), footer), Qt::AlignLeft | Qt::AlignBottom, report.title);
        painter.drawText(QRectF(0, body.height(), page.width(), footer), Qt::AlignRight | Qt::AlignBottom,
                         QCoreApplication::translate("Reports", "Page %1 of %2").arg(n + 1).arg(pages));
    }
    return painter.end();
}

QString reportHtmlWithChart(const reports::Report &report)
{
    if (!isHealth(report))
        return reports::toHtml(report);
    const QSize size(900, 640);
    return reports::toHtml(report,
                           QStringLiteral("data:image/svg+xml;base64,") +
                               QString::fromLatin1(healthChartSvg(report.health, size).toBase64()),
                           size);
}

} // namespace jgr::render
