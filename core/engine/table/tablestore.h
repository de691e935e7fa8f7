#pragma once

#include "row.h"

#include "common/result.h"
#include "control/tableroles.h"
#include "db/columntypes.h"
#include "db/valuelimits.h"

#include <QHash>

namespace jgr::db {
class Database;
}

namespace jgr::engine {

// The SQL of one replicated table on one side (site or primary): reading a
// window page by page, looking a batch up by jg_unique_id, and writing rows
// with their bookkeeping columns. Identifiers come validated from the
// mapping and are quoted; values are always bound.
class TableStore
{
public:
    // `limits`: what each column holds (valuecodec.h); by default what the
    // database holds in a column of the family.
    TableStore(db::Database &db, control::TableRoles roles, QStringList columns, QList<db::Family> families,
               QList<db::ValueLimits> limits = {});

    // The table's row id has nothing that numbers a row left out of an
    // INSERT (the application numbers its rows itself): the rows this store
    // inserts are numbered as such an application does, one above the
    // highest.
    void numberRowIds(bool on) { m_numbersRowIds = on; }

    db::Database &database() { return m_db; }
    const control::TableRoles &roles() const { return m_roles; }

    struct Page
    {
        QString from;         // window lower bound (exclusive)
        QString to;           // window upper bound (inclusive)
        int echoSite = 0;     // rows that are echoes from this site are left out
        QString afterChanged; // keyset position: the last row of the previous page
        qint64 afterRowId = -1;
        int limit = 1000;
    };
    // One page of the window (from, to], ordered by (lastchangeddate, row id).
    Result<RowList> windowPage(const Page &page);
    // Whether windowPage() and byUniqueIds() may run on another thread (one
    // call at a time): see db::BulkAccess::usableFromAnyThread().
    bool readsFromAnyThread() const;
    Result<RowList> byUniqueIds(const QList<qint64> &uniqueIds);
    // Rows ordered by jg_unique_id after `afterUniqueId` (compare's streams).
    Result<RowList> pageByUniqueId(qint64 afterUniqueId, int limit);
    // The local rows with these ids, keyed by jg_unique_id (one query).
    Result<QHash<qint64, Row>> lookup(const QList<qint64> &uniqueIds);
    // The rows of the window, or of them at most `atMost` (when not negative).
    Result<qint64> countWindow(const QString &from, const QString &to, int echoSite, qint64 atMost = -1);
    // Conditions that hold when this side of the table has something for a
    // session: a row in the window (from, to] that is not an echo of
    // `echoSite`; a row without its replication id yet. (The quiet-table
    // check asks them of every table in one statement.)
    QString windowActivityCondition(const QString &from, const QString &to, int echoSite, QVariantList &binds) const;
    QString unstampedCondition() const;

