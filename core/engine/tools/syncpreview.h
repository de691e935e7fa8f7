#pragma once

#include "engine/session/cancelflag.h"
#include "engine/session/sessionobserver.h"

#include "config/credentials.h"
#include "config/siteconfig.h"
#include "control/conflictlog.h"

namespace jgr::engine {

// How many of the conflicts ahead a preview lists, and how much of each value.
constexpr qsizetype kListedConflicts = 1000;
constexpr qsizetype kShownCharacters = 200;

// `replicate --dry-run` and the window's Preview: what the next session
// would do. It is that session, rehearsed (session/sessionrehearsal.h): the
// same checks in the same order, the same exit code, the same counts per
// table, the same conflicts, and then every write on either side undone. It
// also lists the schema updates waiting at the primary and the E records
// the session would write (notes). A site not joined yet rehearses its join.
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
    // Rows the session would remove here because they leave the site's subset.
    qint64 rowsLeavingSubset = 0;

    bool ok() const { return exitCode == ExitCode::Ok; }
    // The session would run to its end (perhaps holding rows back).
    bool finished() const { return exitCode == ExitCode::Ok || exitCode == ExitCode::HeldBack; }
};

class SyncPreview
{
public:
    SyncPreview(config::SiteConfig config, config::Credentials credentials);
    // The session's rows per page (ReplicationSession::setBatchSize): where
    // a page ends decides where a held-back window stops.
    void setBatchSize(int rows) { m_batchSize = rows; }
    // The rehearsed session's progress, and a way to stop it (its writes
    // are undone either way).
    void setObserver(SessionObserver *observer) { m_observer = observer; }
    void setCancelFlag(const CancelFlag *cancel) { m_cancel = cancel; }
    PreviewResult run();

private:
    config::SiteConfig m_config;
    config::Credentials m_credentials;
    int m_batchSize = 0; // the session's default
    SessionObserver *m_observer = nullptr;
    const CancelFlag *m_cancel = nullptr;
};

} // namespace jgr::engine
