#pragma once

#include "common/result.h"

#include <QList>
#include <QString>
#include <QVariant>

#include <functional>
#include <optional>

namespace jgr::db {
class Database;
}

namespace jgr::control {

// One value replication refused or overwrote (table jg_conflicts, see
// docs/SCHEMA.md): kept so that nothing a user wrote is lost
// silently, shown to the row's owner, who may take it.
struct Conflict
{
    enum class Kind : char
    {
        EditPutBack = 'E',    // a non-owner's edit put back to the owner's value (push)
        BlankFillLost = 'B',  // a blank fill that lost the race to another site's fill (pull)
        DeleteRefused = 'D',  // a non-owner's delete refused, the row restored (push)
        ReferenceWaits = 'R', // a reference that could not be resolved; the row waits
        ValueRefused = 'V',   // a value the other database cannot hold unchanged; the row waits
    };

    qint64 id = 0;
    qint64 uid = 0; // recordedBy * 10^10 + id: the same conflict at the site, the primary and the owner
    QString table;
    qint64 uniqueId = 0;
    QString column;
    Kind kind = Kind::EditPutBack;
    QString refusedValue;
    QString keptValue;
    int refusedSite = 0; // the site whose value was refused
    int ownerSite = 0;
    QString writtenAt; // when the refused value was written (its lastchangeddate)
    QString recordedAt;
    int recordedBy = 0;
    QString forwarded = QStringLiteral("N");
    QString decision; // empty: open; "T" taken; "D" dismissed
    QString decidedAt;
    int decidedBy = 0;
    QString decisionForwarded = QStringLiteral("Y");

    bool open() const { return decision.isEmpty(); }
    bool valueKind() const { return kind == Kind::EditPutBack || kind == Kind::BlankFillLost; }
    static QString kindName(Kind kind);
};

// What the exchange with the primary needs to know of a conflict before it
// reads the values, which may be large.
struct ConflictKey
{
    qint64 id = 0;
    qint64 uid = 0;
    bool open = true;
    qint64 valueBytes = 0; // of the refused and the kept value
};

class ConflictLog
{
public:
    explicit ConflictLog(db::Database &db) : m_db(db) {}

    // Records new conflicts here, a few hundred to a statement; each gets
    // its id and uid here (and recordedAt in the list).
    Status record(QList<Conflict> &conflicts);
    // Conflicts recorded elsewhere (forwarded or delivered), once per uid:
    // those this database holds already are passed over.
    Status adopt(const QList<Conflict> &conflicts);
    Result<QList<Conflict>> select(const QString &condition = {}, const QVariantList &binds = {});
    Result<std::optional<Conflict>> byId(qint64 id);
    Result<QList<ConflictKey>> keys(const QString &condition = {}, const QVariantList &binds = {});
    // The conflicts of `keys`, read and handed to `each` a page at a time: a
    // thousand conflicts, or fewer that hold about kPageBytes of values.
    Status forEachPage(const QList<ConflictKey> &keys, const std::function<Status(const QList<Conflict> &)> &each);
    Result<bool> hasOpen(const QString &table, qint64 uniqueId, Conflict::Kind kind);
    // The id of the newest conflict here (0 when there is none).
    Result<qint64> newestId();
    Status decide(qint64 id, const QString &decision, int site);
    Status adoptDecision(const Conflict &decided);
    Status markForwarded(const QList<qint64> &ids);
    Status markDecisionForwarded(const QList<qint64> &ids);
    // Decided conflicts older than `before`: removed, and returned so that
    // the caller can report what went.
    Result<QList<Conflict>> purgeDecided(const QString &before);

private:
    // Inserts `conflicts` as they are, in multi-row INSERTs.
    Status insert(const QList<Conflict> &conflicts);
    // Sets `flag` to 'Y' on the conflicts `ids`.
    Status markYes(const QString &flag, const QList<qint64> &ids);

    db::Database &m_db;
};

} // namespace jgr::control
