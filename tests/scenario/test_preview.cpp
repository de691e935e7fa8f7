// replicate --dry-run: lists exactly what the next real session moves, and
// changes nothing on either side.
#include "cli.h"
#include "cluster.h"
#include "scenario.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {
const QString kItems = QStringLiteral("items");

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QCryptographicHash::hash({},
                                        QCryptographicHash::Sha256); // a missing file holds nothing, like an empty one
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// What a server side looks like: rows and newest stamp of every table we touch.
QString serverState(db::Database &db)
{
    QString out;
    for (const QString &table :
         {QStringLiteral("items"), QStringLiteral("parts"), QStringLiteral("notes"), QStringLiteral("jgreplicate"),
          QStringLiteral("jg_killed_rows"), QStringLiteral("jg_conflicts")}) {
        auto q = db.exec(QStringLiteral("SELECT COUNT(*), %1 FROM %2")
                             .arg(db.dialect().stampAsText(QStringLiteral("MAX(lastchangeddate)")), table)
                             .replace(QStringLiteral("MAX(lastchangeddate)"),
                                      table == QLatin1String("jg_conflicts") ? QStringLiteral("MAX(recorded_at)")
                                                                             : QStringLiteral("MAX(lastchangeddate)")));
        if (q && q.value().next())
            out += QStringLiteral("%1:%2:%3 ").arg(table, q.value().value(0).toString(), q.value().value(1).toString());
    }
    return out;
}

