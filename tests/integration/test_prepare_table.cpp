// prepare-table on real, populated Chinook tables on every database.
#include "chinook.h"
#include "testdatabases.h"

#include "control/controlschema.h"
#include "control/datadict.h"
#include "control/tablepreparer.h"
#include "db/database.h"

#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;

namespace {
QStringList indexColumns(db::Database &db, Backend backend, const QString &table)
{
    QString sql;
    switch (backend) {
    case Backend::Sqlite:
        sql = QStringLiteral("SELECT ii.name FROM sqlite_master m, pragma_index_info(m.name) ii "
                             "WHERE m.type = 'index' AND m.tbl_name = ?");
        break;
    case Backend::Postgres:
        sql = QStringLiteral("SELECT a.attname FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid "
                             "JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey) "
                             "WHERE c.relname = ?");
        break;
    case Backend::MariaDb:
        sql = QStringLiteral("SELECT COLUMN_NAME FROM information_schema.STATISTICS "
                             "WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?");
        break;
    }
    QStringList out;
    auto q = db.exec(sql, {table});
    while (q.ok() && q.value().next())
        out << q.value().value(0).toString();
    return out;
}
} // namespace

class TestPrepareTable : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void populatedChinookTables_data() { test::addAllBackends(); }
    void populatedChinookTables()
    {
        QFETCH(Backend, backend);
        JGR_FRESH_DB(params, backend, QStringLiteral("prepare"), m_dir.path());
        QString error;
        auto db = test::openOrNull(params, QStringLiteral("local"), &error);
        QVERIFY2(db, qPrintable(error));
        const Status loaded = test::loadChinook(*db, backend, {QStringLiteral("Artist"), QStringLiteral("Album")});
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error().message));
        QVERIFY(control::controlschema::create(*db).ok());

        const QString artist = test::chinookName(backend, QStringLiteral("Artist"));
        const QString album = test::chinookName(backend, QStringLiteral("Album"));
        const QString artistId = db->quote(test::chinookName(backend, QStringLiteral("ArtistId")));
        const QString name = db->quote(test::chinookName(backend, QStringLiteral("Name")));
        const QString title = db->quote(test::chinookName(backend, QStringLiteral("Title")));
        const QString qa = db->quote(artist);
        const QString qal = db->quote(album);
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM ") + qa).value().toInt(), 275);
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM ") + qal).value().toInt(), 347);

        control::TableRoles artistRoles;
        artistRoles.table = artist;
        artistRoles.rowId.clear(); // found from the primary key
        artistRoles.hardDeletes = true;
        Status prepared = control::TablePreparer(*db).prepare(artistRoles);
        QVERIFY2(prepared.ok(), prepared.ok() ? "" : qPrintable(prepared.error().message));
        control::TableRoles albumRoles;
        albumRoles.table = album;
        albumRoles.rowId.clear();
        albumRoles.references.insert(test::chinookName(backend, QStringLiteral("ArtistId")), artist);
        prepared = control::TablePreparer(*db).prepare(albumRoles);
        QVERIFY2(prepared.ok(), prepared.ok() ? "" : qPrintable(prepared.error().message));
        QVERIFY(control::TablePreparer(*db).prepare(albumRoles).ok()); // again: harmless

        // Columns and indexes.
        auto columns = db->inspectColumns(artist);
        QStringList names;
        QStringList keys;
        for (const auto &c : columns.value()) {
            names << c.name;
            if (c.primaryKey)
                keys << c.name;
        }
        QCOMPARE(keys, QStringList{test::chinookName(backend, QStringLiteral("ArtistId"))});
        // A composite key is no row id.
        QVERIFY(
            db->run(QStringLiteral("CREATE TABLE pairs (a INTEGER NOT NULL, b INTEGER NOT NULL, PRIMARY KEY (a, b))"))
                .ok());
        auto pairColumns = db->inspectColumns(QStringLiteral("pairs"));
        QVERIFY(pairColumns.ok());
        QCOMPARE(pairColumns.value().size(), 2);
        for (const auto &c : pairColumns.value())
            QVERIFY2(!c.primaryKey, qPrintable(c.name));
        for (const QString &c :
             {QStringLiteral("lastchangeddate"), QStringLiteral("isremoved"), QStringLiteral("jg_owner"),
              QStringLiteral("jg_unique_id"), QStringLiteral("jg_sentby"), QStringLiteral("jg_datewhensent")})
            QVERIFY2(names.contains(c), qPrintable(c));
        const QStringList indexed = indexColumns(*db, backend, artist);
        QVERIFY2(indexed.contains(QStringLiteral("jg_unique_id")), qPrintable(indexed.join(QLatin1Char(','))));
        QVERIFY(indexed.contains(QStringLiteral("lastchangeddate")));

        // Roles in jg_data_dict.
        auto roles = control::DataDict(*db).roles(album);
        QVERIFY(roles.ok() && roles.value());
        QCOMPARE(roles.value()->rowId, test::chinookName(backend, QStringLiteral("AlbumId")));
        QCOMPARE(roles.value()->references.value(test::chinookName(backend, QStringLiteral("ArtistId"))), artist);
        QVERIFY(!roles.value()->hardDeletes);
        QVERIFY(control::DataDict(*db).roles(artist).value()->hardDeletes);

        // Existing rows keep their data and got a first stamp.
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM ") + qa).value().toInt(), 275);
        QCOMPARE(
            db->scalar(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = 1").arg(name, qa, artistId)).value().toString(),
            QStringLiteral("AC/DC"));
        QCOMPARE(db->scalar(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = 1")
                                .arg(title, qal, db->quote(test::chinookName(backend, QStringLiteral("AlbumId")))))
                     .value()
                     .toString(),
                 QStringLiteral("For Those About To Rock We Salute You"));
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM %1 WHERE lastchangeddate IS NULL OR jg_owner <> 0 "
                                           "OR jg_unique_id <> 0")
                                .arg(qa))
                     .value()
                     .toInt(),
                 0);

        const QString lcd = db->dialect().stampAsText(QStringLiteral("lastchangeddate"));
        const auto stampOf = [&](int id) {
            return db->scalar(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ?").arg(lcd, qa, artistId), {id})
                .value()
                .toString();
        };

        // An insert is stamped by the database clock.
        const QString before = db->now().value();
        QVERIFY(
            db->run(QStringLiteral("INSERT INTO %1 (%2) VALUES (?)").arg(qa, name), {QStringLiteral("New Band")}).ok());
        const int newId = db->scalar(QStringLiteral("SELECT MAX(%1) FROM %2").arg(artistId, qa)).value().toInt();
        QVERIFY2(stampOf(newId) >= before, qPrintable(stampOf(newId) + QStringLiteral(" < ") + before));

        // An update restamps, and so does one that writes a stamp of its own:
        // the database's clock wins over an application's (PROTOCOL.md,
        // Every write is stamped).
        const QString old = stampOf(1);
        QTest::qWait(5);
        QVERIFY(db->run(QStringLiteral("UPDATE %1 SET %2 = ? WHERE %3 = 1").arg(qa, name, artistId),
                        {QStringLiteral("AC/DC!")})
                    .ok());
        QVERIFY2(stampOf(1) > old, qPrintable(stampOf(1) + QStringLiteral(" <= ") + old));
        const QString beforeOwn = db->now().value();
        QVERIFY(db->run(QStringLiteral("UPDATE %1 SET %2 = ?, lastchangeddate = %3 WHERE %4 = 2")
                            .arg(qa, name, db->dialect().stampParameter(), artistId),
                        {QStringLiteral("Accept!"), QStringLiteral("2001-02-03 04:05:06.000")})
                    .ok());
        QVERIFY2(stampOf(2) >= beforeOwn, qPrintable(stampOf(2) + QStringLiteral(" < ") + beforeOwn));
        // A replication session's connection keeps the stamp it writes, and
        // its bookkeeping (stamping jg_unique_id) does not move it.
        db::ConnectionParams replicationParams = params;
        replicationParams.replicationWrites = true;
        auto replication = test::openOrNull(replicationParams, QStringLiteral("local"), &error);
        QVERIFY2(replication, qPrintable(error));
        QVERIFY(replication->begin().ok());
        QVERIFY(replication
                    ->run(QStringLiteral("UPDATE %1 SET %2 = ?, lastchangeddate = %3 WHERE %4 = 2")
                              .arg(qa, name, db->dialect().stampParameter(), artistId),
                          {QStringLiteral("Accept!!"), QStringLiteral("2001-02-03 04:05:06.000")})
                    .ok());
        QVERIFY(replication->commit().ok());
        QCOMPARE(stampOf(2).left(23), QStringLiteral("2001-02-03 04:05:06.000"));
        QVERIFY(replication->begin().ok());
        QVERIFY(replication
                    ->run(QStringLiteral("UPDATE %1 SET jg_unique_id = 10000000020, jg_owner = 1 WHERE %2 = 2")
                              .arg(qa, artistId))
                    .ok());
        QVERIFY(replication->commit().ok());
        QCOMPARE(stampOf(2).left(23), QStringLiteral("2001-02-03 04:05:06.000"));
        replication.reset();
        // Its mark dies with the transaction: the application's next write is
        // stamped again.
        QVERIFY(db->run(QStringLiteral("UPDATE %1 SET %2 = ? WHERE %3 = 2").arg(qa, name, artistId),
                        {QStringLiteral("Accept")})
                    .ok());
        QVERIFY2(stampOf(2) >= beforeOwn, qPrintable(stampOf(2)));

        // A hard delete is recorded in jg_killed_rows (the new artist has no
        // albums, so the foreign keys of the SQLite script allow it).
        QVERIFY(
            db->run(QStringLiteral("UPDATE %1 SET jg_unique_id = 10000000030 WHERE %2 = ?").arg(qa, artistId), {newId})
                .ok());
        QVERIFY(db->run(QStringLiteral("DELETE FROM %1 WHERE %2 = ?").arg(qa, artistId), {newId}).ok());
        auto kill = db->exec(QStringLiteral("SELECT table_name, row_id, jg_unique_id, jg_sentby, lastchangeddate "
                                            "FROM jg_killed_rows"));
        QVERIFY(kill.ok());
        QVERIFY(kill.value().next());
        QCOMPARE(kill.value().value(0).toString(), artist);
        QCOMPARE(kill.value().value(1).toInt(), newId);
        QCOMPARE(kill.value().value(2).toLongLong(), 10000000030LL);
        QCOMPARE(kill.value().value(3).toInt(), 0);
        QVERIFY(!kill.value().value(4).isNull());
        QVERIFY(!kill.value().next());
        // Album is not a hard-delete table: no kill recorded there.
        QVERIFY(db->run(QStringLiteral("DELETE FROM %1 WHERE %2 = 5")
                            .arg(qal, db->quote(test::chinookName(backend, QStringLiteral("AlbumId")))))
                    .ok());
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM %1").arg(qal)).value().toInt(), 346);
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM jg_killed_rows")).value().toInt(), 1);
    }

    void unknownTableAndBadRoleAreRefused()
    {
        JGR_FRESH_DB(params, Backend::Sqlite, QStringLiteral("refuse"), m_dir.path());
        QString error;
        auto db = test::openOrNull(params, QStringLiteral("local"), &error);
        QVERIFY(db);
        QVERIFY(control::controlschema::create(*db).ok());
        control::TableRoles roles;
        roles.table = QStringLiteral("nothere");
        roles.rowId.clear();
        Status s = control::TablePreparer(*db).prepare(roles);
        QVERIFY(!s.ok());
        QCOMPARE(s.error().code, ExitCode::Usage);
        // A table without a single integer key gets a surrogate row_id and
        // keeps its own key.
        QVERIFY(db->run(QStringLiteral("CREATE TABLE pairs (a INTEGER, b INTEGER, PRIMARY KEY (a, b))")).ok());
        QVERIFY(db->run(QStringLiteral("INSERT INTO pairs (a, b) VALUES (1, 2), (2, 3)")).ok());
        roles.table = QStringLiteral("pairs");
        s = control::TablePreparer(*db).prepare(roles);
        QVERIFY2(s.ok(), s.ok() ? "" : qPrintable(s.error().message));
        QCOMPARE(control::DataDict(*db).roles(QStringLiteral("pairs")).value()->rowId, QStringLiteral("row_id"));
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(DISTINCT row_id) FROM pairs WHERE row_id IS NOT NULL"))
                     .value()
                     .toInt(),
                 2);
        QVERIFY(db->run(QStringLiteral("INSERT INTO pairs (a, b) VALUES (5, 6)")).ok());
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(DISTINCT row_id) FROM pairs WHERE row_id IS NOT NULL"))
                     .value()
                     .toInt(),
                 3);
        QVERIFY(!db->run(QStringLiteral("INSERT INTO pairs (a, b) VALUES (1, 2)")).ok()); // the key still holds
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM pairs WHERE lastchangeddate IS NULL")).value().toInt(),
                 0);
    }

    // docs/SCHEMA.md: jg_unique_id is unique where it is not 0. A row copied with
    // all its columns would otherwise be replicated as the original, and one
    // of the two lost.
    void uniqueIdIsUniqueWhereNotZero_data() { test::addAllBackends(); }
    void uniqueIdIsUniqueWhereNotZero()
    {
        QFETCH(Backend, backend);
        JGR_FRESH_DB(params, backend, QStringLiteral("unique"), m_dir.path());
        QString error;
        auto db = test::openOrNull(params, QStringLiteral("local"), &error);
        QVERIFY2(db, qPrintable(error));
        QVERIFY(control::controlschema::create(*db).ok());
        db::ColumnDef key;
        key.name = QStringLiteral("row_id");
        key.autoPrimaryKey = true;
        // A table whose rows already carry replication ids, two of them the
        // same (a row copied with all its columns), and an index on
        // jg_unique_id as earlier versions made it.
        QVERIFY(
            db->run(QStringLiteral("CREATE TABLE notes (%1, body VARCHAR(40), jg_unique_id BIGINT NOT NULL DEFAULT 0)")
                        .arg(db->dialect().columnDefinition(key)))
                .ok());
        QVERIFY(db->run(QStringLiteral(
                            "INSERT INTO notes (body, jg_unique_id) VALUES ('first', 20000000010), "
                            "('copy of first', 20000000010), ('second', 20000000020), ('new', 0), ('new too', 0)"))
                    .ok());
        QVERIFY(db->run(db->dialect().createIndex(QStringLiteral("jg_uid_notes"), QStringLiteral("notes"),
                                                  {QStringLiteral("jg_unique_id")}))
                    .ok());
        control::TableRoles roles;
        roles.table = QStringLiteral("notes");
        roles.rowId.clear();

        Status prepared = control::TablePreparer(*db).prepare(roles);
        QVERIFY(!prepared.ok());
        QCOMPARE(prepared.error().code, ExitCode::Usage);
        QVERIFY2(prepared.error().message.contains(
                     QLatin1String("jg_unique_id 20000000010 is held by the rows with row_id 1, 2")),
                 qPrintable(prepared.error().message));
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM notes")).value().toInt(), 5);

        // Mended as the message says: the copy becomes a new row.
        QVERIFY(db->run(QStringLiteral("UPDATE notes SET jg_unique_id = 0 WHERE row_id = 2")).ok());
        prepared = control::TablePreparer(*db).prepare(roles);
        QVERIFY2(prepared.ok(), prepared.ok() ? "" : qPrintable(prepared.error().message));
        QVERIFY(control::TablePreparer(*db).prepare(roles).ok()); // again: harmless

        // Any number of rows wait at 0; a non-zero id belongs to one row.
        QVERIFY(db->run(QStringLiteral("INSERT INTO notes (body) VALUES ('newest'), ('newest too')")).ok());
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM notes WHERE jg_unique_id = 0")).value().toInt(), 5);
        QVERIFY(
            !db->run(QStringLiteral("INSERT INTO notes (body, jg_unique_id) VALUES ('copy of second', 20000000020)"))
                 .ok());
        QVERIFY(!db->run(QStringLiteral("UPDATE notes SET jg_unique_id = 20000000010 WHERE row_id = 3")).ok());
        QVERIFY(db->run(QStringLiteral("UPDATE notes SET jg_unique_id = 20000000030 WHERE row_id = 2")).ok());
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM notes")).value().toInt(), 7);
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(DISTINCT jg_unique_id) FROM notes WHERE jg_unique_id <> 0"))
                     .value()
                     .toInt(),
                 3);

        // A compare-and-set on a row found by jg_unique_id goes through that
        // index; without statistics SQLite would take the stamp's, and all
        // rows one batch wrote share a stamp.
        if (backend == Backend::Sqlite) {
            auto plan = db->exec(
                QStringLiteral("EXPLAIN QUERY PLAN UPDATE notes SET body = 'x', lastchangeddate = ? "
                               "WHERE jg_unique_id = ? AND ") +
                    db->dialect().stillStamped(QStringLiteral("lastchangeddate")),
                {QStringLiteral("2026-01-02 00:00:00.000"), 20000000020LL, QStringLiteral("2026-01-01 00:00:00.000")});
            QVERIFY(plan.ok() && plan.value().next());
            QVERIFY2(plan.value().value(3).toString().contains(QLatin1String("jg_uid_notes")),
                     qPrintable(plan.value().value(3).toString()));
        }
        // MariaDB's key column is not one of the table's columns.
        const auto inspected = db->inspectColumns(QStringLiteral("notes"));
        QVERIFY(inspected.ok());
        QStringList columns;
        for (const db::ColumnInfo &c : inspected.value())
            columns << c.name;
        QVERIFY2(!columns.contains(QLatin1String("jg_unique_id_set")), qPrintable(columns.join(QLatin1Char(','))));
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM (SELECT * FROM notes) AS t")).value().toInt(), 7);
    }

    // PostgreSQL's columns are read from pg_catalog: each type as declared,
    // a domain as its base type with its own size and NOT NULL, types the
    // engine cannot carry as unknown, the key from the table's primary key.
    void postgresColumnsAsDeclared()
    {
        JGR_FRESH_DB(params, Backend::Postgres, QStringLiteral("types"), m_dir.path());
        QString error;
        auto db = test::openOrNull(params, QStringLiteral("local"), &error);
        QVERIFY2(db, qPrintable(error));
        QVERIFY(db->run(QStringLiteral("CREATE DOMAIN postcode AS VARCHAR(9) NOT NULL")).ok());
        QVERIFY(db->run(QStringLiteral("CREATE TYPE mood AS ENUM ('calm', 'busy')")).ok());
        QVERIFY(
            db
                ->run(QStringLiteral(
                    "CREATE TABLE \"Odd Table\" (id SERIAL PRIMARY KEY, name VARCHAR(40) NOT NULL, flag CHAR(1), code "
                    "CHAR(5), "
                    "price NUMERIC(12,2), amount NUMERIC, rate DOUBLE PRECISION, small SMALLINT, big BIGINT, notes "
                    "TEXT, "
                    "seen TIMESTAMP, born DATE, ok BOOLEAN, photo BYTEA, zip postcode, feeling mood, tags INTEGER[], "
                    "dropped INTEGER)"))
                .ok());
        QVERIFY(db->run(QStringLiteral("ALTER TABLE \"Odd Table\" DROP COLUMN dropped")).ok());
        auto columns = db->inspectColumns(QStringLiteral("Odd Table"));
        QVERIFY2(columns.ok(), qPrintable(columns ? QString() : columns.error().message));
        QStringList seen;
        for (const db::ColumnInfo &c : columns.value())
            seen << QStringLiteral("%1 %2 %3 %4,%5 %6%7")
                        .arg(c.name, c.nativeType, db::familyName(c.type.family))
                        .arg(c.type.length)
                        .arg(c.type.decimals)
                        .arg(c.nullable ? QStringLiteral("null") : QStringLiteral("not-null"))
                        .arg(c.primaryKey ? QStringLiteral(" key") : QString());
        const QStringList expected{
            QStringLiteral("id integer %1 0,0 not-null key").arg(db::familyName(db::Family::Int)),
            QStringLiteral("name character varying %1 40,0 not-null").arg(db::familyName(db::Family::Text)),
            QStringLiteral("flag character %1 1,0 null").arg(db::familyName(db::Family::Flag)),
            QStringLiteral("code character %1 5,0 null").arg(db::familyName(db::Family::Text)),
            QStringLiteral("price numeric %1 12,2 null").arg(db::familyName(db::Family::Decimal)),
            QStringLiteral("amount numeric %1 0,0 null").arg(db::familyName(db::Family::Decimal)),
            QStringLiteral("rate double precision %1 0,0 null").arg(db::familyName(db::Family::Double)),
            QStringLiteral("small smallint %1 0,0 null").arg(db::familyName(db::Family::Int)),
            QStringLiteral("big bigint %1 0,0 null").arg(db::familyName(db::Family::BigInt)),
            QStringLiteral("notes text %1 0,0 null").arg(db::familyName(db::Family::LongText)),
            QStringLiteral("seen timestamp without time zone %1 0,6 null").arg(db::familyName(db::Family::Stamp)),
            QStringLiteral("born date %1 0,0 null").arg(db::familyName(db::Family::Date)),
            QStringLiteral("ok boolean %1 0,0 null").arg(db::familyName(db::Family::Boolean)),
            QStringLiteral("photo bytea %1 0,0 null").arg(db::familyName(db::Family::Blob)),
            QStringLiteral("zip character varying %1 9,0 not-null").arg(db::familyName(db::Family::Text)),
            QStringLiteral("feeling mood %1 0,0 null").arg(db::familyName(db::Family::Unknown)),
            QStringLiteral("tags integer[] %1 0,0 null").arg(db::familyName(db::Family::Unknown)),
        };
        QCOMPARE(seen, expected);
        // A table of that name in another schema is not this one.
        QVERIFY(db->run(QStringLiteral("CREATE SCHEMA other")).ok());
        QVERIFY(db->run(QStringLiteral("CREATE TABLE other.\"Odd Table\" (x INTEGER)")).ok());
        QCOMPARE(db->inspectColumns(QStringLiteral("Odd Table")).value().size(), expected.size());
    }
};

QTEST_GUILESS_MAIN(TestPrepareTable)
#include "test_prepare_table.moc"
