#pragma once

#include "recordfields.h"
#include "records.h"

#include "common/result.h"

#include <QHash>
#include <QList>
#include <QVariantList>

#include <optional>

namespace jgr::db {
class Database;
class QueryResult;
} // namespace jgr::db

namespace jgr::control {

// Typed access to the jgreplicate records of one database. SQL for the
// control table lives here; callers speak in records.
class ControlRepository
{
public:
    explicit ControlRepository(db::Database &db) : m_db(db) {}

    db::Database &database() { return m_db; }

    // The records of a kind matching an optional condition on jgreplicate
    // columns ("site_number = ?"), ordered by `orderBy` (default: id), all
    // of them or the first `limit`.
    template <class R>
    Result<QList<R>> select(const QString &condition = {}, const QVariantList &binds = {},
                            const QString &orderBy = QStringLiteral("replicate_id"), int limit = 0);
    template <class R>
    Result<std::optional<R>> selectOne(const QString &condition = {}, const QVariantList &binds = {});
    template <class R> Result<std::optional<R>> byId(int id);

    // Inserts the record, stamps record_created_date (when empty) and sets its id.
    template <class R> Status insert(R &record);
    // Inserts records in as few statements as the server takes (their ids
    // are not read back).
    template <class R> Status insertAll(const QList<R> &records);
    // Writes every column of the record (by id) except the site-number slots
    // and their lock (see Field::writtenByUpdate); the trigger restamps it.
    template <class R> Status update(const R &record);
    // Writes only `columns` of the record: what one writer changed, so that
    // what another wrote meanwhile in the others stays (a site's session
    // and an administrator both write its S record). With `notesAsRead`,
    // "notes" is written only where it still holds that text.
    template <class R>
    Status updateColumns(const R &record, const QStringList &columns,
                         const std::optional<QString> &notesAsRead = std::nullopt);
    Status remove(int id);

    // The statements a session and its tools make on the control table, so
    // that all its SQL stays here.
    // Restamps a record without changing it: its lastchangeddate is a mark.
    Status touch(int id);
    // The same, reading `columns` (SQL) with it, where the dialect's
    // UPDATE ... RETURNING reports what the trigger wrote.
    Result<db::QueryResult> touchReturning(int id, const QString &columns);
    // The same, then the new stamp (the first result set) and the rows of
    // `then` (SQL, the next), as one compound statement where the dialect
    // has one (Dialect::compoundStatement); empty SQL where it has none.
    QString touchReadingStampThen(int id, const QString &then) const;
    // M process: 'N' tells this primary's sites it is busy (a secondary
    // replicating upstream), 'Y' lets them in again.
    Status setOwnProcess(bool active);
    // S records of sessions started after `since` (a stamp) that have not ended.
    Result<int> sessionsRunningSince(const QString &since);
    // Every T record's process set to 'N' (the session lists its tables
    // afresh), or every T record's done set to 'N' (the session is over).
    Status unlistTables();
    Status clearTablesDone();
    Result<int> highestUpdateNumber();
    // The id of the newest record of any kind (0 when there is none): the
    // records written after a moment are those above it.
    Result<qint64> newestRecordId();
    // Sets a flag of an S record to 'Y' unless it is already: true when this
    // call set it (one alert mail per site and kind, whoever sends it).
    Result<bool> claimSiteFlag(int siteRecordId, const QString &column);
    // An S record's site_attributes, alone: a session of the site may be
    // writing the rest of it (update() leaves this column to this).
    Status setSiteAttributes(int siteNumber, const QString &attributes);

    // This database's site number in SQL (for triggers; 0 before it has one).
    static QString ownSiteNumberSql();
    // A new database identity (MasterRecord::databaseIdentity): random.
    static QString newIdentity();

    // The M record of a primary that takes sessions now, read by a site
    // before it joins, replicates or moves: Usage (exit 2) when this database
    // is not a primary, Busy (4) when its process is not 'Y'.
    Result<MasterRecord> primaryTakingSessions();
    // The same check of an M record read otherwise (readSessionStart), and
    // the error to report when reading it failed: `readError`, or that this
    // database has no jgreplicate table at all.
    Result<MasterRecord> takingSessions(const std::optional<MasterRecord> &master) const;
    Error whyNoMaster(const Error &readError);

    // Convenience lookups used everywhere.
    Result<std::optional<MasterRecord>> master() { return selectOne<MasterRecord>(); }
    Result<std::optional<SiteRecord>> site(int siteNumber);
    Result<std::optional<TableRecord>> table(const QString &name);
    // The T record of a table a command names: Usage (exit 2) when this
    // database has none, "does not replicate" with where.
    Result<TableRecord> replicatedTable(const QString &name);
    Result<QList<TableRecord>> tables();
    Result<QString> stampOf(int id);
    // The names of the sites this database knows (its own M record and, on a
    // primary, the S records), by site number.
    Result<QHash<int, QString>> siteNames();

private:
    // `id`: a placeholder, or the record's number where no value may be bound.
    static QString touchStatement(const QString &id = QStringLiteral("?"));
    QString stampStatement(const QString &id = QStringLiteral("?")) const;

    db::Database &m_db;
};

} // namespace jgr::control
