// The report writers with any cell text: no crash, and no CSV cell that a
// spreadsheet would run as a formula.
#include "fuzzapp.h"

#include "reports/report.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ensureApplication();
    const QStringList cells =
        QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)).split(QLatin1Char('|'));
    jgr::reports::Report r;
    r.name = QStringLiteral("errors");
    r.title = cells.value(0);
    r.columns = {QStringLiteral("a"), QStringLiteral("b")};
    for (qsizetype i = 0; i + 1 < cells.size(); i += 2)
        r.rows << QVariantList{cells.at(i), cells.at(i + 1)};
    (void)jgr::reports::toHtml(r);
    const QString csv = QString::fromUtf8(jgr::reports::toCsv(r));
    // Each line's cells start with a plain character, an apostrophe, or a
    // quote that opens a quoted cell (checked in the unquoted ones).
    for (const QString &line : csv.split(QStringLiteral("\r\n"))) {
        if (line.contains(QLatin1Char('"')))
            continue;
        for (const QString &cell : line.split(QLatin1Char(','))) {
            bool number = false;
            cell.toDouble(&number);
            if (!cell.isEmpty() && QStringLiteral("=+@").contains(cell.at(0)) && !number)
                std::abort();
        }
    }
    return 0;
}
