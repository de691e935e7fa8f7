// Nothing silently undelivered: a change made at a site or on the primary
// travels whatever the application writes into lastchangeddate, and
// bookkeeping that an application's tools damaged is repaired or named
// (docs/PROTOCOL.md, "Every write is stamped" and "Bookkeeping checked each
// session").
#include "cli.h"
#include "cluster.h"
#include "scenario.h"

#include "control/controlrepository.h"
#include "control/tableroles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {
const QString kItems = QStringLiteral("items");

db::ConnectionParams sqliteFile(const QString &path)
{
    db::ConnectionParams p;
    p.driver = QStringLiteral("sqlite");
    p.database = path;
    return p;
}

// An application that keeps lastchangeddate itself: it writes its own
// clock's time (or any other) into the column with the row.
bool writeWithOwnStamp(db::Database &db, const QString &sql, const QString &stamp, const QVariantList &binds = {})
{
    QString text = sql;
    text.replace(QStringLiteral("$STAMP"), db.dialect().stampParameter());
    QVariantList all{stamp};
    all << binds;
    const Status s = db.run(text, all);
    if (!s)
        qWarning("%s", qPrintable(s.error().message));
    return s.ok();
}

QString nameOf(db::Database &db, qint64 uniqueId)
{
    return Cluster::row(db, kItems, uniqueId).value(QStringLiteral("name")).toString();
}

// What an application's migration tool does before it rebuilds a table.
bool dropStampTriggers(db::Database &db, const QString &table)
{
    const bool postgres = db.dialect().name() == QLatin1String("postgresql");
    for (const QString &name : db.dialect().rowStampTriggerNames(table)) {
        const Status s =
            db.run(QStringLiteral("DROP TRIGGER %1%2")
                       .arg(db.quote(name), postgres ? QStringLiteral(" ON ") + db.quote(table) : QString()));
        if (!s) {
            qWarning("%s", qPrintable(s.error().message));
            return false;
        }
    }
    return true;
}

QSet<QString> triggersOf(db::Database &db, const QString &table)
{
    db::TableObjectsByTable objects;
    if (!db.inspectTables({table}, &objects))
        return {};
    return objects.value(table).triggers;
}

bool warned(const engine::SessionResult &r, const QString &part)
{
    return std::any_of(r.warnings.cbegin(), r.warnings.cend(), [&](const QString &w) { return w.contains(part); });
}
} // namespace

class TestUndelivered : public QObject
{
    Q_OBJECT

    // Every kind of site, with primaries of every kind among them.
    static void siteKinds()
    {
        QTest::addColumn<Backend>("site");
        QTest::addColumn<Backend>("primary");
        QTest::newRow("sqlite-sqlite") << Backend::Sqlite << Backend::Sqlite;
        QTest::newRow("sqlite-postgresql") << Backend::Sqlite << Backend::Postgres;
        QTest::newRow("sqlite-mariadb") << Backend::Sqlite << Backend::MariaDb;
        QTest::newRow("postgresql-mariadb") << Backend::Postgres << Backend::MariaDb;
        QTest::newRow("mariadb-postgresql") << Backend::MariaDb << Backend::Postgres;
    }

private slots:
    // The application's own stamp in the past (yesterday, a clock an hour
    // slow) or in the future: the database stamps the change anyway, and the
    // next session delivers it, both ways.
    void applicationsOwnStampsTravel_data() { siteKinds(); }
    void applicationsOwnStampsTravel()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        db::Database &s = c.site(0);
        // A row of the site's own, delivered, so that its owner may edit it.
        const qint64 mine = Cluster::insert(s, kItems, {{QStringLiteral("name"), QStringLiteral("mine")}});
        QVERIFY(mine > 0);
        QVERIFY(REPLICATE_OK(c, 0).ok());
        const qint64 mineId = Cluster::uniqueIdOfRowId(s, kItems, mine);
        QVERIFY(mineId > 0);

