// A randomised multi-site workload: sites and the primary insert rows, owners
// edit and soft-delete their rows, others fill blank fields or try forbidden
// edits, owners hard-delete rows of another table (sometimes re-creating one
// under the deleted row's key, so under its jg_unique_id) while others fill
// their blanks, sessions run in random order, some are killed at a random
// statement and sometimes every site replicates at the same moment; before
// the other sessions a preview (--dry-run) must foretell their counts. After two quiet rounds every site must equal the
// primary, and every row must hold what owner wins and blank fill say it must. The seed picks the primary's database
// (PostgreSQL, MariaDB, SQLite) and the kind of one of the three sites (SQLite, MariaDB, PostgreSQL): nine seeds in a
// row run every pair. Rows carry a value of every type family, drawn from the edge values of docs/SCHEMA.md (Fidelity)
// that every database of the cluster holds; an owner's values must stay exactly as it wrote them.
//
// CI runs nine fixed seeds; JGR_RANDOM_SEEDS=N runs N seeds (the long run of
// docs/ARCHITECTURE.md), JGR_RANDOM_FIRST_SEED picks where they start.
#include "cli.h"
#include "cluster.h"
#include "scenario.h"

#include "db/rawtext.h"
#include "engine/merge/valuecodec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <memory>
#include <vector>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {
// A session cut short leaves its transaction to the server, which rolls it
// back on its own time; until then it holds every session's mark back (a
// preview then would foretell less than the session after it moves).
bool rolledBack(db::Database &db)
{
    for (int waited = 0; waited < 20000; waited += 50) {
        auto open = db.oldestOpenTransaction();
        if (open && open.value().isEmpty())
            return true;
        QTest::qWait(50);
    }
    return false;
}

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
} // namespace

class TestRandomWorkload : public QObject
{
    Q_OBJECT

