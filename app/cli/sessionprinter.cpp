#include "sessionprinter.h"

#include "clitext.h"
#include "terminal.h"

#include <cstdio>

namespace jgr::cli {

namespace {
QString phaseWord(engine::TablePhase phase)
{
    return phase == engine::TablePhase::Pulling ? CliText::tr("pulling") : CliText::tr("pushing");
}
} // namespace

void SessionPrinter::tableStarted(const QString &table, qint64)
{
    m_meter.start();
    m_lastDrawn.invalidate();
    show(CliText::tr("%1: started").arg(table), false);
}

void SessionPrinter::tableProgress(const engine::TableProgress &p)
{
    const QString text = CliText::tr("%1: %2 %3").arg(p.table, phaseWord(p.phase), m_meter.text(p));
    if (m_terminal) {
        // A few times a second is as fast as anyone reads.
        if (m_lastDrawn.isValid() && m_lastDrawn.elapsed() < 200 && p.phase == m_lastPhase)
            return;
        m_lastDrawn.start();
        m_lastPhase = p.phase;
        overwrite(text, false);
        return;
    }
    if (p.phase == m_lastPhase && p.table == m_lastTable && p.rowsDone - m_lastRows < 10000)
        return;
    m_lastPhase = p.phase;
    m_lastTable = p.table;
    m_lastRows = p.rowsDone;
    line(text);
}

void SessionPrinter::tableFinished(const engine::TableResult &r)
{
    QString text;
    if (r.cancelled) {
        text = CliText::tr("%1: cancelled, rolled back; the next session resumes it").arg(r.table);
    } else if (!r.ok) {
        text = CliText::tr("%1: failed").arg(r.table);
    } else {
        const auto &c = r.counts;
        text = CliText::tr("%1: done in %2 s; pulled %3 new, %4 changed, %5 deleted; pushed %6 new, %7 changed, %8 "
                           "deleted")
                   .arg(r.table)
                   .arg(r.seconds, 0, 'f', 2)
                   .arg(c.insertedByPrimary)
                   .arg(c.updatedByPrimary)
                   .arg(c.deletedByPrimary)
                   .arg(c.insertedByTarget)
                   .arg(c.updatedByTarget)
                   .arg(c.deletedByTarget);
        if (r.editsLost > 0)
            text += CliText::tr("; %n change(s) made here put back", nullptr, r.editsLost);
    }
    show(text, true);
}

void SessionPrinter::message(const QString &text)
{
    show(text, true);
}

void SessionPrinter::show(const QString &text, bool endLine)
{
    if (m_terminal)
        overwrite(text, endLine);
    else
        line(text);
}

void SessionPrinter::overwrite(const QString &text, bool endLine)
{
    // The line must not wrap, or the next carriage return lands on its second half.
    const int width = terminalColumns();
    const QString shown = endLine || text.size() < width ? text : text.left(width - 2) + QChar(0x2026);
    std::fprintf(stderr, "\r\x1b[K%s%s", shown.toLocal8Bit().constData(), endLine ? "\n" : "");
    std::fflush(stderr);
}

void SessionPrinter::line(const QString &text)
{
    std::fprintf(stderr, "%s\n", text.toLocal8Bit().constData());
}

} // namespace jgr::cli
