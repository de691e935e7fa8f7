// The report writers with any cell text: no crash; the CSV reads back, as a
// spreadsheet's import reads it (RFC 4180, quoted line breaks included), as
// the same rows and cells; and no cell read back is one a spreadsheet would
// run as a formula (it starts with = + - @, a tab or a carriage return, and
// is not a number): such a cell is the text with an apostrophe before it.
#include "fuzzapp.h"

#include "csvreader.h"
#include "reports/report.h"

#include <cstdlib>

namespace {
bool startsLikeFormula(const QString &text)
{
    return !text.isEmpty() && QStringLiteral("=+-@\t\r").contains(text.at(0));
}

bool runsAsFormula(const QString &cell)
{
    bool number = false;
    cell.toDouble(&number);
    return startsLikeFormula(cell) && !number;
}

// The cell as written: the text itself, or (the writer may also guard a
// number written the way a formula starts, such as -1e5) the text behind an
// apostrophe.
bool keepsText(const QString &cell, const QString &text)
{
    return cell == text || (cell == QLatin1Char('\'') + text && startsLikeFormula(text));
}
} // namespace

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

    bool wellFormed = false;
    const QList<QStringList> read = readCsv(QString::fromUtf8(jgr::reports::toCsv(r)), &wellFormed);
    if (!wellFormed || read.size() != r.rows.size() + 1 || read.value(0) != r.columns)
        std::abort();
    for (qsizetype row = 0; row < r.rows.size(); ++row) {
        const QStringList &got = read.at(row + 1);
        if (got.size() != 2)
            std::abort();
        for (qsizetype column = 0; column < 2; ++column) {
            if (runsAsFormula(got.at(column)) || !keepsText(got.at(column), r.rows.at(row).at(column).toString()))
                std::abort();
        }
    }
    return 0;
}
