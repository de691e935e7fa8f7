#include "tablepreparer.h"

#include "bookkeeping.h"
#include "controlschema.h"

#include "controlrepository.h"
#include "datadict.h"
#include "killedrows.h"

#include "common/idspace.h"
#include "db/database.h"
#include "db/identifier.h"
#include "db/queryresult.h"

#include <QCoreApplication>

#include <algorithm>

namespace jgr::control {

using db::ColumnDef;
using db::ColumnInfo;
using db::Family;

namespace {
const ColumnInfo *findColumn(const db::ColumnInfoList &columns, const QString &name)
{
    for (const ColumnInfo &c : columns)
        if (c.name == name)
            return &c;
    return nullptr;
}

// The columns the server sets on every update that does not assign them,
// and the assignments that keep them as they are in a bookkeeping UPDATE
// (", c = c": an assignment, even of the value itself, stops the server's).
QStringList autoUpdatedColumns(const db::ColumnInfoList &columns)
{
    QStringList out;
    for (const ColumnInfo &c : columns)
        if (c.autoUpdated)
            out << c.name;
    return out;
}

QString keepAssignments(const db::Dialect &d, const QStringList &columns)
{
    QString out;
    for (const QString &c : columns)
        out += QStringLiteral(", %1 = %1").arg(d.quote(c));
    return out;
}

ColumnDef def(const QString &name, Family family, const QString &defaultLiteral = {}, bool nullable = true)
{
    ColumnDef c;
    c.name = name;
    c.type = {family, family == Family::Flag ? 1 : 0, 0};
    c.defaultLiteral = defaultLiteral;
    c.nullable = nullable;
    c.hidden = true;
    return c;
}

Status validateRoles(const TableRoles &roles)
{
    JGR_TRY(db::validateIdentifier(roles.table, QStringLiteral("table")));
    if (!roles.rowId.isEmpty())
        JGR_TRY(db::validateIdentifier(roles.rowId, QStringLiteral("column")));
    JGR_TRY(db::validateIdentifier(roles.changed, QStringLiteral("column")));
    JGR_TRY(db::validateIdentifier(roles.removed, QStringLiteral("column")));
    for (auto it = roles.references.cbegin(); it != roles.references.cend(); ++it) {
        JGR_TRY(db::validateIdentifier(it.key(), QStringLiteral("column")));
        JGR_TRY(db::validateIdentifier(it.value(), QStringLiteral("table")));
    }
    for (const QString &c : roles.localOnly)
        JGR_TRY(db::validateIdentifier(c, QStringLiteral("column")));
    return {};
}
} // namespace

Status TablePreparer::prepare(TableRoles roles)
{
    JGR_TRY(validateRoles(roles));
    // A site may prepare its tables before it joins: the roles go into
    // jg_data_dict, which it then has before its first session.
    JGR_TRY(controlschema::create(m_db));
    auto stored = m_db.dialect().storedTableName(m_db, roles.table);
    if (!stored)
        return stored.error();
    roles.table = stored.value();
    if (const QString why = m_db.dialect().whyNotPreparable(m_db, roles.table); !why.isEmpty())
        return makeError(ExitCode::Usage, why);
    // All or nothing where the database takes DDL into a transaction
    // (SQLite, PostgreSQL): a prepare that fails half-way leaves the
    // application's table as it was.
    const bool transactional =
        !m_db.inTransaction() && !m_db.dialect().commitsImplicitly(QStringLiteral("ALTER TABLE"));
    if (transactional)
        JGR_TRY(m_db.begin());
    m_sharedIdsSuspected.reset();
    Status s = prepareTable(std::move(roles));
    if (s && transactional)
        s = m_db.commit();
    else if (!s && transactional)
        m_db.rollback();
    // Asked after the rollback: PostgreSQL answers nothing more in a
    // transaction that failed.
    if (!s && m_sharedIdsSuspected)
        return explainSharedUniqueIds(s.error(), m_sharedIdsSuspected->first, m_sharedIdsSuspected->second);
    return s;
}

Status TablePreparer::prepareTable(TableRoles roles)
{
    const db::Dialect &d = m_db.dialect();
    auto inspected = m_db.inspectColumns(roles.table);
    if (!inspected)
        return inspected.error();
    const db::ColumnInfoList columns = inspected.value();
    if (columns.isEmpty())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "Unknown table \"%1\" in the %2 database (%3).")
                             .arg(roles.table, m_db.label(), m_db.description()));

    // Every replicated column's name goes into the statements of every site:
    // one that is not a plain identifier would stop the table (and the
    // session) at each of them, so it is refused here, before any site sees it.
    for (const ColumnInfo &c : columns)
        if (!roles.localOnly.contains(c.name) && !db::isValidIdentifier(c.name))
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate(
                                 "Engine", "Column \"%1\" of %2 has a name replication cannot use: names are "
                                           "letters, digits and _, not starting with a digit, at most %3 "
                                           "characters. Nothing was changed; rename the column, then run "
                                           "prepare-table again.")
                                 .arg(c.name, roles.table)
                                 .arg(db::kMaxIdentifierLength));

    db::ColumnInfoList current = columns;
    if (roles.surrogateRowId && !roles.rowId.isEmpty())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "--surrogate-row-id and --row-id %1 each name the "
                                                               "row id of %2: give one of them.")
                             .arg(roles.rowId, roles.table));
    if (roles.rowId.isEmpty()) {
        if (!roles.surrogateRowId)
            for (const ColumnInfo &c : columns)
                if (c.primaryKey && (c.type.family == Family::Int || c.type.family == Family::BigInt))
                    roles.rowId = c.name;
        if (roles.rowId.isEmpty()) {
            // No single integer key (a composite one, say), or one whose
            // values a replication id cannot hold: a surrogate row id. Its
            // name is row_id unless the table's own key has that name.
            roles.rowId = QStringLiteral("row_id");
            if (const ColumnInfo *taken = findColumn(columns, roles.rowId); taken && taken->primaryKey)
                roles.rowId = QStringLiteral("jg_row_id");
            if (!findColumn(columns, roles.rowId)) {
                JGR_TRY(m_db.runAll(d.surrogateRowIdDdl(roles.table, roles.rowId)));
                auto again = m_db.inspectColumns(roles.table);
                if (!again)
                    return again.error();
                current = again.value();
            }
        }
    }
    const ColumnInfo *rowId = findColumn(current, roles.rowId);
    if (!rowId)
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "Table \"%1\" has no column \"%2\" for --row-id.")
                             .arg(roles.table, roles.rowId));
    if (rowId->type.family != Family::Int && rowId->type.family != Family::BigInt)
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "The row id column %1.%2 must be an integer column, not %3.")
                                              .arg(roles.table, roles.rowId, rowId->nativeType));
    JGR_TRY(checkRowIdRange(roles));
    for (auto it = roles.references.cbegin(); it != roles.references.cend(); ++it)
        if (!findColumn(columns, it.key()))
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate("Engine", "Table \"%1\" has no column \"%2\" for --reference.")
                                 .arg(roles.table, it.key()));
    for (const QString &c : roles.localOnly)
        if (!findColumn(columns, c))
            return makeError(ExitCode::Usage, QCoreApplication::translate(
                                                  "Engine", "Table \"%1\" has no column \"%2\" for --local-only.")
                                                  .arg(roles.table, c));

    const QList<ColumnDef> wanted{
        def(roles.changed, Family::Stamp),
        def(roles.removed, Family::Flag, QStringLiteral("'N'")),
        def(QStringLiteral("jg_owner"), Family::Int, QStringLiteral("0"), false),
        def(QStringLiteral("jg_unique_id"), Family::BigInt, QStringLiteral("0"), false),
        def(QStringLiteral("jg_sentby"), Family::Int, QStringLiteral("0"), false),
        def(QStringLiteral("jg_datewhensent"), Family::Stamp),
    };
    QStringList ddl;
    for (const ColumnDef &c : wanted) {
        const ColumnInfo *existing = findColumn(columns, c.name);
        if (!existing) {
            ddl << d.addColumn(roles.table, c);
            continue;
        }
        if (!db::compatibleFamilies(existing->type.family, c.type.family) &&
            !(c.type.family == Family::Flag && db::isTextFamily(existing->type.family)))
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate("Engine",
                                                         "Column %1.%2 exists as %3 but replication needs a %4 "
                                                         "column there.")
                                 .arg(roles.table, c.name, existing->nativeType, db::familyName(c.type.family)));
    }
    const QString t = roles.table;
    ddl << d.uniqueIdIndexDdl(t);
    // (lastchangeddate, row id): the order in which windows are read, page by page.
    ddl << d.createIndex(windowIndexName(t), t, {roles.changed, roles.rowId});
    if (const Status made = m_db.runAll(ddl); !made) {
        m_sharedIdsSuspected = std::pair{t, roles.rowId};
        return made;
    }

    // Rows that existed before have no stamp yet: give them one, so that the
    // first session's window holds them.
    const QStringList autoUpdated = autoUpdatedColumns(columns);
    JGR_TRY(m_db.run(QStringLiteral("UPDATE %1 SET %2 = %3%4 WHERE %2 IS NULL")
                         .arg(d.quote(t), d.quote(roles.changed), d.nowExpression(), keepAssignments(d, autoUpdated))));
    JGR_TRY(m_db.runAll(d.rowStampTriggerDdl(t, roles.changed, autoUpdated)));
    if (roles.hardDeletes)
        JGR_TRY(m_db.runAll(KilledRows::triggerDdl(d, t, roles.rowId)));
    if (roles.triggerVersion != kRestampPending)
        roles.triggerVersion = kRowStampTriggerVersion;
    return DataDict(m_db).store(roles);
}

