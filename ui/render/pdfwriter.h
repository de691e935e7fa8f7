#pragma once

#include <QString>

namespace jgr::render {

// Renders an HTML document (a report) into a PDF file.
bool writePdf(const QString &html, const QString &path);

} // namespace jgr::render