    static db::Database &dbOf(Cluster &c, int actor) { return actor == 0 ? c.primary() : c.site(actor - 1); }

private slots:
    void randomWorkload_data()
    {
        QTest::addColumn<quint32>("seed");
        const int count =
            qEnvironmentVariableIsSet("JGR_RANDOM_SEEDS") ? qEnvironmentVariableIntValue("JGR_RANDOM_SEEDS") : 9;
        const quint32 first = qEnvironmentVariableIsSet("JGR_RANDOM_FIRST_SEED")
                                  ? quint32(qEnvironmentVariableIntValue("JGR_RANDOM_FIRST_SEED"))
                                  : 1;
        for (int i = 0; i < count; ++i)
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(first + quint32(i)))) << first + quint32(i);
    }
    void randomWorkload()
    {
        QFETCH(quint32, seed);
        QRandomGenerator random(seed);
        // The primary's database and one site's vary with the seed.
        const Backend primaries[] = {Backend::Postgres, Backend::MariaDb, Backend::Sqlite};
        const Backend primary = primaries[seed % 3];
        const Backend sites[] = {Backend::Sqlite, Backend::MariaDb, Backend::Postgres};
        const Backend oneSite = sites[(seed / 3) % 3];
        JGR_CLUSTER(c, primary, {Backend::Sqlite, oneSite, Backend::Sqlite});
        for (int s = 0; s < c.siteCount(); ++s)
            QVERIFY(c.replicate(s).ok());
        const int actors = c.siteCount() + 1;
        const bool sqliteOnly = primary == Backend::Sqlite && oneSite == Backend::Sqlite;
        // A value of the column's pool, written as an application writes it
        // (SQLite's own kinds of value by its C API, through the bulk path).
        // An owner who empties a text column of a blank-fill table does not
        // empty it elsewhere (docs/PROTOCOL.md, push): edits write text.
        const auto writeExtra = [&](db::Database &db, const QString &name, const QString &column, bool edit) {
            QList<QVariant> pool = valuesFor(column, sqliteOnly);
            if (edit && column == QLatin1String("notes"))
                pool.removeIf([](const QVariant &v) { return engine::valuecodec::isEmptyText(v); });
            const QVariant value = pool.at(int(random.bounded(int(pool.size()))));
            const QString mark = column == QLatin1String("seen") ? db.dialect().stampParameter() : QStringLiteral("?");
            return db.bulk()
                .change(QStringLiteral("UPDATE items SET %1 = %2 WHERE name = ?").arg(column, mark), {value, name})
                .ok();
        };
        QMap<QString, QVariantList> ownerValues; // by row name: the extras as its owner stored them

        QMap<QString, Expected> rows; // by name, which is unique
        QMap<QString, int> parts;     // live parts by code (unique): the owner actor
        int serial = 0;
        int killed = 0;
        int together = 0;         // rounds of every site's session at the same moment
        int foretoldSessions = 0; // sessions whose counts the preview gave before
        const auto pick = [&]() -> QString {
            if (rows.isEmpty())
                return {};
            auto it = rows.begin();
            std::advance(it, random.bounded(int(rows.size())));
            return it.key();
        };
        const auto uidAt = [&](int actor, const QString &name) -> qint64 {
            auto v = dbOf(c, actor).scalar(QStringLiteral("SELECT jg_unique_id FROM items WHERE name = ?"), {name});
            return v && !v.value().isNull() ? v.value().toLongLong() : 0;
        };

        for (int step = 0; step < 80; ++step) {
            const int actor = int(random.bounded(actors));
            db::Database &db = dbOf(c, actor);
            const int op = int(random.bounded(100));
            if (op < 20) { // insert
                const QString name = QStringLiteral("row %1-%2").arg(seed).arg(++serial);
                Expected e;
                e.ownerActor = actor;
                e.qty = int(random.bounded(1000));
                e.city = random.bounded(2) ? QStringLiteral("city %1").arg(serial) : QString();
                QVariantMap values{{QStringLiteral("name"), name}, {QStringLiteral("qty"), e.qty}};
                if (!e.city.isEmpty())
                    values.insert(QStringLiteral("city"), e.city);
                QVERIFY(Cluster::insert(db, QStringLiteral("items"), values) > 0);
                rows.insert(name, e);
                for (const auto &[column, family] : kExtras)
                    QVERIFY2(writeExtra(db, name, column, false), qPrintable(column));
                ownerValues.insert(name, extrasOf(db, name));
            } else if (op < 75) { // edit a row this actor has
                const QString name = pick();
                if (name.isEmpty())
                    continue;
                const qint64 uid = uidAt(actor, name);
                if (uid == 0)
                    continue; // not here yet (or not stamped yet)
                Expected &e = rows[name];
                QVariantMap local = Cluster::row(db, QStringLiteral("items"), uid);
                if (e.ownerActor == actor) {
                    const int kind = int(random.bounded(4));
                    if (kind == 3) {
                        const QString column = kExtras.at(int(random.bounded(int(kExtras.size())))).first;
                        QVERIFY2(writeExtra(db, name, column, true), qPrintable(column));
                        ownerValues.insert(name, extrasOf(db, name));
                    } else if (kind == 0) {
                        e.qty = int(random.bounded(1000));
                        QVERIFY(Cluster::update(db, QStringLiteral("items"), uid, {{QStringLiteral("qty"), e.qty}}));
                    } else if (kind == 1) {
                        if (!e.city.isEmpty())
                            e.earlierCities.insert(e.city);
                        e.city = random.bounded(3) == 0 ? QString() : QStringLiteral("owner %1").arg(step);
                        QVERIFY(Cluster::update(
                            db, QStringLiteral("items"), uid,
                            {{QStringLiteral("city"),
                              e.city.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(e.city)}}));
                    } else {
                        e.removed = e.removed == QLatin1String("Y") ? QStringLiteral("N") : QStringLiteral("Y");
                        QVERIFY(Cluster::update(db, QStringLiteral("items"), uid,
                                                {{QStringLiteral("isremoved"), e.removed}}));
                    }
                } else if (local.value(QStringLiteral("city")).toString().isEmpty() && random.bounded(2)) {
                    const QString fill = QStringLiteral("fill %1 by %2").arg(step).arg(actor);
                    e.fills.insert(fill);
                    QVERIFY(Cluster::update(db, QStringLiteral("items"), uid, {{QStringLiteral("city"), fill}}));
                } else { // a forbidden edit: put back by owner wins
                    QVERIFY(Cluster::update(db, QStringLiteral("items"), uid, {{QStringLiteral("qty"), -1 - step}}));
                }
            } else if (op < 88) { // a part: created, or deleted by its owner and maybe re-created under its key
                QStringList own;
                for (auto it = parts.cbegin(); it != parts.cend(); ++it)
                    if (it.value() == actor)
                        own << it.key();
                if (own.size() < parts.size() && random.bounded(3) == 0) {
                    // Fill the blank label of someone else's part (its owner may be deleting it).
                    QStringList others;
                    for (auto it = parts.cbegin(); it != parts.cend(); ++it)
                        if (it.value() != actor)
                            others << it.key();
                    const QString part = others.at(int(random.bounded(int(others.size()))));
                    QVERIFY(db.run(QStringLiteral("UPDATE parts SET label = ? WHERE code = ? AND label IS NULL"),
                                   {QStringLiteral("filled by %1").arg(actor), part})
                                .ok());
                    continue;
                }
                const QString code = QStringLiteral("part %1-%2").arg(seed).arg(++serial);
                if (own.isEmpty() || random.bounded(3) == 0) {
                    QVERIFY(Cluster::insert(db, QStringLiteral("parts"), {{QStringLiteral("code"), code}}) > 0);
                    parts.insert(code, actor);
                    continue;
                }
                const QString gone = own.at(int(random.bounded(int(own.size()))));
                auto key = db.scalar(QStringLiteral("SELECT part_id FROM parts WHERE code = ?"), {gone});
                QVERIFY(key.ok() && !key.value().isNull());
                QVERIFY(db.run(QStringLiteral("DELETE FROM parts WHERE code = ?"), {gone}).ok());
                parts.remove(gone);
                if (random.bounded(2)) {
                    // (QPSQL's last insert id is no row id: the insert is checked by the codes at the end.)
                    QVERIFY2(Cluster::insert(
                                 db, QStringLiteral("parts"),
                                 {{QStringLiteral("part_id"), key.value()}, {QStringLiteral("code"), code}}) != -1,
                             qPrintable(Cluster::lastError()));
                    parts.insert(code, actor);
                }
            } else if (actor > 0) { // a session, sometimes cut short
                const int site = actor - 1;
                if (random.bounded(4) == 0) {
                    QProcessEnvironment env = c.cliEnvironment(site);
                    env.insert(QStringLiteral("JGR_TEST_EXIT_AFTER_STATEMENTS"),
                               QString::number(random.bounded(1, 250)));
                    const auto run =
                        test::runCli({QStringLiteral("--config"), c.iniPath(site), QStringLiteral("replicate")}, env);
                    QVERIFY2(run.exitCode == 0 || run.exitCode == 86, qPrintable(run.err));
                    killed += run.exitCode == 86 ? 1 : 0;
                    QVERIFY(rolledBack(c.primary()) && rolledBack(c.site(site)));
                } else if (random.bounded(3) == 0) {
                    // Every site at the same moment: their pushes cross on the primary.
                    std::vector<std::unique_ptr<QProcess>> sessions;
                    for (int s = 0; s < c.siteCount(); ++s) {
                        sessions.push_back(std::make_unique<QProcess>());
                        test::startCli(*sessions.back(),
                                       {QStringLiteral("--config"), c.iniPath(s), QStringLiteral("replicate"),
                                        QStringLiteral("--batch-size"), QStringLiteral("3")},
                                       c.cliEnvironment(s));
                    }
                    for (auto &session : sessions) {
                        QVERIFY(session->waitForFinished(300000));
                        QVERIFY2(session->exitCode() == 0,
                                 qPrintable(QString::fromUtf8(session->readAllStandardError())));
                    }
                    ++together;
                } else {
                    // The preview foretells what the session then does.
                    const auto preview =
                        test::runCli({QStringLiteral("--config"), c.iniPath(site), QStringLiteral("replicate"),
                                      QStringLiteral("--dry-run"), QStringLiteral("--json")},
                                     c.cliEnvironment(site));
                    QVERIFY2(preview.exitCode == 0, qPrintable(preview.err));
                    const auto r = c.replicate(site);
                    QVERIFY2(r.ok(), qPrintable(r.message));
                    // A session that resumes a killed one runs the unfinished
                    // table twice (and so does its preview): sums per table.
                    const auto add = [](QMap<QString, QList<int>> &sums, const QString &table, const QList<int> &n) {
                        QList<int> &sum = sums[table];
                        sum.resize(n.size());
                        for (qsizetype i = 0; i < n.size(); ++i)
                            sum[i] += n.at(i);
                    };
                    QMap<QString, QList<int>> foretold;
                    for (const QJsonValue &t : QJsonDocument::fromJson(preview.out.toUtf8())
                                                   .object()
                                                   .value(QStringLiteral("tables"))
                                                   .toArray()) {
                        const QJsonObject x = t.toObject();
                        add(foretold, x.value(QStringLiteral("table")).toString(),
                            {x.value(QStringLiteral("pulled_inserted")).toInt(),
                             x.value(QStringLiteral("pulled_updated")).toInt(),
                             x.value(QStringLiteral("pulled_deleted")).toInt(),
                             x.value(QStringLiteral("pushed_inserted")).toInt(),
                             x.value(QStringLiteral("pushed_updated")).toInt(),
                             x.value(QStringLiteral("pushed_deleted")).toInt()});
                    }
                    QMap<QString, QList<int>> done;
                    for (const engine::TableResult &t : r.tables)
                        add(done, t.table,
                            {t.counts.insertedByPrimary, t.counts.updatedByPrimary, t.counts.deletedByPrimary,
                             t.counts.insertedByTarget, t.counts.updatedByTarget, t.counts.deletedByTarget});
                    QCOMPARE(foretold, done);
                    ++foretoldSessions;
                }
            }
        }
        QVERIFY2(c.replicateUntilQuiet(6), qPrintable(Cluster::lastError()));
        for (int s = 0; s < c.siteCount(); ++s)
            QVERIFY2(c.differences(s).isEmpty(), qPrintable(c.differences(s)));
        // Replication never changed what an owner stored (compare above says
        // every site holds the primary's values, to the byte where alike).
        for (auto it = ownerValues.cbegin(); it != ownerValues.cend(); ++it) {
            db::Database &owner = dbOf(c, rows.value(it.key()).ownerActor);
            const QVariantList now = extrasOf(owner, it.key());
            QCOMPARE(now.size(), it.value().size());
            for (qsizetype i = 0; i < now.size(); ++i)
                QVERIFY2(engine::valuecodec::equal(now.at(i), it.value().at(i), kExtras.at(i).second, true),
                         qPrintable(QStringLiteral("%1 %2: the owner stored %3, now %4")
                                        .arg(it.key(), kExtras.at(i).first, it.value().at(i).toString(),
                                             now.at(i).toString())));
        }

        for (auto it = rows.cbegin(); it != rows.cend(); ++it) {
            const qint64 uid = uidAt(0, it.key());
            QVERIFY2(uid != 0, qPrintable(it.key() + QStringLiteral(" never reached the primary")));
            const QVariantMap row = Cluster::row(c.primary(), QStringLiteral("items"), uid);
            const Expected &e = it.value();
            QVERIFY2(row.value(QStringLiteral("qty")).toInt() == e.qty,
                     qPrintable(QStringLiteral("%1: qty %2, owner wrote %3")
                                    .arg(it.key())
                                    .arg(row.value(QStringLiteral("qty")).toInt())
                                    .arg(e.qty)));
            QCOMPARE(row.value(QStringLiteral("isremoved")).toString(), e.removed);
            const QString city = row.value(QStringLiteral("city")).toString();
            if (!e.city.isEmpty())
                QVERIFY2(city == e.city,
                         qPrintable(QStringLiteral("%1: city %2, owner wrote %3").arg(it.key(), city, e.city)));
            else
                QVERIFY2(city.isEmpty() || e.fills.contains(city) || e.earlierCities.contains(city),
                         qPrintable(QStringLiteral("%1: city %2 is no fill").arg(it.key(), city)));
        }
        // Parts: exactly the live ones, everywhere (differences() compared the sites with the primary).
        auto codes = c.primary().bulk().select(QStringLiteral("SELECT code FROM parts WHERE code LIKE 'part %'"), {});
        QVERIFY(codes.ok());
        QStringList live;
        for (const QVariantList &r : codes.value())
            live << r.first().toString();
        live.sort();
        QCOMPARE(live, QStringList(parts.keys()));
        qInfo("seed %u: %d rows (%d with edge values), %d parts, %d sessions killed, %d rounds of sessions at once, %d "
              "sessions foretold",
              seed, int(rows.size()), int(ownerValues.size()), int(parts.size()), killed, together, foretoldSessions);
    }
};

QTEST_GUILESS_MAIN(TestRandomWorkload)
#include "test_random_workload.moc"