Result<int> TablePreparer::renewStampTriggers(const TableRoles &roles)
{
    const db::Dialect &d = m_db.dialect();
    auto columns = m_db.inspectColumns(roles.table);
    if (!columns)
        return columns.error();
    const QStringList autoUpdated = autoUpdatedColumns(columns.value());
    const QStringList ddl = d.rowStampTriggerDdl(roles.table, roles.changed, autoUpdated);
    // One transaction where DDL takes part in one (an application's write
    // between the old trigger's end and the new one's start would go
    // unstamped); MariaDB replaces each trigger in place instead.
    const bool transactional = !d.commitsImplicitly(ddl.constFirst());
    if (transactional)
        JGR_TRY(m_db.begin());
    Status s = m_db.runAll(ddl);
    int restamped = 0;
    // After a repair every row; after the triggers of version 0, which took
    // an application's stamp, the rows an application wrote since
    // replication last did. Later versions stamped every write already.
    if (s && (roles.triggerVersion == kRestampPending || roles.triggerVersion < 1)) {
        const QString lcd = d.quote(roles.changed);
        const QString which =
            roles.triggerVersion == kRestampPending
                ? QString()
                : QStringLiteral(" WHERE %1 IS NULL OR jg_datewhensent IS NULL OR %1 <> jg_datewhensent").arg(lcd);
        auto updated =
            m_db.exec(QStringLiteral("UPDATE %1 SET %2 = %3%4")
                          .arg(d.quote(roles.table), lcd, d.nowExpression(), keepAssignments(d, autoUpdated)) +
                      which);
        if (updated)
            restamped = updated.value().numRowsAffected();
        else
            s = updated.error();
    }
    if (s)
        s = DataDict(m_db).storeTriggerVersion(roles.table, kRowStampTriggerVersion);
    if (s && transactional)
        s = m_db.commit();
    if (!s) {
        if (transactional)
            m_db.rollback();
        return s.error();
    }
    return restamped;
}

