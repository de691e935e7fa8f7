#include "randomworkload.h"

#include "cli.h"

#include "common/stamp.h"
#include "db/rawtext.h"
#include "engine/merge/valuecodec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <iterator>
#include <limits>

namespace jgr::test {

namespace {

// A session cut short leaves its transaction to the server, which rolls it
// back on its own time; until then it holds every session's mark back (a
// preview then would foretell less than the session after it moves). The
// mark a session would take now is no earlier than this clock reading once
// none is open (on a Galera node it is the nodes' clocks, never empty).
bool rolledBack(db::Database &db)
{
    for (int waited = 0; waited < 20000; waited += 50) {
        auto clock = db.now();
        auto open = clock ? db.oldestOpenTransaction(nullptr, clock.value()) : Result<QString>(clock.error());
        if (open && (open.value().isEmpty() ||
                     stamp::toMicros(open.value()).value_or(0) >= stamp::toMicros(clock.value()).value_or(0)))
            return true;
        QTest::qWait(50);
    }
    return false;
}

// The items columns beyond name, city and qty, with their families.
const QList<QPair<QString, db::Family>> kExtras{
    {QStringLiteral("notes"), db::Family::LongText}, {QStringLiteral("price"), db::Family::Decimal},
    {QStringLiteral("active"), db::Family::Boolean}, {QStringLiteral("born"), db::Family::Date},
    {QStringLiteral("seen"), db::Family::Stamp},     {QStringLiteral("score"), db::Family::Double},
    {QStringLiteral("big"), db::Family::BigInt},
};

// Edge values of each column that every database holds (docs/SCHEMA.md,
// Fidelity), and with only SQLite in the cluster also what SQLite alone keeps.
QList<QVariant> valuesFor(const QString &column, bool sqliteOnly)
{
    const QVariant null(QMetaType::fromType<QString>());
    QList<QVariant> v;
    if (column == QLatin1String("notes")) {
        v = {null,
             QStringLiteral(""),
             QStringLiteral("abc   "),
             QStringLiteral("\U0001F600\U0001D11E"),
             QStringLiteral("Grüße, 東京"),
             QStringLiteral("it's \"quoted\"\n\ttabbed")};
        if (sqliteOnly)
            v << QVariant::fromValue(db::RawText{QByteArray("A\xff\xfe"
                                                            "B")})
              << QByteArray("\x00\xff", 2) << QString(QStringLiteral("a") + QChar(0) + QStringLiteral("b"));
    } else if (column == QLatin1String("price")) {
        v = {null, QStringLiteral("12.50"), QStringLiteral("-0.01"), QStringLiteral("9999999999.99"),
             QStringLiteral("0")};
        if (sqliteOnly)
            v << 0.30000000000000004 << QStringLiteral("1.234");
    } else if (column == QLatin1String("active")) {
        v = {null, 0, 1};
    } else if (column == QLatin1String("born")) {
        v = {null, QStringLiteral("1962-02-18"), QStringLiteral("2000-02-29")};
        if (sqliteOnly)
            v << QStringLiteral("soon");
    } else if (column == QLatin1String("seen")) {
        v = {null, QStringLiteral("1962-02-18 00:00:00"), QStringLiteral("2020-02-29 23:59:59.123456"),
             QStringLiteral("2020-01-01 10:00:00.5")};
        if (sqliteOnly)
            v << QStringLiteral("1962-02-18T10:30:00") << QStringLiteral("yesterday");
    } else if (column == QLatin1String("score")) {
        v = {null, 0.1, 0.30000000000000004, 5e-324, 1.7976931348623157e308, -2.5};
        if (sqliteOnly)
            v << qInf();
    } else if (column == QLatin1String("big")) {
        v = {null, std::numeric_limits<qint64>::max(), std::numeric_limits<qint64>::min(), qint64(0)};
    }
    return v;
}

// The row's extra columns as the database stores them (exact values).
QVariantList extrasOf(db::Database &db, const QString &name)
{
    QStringList columns;
    for (const auto &[column, family] : kExtras)
        columns << column;
    auto rows = db.bulk().select(
        QStringLiteral("SELECT %1 FROM items WHERE name = ?").arg(columns.join(QStringLiteral(", "))), {name});
    return rows && !rows.value().isEmpty() ? rows.value().first() : QVariantList();
}

// A session's counts per table (pulled inserted, updated, deleted; pushed
// the same), summed: a session that resumes a killed one runs the
// unfinished table twice, and so does its preview.
using CountsByTable = QMap<QString, QList<int>>;
void add(CountsByTable &sums, const QString &table, const QList<int> &n)
{
    QList<int> &sum = sums[table];
    sum.resize(n.size());
    for (qsizetype i = 0; i < n.size(); ++i)
        sum[i] += n.at(i);
}

QString describe(const CountsByTable &counts)
{
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        QStringList n;
        for (int v : it.value())
            n << QString::number(v);
        parts << it.key() + QLatin1Char(' ') + n.join(QLatin1Char('/'));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

RandomWorkload::RandomWorkload(Cluster &cluster, quint32 seed, bool sqliteOnly)
    : m_cluster(cluster), m_random(seed), m_seed(seed), m_sqliteOnly(sqliteOnly)
{
}

QString RandomWorkload::pick()
{
    if (m_rows.isEmpty())
        return {};
    auto it = m_rows.begin();
    std::advance(it, m_random.bounded(int(m_rows.size())));
    return it.key();
}

qint64 RandomWorkload::uidAt(int actor, const QString &name)
{
    auto v = dbOf(actor).scalar(QStringLiteral("SELECT jg_unique_id FROM items WHERE name = ?"), {name});
    return v && !v.value().isNull() ? v.value().toLongLong() : 0;
}

// A value of the column's pool, written as an application writes it
// (SQLite's own kinds of value by its C API, through the bulk path). An
// owner who empties a text column of a blank-fill table does not empty it
// elsewhere (docs/PROTOCOL.md, push): edits write text.
bool RandomWorkload::writeExtra(db::Database &db, const QString &name, const QString &column, bool edit)
{
    QList<QVariant> pool = valuesFor(column, m_sqliteOnly);
    if (edit && column == QLatin1String("notes"))
        pool.removeIf([](const QVariant &v) { return engine::valuecodec::isEmptyText(v); });
    const QVariant value = pool.at(int(m_random.bounded(int(pool.size()))));
    const QString mark = column == QLatin1String("seen") ? db.dialect().stampParameter() : QStringLiteral("?");
    return db.bulk()
        .change(QStringLiteral("UPDATE items SET %1 = %2 WHERE name = ?").arg(column, mark), {value, name})
        .ok();
}

QString RandomWorkload::steps(int n)
{
    for (int k = 0; k < n; ++k)
        if (QString failed = step(); !failed.isEmpty())
            return failed;
    return {};
}

QString RandomWorkload::step()
{
    ++m_step;
    const int actor = int(m_random.bounded(m_cluster.siteCount() + 1));
    const int op = int(m_random.bounded(100));
    if (op == 99)
        return dropStampTriggers(actor);
    if (op < 20)
        return insertItem(actor);
    if (op < 75)
        return editItem(actor);
    if (op < 88)
        return changePart(actor);
    return actor > 0 ? session(actor - 1) : QString();
}

QString RandomWorkload::insertItem(int actor)
{
    db::Database &db = dbOf(actor);
    const QString name = QStringLiteral("row %1-%2").arg(m_seed).arg(++m_serial);
    Expected e;
    e.ownerActor = actor;
    e.qty = int(m_random.bounded(1000));
    e.city = m_random.bounded(2) ? QStringLiteral("city %1").arg(m_serial) : QString();
    QVariantMap values{{QStringLiteral("name"), name}, {QStringLiteral("qty"), e.qty}};
    if (!e.city.isEmpty())
        values.insert(QStringLiteral("city"), e.city);
    if (Cluster::insert(db, QStringLiteral("items"), values) <= 0)
        return QStringLiteral("inserting %1: %2").arg(name, Cluster::lastError());
    if (m_random.bounded(3) == 0 &&
        !db.run(
            QStringLiteral("UPDATE items SET lastchangeddate = %1 WHERE name = ?").arg(db.dialect().stampParameter()),
            {applicationsStamp(), name}))
        return QStringLiteral("stamping %1 as its application does").arg(name);
    m_rows.insert(name, e);
    for (const auto &[column, family] : kExtras)
        if (!writeExtra(db, name, column, false))
            return QStringLiteral("writing %1 of %2").arg(column, name);
    m_ownerValues.insert(name, extrasOf(db, name));
    return {};
}

// An edit of a row this actor has: the owner's, a blank fill, or a
// forbidden edit that owner wins puts back.
QString RandomWorkload::editItem(int actor)
{
    db::Database &db = dbOf(actor);
    const QString name = pick();
    if (name.isEmpty())
        return {};
    const qint64 uid = uidAt(actor, name);
    if (uid == 0)
        return {}; // not here yet (or not stamped yet)
    Expected &e = m_rows[name];
    const QVariantMap local = Cluster::row(db, QStringLiteral("items"), uid);
    bool written = true;
    if (e.ownerActor == actor) {
        const int kind = int(m_random.bounded(4));
        if (kind == 3) {
            const QString column = kExtras.at(int(m_random.bounded(int(kExtras.size())))).first;
            written = writeExtra(db, name, column, true);
            m_ownerValues.insert(name, extrasOf(db, name));
        } else if (kind == 0) {
            e.qty = int(m_random.bounded(1000));
            written = ownersEdit(db, uid, QStringLiteral("qty"), e.qty);
        } else if (kind == 1) {
            if (!e.city.isEmpty())
                e.earlierCities.insert(e.city);
            e.city = m_random.bounded(3) == 0 ? QString() : QStringLiteral("owner %1").arg(m_step);
            written = ownersEdit(db, uid, QStringLiteral("city"),
                                 e.city.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(e.city));
        } else {
            e.removed = e.removed == QLatin1String("Y") ? QStringLiteral("N") : QStringLiteral("Y");
            written = ownersEdit(db, uid, QStringLiteral("isremoved"), e.removed);
        }
    } else if (local.value(QStringLiteral("city")).toString().isEmpty() && m_random.bounded(2)) {
        const QString fill = QStringLiteral("fill %1 by %2").arg(m_step).arg(actor);
        e.fills.insert(fill);
        written = Cluster::update(db, QStringLiteral("items"), uid, {{QStringLiteral("city"), fill}});
    } else {
        written = Cluster::update(db, QStringLiteral("items"), uid, {{QStringLiteral("qty"), -1 - m_step}});
    }
    return written ? QString() : QStringLiteral("editing %1: %2").arg(name, Cluster::lastError());
}

// A stamp an application writes itself: a clock years slow, a date in the
// future, or one that merely looks right.
QString RandomWorkload::applicationsStamp()
{
    static const QStringList stamps{QStringLiteral("2001-02-03 04:05:06"), QStringLiteral("2099-01-01 00:00:00"),
                                    QStringLiteral("2026-06-01 12:00:00")};
    return stamps.at(int(m_random.bounded(int(stamps.size()))));
}

// An owner's edit of one column; a third of them by an application that
// writes lastchangeddate itself in the same statement.
bool RandomWorkload::ownersEdit(db::Database &db, qint64 uid, const QString &column, const QVariant &value)
{
    if (m_random.bounded(3) != 0)
        return Cluster::update(db, QStringLiteral("items"), uid, {{column, value}});
    auto q = db.exec(QStringLiteral("UPDATE items SET %1 = ?, lastchangeddate = %2 WHERE jg_unique_id = ?")
                         .arg(db.quote(column), db.dialect().stampParameter()),
                     {value, applicationsStamp(), uid});
    return q && q.value().numRowsAffected() == 1;
}

// An application's migration tool drops the stamp triggers of items (it
// rebuilds the table), and its users go on working; the next session of a
// site that replicates with this database makes them again and sends
// every row anew.
QString RandomWorkload::dropStampTriggers(int actor)
{
    db::Database &db = dbOf(actor);
    const bool postgres = db.dialect().name() == QLatin1String("postgresql");
    const QString table = QStringLiteral("items");
    for (const QString &name : db.dialect().rowStampTriggerNames(table))
        if (!db.run(QStringLiteral("DROP TRIGGER IF EXISTS %1%2")
                        .arg(db.quote(name), postgres ? QStringLiteral(" ON ") + db.quote(table) : QString())))
            return QStringLiteral("dropping the stamp triggers at %1").arg(actor);
    m_damaged.insert(actor);
    ++m_triggersDropped;
    return {};
}

// A part: created, or deleted by its owner and maybe re-created under its
// key, or someone else's blank label filled (its owner may be deleting it).
QString RandomWorkload::changePart(int actor)
{
    db::Database &db = dbOf(actor);
    QStringList own;
    QStringList others;
    for (auto it = m_parts.cbegin(); it != m_parts.cend(); ++it)
        (it.value() == actor ? own : others) << it.key();
    if (!others.isEmpty() && m_random.bounded(3) == 0) {
        const QString part = others.at(int(m_random.bounded(int(others.size()))));
        return db.run(QStringLiteral("UPDATE parts SET label = ? WHERE code = ? AND label IS NULL"),
                      {QStringLiteral("filled by %1").arg(actor), part})
                       .ok()
                   ? QString()
                   : QStringLiteral("filling the label of %1").arg(part);
    }
    const QString code = QStringLiteral("part %1-%2").arg(m_seed).arg(++m_serial);
    if (own.isEmpty() || m_random.bounded(3) == 0) {
        if (Cluster::insert(db, QStringLiteral("parts"), {{QStringLiteral("code"), code}}) <= 0)
            return QStringLiteral("inserting %1: %2").arg(code, Cluster::lastError());
        m_parts.insert(code, actor);
        return {};
    }
    const QString gone = own.at(int(m_random.bounded(int(own.size()))));
    auto key = db.scalar(QStringLiteral("SELECT part_id FROM parts WHERE code = ?"), {gone});
    if (!key || key.value().isNull())
        return QStringLiteral("%1 is not at its owner").arg(gone);
    if (!db.run(QStringLiteral("DELETE FROM parts WHERE code = ?"), {gone}).ok())
        return QStringLiteral("deleting %1").arg(gone);
    m_parts.remove(gone);
    if (m_random.bounded(2)) {
        // (QPSQL's last insert id is no row id: the insert is checked by the codes at the end.)
        if (Cluster::insert(db, QStringLiteral("parts"),
                            {{QStringLiteral("part_id"), key.value()}, {QStringLiteral("code"), code}}) == -1)
            return QStringLiteral("re-creating %1 as %2: %3").arg(gone, code, Cluster::lastError());
        m_parts.insert(code, actor);
    }
    return {};
}

// A session of `site`: sometimes cut short at a random statement, sometimes
// every site's at the same moment, else one that a preview foretells.
QString RandomWorkload::session(int site)
{
    // Its database or the primary lost triggers: the session makes them
    // again (a preview would only say that it will).
    if (m_damaged.contains(0) || m_damaged.contains(site + 1)) {
        const engine::SessionResult r = m_cluster.replicate(site);
        if (!r.ok())
            return QStringLiteral("the session of site %1 after triggers were dropped: %2").arg(site).arg(r.message);
        m_damaged.remove(0);
        m_damaged.remove(site + 1);
        return {};
    }
    if (m_random.bounded(4) == 0) {
        QProcessEnvironment env = m_cluster.cliEnvironment(site);
        env.insert(QStringLiteral("JGR_TEST_EXIT_AFTER_STATEMENTS"), QString::number(m_random.bounded(1, 250)));
        const CliRun run =
            runCli({QStringLiteral("--config"), m_cluster.iniPath(site), QStringLiteral("replicate")}, env);
        if (run.exitCode != 0 && run.exitCode != 86)
            return QStringLiteral("a session of site %1 cut short ended with exit code %2: %3")
                .arg(site)
                .arg(run.exitCode)
                .arg(run.err);
        m_killed += run.exitCode == 86 ? 1 : 0;
        if (!rolledBack(m_cluster.primary()) || !rolledBack(m_cluster.site(site)))
            return QStringLiteral("the transaction of a killed session of site %1 stayed open").arg(site);
        return {};
    }
    if (m_random.bounded(3) == 0) {
        // Their pushes cross on the primary.
        const QString failures = m_cluster.replicateAllAtOnce({QStringLiteral("--batch-size"), QStringLiteral("3")});
        ++m_together;
        return failures;
    }
    return previewedSession(site);
}

QString RandomWorkload::previewedSession(int site)
{
    const CliRun preview = runCli({QStringLiteral("--config"), m_cluster.iniPath(site), QStringLiteral("replicate"),
                                   QStringLiteral("--dry-run"), QStringLiteral("--json")},
                                  m_cluster.cliEnvironment(site));
    if (preview.exitCode != 0)
        return QStringLiteral("the preview of site %1: %2").arg(site).arg(preview.err);
    const engine::SessionResult r = m_cluster.replicate(site);
    if (!r.ok())
        return QStringLiteral("the session of site %1: %2").arg(site).arg(r.message);
    CountsByTable foretold;
    for (const QJsonValue &t :
         QJsonDocument::fromJson(preview.out.toUtf8()).object().value(QStringLiteral("tables")).toArray()) {
        const QJsonObject x = t.toObject();
        add(foretold, x.value(QStringLiteral("table")).toString(),
            {x.value(QStringLiteral("pulled_inserted")).toInt(), x.value(QStringLiteral("pulled_updated")).toInt(),
             x.value(QStringLiteral("pulled_deleted")).toInt(), x.value(QStringLiteral("pushed_inserted")).toInt(),
             x.value(QStringLiteral("pushed_updated")).toInt(), x.value(QStringLiteral("pushed_deleted")).toInt()});
    }
    CountsByTable done;
    for (const engine::TableResult &t : r.tables)
        add(done, t.table,
            {t.counts.insertedByPrimary, t.counts.updatedByPrimary, t.counts.deletedByPrimary,
             t.counts.insertedByTarget, t.counts.updatedByTarget, t.counts.deletedByTarget});
    if (foretold != done)
        return QStringLiteral("site %1's preview foretold %2, the session did %3")
            .arg(site)
            .arg(describe(foretold), describe(done));
    ++m_foretoldSessions;
    return {};
}

QString RandomWorkload::check()
{
    QStringList problems;
    for (int s = 0; s < m_cluster.siteCount(); ++s)
        if (const QString d = m_cluster.differences(s); !d.isEmpty())
            problems << QStringLiteral("site %1: %2").arg(s).arg(d);
    for (const QString &table : {QStringLiteral("items"), QStringLiteral("parts")}) {
        auto twice = m_cluster.primary().scalar(
            QStringLiteral("SELECT COUNT(*) - COUNT(DISTINCT jg_unique_id) FROM %1").arg(table));
        if (!twice || twice.value().toLongLong() != 0)
            problems << QStringLiteral("%1 jg_unique_id values of %2 appear twice on the primary")
                            .arg(twice ? twice.value().toLongLong() : -1)
                            .arg(table);
    }
    // Replication never changed what an owner stored (compare above says
    // every site holds the primary's values, to the byte where alike).
    for (auto it = m_ownerValues.cbegin(); it != m_ownerValues.cend(); ++it) {
        const QVariantList now = extrasOf(dbOf(m_rows.value(it.key()).ownerActor), it.key());
        if (now.size() != it.value().size()) {
            problems << QStringLiteral("%1 is gone from its owner").arg(it.key());
            continue;
        }
        for (qsizetype i = 0; i < now.size(); ++i)
            if (!engine::valuecodec::equal(now.at(i), it.value().at(i), kExtras.at(i).second, true))
                problems << QStringLiteral("%1 %2: the owner stored %3, now %4")
                                .arg(it.key(), kExtras.at(i).first, it.value().at(i).toString(), now.at(i).toString());
    }
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it) {
        const qint64 uid = uidAt(0, it.key());
        if (uid == 0) {
            problems << it.key() + QStringLiteral(" never reached the primary");
            continue;
        }
        const QVariantMap row = Cluster::row(m_cluster.primary(), QStringLiteral("items"), uid);
        const Expected &e = it.value();
        if (row.value(QStringLiteral("qty")).toInt() != e.qty)
            problems << QStringLiteral("%1: qty %2, owner wrote %3")
                            .arg(it.key())
                            .arg(row.value(QStringLiteral("qty")).toInt())
                            .arg(e.qty);
        if (row.value(QStringLiteral("isremoved")).toString() != e.removed)
            problems << QStringLiteral("%1: isremoved %2, owner wrote %3")
                            .arg(it.key(), row.value(QStringLiteral("isremoved")).toString(), e.removed);
        const QString city = row.value(QStringLiteral("city")).toString();
        if (!e.city.isEmpty() && city != e.city)
            problems << QStringLiteral("%1: city %2, owner wrote %3").arg(it.key(), city, e.city);
        if (e.city.isEmpty() && !city.isEmpty() && !e.fills.contains(city) && !e.earlierCities.contains(city))
            problems << QStringLiteral("%1: city %2 is no fill").arg(it.key(), city);
    }
    // Parts: exactly the live ones, everywhere (differences() compared the sites with the primary).
    auto codes =
        m_cluster.primary().bulk().select(QStringLiteral("SELECT code FROM parts WHERE code LIKE ? ORDER BY code"),
                                          {QStringLiteral("part %1-%").arg(m_seed)});
    QStringList live;
    for (const QVariantList &r : codes ? codes.value() : QList<QVariantList>())
        live << r.first().toString();
    live.sort();
    if (live != QStringList(m_parts.keys()))
        problems << QStringLiteral("the primary's parts are %1, the live ones %2")
                        .arg(live.join(QStringLiteral(", ")), QStringList(m_parts.keys()).join(QStringLiteral(", ")));
    return problems.join(QLatin1Char('\n'));
}

QString RandomWorkload::summary() const
{
    return QStringLiteral("seed %1: %2 rows (%3 with edge values), %4 parts, %5 sessions killed, %6 rounds of sessions "
                          "at once, %7 sessions foretold, stamp triggers dropped %8 times")
        .arg(m_seed)
        .arg(m_rows.size())
        .arg(m_ownerValues.size())
        .arg(m_parts.size())
        .arg(m_killed)
        .arg(m_together)
        .arg(m_foretoldSessions)
        .arg(m_triggersDropped);
}

} // namespace jgr::test
