#pragma once

#include "engine/session/sessionobserver.h"

#include "config/credentials.h"
#include "config/siteconfig.h"
#include "control/conflictlog.h"

namespace jgr::engine {

// How many of the conflicts ahead a preview lists, and how much of each value.
constexpr qsizetype kListedConflicts = 1000;
constexpr qsizetype kShownCharacters = 200;

// `replicate --dry-run` and the window's Preview: what the next session
// would do, per table — the rows it would receive and send (inserted,
// updated, deleted) and the conflicts that would arise — and the schema
// updates waiting at the primary. It reads, never writes, on either side:
// no marks are taken (the window's upper bound is "now"), nothing is
// created, stamped or recorded. The same pure merge rules as the session
// decide each row, so the counts are the ones the next session reports
// when nobody writes in between. Rows that would wait for a referenced row
// are counted as moving.
struct PreviewResult
{
    ExitCode exitCode = ExitCode::Ok;
    QString message;
    int siteNumber = 0;
    QList<TableResult> tables;
    // The conflicts ahead: all of them counted, the first kListedConflicts
    // listed, each value cut to kShownCharacters. A mass of refused edits of
    // long texts would otherwise be held whole, and shown whole in the log.
    qint64 conflictsAhead = 0;
    QList<control::Conflict> conflicts;
    QStringList pendingUpdates; // "number table: spec"
    QStringList notes;

    bool ok() const { return exitCode == ExitCode::Ok; }
};

class SyncPreview
{
public:
    SyncPreview(config::SiteConfig config, config::Credentials credentials);
    PreviewResult run();

private:
    config::SiteConfig m_config;
    config::Credentials m_credentials;
};

} // namespace jgr::engine