Result<int> TablePreparer::repair(const TableRoles &roles, const BookkeepingGaps &gaps)
{
    const db::Dialect &d = m_db.dialect();
    const QString t = d.quote(roles.table);
    const QStringList identity{roles.rowId, QStringLiteral("jg_unique_id"), QStringLiteral("jg_owner")};
    const bool identityLost =
        std::any_of(identity.cbegin(), identity.cend(), [&](const QString &c) { return gaps.columns.contains(c); });
    if (identityLost) {
        auto rows = m_db.scalar(QStringLiteral("SELECT COUNT(*) FROM %1").arg(t));
        if (!rows)
            return rows.error();
        if (rows.value().toLongLong() > 0)
            return makeError(ExitCode::Failure,
                             QCoreApplication::translate(
                                 "Engine",
                                 "Table %1 in the %2 database has lost its replication columns (%3) while it holds "
                                 "%4 rows: an application's tool rebuilt it without them? Its rows can no longer be "
                                 "matched with the other side's, so the table is not replicated and nothing of it "
                                 "was changed. Restore the table from a backup taken before, or rename it aside "
                                 "(the next session then loads it whole) and enter again what only it held.")
                                 .arg(roles.table, m_db.label(), gaps.columns.join(QStringLiteral(", ")))
                                 .arg(rows.value().toLongLong()));
    }
    if (!gaps.stampsMissing) {
        JGR_TRY(prepare(roles));
        return 0;
    }
    // Every row is stamped anew once the triggers are back. Until that is
    // done the dictionary says so, so that a session cut short in between
    // (DDL commits at once on MariaDB) does it again, not never.
    TableRoles pending = roles;
    pending.triggerVersion = kRestampPending;
    JGR_TRY(DataDict(m_db).storeTriggerVersion(roles.table, kRestampPending));
    JGR_TRY(prepare(pending));
    return renewStampTriggers(pending);
}

