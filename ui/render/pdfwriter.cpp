#include "pdfwriter.h"

#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

namespace jgr::render {

bool writePdf(const QString &html, const QString &path)
{
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(96);
    QTextDocument document;
    document.setHtml(html);
    document.setPageSize(writer.pageLayout().paintRectPixels(writer.resolution()).size());
    document.print(&writer);
    return true;
}

} // namespace jgr::render