    // Returns the new row's local row id.
    Result<qint64> insert(const Row &row, const QString &changed, const QString &dateWhenSent, int sentBy);
    // Many new rows in multi-row INSERT statements (a few hundred rows each).
    Status insertMany(const RowList &rows, const QString &changed, const QString &dateWhenSent, int sentBy);
    // Writes the given columns (indexes into the mapping) and the bookkeeping
    // columns of the row with this jg_unique_id. expectChanged (when set) makes
    // it a compare-and-set on lastchangeddate; returns the rows affected.
    Result<int> update(qint64 uniqueId, const QList<int> &columns, const QVariantList &values, int owner,
                       const QString &changed, const QString &dateWhenSent, int sentBy,
                       const QString &expectChanged = {});
    // One row's part of updateMany(): update()'s arguments that differ by row.
    struct RowUpdate
    {
        qint64 uniqueId = 0;
        QVariantList values; // of updateMany()'s columns, in their order
        int owner = 0;
        QString dateWhenSent;  // empty: NULL
        QString expectChanged; // empty: no compare-and-set
    };
    // update() for many rows inside the caller's transaction: says for each
    // whether it was written. Where the database takes them together
    // (Dialect::updatesRowsTogether: the servers), up to 1,000 rows go in one
    // statement; one that did not write every one of its rows (one changed
    // or deleted meanwhile) is undone to a savepoint and its rows are
    // updated one by one, so each row's answer is update()'s own.
    Result<QList<bool>> updateMany(const QList<int> &columns, const QList<RowUpdate> &updates, const QString &changed,
                                   int sentBy);
    // After a row was delivered: make it an echo unless a user wrote it since.
    Result<int> markDelivered(qint64 uniqueId, const QString &expectChanged, int sentBy);
    // What stampNewRows() did: how many rows got their id, and the new rows
    // it left unstamped because their row id is outside
    // 1…idspace::kMaxRowId (an id by the formula would fall into another
    // site's range): each is named in `refused`, one sentence a row.
    struct Stamping
    {
        int stamped = 0;
        QStringList refused;
    };
    // Whose a new row is once stamped: the stamping site's whatever its
    // jg_owner says (a site's new rows are its own: only an owner may hand a
    // row on), or, on a primary, the site a user there named, if any.
    enum class NewRowOwner
    {
        Stamper,
        AsWritten
    };
    // Gives rows created here their jg_unique_id (and jg_owner) without
    // touching lastchangeddate. A row it cannot stamp stays at 0: it is not
    // sent, and the window holds back below it (docs/PROTOCOL.md, Stamping).
    Result<Stamping> stampNewRows(int site, NewRowOwner owner);
    // Deletes a batch of rows as replication delivers their deletes, sent by
    // `sentBy`: the delete records the trigger writes say so, so that they
    // never go back. One DELETE and one update; returns the rows deleted.
    Result<int> deleteDelivered(const QList<qint64> &uniqueIds, int sentBy);
    // Deletes these rows here and nowhere else: rows that left this site's
    // subset (engine/subset). The delete trigger's records of them are
    // removed with them, so that the delete never travels.
    Result<int> deleteLeavers(const QList<qint64> &uniqueIds);
    // The jg_unique_id of every numbered row.
    Result<QSet<qint64>> allUniqueIds();
    Status setOwner(qint64 uniqueId, int owner);

private:
    // The window (from, to] without the echoes of `echoSite`, for a WHERE.
    QString windowCondition(const QString &from, const QString &to, int echoSite, QVariantList &binds) const;

    // Stamps the new rows whose jg_unique_id by the formula another row holds
    // already, each with the first free last digit instead; returns how many.
    Result<int> stampTakenIds(int site, qint64 base, NewRowOwner owner);
    // The new rows whose row id the formula cannot take, as sentences.
    Result<QStringList> rowIdsOutOfRange();
    QString selectList() const;
    // Appends the rows of a SELECT of selectList() (read in bulk).
    Status readRows(const QString &sql, const QVariantList &binds, RowList &rows) const;
    const QString &updateSql(const QList<int> &columnIndexes, bool compareAndSet);
    // The columns the server would set on an update that writes only
    // `written` (ValueLimits::setOnUpdate), quoted: assigned to themselves.
    QStringList keptColumns(const QList<int> &written) const;
    // One multi-row UPDATE of updates [from, to); false when it did not write
    // them all (nothing is written then).
    Result<bool> updateTogether(const QList<int> &columns, const QList<RowUpdate> &updates, qsizetype from,
                                qsizetype to, const QString &changed, int sentBy);
    // The row id after the highest there is (1 in an empty table).
    Result<qint64> nextRowId();
    // A row's values ready for a bulk insert: shared, unless one needs converting.
    QVariantList bindable(const QVariantList &values) const;

    db::Database &m_db;
    control::TableRoles m_roles;
    QStringList m_columns;
    QList<db::Family> m_families;
    QList<db::ValueLimits> m_limits;
    QString m_quotedTable;
    bool m_numbersRowIds = false;
    QHash<std::pair<QList<int>, bool>, QString> m_updateSql; // by columns and compare-and-set
};

} // namespace jgr::engine