QJsonObject runJson(const Cluster &c, int site, const QStringList &extra)
{
    const auto r = test::runCli(QStringList{QStringLiteral("--config"), c.iniPath(site), QStringLiteral("replicate"),
                                            QStringLiteral("--json")} +
                                    extra,
                                c.cliEnvironment(site));
    if (r.exitCode != 0)
        qWarning("%s", qPrintable(r.err));
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

QList<QList<int>> counts(const QJsonObject &o)
{
    QList<QList<int>> out;
    for (const QJsonValue &t : o.value(QStringLiteral("tables")).toArray()) {
        const QJsonObject x = t.toObject();
        out << QList<int>{
            x.value(QStringLiteral("pulled_inserted")).toInt(), x.value(QStringLiteral("pulled_updated")).toInt(),
            x.value(QStringLiteral("pulled_deleted")).toInt(),  x.value(QStringLiteral("pushed_inserted")).toInt(),
            x.value(QStringLiteral("pushed_updated")).toInt(),  x.value(QStringLiteral("pushed_deleted")).toInt()};
    }
    return out;
}

// A schema update of `table` added on the master (jgreplicate-cli schema-update add).
test::CliRun addSchemaUpdate(const Cluster &c, const QString &table, const QString &spec)
{
    return test::runCli({QStringLiteral("--config"), c.primaryIniPath(), QStringLiteral("schema-update"),
                         QStringLiteral("add"), QStringLiteral("--table"), table, QStringLiteral("--spec"), spec,
                         QStringLiteral("--description"), QStringLiteral("a test's update")},
                        c.primaryCliEnvironment());
}

// Previews the next session of `site`, runs it, and checks that it
// succeeded and moved what the preview said; `real` is the session's JSON.
#define JGR_FORETOLD_SESSION(real, cluster, site)                                                                      \
    const QJsonObject real##Preview = runJson(cluster, site, {QStringLiteral("--dry-run")});                           \
    const QJsonObject real = runJson(cluster, site, {});                                                               \
    QCOMPARE(real.value(QStringLiteral("exit_code")).toInt(), 0);                                                      \
    QCOMPARE(counts(real##Preview), counts(real))

// One count (a column of counts()) summed over a session's tables.
int total(const QJsonObject &o, int column)
{
    int n = 0;
    for (const QList<int> &t : counts(o))
        n += t.at(column);
    return n;
}

// A part of site 0 that both sites have and whose blank label site 1 has
// filled (not sent yet); its jg_unique_id, or 0 when a session failed.
qint64 partFilledBySite1(Cluster &c)
{
    const qint64 rowId =
        Cluster::insert(c.site(0), QStringLiteral("parts"), {{QStringLiteral("code"), QStringLiteral("doomed")}});
    for (int site : {0, 1})
        if (runJson(c, site, {}).value(QStringLiteral("exit_code")).toInt() != 0)
            return 0;
    const qint64 uid = Cluster::uniqueIdOfRowId(c.site(0), QStringLiteral("parts"), rowId);
    const bool filled =
        c.site(1).run(QStringLiteral("UPDATE parts SET label = 'filled' WHERE jg_unique_id = ?"), {uid}).ok();
    return filled ? uid : 0;
}
} // namespace

class TestPreview : public QObject
{
    Q_OBJECT

private slots:
    void dryRunListsWhatTheSessionMovesAndWritesNothing_data()
    {
        test::addDatabasePairs();
        // One MariaDB server for both: it lists the open transactions of all
        // its databases, the rehearsal's other side's among them.
        QTest::newRow("mariadb-mariadb") << Backend::MariaDb << Backend::MariaDb;
    }
    void dryRunListsWhatTheSessionMovesAndWritesNothing()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site});
        db::Database &s = c.site(0);
        db::Database &p = c.primary();
        // Pending work both ways: new rows, an owner's edit at the primary,
        // a soft and a hard delete there, a site's own rows and edits, a
        // non-owner's edit that will be put back, and a blank fill.
        for (int i = 0; i < 7; ++i)
            Cluster::insert(p, kItems, {{QStringLiteral("name"), QStringLiteral("primary new %1").arg(i)}});
        QVERIFY(p.run(QStringLiteral("UPDATE items SET qty = 99 WHERE name = 'Item 1'")).ok());
        QVERIFY(p.run(QStringLiteral("UPDATE items SET isremoved = 1 WHERE name = 'Item 2'")).ok());
        QVERIFY(p.run(QStringLiteral("DELETE FROM parts WHERE code = 'P-3'")).ok());
        const qint64 own = Cluster::insert(s, kItems, {{QStringLiteral("name"), QStringLiteral("site new")}});
        QVERIFY(own > 0);
        Cluster::insert(s, QStringLiteral("notes"), {{QStringLiteral("body"), QStringLiteral("a note from the site")}});
        QVERIFY(s.run(QStringLiteral("UPDATE items SET qty = 5 WHERE name = 'Item 4'")).ok());         // not the owner
        QVERIFY(s.run(QStringLiteral("UPDATE items SET city = 'Filled' WHERE name = 'Item 2'")).ok()); // blank fill

        const QString sqliteFile = site == Backend::Sqlite ? c.siteParams(0).database : QString();
        // Our own writes are moved from the WAL into the file first, so that
        // a later change of the file can only be a write of the dry run.
        if (!sqliteFile.isEmpty())
            QVERIFY(s.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")).ok());
        const QByteArray fileBefore = sqliteFile.isEmpty() ? QByteArray() : fileHash(sqliteFile);
        const QByteArray walBefore =
            sqliteFile.isEmpty() ? QByteArray() : fileHash(sqliteFile + QStringLiteral("-wal"));
        const QString siteBefore = serverState(s);
        const QString primaryBefore = serverState(p);

        const QJsonObject preview = runJson(c, 0, {QStringLiteral("--dry-run")});
        QCOMPARE(preview.value(QStringLiteral("dry_run")).toBool(), true);
        QCOMPARE(preview.value(QStringLiteral("exit_code")).toInt(), 0);
        // Nothing changed anywhere.
        if (!sqliteFile.isEmpty()) {
            QCOMPARE(fileHash(sqliteFile), fileBefore);
            QCOMPARE(fileHash(sqliteFile + QStringLiteral("-wal")), walBefore);
        }
        QCOMPARE(serverState(s), siteBefore);
        QCOMPARE(serverState(p), primaryBefore);

        const QJsonObject real = runJson(c, 0, {});
        QCOMPARE(real.value(QStringLiteral("exit_code")).toInt(), 0);
        QCOMPARE(counts(preview), counts(real));
        QVERIFY(counts(real).first().at(0) >= 7); // the primary's new items arrived
        // The conflict it announced is the one the session recorded.
        const QJsonArray announced = preview.value(QStringLiteral("conflicts")).toArray();
        QCOMPARE(announced.size(), 1);
        QCOMPARE(preview.value(QStringLiteral("conflicts_ahead")).toInt(), 1);
        QCOMPARE(announced.first().toObject().value(QStringLiteral("column")).toString(), QStringLiteral("qty"));
        QCOMPARE(announced.first().toObject().value(QStringLiteral("refused_value")).toString(), QStringLiteral("5"));
        QCOMPARE(Cluster::count(s, QStringLiteral("jg_conflicts")), 1);
        // And a quiet site previews nothing.
        const QJsonObject quiet = runJson(c, 0, {QStringLiteral("--dry-run")});
        for (const QList<int> &t : counts(quiet))
            QCOMPARE(t, (QList<int>{0, 0, 0, 0, 0, 0}));
        QCOMPARE(quiet.value(QStringLiteral("conflicts_ahead")).toInt(), 0);
    }

    // A deleted row and a new one under its row id (so its jg_unique_id):
    // the session deletes first, then inserts, both ways; so does the preview.
    void dryRunCountsARowIdUsedAgain()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite, Backend::Sqlite});
        db::Database &s = c.site(0);
        const qint64 rowId =
            Cluster::insert(s, QStringLiteral("parts"), {{QStringLiteral("code"), QStringLiteral("old")}});
        QCOMPARE(runJson(c, 0, {}).value(QStringLiteral("exit_code")).toInt(), 0);
        QCOMPARE(runJson(c, 1, {}).value(QStringLiteral("exit_code")).toInt(), 0);
        QVERIFY(s.run(QStringLiteral("DELETE FROM parts WHERE part_id = ?"), {rowId}).ok());
        QCOMPARE(Cluster::insert(s, QStringLiteral("parts"),
                                 {{QStringLiteral("part_id"), rowId}, {QStringLiteral("code"), QStringLiteral("new")}}),
                 rowId);
        for (int site : {0, 1}) {
            JGR_FORETOLD_SESSION(real, c, site);
            int deleted = 0;
            int inserted = 0;
            for (const QList<int> &t : counts(real)) {
                deleted += site == 0 ? t.at(5) : t.at(2);
                inserted += site == 0 ? t.at(3) : t.at(0);
            }
            QCOMPARE(deleted, 1);
            QCOMPARE(inserted, 1);
        }
    }

    // A row deleted, made again under its row id, stamped by a session cut
    // short, and deleted again: two delete records with one jg_unique_id. One
    // row goes on the primary, and the preview says one, not two.
    void dryRunCountsARowDeletedTwiceUnderOneIdOnce()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite, Backend::Sqlite});
        db::Database &s = c.site(0);
        const qint64 rowId =
            Cluster::insert(s, QStringLiteral("parts"), {{QStringLiteral("code"), QStringLiteral("old")}});
        QCOMPARE(runJson(c, 0, {}).value(QStringLiteral("exit_code")).toInt(), 0);
        const qint64 uid = Cluster::uniqueIdOfRowId(s, QStringLiteral("parts"), rowId);
        QVERIFY(s.run(QStringLiteral("DELETE FROM parts WHERE part_id = ?"), {rowId}).ok());
        QCOMPARE(Cluster::insert(s, QStringLiteral("parts"),
                                 {{QStringLiteral("part_id"), rowId}, {QStringLiteral("code"), QStringLiteral("new")}}),
                 rowId);
        // What the stamping of a session killed before it sent anything leaves.
        QVERIFY(s.run(QStringLiteral("UPDATE parts SET jg_unique_id = ?, jg_owner = ? WHERE part_id = ?"),
                      {uid, c.siteNumber(0), rowId})
                    .ok());
        QVERIFY(s.run(QStringLiteral("DELETE FROM parts WHERE part_id = ?"), {rowId}).ok());
        QCOMPARE(Cluster::count(s, QStringLiteral("jg_killed_rows"), QStringLiteral("jg_unique_id = %1").arg(uid)), 2);

        JGR_FORETOLD_SESSION(real, c, 0);
        QCOMPARE(total(real, 5), 1); // pushed_deleted
        QCOMPARE(Cluster::count(c.primary(), QStringLiteral("parts"), QStringLiteral("jg_unique_id = %1").arg(uid)), 0);
        QCOMPARE(c.differences(0), QString());
    }

    // A row its owner deleted while another site filled a blank: the pull
    // leaves it deleted, the push deletes it on the primary.
    void dryRunLeavesADeletedRowDeleted()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite, Backend::Sqlite});
        const qint64 uid = partFilledBySite1(c);
        QVERIFY(uid != 0);
        QCOMPARE(runJson(c, 1, {}).value(QStringLiteral("exit_code")).toInt(), 0);
        QVERIFY(c.site(0).run(QStringLiteral("DELETE FROM parts WHERE jg_unique_id = ?"), {uid}).ok());
        JGR_FORETOLD_SESSION(real, c, 0);
        QCOMPARE(total(real, 0), 0); // pulled_inserted
        QCOMPARE(total(real, 5), 1); // pushed_deleted
    }

    // The other way round: the owner's delete reached the primary before the
    // site that filled a blank replicates. Its pull deletes the row there and
    // its push sends nothing of it; the preview must not count a push.
    void dryRunSendsNothingOfARowThePullDeletes()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite, Backend::Sqlite});
        const qint64 uid = partFilledBySite1(c);
        QVERIFY(uid != 0);
        QVERIFY(c.site(0).run(QStringLiteral("DELETE FROM parts WHERE jg_unique_id = ?"), {uid}).ok());
        QCOMPARE(runJson(c, 0, {}).value(QStringLiteral("exit_code")).toInt(), 0);
        JGR_FORETOLD_SESSION(real, c, 1);
        QCOMPARE(total(real, 2), 1); // pulled_deleted
        QCOMPARE(total(real, 3), 0); // pushed_inserted
        QCOMPARE(Cluster::count(c.primary(), QStringLiteral("parts"), QStringLiteral("jg_unique_id = %1").arg(uid)), 0);
    }

    // The preview is the session rehearsed: for each way a session ends, the
    // dry run ends the same way, with the same counts and message, and leaves
    // both sides as they were.
    void dryRunEndsAsTheSessionDoes_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("ok") << QStringLiteral("ok") << 0;
        QTest::newRow("schema mismatch") << QStringLiteral("schema mismatch") << 6;
        QTest::newRow("clone") << QStringLiteral("clone") << 5;
        QTest::newRow("busy primary") << QStringLiteral("busy primary") << 4;
        QTest::newRow("schema update") << QStringLiteral("schema update") << 0;
        QTest::newRow("failing schema update") << QStringLiteral("failing schema update") << 7;
        QTest::newRow("unreachable") << QStringLiteral("unreachable") << 3;
    }
    void dryRunEndsAsTheSessionDoes()
    {
        QFETCH(QString, kind);
        QFETCH(int, exitCode);
        JGR_JOINED_CLUSTER(c, Backend::Sqlite, {Backend::Sqlite});
        db::Database &s = c.site(0);
        db::Database &p = c.primary();
        Cluster::insert(p, kItems, {{QStringLiteral("name"), QStringLiteral("new at the primary")}});
        Cluster::insert(s, kItems, {{QStringLiteral("name"), QStringLiteral("new at the site")}});
        QVERIFY(s.run(QStringLiteral("UPDATE items SET qty = 5 WHERE name = 'Item 4'")).ok()); // not the owner
        if (kind == QLatin1String("schema mismatch")) {
            QVERIFY(s.run(QStringLiteral("ALTER TABLE notes ADD COLUMN extra INTEGER")).ok());
        } else if (kind == QLatin1String("clone")) {
            QVERIFY(p.run(QStringLiteral("UPDATE jgreplicate SET previous_local_high = '2001-02-03 04:05:06.000000' "
                                         "WHERE flag = 'S' AND site_number = ?"),
                          {c.siteNumber(0)})
                        .ok());
        } else if (kind == QLatin1String("busy primary")) {
            QVERIFY(p.run(QStringLiteral("UPDATE jgreplicate SET process = 'N' WHERE flag = 'M'")).ok());
        } else if (kind == QLatin1String("schema update")) {
            const auto added = addSchemaUpdate(c, QStringLiteral("notes"), QStringLiteral("ADD memo2 text LENGTH 40"));
            QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        } else if (kind == QLatin1String("failing schema update")) {
            QVERIFY(s.run(QStringLiteral("ALTER TABLE notes ADD COLUMN extra INTEGER")).ok());
            const auto added = addSchemaUpdate(c, QStringLiteral("notes"), QStringLiteral("ADD extra text LENGTH 10"));
            QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        } else if (kind == QLatin1String("unreachable")) {
            QFile ini(c.iniPath(0));
            QVERIFY(ini.open(QIODevice::ReadOnly));
            QString text = QString::fromUtf8(ini.readAll());
            ini.close();
            const QString primaryFile = c.primaryParams().database;
            QVERIFY(text.contains(primaryFile));
            text.replace(primaryFile, primaryFile + QStringLiteral(".gone"));
            QVERIFY(ini.open(QIODevice::WriteOnly | QIODevice::Truncate));
            ini.write(text.toUtf8());
        }
        const QString siteBefore = serverState(s);
        const QString primaryBefore = serverState(p);
        const QJsonObject preview = runJson(c, 0, {QStringLiteral("--dry-run")});
        QCOMPARE(serverState(s), siteBefore);
        QCOMPARE(serverState(p), primaryBefore);
        QVERIFY(!s.exec(QStringLiteral("SELECT memo2 FROM notes")).ok()); // a schema update is undone too

        const QJsonObject real = runJson(c, 0, {});
        QCOMPARE(preview.value(QStringLiteral("exit_code")).toInt(), exitCode);
        QCOMPARE(real.value(QStringLiteral("exit_code")).toInt(), exitCode);
        QCOMPARE(preview.value(QStringLiteral("message")).toString(), real.value(QStringLiteral("message")).toString());
        QCOMPARE(counts(preview), counts(real));
        if (exitCode == 0) {
            QVERIFY(total(real, 0) >= 1); // pulled_inserted
            QVERIFY(total(real, 3) >= 1); // pushed_inserted
            QCOMPARE(preview.value(QStringLiteral("conflicts_ahead")).toInt(), 1);
        }
        if (kind == QLatin1String("schema update")) {
            QCOMPARE(preview.value(QStringLiteral("pending_schema_updates")).toArray().size(), 1);
            QVERIFY(s.exec(QStringLiteral("SELECT memo2 FROM notes")).ok());
        }
    }

    // On MariaDB a change of a table commits at once, so a rehearsal cannot
    // undo it: the preview stops before it, says so, and changes nothing.
    void dryRunOnMariaDbStopsBeforeASchemaChange()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::MariaDb});
        const auto added = addSchemaUpdate(c, kItems, QStringLiteral("ADD memo2 longtext"));
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        const QString siteBefore = serverState(c.site(0));
        const QJsonObject preview = runJson(c, 0, {QStringLiteral("--dry-run")});
        QCOMPARE(preview.value(QStringLiteral("exit_code")).toInt(), 1);
        QVERIFY2(preview.value(QStringLiteral("message")).toString().contains(QStringLiteral("preview stops here")),
                 qPrintable(preview.value(QStringLiteral("message")).toString()));
        QCOMPARE(serverState(c.site(0)), siteBefore);
        QVERIFY(!c.site(0).exec(QStringLiteral("SELECT memo2 FROM items")).ok());
        QCOMPARE(runJson(c, 0, {}).value(QStringLiteral("exit_code")).toInt(), 0);
        QVERIFY(c.site(0).exec(QStringLiteral("SELECT memo2 FROM items")).ok());
    }

    void pendingSchemaUpdatesAreListed()
    {
        JGR_JOINED_CLUSTER(c, Backend::Sqlite, {Backend::Sqlite});
        const auto added = addSchemaUpdate(c, kItems, QStringLiteral("ADD memo2 longtext"));
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        const QJsonObject preview = runJson(c, 0, {QStringLiteral("--dry-run")});
        const QJsonArray pending = preview.value(QStringLiteral("pending_schema_updates")).toArray();
        QCOMPARE(pending.size(), 1);
        QVERIFY(pending.first().toString().contains(QStringLiteral("ADD memo2 longtext")));
    }
};

QTEST_GUILESS_MAIN(TestPreview)
#include "test_preview.moc"