        QVERIFY(writeWithOwnStamp(s,
                                  QStringLiteral("INSERT INTO items (name, city, lastchangeddate) VALUES "
                                                 "('Past Stamp Ltd', 'Oldtown', $STAMP)"),
                                  QStringLiteral("2020-12-06 10:00:00")));
        QVERIFY(writeWithOwnStamp(s,
                                  QStringLiteral("INSERT INTO items (name, lastchangeddate) VALUES "
                                                 "('Future Stamp Ltd', $STAMP)"),
                                  QStringLiteral("2099-01-01 00:00:00")));
        QVERIFY(writeWithOwnStamp(
            s,
            QStringLiteral("UPDATE items SET name = 'edited an hour slow', lastchangeddate = $STAMP WHERE "
                           "jg_unique_id = ?"),
            QStringLiteral("2021-01-01 00:00:00"), {mineId}));
        // The primary's own application does the same to a row it owns.
        const qint64 theirsId = Cluster::uniqueIdOfRowId(c.primary(), kItems, 1);
        QVERIFY(writeWithOwnStamp(c.primary(),
                                  QStringLiteral("UPDATE items SET name = 'primary, own stamp', lastchangeddate = "
                                                 "$STAMP WHERE jg_unique_id = ?"),
                                  QStringLiteral("2019-06-01 12:00:00"), {theirsId}));

