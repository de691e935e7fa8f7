#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// Reads CSV as a spreadsheet's import does (RFC 4180, which the report
// writer follows): records end at CR LF outside quotes; a quoted field keeps
// everything up to its closing quote, line breaks and carriage returns
// included, with "" for a quote. Header-only so that the fuzz targets, which
// link nothing but the core library, read CSV the same way as the tests.
//
// `ok` is false where the text is not well-formed CSV: a quote inside an
// unquoted field, text after a closing quote, an unclosed quote, a bare CR or
// LF outside quotes, or a last record without its CR LF.
inline QList<QStringList> readCsv(const QString &text, bool *ok = nullptr)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool wellFormed = true;
    enum class At
    {
        FieldStart,
        Unquoted,
        Quoted,
        AfterClosingQuote
    } at = At::FieldStart;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (at == At::Quoted) {
            if (c != QLatin1Char('"'))
                field += c;
            else if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"'))
                field += text.at(++i);
            else
                at = At::AfterClosingQuote;
            continue;
        }
        if (c == QLatin1Char(',')) {
            record << field;
            field.clear();
            at = At::FieldStart;
        } else if (c == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n')) {
            ++i;
            record << field;
            records << record;
            record.clear();
            field.clear();
            at = At::FieldStart;
        } else if (c == QLatin1Char('"') && at == At::FieldStart) {
            at = At::Quoted;
        } else if (at == At::AfterClosingQuote || c == QLatin1Char('"') || c == QLatin1Char('\r') ||
                   c == QLatin1Char('\n')) {
            wellFormed = false;
            field += c;
        } else {
            field += c;
            at = At::Unquoted;
        }
    }
    if (at != At::FieldStart || !field.isEmpty() || !record.isEmpty()) {
        wellFormed = false;
        record << field;
        records << record;
    }
    if (ok)
        *ok = wellFormed;
    return records;
}
