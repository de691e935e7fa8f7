#pragma once

#include "engine/session/progressmeter.h"
#include "engine/session/sessionobserver.h"

#include <QElapsedTimer>

namespace jgr::cli {

// A session's progress on stderr. On a terminal each table has one line that
// updates in place (rows done, rate, time so far and left); otherwise (a log,
// a pipe) plain lines: one per table and phase, and one per 10,000 rows.
class SessionPrinter : public engine::SessionObserver
{
public:
    explicit SessionPrinter(bool terminal) : m_terminal(terminal) {}

    void tableStarted(const QString &table, qint64 rowEstimate) override;
    void tableProgress(const engine::TableProgress &progress) override;
    void tableFinished(const engine::TableResult &result) override;
    void message(const QString &text) override;

private:
    // On a terminal overwrite(), else line(): a line that stays.
    void show(const QString &text, bool endLine);
    // Replaces the terminal's current line with `text` (cut to its width), or
    // ends it and starts the next.
    void overwrite(const QString &text, bool endLine);
    void line(const QString &text);

    bool m_terminal;
    engine::ProgressMeter m_meter;
    QElapsedTimer m_lastDrawn;
    engine::TablePhase m_lastPhase = engine::TablePhase::Waiting;
    QString m_lastTable;
    qint64 m_lastRows = 0;
};

} // namespace jgr::cli