// A row's replication id is site × 10^10 + row id × 10 (idspace.h): a row id
// outside 0…999,999,999 would give the row an id in another site's range.
Status TablePreparer::checkRowIdRange(const TableRoles &roles)
{
    const QString id = m_db.quote(roles.rowId);
    auto outside = m_db.exec(QStringLiteral("SELECT %1 FROM %2 WHERE %1 < 0 OR %1 > %3 ORDER BY %1")
                                 .arg(id, m_db.quote(roles.table))
                                 .arg(idspace::kMaxRowId));
    if (!outside)
        return outside.error();
    if (!outside.value().next())
        return {};
    const QString first = outside.value().value(0).toString();
    int rows = 1;
    while (outside.value().next())
        ++rows;
    return makeError(ExitCode::Usage,
                     QCoreApplication::translate("Engine",
                                                 "Table %1 cannot be replicated with %2 as its row id: %n row(s) "
                                                 "hold a %2 outside 0 to 999,999,999 (the first: %3). A "
                                                 "replication id is site × 10^10 + row id × 10, so such a row "
                                                 "would take an id in another site's range. Run prepare-table "
                                                 "%1 --surrogate-row-id: replication then numbers the rows in a "
                                                 "column of its own and leaves %2 as it is.",
                                                 nullptr, rows)
                         .arg(roles.table, roles.rowId, first));
}

// A row copied with all its columns keeps the original's jg_unique_id; two
// rows with one id would be replicated as one, and one of them lost.
Error TablePreparer::explainSharedUniqueIds(const Error &failure, const QString &table, const QString &rowId)
{
    const db::Dialect &d = m_db.dialect();
    auto shared = m_db.exec(QStringLiteral("SELECT jg_unique_id FROM %1 WHERE jg_unique_id <> 0 GROUP BY jg_unique_id "
                                           "HAVING COUNT(*) > 1 ORDER BY jg_unique_id")
                                .arg(d.quote(table)));
    if (!shared || !shared.value().next())
        return failure;
    const qint64 first = shared.value().value(0).toLongLong();
    int ids = 1;
    while (shared.value().next())
        ++ids;
    QStringList rows;
    auto holders = m_db.exec(
        QStringLiteral("SELECT %1 FROM %2 WHERE jg_unique_id = ? ORDER BY %1").arg(d.quote(rowId), d.quote(table)),
        {first});
    while (holders && holders.value().next())
        rows << holders.value().value(0).toString();
    return makeError(ExitCode::Usage, QCoreApplication::translate(
                                          "Engine",
                                          "Table %1 has %n replication id(s) (jg_unique_id) held by more than one row, "
                                          "so it cannot be replicated: jg_unique_id %2 is held by the rows with "
                                          "%3 %4. Each id must belong to one row. In a row that is a copy of "
                                          "another, set jg_unique_id and jg_owner to 0 (it is then sent as a new "
                                          "row), and run prepare-table again.",
                                          nullptr, ids)
                                          .arg(table)
                                          .arg(first)
                                          .arg(rowId, rows.join(QStringLiteral(", "))));
}

} // namespace jgr::control
