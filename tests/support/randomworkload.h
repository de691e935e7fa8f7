#pragma once

#include "cluster.h"

#include <QMap>
#include <QRandomGenerator>
#include <QSet>
#include <QString>

namespace jgr::test {

// The randomised multi-site workload of a Cluster whose sample tables the
// sites hold: the primary and the sites insert rows, owners edit and
// soft-delete their rows, others fill blank fields or try forbidden edits,
// owners hard-delete parts (sometimes re-creating one under the deleted
// row's key, so under its jg_unique_id) while others fill their blanks;
// sites replicate in random order, some sessions are killed at a random
// statement, sometimes every site replicates at the same moment, and
// otherwise a preview (--dry-run) must foretell the session's counts. Rows
// carry a value of every type family, drawn from the edge values of
// docs/SCHEMA.md (Fidelity) that every database of the cluster holds.
// Applications write lastchangeddate themselves (years slow, in the future),
// and a migration tool sometimes drops the stamp triggers. What every row
// must hold is written down as it happens.
class RandomWorkload
{
public:
    // `seed` decides every choice; `sqliteOnly` (every database of the
    // cluster is SQLite) adds the values only SQLite keeps.
    RandomWorkload(Cluster &cluster, quint32 seed, bool sqliteOnly);

    // One step by a random actor: empty, or what failed.
    QString step();
    // `n` steps, up to the first that fails: empty, or what failed.
    QString steps(int n);
    // After the sites' quiet rounds: empty when every site equals the
    // primary, each row once, every owner's values as it stored them, and
    // every row as owner wins and blank fill say; else what differs.
    QString check();
    // What the steps did (rows, parts, sessions killed, at once, foretold).
    QString summary() const;

private:
    // What the owner last wrote into a row, and what others filled in.
    struct Expected
    {
        int ownerActor = 0; // 0 = primary, 1.. = site index + 1
        int qty = 0;
        QString city; // empty = the owner left it blank
        QString removed = QStringLiteral("N");
        QSet<QString> fills;
        // Values the owner wrote before: an owner who clears a text field of a
        // blank-fill table does not clear it elsewhere (it writes "missing").
        QSet<QString> earlierCities;
    };

    db::Database &dbOf(int actor) { return actor == 0 ? m_cluster.primary() : m_cluster.site(actor - 1); }
    QString pick();
    qint64 uidAt(int actor, const QString &name);
    bool writeExtra(db::Database &db, const QString &name, const QString &column, bool edit);
    QString insertItem(int actor);
    QString editItem(int actor);
    QString changePart(int actor);
    QString applicationsStamp();
    bool ownersEdit(db::Database &db, qint64 uid, const QString &column, const QVariant &value);
    QString dropStampTriggers(int actor);
    QString session(int site);
    QString previewedSession(int site);

    Cluster &m_cluster;
    QRandomGenerator m_random;
    quint32 m_seed;
    bool m_sqliteOnly;
    int m_step = 0;
    QMap<QString, QVariantList> m_ownerValues; // by row name: the extras as its owner stored them
    QMap<QString, Expected> m_rows;            // by name, which is unique
    QMap<QString, int> m_parts;                // live parts by code (unique): the owner actor
    int m_serial = 0;
    int m_killed = 0;
    int m_together = 0;         // rounds of every site's session at the same moment
    int m_foretoldSessions = 0; // sessions whose counts the preview gave before
    QSet<int> m_damaged;        // actors whose stamp triggers are dropped, until a session mends them
    int m_triggersDropped = 0;
};

} // namespace jgr::test