        const auto r = REPLICATE_OK(c, 0);
        QVERIFY(r.ok());
        QCOMPARE(Cluster::count(c.primary(), kItems, QStringLiteral("name = 'Past Stamp Ltd'")), 1);
        QCOMPARE(Cluster::count(c.primary(), kItems, QStringLiteral("name = 'Future Stamp Ltd'")), 1);
        QCOMPARE(nameOf(c.primary(), mineId), QStringLiteral("edited an hour slow"));
        QCOMPARE(nameOf(s, theirsId), QStringLiteral("primary, own stamp"));
        QCOMPARE(c.differences(0), QString());
    }

    // The primary's application sets a column itself as a row is inserted
    // (a trigger, as Sakila's create_date): the row a site sends arrives
    // with the primary's value, and that value comes back to the site in
    // the same session, so that both hold the same row.
    void primaryTriggersChangesComeBack_data() { test::addServerBackends(); }
    void primaryTriggersChangesComeBack()
    {
        QFETCH(Backend, backend);
        JGR_JOINED_CLUSTER(c, backend, {Backend::Sqlite});
        const QStringList trigger =
            backend == Backend::Postgres
                ? QStringList{QStringLiteral("CREATE FUNCTION items_city() RETURNS trigger AS $$ BEGIN NEW.city := "
                                             "'set by the primary'; RETURN NEW; END $$ LANGUAGE plpgsql"),
                              QStringLiteral("CREATE TRIGGER items_city BEFORE INSERT ON items FOR EACH ROW EXECUTE "
                                             "FUNCTION items_city()")}
                : QStringList{QStringLiteral("CREATE TRIGGER items_city BEFORE INSERT ON items FOR EACH ROW SET "
                                             "NEW.city = 'set by the primary'")};
        QVERIFY(c.primary().runAll(trigger).ok());
        const qint64 rowId = Cluster::insert(c.site(0), kItems,
                                             {{QStringLiteral("name"), QStringLiteral("from the site")},
                                              {QStringLiteral("city"), QStringLiteral("Harbourtown")}});
        QVERIFY(rowId > 0);
        const auto r = REPLICATE_OK(c, 0);
        QCOMPARE(r.exitCode, ExitCode::Ok);
        const qint64 id = Cluster::uniqueIdOfRowId(c.site(0), kItems, rowId);
        QCOMPARE(Cluster::row(c.primary(), kItems, id).value(QStringLiteral("city")).toString(),
                 QStringLiteral("set by the primary"));
        QCOMPARE(Cluster::row(c.site(0), kItems, id).value(QStringLiteral("city")).toString(),
                 QStringLiteral("set by the primary"));
        QCOMPARE(c.differences(0), QString());
        // Nothing more moves: the row the site holds now is the primary's.
        const auto again = REPLICATE_OK(c, 0);
        QCOMPARE(again.exitCode, ExitCode::Ok);
        int moved = 0;
        for (const auto &t : again.tables)
            moved += t.counts.total();
        QCOMPARE(moved, 0);
    }

    // A database prepared by an earlier version: its triggers kept a stamp
    // the application wrote. The session renews them on both sides, and the
    // rows written with such a stamp before the renewal travel too.
    void oldTriggersAreRenewed_data() { siteKinds(); }
    void oldTriggersAreRenewed()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        db::Database &s = c.site(0);
        for (db::Database *db : {&s, &c.primary()}) {
            const db::Dialect &d = db->dialect();
            const QString key = QStringLiteral("item_id");
            QVERIFY(dropStampTriggers(*db, kItems));
            QVERIFY(db->runAll(d.stampTriggerDdl({kItems, key, QStringLiteral("lastchangeddate"),
                                                  control::TableRoles::bookkeepingColumns()}))
                        .ok());
            QVERIFY(db->run(QStringLiteral("UPDATE jg_data_dict SET trigger_version = 0")).ok());
        }
        QVERIFY(writeWithOwnStamp(s,
                                  QStringLiteral("INSERT INTO items (name, lastchangeddate) VALUES "
                                                 "('written under the old trigger', $STAMP)"),
                                  QStringLiteral("2020-01-01 00:00:00")));
        const qint64 theirsId = Cluster::uniqueIdOfRowId(c.primary(), kItems, 3);
        QVERIFY(writeWithOwnStamp(c.primary(),
                                  QStringLiteral("UPDATE items SET name = 'old trigger, own stamp', lastchangeddate = "
                                                 "$STAMP WHERE jg_unique_id = ?"),
                                  QStringLiteral("2020-01-01 00:00:00"), {theirsId}));

        const auto r = REPLICATE_OK(c, 0);
        QVERIFY(r.ok());
        QCOMPARE(Cluster::count(c.primary(), kItems, QStringLiteral("name = 'written under the old trigger'")), 1);
        QCOMPARE(nameOf(s, theirsId), QStringLiteral("old trigger, own stamp"));
        for (db::Database *db : {&s, &c.primary()})
            QCOMPARE(db->scalar(QStringLiteral("SELECT MIN(trigger_version) FROM jg_data_dict")).value().toInt(),
                     control::kRowStampTriggerVersion);
        // From now on the database stamps what the application writes.
        QVERIFY(writeWithOwnStamp(s,
                                  QStringLiteral("INSERT INTO items (name, lastchangeddate) VALUES "
                                                 "('written under the new trigger', $STAMP)"),
                                  QStringLiteral("2020-01-01 00:00:00")));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(Cluster::count(c.primary(), kItems, QStringLiteral("name = 'written under the new trigger'")), 1);
        QCOMPARE(c.differences(0), QString());
    }

    // A migration tool dropped the stamp triggers, at the site and on the
    // primary, and changes were made meanwhile (their stamps did not move):
    // the next session makes the triggers again, says so, and every change
    // arrives.
    void droppedTriggersAreMadeAgain_data() { siteKinds(); }
    void droppedTriggersAreMadeAgain()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        db::Database &s = c.site(0);
        const qint64 mine = Cluster::insert(s, kItems, {{QStringLiteral("name"), QStringLiteral("mine")}});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        const qint64 mineId = Cluster::uniqueIdOfRowId(s, kItems, mine);
        const qint64 theirsId = Cluster::uniqueIdOfRowId(c.primary(), kItems, 2);
        const QSet<QString> siteTriggers = triggersOf(s, kItems);
        QVERIFY(!siteTriggers.isEmpty());

        QVERIFY(dropStampTriggers(s, kItems));
        QVERIFY(dropStampTriggers(c.primary(), kItems));
        QVERIFY(Cluster::insert(s, kItems, {{QStringLiteral("name"), QStringLiteral("made without trigger")}}) > 0);
        QVERIFY(Cluster::update(s, kItems, mineId, {{QStringLiteral("name"), QStringLiteral("edited unstamped")}}));
        QVERIFY(Cluster::update(c.primary(), kItems, theirsId,
                                {{QStringLiteral("name"), QStringLiteral("primary edited unstamped")}}));

        const auto r = REPLICATE_OK(c, 0);
        QVERIFY(r.ok());
        QVERIFY2(warned(r, QStringLiteral("had lost")), qPrintable(r.warnings.join(QLatin1Char('\n'))));
        QCOMPARE(triggersOf(s, kItems), siteTriggers);
        QVERIFY(triggersOf(c.primary(), kItems).contains(c.primary().dialect().rowStampTriggerNames(kItems).first()));
        QCOMPARE(Cluster::count(c.primary(), kItems, QStringLiteral("name = 'made without trigger'")), 1);
        QCOMPARE(nameOf(c.primary(), mineId), QStringLiteral("edited unstamped"));
        QCOMPARE(nameOf(s, theirsId), QStringLiteral("primary edited unstamped"));
        QCOMPARE(c.differences(0), QString());
        // An E record says what happened, at the site and on the primary.
        const auto errors = control::ControlRepository(s).select<control::ErrorRecord>(QStringLiteral("notes LIKE ?"),
                                                                                       {QStringLiteral("%had lost%")});
        QVERIFY(errors && errors.value().size() >= 2);
        // Mended: the next session finds nothing to say.
        const auto again = REPLICATE_OK(c, 0);
        QVERIFY(again.ok());
        QVERIFY2(again.warnings.isEmpty(), qPrintable(again.warnings.join(QLatin1Char('\n'))));
    }

    // A table dropped at a site (a bad migration, a user's mistake): the
    // next session makes it again with its bookkeeping and loads it whole,
    // and the sessions after it replicate as before.
    void droppedTableIsLoadedAgain_data() { siteKinds(); }
    void droppedTableIsLoadedAgain()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        db::Database &s = c.site(0);
        const QString parts = QStringLiteral("parts");
        const int rows = Cluster::count(c.primary(), parts);
        QVERIFY(rows > 0);
        QVERIFY(s.run(QStringLiteral("DROP TABLE parts")).ok());

        const auto r = REPLICATE_OK(c, 0);
        QVERIFY(r.ok());
        QVERIFY2(warned(r, QStringLiteral("was missing")), qPrintable(r.warnings.join(QLatin1Char('\n'))));
        QCOMPARE(Cluster::count(s, parts), rows);
        QCOMPARE(c.differences(0), QString());

        // Its rows, its edits and its deletes travel again.
        QVERIFY(Cluster::insert(s, parts, {{QStringLiteral("code"), QStringLiteral("after the drop")}}) > 0);
        QVERIFY(Cluster::insert(s, parts, {{QStringLiteral("code"), QStringLiteral("deleted later")}}) > 0);
        const auto after = REPLICATE_OK(c, 0);
        QVERIFY(after.ok());
        QVERIFY2(after.warnings.isEmpty(), qPrintable(after.warnings.join(QLatin1Char('\n'))));
        QCOMPARE(Cluster::count(c.primary(), parts, QStringLiteral("code = 'after the drop'")), 1);
        QCOMPARE(Cluster::count(c.primary(), parts, QStringLiteral("code = 'deleted later'")), 1);
        QVERIFY(s.run(QStringLiteral("DELETE FROM parts WHERE code = 'deleted later'")).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(Cluster::count(c.primary(), parts, QStringLiteral("code = 'deleted later'")), 0);
        QCOMPARE(c.differences(0), QString());
    }

    // Rows the session cannot deliver (a row id outside the id space, a
    // value the primary's column cannot hold) are held back: the session
    // finishes with exit code 9 and says so on its last line, in --json and
    // in status, until they are mended.
    void heldBackIsSaid_data()
    {
        QTest::addColumn<Backend>("primary");
        QTest::newRow("sqlite-postgresql") << Backend::Postgres;
        QTest::newRow("sqlite-mariadb") << Backend::MariaDb;
    }
    void heldBackIsSaid()
    {
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {Backend::Sqlite});
        db::Database &s = c.site(0);
        const qint64 tooLong = Cluster::insert(s, kItems,
                                               {{QStringLiteral("name"), QStringLiteral("long city")},
                                                {QStringLiteral("city"), QString(60, QLatin1Char('x'))}});
        QVERIFY(tooLong > 0);
        QVERIFY(Cluster::insert(s, kItems, {{QStringLiteral("name"), QStringLiteral("fine")}}) > 0);
        QVERIFY(s.run(QStringLiteral("INSERT INTO items (item_id, name) VALUES (2000000000, 'id too large')")).ok());

        const auto r = c.replicate(0);
        QCOMPARE(r.exitCode, ExitCode::HeldBack);
        QVERIFY(r.finished());
        QCOMPARE(r.heldBackRows(), 2);
        QVERIFY2(r.message.contains(QStringLiteral("items")), qPrintable(r.message));
        QCOMPARE(Cluster::count(c.primary(), kItems, QStringLiteral("name = 'fine'")), 1);

        const QProcessEnvironment env = c.cliEnvironment(0);
        const auto cli = test::runCli({QStringLiteral("--config"), c.iniPath(0), QStringLiteral("replicate")}, env);
        QCOMPARE(cli.exitCode, 9);
        const QStringList lines = cli.err.trimmed().split(QLatin1Char('\n'));
        QVERIFY2(lines.last().contains(QStringLiteral("Held back")), qPrintable(cli.err));
        const auto json = test::runCli(
            {QStringLiteral("--config"), c.iniPath(0), QStringLiteral("replicate"), QStringLiteral("--json")}, env);
        QCOMPARE(json.exitCode, 9);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("result")).toString(), QStringLiteral("held_back"));
        QStringList reasons;
        for (const QJsonValue &h : o.value(QStringLiteral("held_back")).toArray()) {
            QCOMPARE(h.toObject().value(QStringLiteral("table")).toString(), kItems);
            QCOMPARE(h.toObject().value(QStringLiteral("count")).toInt(), 1);
            reasons << h.toObject().value(QStringLiteral("reason")).toString();
        }
        reasons.sort();
        QCOMPARE(reasons, (QStringList{QStringLiteral("row_id"), QStringLiteral("value")}));
        const auto status = test::runCli({QStringLiteral("--config"), c.iniPath(0), QStringLiteral("status")}, env);
        QVERIFY2(status.out.contains(QStringLiteral("WARNING: Held back")), qPrintable(status.out));

        // Mended at the site: the next session delivers everything, and
        // the warning is gone.
        QVERIFY(s.run(QStringLiteral("UPDATE items SET city = 'short' WHERE item_id = ?"), {tooLong}).ok());
        QVERIFY(s.run(QStringLiteral("UPDATE items SET item_id = 77 WHERE item_id = 2000000000")).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(Cluster::count(c.primary(), kItems, QStringLiteral("name = 'id too large'")), 1);
        const auto after = test::runCli({QStringLiteral("--config"), c.iniPath(0), QStringLiteral("status")}, env);
        QVERIFY2(!after.out.contains(QStringLiteral("Held back")), qPrintable(after.out));
        QCOMPARE(c.differences(0), QString());
    }

    // A load that ends short without an error (here an application's
    // trigger swallows a row the pull inserts) stops the table, named,
    // instead of an exit 0; once the cause is gone the next session loads it
    // whole.
    void aLoadThatEndsShortIsSaid_data()
    {
        QTest::addColumn<Backend>("primary");
        QTest::newRow("sqlite-sqlite") << Backend::Sqlite;
        QTest::newRow("sqlite-postgresql") << Backend::Postgres;
    }
    void aLoadThatEndsShortIsSaid()
    {
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {Backend::Sqlite});
        db::Database &s = c.site(0);
        QVERIFY(s.run(QStringLiteral("CREATE TRIGGER swallow BEFORE INSERT ON items WHEN NEW.name = 'Item 3' BEGIN "
                                     "SELECT RAISE(IGNORE); END"))
                    .ok());
        QVERIFY(s.run(QStringLiteral("DELETE FROM items WHERE name = 'Item 3'")).ok());
        const QProcessEnvironment env = c.cliEnvironment(0);
        QCOMPARE(test::runCli({QStringLiteral("--config"), c.iniPath(0), QStringLiteral("resync"),
                               QStringLiteral("--table"), kItems},
                              env)
                     .exitCode,
                 0);
        const auto r = c.replicate(0);
        QCOMPARE(r.exitCode, ExitCode::Failure);
        QVERIFY2(r.message.contains(QStringLiteral("ended short")) && r.message.contains(kItems),
                 qPrintable(r.message));
        QVERIFY(s.run(QStringLiteral("DROP TRIGGER swallow")).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(Cluster::count(s, kItems, QStringLiteral("name = 'Item 3'")), 1);
        QCOMPARE(c.differences(0), QString());
    }

    // A primary made anew gives a returning site's number to a new site. The
    // old site is refused (its primary changed), move-to-primary refuses too
    // (the number is another database's now), and rejoin gives it a new
    // number: both sites' rows end at the primary, nothing overwritten.
    void aSiteNumberGivenAgainIsNeverShared()
    {
        QTemporaryDir dir;
        const auto file = [&](const QString &name) { return dir.filePath(name); };
        const auto write = [&](const QString &name, const QString &text) {
            QFile f(file(name));
            f.open(QIODevice::WriteOnly);
            f.write(text.toUtf8());
            return file(name);
        };
        const auto cli = [&](const QString &ini, const QStringList &arguments) {
            return test::runCli(QStringList{QStringLiteral("--config"), ini} + arguments);
        };
        const QString primaryIni =
            write(QStringLiteral("primary.ini"),
                  QStringLiteral("[local]\ndatabase=%1\n").arg(file(QStringLiteral("primary.db"))));
        const auto makePrimary = [&]() {
            if (cli(primaryIni, {QStringLiteral("init-primary"), QStringLiteral("--site-name"), QStringLiteral("P")})
                    .exitCode != 0)
                return false;
            auto db =
                test::openOrNull(sqliteFile(file(QStringLiteral("primary.db"))), QStringLiteral("primary"), nullptr);
            return db &&
                   db->run(QStringLiteral("CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT)"))
                       .ok() &&
                   cli(primaryIni, {QStringLiteral("prepare-table"), QStringLiteral("customers")}).exitCode == 0 &&
                   cli(primaryIni, {QStringLiteral("add-table"), QStringLiteral("customers")}).exitCode == 0;
        };
        const auto site = [&](const QString &name) {
            return write(name + QStringLiteral(".ini"),
                         QStringLiteral("[site]\nname=%1\n[local]\ndatabase=%2\n[primary]\ndatabase=%3\n")
                             .arg(name, file(name + QStringLiteral(".db")), file(QStringLiteral("primary.db"))));
        };
        const auto insert = [&](const QString &name, const QString &row) {
            auto db =
                test::openOrNull(sqliteFile(file(name + QStringLiteral(".db"))), QStringLiteral("local"), nullptr);
            return db && db->run(QStringLiteral("INSERT INTO customers (name) VALUES (?)"), {row}).ok();
        };
        QVERIFY(makePrimary());
        const QString old = site(QStringLiteral("old"));
        QCOMPARE(cli(old, {QStringLiteral("join")}).out.trimmed(), QStringLiteral("2"));
        QCOMPARE(cli(old, {QStringLiteral("replicate")}).exitCode, 0);
        QVERIFY(insert(QStringLiteral("old"), QStringLiteral("the old site's row")));
        QCOMPARE(cli(old, {QStringLiteral("replicate")}).exitCode, 0);

        // The primary's file is lost and made again; a new site joins.
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(file(QStringLiteral("primary.db")) + suffix);
        QVERIFY(makePrimary());
        const QString fresh = site(QStringLiteral("fresh"));
        QCOMPARE(cli(fresh, {QStringLiteral("join")}).out.trimmed(), QStringLiteral("2"));
        QCOMPARE(cli(fresh, {QStringLiteral("replicate")}).exitCode, 0);
        QVERIFY(insert(QStringLiteral("fresh"), QStringLiteral("the new site's row")));
        QCOMPARE(cli(fresh, {QStringLiteral("replicate")}).exitCode, 0);

        QCOMPARE(cli(old, {QStringLiteral("replicate")}).exitCode, 5);
        const auto moved = cli(old, {QStringLiteral("move-to-primary")});
        QCOMPARE(moved.exitCode, 5);
        QVERIFY2(moved.err.contains(QStringLiteral("rejoin")), qPrintable(moved.err));
        const auto rejoined = cli(old, {QStringLiteral("rejoin")});
        QVERIFY2(rejoined.exitCode == 0, qPrintable(rejoined.err));
        QCOMPARE(rejoined.out.trimmed(), QStringLiteral("3"));
        QCOMPARE(cli(old, {QStringLiteral("replicate")}).exitCode, 0);
        QCOMPARE(cli(fresh, {QStringLiteral("replicate")}).exitCode, 0);
        QCOMPARE(cli(old, {QStringLiteral("replicate")}).exitCode, 0);
        auto primary =
            test::openOrNull(sqliteFile(file(QStringLiteral("primary.db"))), QStringLiteral("primary"), nullptr);
        QCOMPARE(Cluster::count(*primary, QStringLiteral("customers"),
                                QStringLiteral("name = 'the old site''s row' "
                                               "AND jg_owner = 3")),
                 1);
        QCOMPARE(Cluster::count(*primary, QStringLiteral("customers"),
                                QStringLiteral("name = 'the new site''s row' "
                                               "AND jg_owner = 2")),
                 1);
        for (const QString &ini : {old, fresh}) {
            const auto compared = cli(ini, {QStringLiteral("compare")});
            QVERIFY2(compared.exitCode == 0, qPrintable(compared.out + compared.err));
        }
    }

    // A table whose rows the primary refuses (here a CHECK constraint the
    // site's copy lacks) stops alone: the other tables replicate, the
    // session ends with that table's exit code, and status says which table
    // and why until a session delivers it.
    void oneTablesProblemStopsOnlyThatTable_data()
    {
        QTest::addColumn<Backend>("primary");
        QTest::newRow("sqlite-postgresql") << Backend::Postgres;
        QTest::newRow("sqlite-mariadb") << Backend::MariaDb;
    }
    void oneTablesProblemStopsOnlyThatTable()
    {
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {Backend::Sqlite});
        QVERIFY(
            c.primary().run(QStringLiteral("ALTER TABLE parts ADD CONSTRAINT light_parts CHECK (weight < 100)")).ok());
        db::Database &s = c.site(0);
        QVERIFY(Cluster::insert(
                    s, QStringLiteral("parts"),
                    {{QStringLiteral("code"), QStringLiteral("anvil")}, {QStringLiteral("weight"), 500.0}}) > 0);
        QVERIFY(Cluster::insert(s, kItems, {{QStringLiteral("name"), QStringLiteral("arrives all the same")}}) > 0);
        const auto r = c.replicate(0);
        QCOMPARE(r.exitCode, ExitCode::Failure);
        QVERIFY(r.finished());
        QCOMPARE(r.stopped.size(), 1);
        QCOMPARE(r.stopped.first().table, QStringLiteral("parts"));
        QVERIFY2(r.message.contains(QStringLiteral("parts")), qPrintable(r.message));
        QCOMPARE(Cluster::count(c.primary(), kItems, QStringLiteral("name = 'arrives all the same'")), 1);
        const auto status =
            test::runCli({QStringLiteral("--config"), c.iniPath(0), QStringLiteral("status")}, c.cliEnvironment(0));
        QVERIFY2(status.out.contains(QStringLiteral("WARNING: Stopped")) &&
                     status.out.contains(QStringLiteral("parts")),
                 qPrintable(status.out));
        QVERIFY(c.primary().run(QStringLiteral("ALTER TABLE parts DROP CONSTRAINT light_parts")).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(Cluster::count(c.primary(), QStringLiteral("parts"), QStringLiteral("code = 'anvil'")), 1);
        QCOMPARE(c.differences(0), QString());
    }

    // Sessions that fail leave their errors open in status until one
    // succeeds, also when they were forwarded to the primary.
    void failedSessionsLeaveOpenErrors()
    {
        JGR_JOINED_CLUSTER(c, Backend::Sqlite, {Backend::Sqlite});
        // The primary's copy of the site's mark no longer matches: every
        // session stops at the clone check, with an E record on both sides.
        QVERIFY(c.primary()
                    .run(QStringLiteral("UPDATE jgreplicate SET previous_local_high = '2099-01-01 00:00:00.000' "
                                        "WHERE flag = 'S' AND site_number = ?"),
                         {c.siteNumber(0)})
                    .ok());
        for (int i = 0; i < 2; ++i)
            QCOMPARE(c.replicate(0).exitCode, ExitCode::CloneSuspected);
        const QProcessEnvironment env = c.cliEnvironment(0);
        auto status = test::runCli(
            {QStringLiteral("--config"), c.iniPath(0), QStringLiteral("status"), QStringLiteral("--json")}, env);
        QJsonObject o = QJsonDocument::fromJson(status.out.toUtf8()).object();
        QVERIFY2(o.value(QStringLiteral("rep_count_failed")).toInt() == 2, qPrintable(status.out + status.err));
        QVERIFY2(o.value(QStringLiteral("open_error_count")).toInt() >= 2, qPrintable(status.out));
        const auto allowed = test::runCli({QStringLiteral("--config"), c.primaryIniPath(),
                                           QStringLiteral("allow-mismatch"), QString::number(c.siteNumber(0))},
                                          c.primaryCliEnvironment());
        QVERIFY2(allowed.exitCode == 0, qPrintable(allowed.err));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        status = test::runCli(
            {QStringLiteral("--config"), c.iniPath(0), QStringLiteral("status"), QStringLiteral("--json")}, env);
        o = QJsonDocument::fromJson(status.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("open_error_count")).toInt(), 0);
    }
};

QTEST_GUILESS_MAIN(TestUndelivered)
#include "test_undelivered.moc"
