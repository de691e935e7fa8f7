#pragma once

#include "common/result.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace jgr::db {
class Database;
class Dialect;
} // namespace jgr::db

namespace jgr::control {

struct KilledRow
{
    int killId = 0;
    QString table;
    qint64 uniqueId = 0;
    int sentBy = 0;
};

// jg_killed_rows: the hard deletes of one database, read by window like rows.
class KilledRows
{
public:
    explicit KilledRows(db::Database &db) : m_db(db) {}

    // The trigger that records each row deleted from `table` (docs/SCHEMA.md,
    // jg_killed_rows): who deleted it, where, and its jg_unique_id.
    static QStringList triggerDdl(const db::Dialect &dialect, const QString &table, const QString &rowIdColumn);
    static QString triggerName(const QString &table) { return QStringLiteral("jg_kill_") + table; }

    // Kills of `table` recorded in (from, to], except those delivered by
    // `echoSite`, and never those of rows that were never replicated; one
    // per jg_unique_id (the first).
    Result<QList<KilledRow>> window(const QString &table, const QString &from, const QString &to, int echoSite);
    // The condition on jg_killed_rows that selects that window.
    static QString windowCondition(const db::Dialect &dialect, const QString &table, const QString &from,
                                   const QString &to, int echoSite, QVariantList &binds);
    // The ids of rows of `table` deleted here (not delivered by `deliveredBy`)
    // after `from`: deletes no finished session has sent yet.
    Result<QSet<qint64>> deletedHereSince(const QString &table, const QString &from, int deliveredBy);
    // Those of `uniqueIds` whose rows of `table` were deleted here.
    Result<QSet<qint64>> deletedAmong(const QString &table, const QList<qint64> &uniqueIds);
    // After replication deleted the row with this id here: the kill record
    // the trigger wrote says who delivered it (or one is written, when the
    // table has no trigger here), so that it is never sent back.
    Status recordDelivered(const QString &table, const QList<qint64> &uniqueIds, int sentBy);
    // The highest kill_id (0 when there is none).
    Result<qint64> lastKillId();
    // Removes the local delete records of these rows written after
    // `afterKillId`: deletes that must not travel (rows that left a site's
    // subset).
    Status forgetLocalSince(const QString &table, const QList<qint64> &uniqueIds, qint64 afterKillId);

private:
    // The jg_unique_id of the delete records matching `where`.
    Result<QSet<qint64>> idsWhere(const QString &where, const QVariantList &binds);

    db::Database &m_db;
};

} // namespace jgr::control
