#include "syncpreview.h"

#include "engine/session/replicationsession.h"
#include "engine/session/sessionrehearsal.h"

#include "control/controlrepository.h"
#include "control/controlschema.h"
#include "db/database.h"

#include "common/logging.h"

#include <QCoreApplication>

namespace jgr::engine {

namespace {

QString shortened(const QString &value)
{
    if (value.size() <= kShownCharacters)
        return value;
    return QCoreApplication::translate("Engine", "%1... (%2 characters)")
        .arg(value.left(kShownCharacters))
        .arg(value.size());
}

// Reads what the rehearsed session wrote before it is undone: the conflicts
// it recorded and the E records it wrote, above the newest ids of before.
class PreviewRecorder final : public SessionRehearsal
{
public:
    explicit PreviewRecorder(PreviewResult &result) : m_result(result) {}
    // A statement the rehearsal refused, which ended it early.
    std::optional<Error> refusal() const { return m_refusal; }

    Status beforeSession(db::Database &local, db::Database &primary) override
    {
        // The control table's columns of this version, as the session adds
        // them (a change of schema, not of data; the rehearsal cannot undo
        // it on MariaDB).
        for (db::Database *db : {&local, &primary})
            JGR_TRY(control::controlschema::upgrade(*db));
        auto known = control::controlschema::exists(local);
        if (!known)
            return known.error();
        control::MasterRecord me;
        if (known.value()) {
            control::ControlRepository repo(local);
            auto master = repo.master();
            if (!master)
                return master.error();
            if (master.value())
                me = *master.value();
            auto newestRecord = repo.newestRecordId();
            auto newestConflict = control::ConflictLog(local).newestId();
            if (!newestRecord || !newestConflict)
                return !newestRecord ? newestRecord.error() : newestConflict.error();
            m_recordsBefore = newestRecord.value();
            m_conflictsBefore = newestConflict.value();
        }
        if (me.siteNumber == 0) {
            m_result.notes << QCoreApplication::translate(
                "Engine", "This site has not joined yet: its first session takes a site number and every row.");
            return {}; // a join takes every schema update as done
        }
        // The primary may not be one: the session says so, in its order.
        auto primaryKnown = control::controlschema::exists(primary);
        if (!primaryKnown || !primaryKnown.value())
            return {};
        auto updates = control::ControlRepository(primary).select<control::UpdateRecord>(
            QStringLiteral("update_number > ?"), {me.updateNumber}, QStringLiteral("update_number"));
        if (!updates)
            return updates.error();
        for (const control::UpdateRecord &u : updates.value())
            m_result.pendingUpdates << QStringLiteral("%1 %2: %3").arg(u.updateNumber).arg(u.tableName, u.updateSpec);
        if (!m_result.pendingUpdates.isEmpty())
            m_result.notes << QCoreApplication::translate(
                "Engine", "Schema updates are applied first; the counts below are with their columns.");
        return {};
    }

    void afterSession(db::Database &local, db::Database &primary, const SessionResult &session) override
    {
        // What the rehearsal could not try ends the preview, whatever the
        // session made of the refusal (a schema update "failed").
        for (const db::Database *db : {&local, &primary}) {
            if (const auto refused = db->rehearsalRefusal()) {
                m_refusal = refused;
                break;
            }
        }
        if (Status s = readConflicts(local, session.siteNumber); !s)
            qCWarning(lcEngine) << "the preview cannot list its conflicts:" << s.error().message;
        if (Status s = readNotes(local, session.message); !s)
            qCWarning(lcEngine) << "the preview cannot list its notes:" << s.error().message;
    }

private:
    // The conflicts this site's session recorded (not those it adopted from
    // the primary): all counted, the first kListedConflicts listed, each
    // value cut, read a page at a time.
    Status readConflicts(db::Database &local, int siteNumber)
    {
        control::ConflictLog log(local);
        auto keys = log.keys(QStringLiteral("conflict_id > ? AND recorded_by = ?"), {m_conflictsBefore, siteNumber});
        if (!keys)
            return keys.error();
        m_result.conflictsAhead = keys.value().size();
        return log.forEachPage(keys.value().mid(0, kListedConflicts), [&](const QList<control::Conflict> &page) {
            for (control::Conflict c : page) {
                c.refusedValue = shortened(c.refusedValue);
                c.keptValue = shortened(c.keptValue);
                m_result.conflicts << std::move(c);
            }
            return Status();
        });
    }

    // What the session would note in E records, except the failure itself
    // (it is the preview's message).
    Status readNotes(db::Database &local, const QString &failure)
    {
        auto written = control::ControlRepository(local).select<control::ErrorRecord>(
            QStringLiteral("replicate_id > ?"), {m_recordsBefore});
        if (!written)
            return written.error();
        for (const control::ErrorRecord &e : written.value()) {
            if (e.notes == failure)
                continue;
            m_result.notes << (e.tableName.isEmpty() ? e.notes : QStringLiteral("%1: %2").arg(e.tableName, e.notes));
        }
        return {};
    }

    PreviewResult &m_result;
    std::optional<Error> m_refusal;
    qint64 m_recordsBefore = 0;
    qint64 m_conflictsBefore = 0;
};

} // namespace

SyncPreview::SyncPreview(config::SiteConfig config, config::Credentials credentials)
    : m_config(std::move(config)), m_credentials(std::move(credentials))
{
}

PreviewResult SyncPreview::run()
{
    PreviewResult result;
    PreviewRecorder recorder(result);
    ReplicationSession session(m_config, m_credentials);
    session.rehearse(&recorder);
    if (m_batchSize > 0)
        session.setBatchSize(m_batchSize);
    session.setObserver(m_observer);
    session.setCancelFlag(m_cancel);
    const SessionResult rehearsed = session.run();
    result.exitCode = rehearsed.exitCode;
    result.message = rehearsed.message;
    if (const auto refused = recorder.refusal()) {
        result.exitCode = refused->code;
        result.message = refused->message;
    }
    result.siteNumber = rehearsed.siteNumber;
    result.tables = rehearsed.tables;
    result.rowsLeavingSubset = rehearsed.rowsLeftSubset;
    for (const QString &warning : rehearsed.warnings)
        if (!result.notes.contains(warning))
            result.notes << warning;
    return result;
}

} // namespace jgr::engine
