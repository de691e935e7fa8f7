// Schema updates (U records, docs/PROTOCOL.md step 8): added on the master with
// `schema-update add`, applied by every site before any row moves, recorded
// locally and on the primary's S record; a bad spec is refused; a failing
// update stops the session with exit code 7.
#include "cli.h"
#include "cluster.h"
#include "scenario.h"

#include "control/controlrepository.h"
#include "db/dialect.h"
#include "engine/schema/schemaupdater.h"

#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {
const QString kItems = QStringLiteral("items");

struct FamilyCase
{
    const char *column;
    const char *spec;
    db::Family family;
    QVariant value; // written at the primary, must arrive as written
};

QList<FamilyCase> familyCases()
{
    using F = db::Family;
    return {
        {"u_int", "ADD u_int int DEFAULT 7 NOT NULL", F::Int, 42},
        {"u_big", "ADD u_big bigint", F::BigInt, QVariant(qint64(9000000000000LL))},
        {"u_flag", "ADD u_flag flag DEFAULT 'N'", F::Flag, QStringLiteral("Y")},
        {"u_text", "ADD u_text text LENGTH 30", F::Text, QStringLiteral("Grüße")},
        {"u_long", "ADD u_long longtext", F::LongText, QString(5000, QLatin1Char('x'))},
        {"u_stamp", "ADD u_stamp stamp", F::Stamp, QStringLiteral("2021-03-04 05:06:07")},
        {"u_double", "ADD u_double double", F::Double, 2.5},
        {"u_dec", "ADD u_dec decimal LENGTH 10 DECIMALS 3", F::Decimal, QStringLiteral("12.345")},
        {"u_bool", "ADD u_bool boolean DEFAULT FALSE", F::Boolean, true},
        {"u_date", "ADD u_date date", F::Date, QStringLiteral("2024-02-29")},
        {"u_blob", "ADD u_blob blob", F::Blob, QByteArray("\x00\x01\xfe", 3)},
    };
}

const db::ColumnInfo *column(const db::ColumnInfoList &columns, const QString &name)
{
    for (const auto &c : columns)
        if (c.name.compare(name, Qt::CaseInsensitive) == 0)
            return &c;
    return nullptr;
}

QList<control::UpdateRecord> updates(db::Database &db)
{
    return control::ControlRepository(db)
        .select<control::UpdateRecord>({}, {}, QStringLiteral("update_number"))
        .value();
}

test::CliRun schemaUpdate(const Cluster &c, const QString &table, const QString &spec, const QString &description)
{
    return test::runCli({QStringLiteral("--config"), c.primaryIniPath(), QStringLiteral("schema-update"),
                         QStringLiteral("add"), QStringLiteral("--table"), table, QStringLiteral("--spec"), spec,
                         QStringLiteral("--description"), description},
                        c.primaryCliEnvironment());
}
} // namespace

class TestSchemaUpdates : public QObject
{
    Q_OBJECT

private slots:
    // ADD of every family, added on the primary of each database and applied
    // at a site of each database; values of the new columns then travel both
    // ways.
    void addEveryFamilyReachesTheSite_data() { test::addDatabasePairs(); }
    void addEveryFamilyReachesTheSite()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        for (const FamilyCase &f : familyCases()) {
            const auto run =
                schemaUpdate(c, kItems, QLatin1String(f.spec), QStringLiteral("add ") + QLatin1String(f.column));
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        }
        QVariantMap values{{QStringLiteral("name"), QStringLiteral("with new columns")}};
        for (const FamilyCase &f : familyCases())
            values.insert(QLatin1String(f.column), f.value);
        const qint64 rowId = Cluster::insert(c.primary(), kItems, values);
        QVERIFY2(rowId > 0, qPrintable(Cluster::lastError()));

        QVERIFY(REPLICATE_OK(c, 0).ok());
        db::Database &s = c.site(0);
        auto columns = s.inspectColumns(kItems);
        QVERIFY(columns.ok());
        for (const FamilyCase &f : familyCases()) {
            const db::ColumnInfo *col = column(columns.value(), QLatin1String(f.column));
            QVERIFY2(col, f.column);
            QVERIFY2(db::compatibleFamilies(col->type.family, f.family),
                     qPrintable(QStringLiteral("%1 is %2").arg(QLatin1String(f.column), col->nativeType)));
        }
        // Old rows got the defaults; the new row arrived with its values.
        QCOMPARE(Cluster::count(s, kItems, QStringLiteral("u_int = 7 AND u_flag = 'N'")), 5);
        QCOMPARE(c.differences(0), QString());
        const QVariantMap arrived = Cluster::row(s, kItems, Cluster::uniqueIdOfRowId(c.primary(), kItems, rowId));
        QVERIFY2(arrived.value(QStringLiteral("u_text")).toString() == QStringLiteral("Grüße"),
                 qPrintable(QStringList(arrived.keys()).join(QLatin1Char(','))));
        QCOMPARE(arrived.value(QStringLiteral("u_int")).toInt(), 42);

        // Recorded here (every update done, M) and on the primary (S).
        const auto here = updates(s);
        QCOMPARE(here.size(), familyCases().size());
        for (const auto &u : here)
            QCOMPARE(u.done, QStringLiteral("Y"));
        const int last = int(familyCases().size());
        QCOMPARE(control::ControlRepository(s).master().value()->updateNumber, last);
        QCOMPARE(control::ControlRepository(c.primary()).site(c.siteNumber(0)).value()->updateNumber, last);

        // A row written at the site in the new columns goes up.
        const qint64 fromSite = Cluster::insert(s, kItems,
                                                {{QStringLiteral("name"), QStringLiteral("up")},
                                                 {QStringLiteral("u_dec"), QStringLiteral("1.5")},
                                                 {QStringLiteral("u_date"), QStringLiteral("2030-12-31")}});
        QVERIFY(fromSite > 0);
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(c.differences(0), QString());
        QCOMPARE(Cluster::count(c.primary(), kItems, QStringLiteral("name = 'up'")), 1);
    }

    // The seed's example: NAME becomes FIRST_NAME and LAST_NAME. The
    // procedure runs on every copy and changes no stamp: after the session
    // that applies it, nothing is left to move.
    void splitNameOnRealNames_data() { test::addDatabasePairs(); }
    void splitNameOnRealNames()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        // Names from Chinook's artists and customers, some made at the site
        // and not sent yet when the update arrives.
        const QStringList atPrimary{QStringLiteral("Antônio Carlos Jobim"), QStringLiteral("Luís Gonçalves"),
                                    QStringLiteral("Madonna")};
        const QStringList atSite{QStringLiteral("Bjørn Hansen"), QStringLiteral("Hansen, Bjørn Erik")};
        for (const QString &n : atPrimary)
            QVERIFY(Cluster::insert(c.primary(), kItems, {{QStringLiteral("name"), n}}) > 0);
        QVERIFY(REPLICATE_OK(c, 0).ok());
        for (const QString &n : atSite)
            QVERIFY(Cluster::insert(c.site(0), kItems, {{QStringLiteral("name"), n}}) > 0);

        for (const auto &[spec, what] : {std::pair{"ADD first_name text LENGTH 40", "first name"},
                                         std::pair{"ADD last_name text LENGTH 40", "last name"},
                                         std::pair{"RUN split_name(name -> first_name, last_name)", "split names"}}) {
            const auto run = schemaUpdate(c, kItems, QLatin1String(spec), QLatin1String(what));
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        }
        QCOMPARE(Cluster::count(c.primary(), kItems,
                                QStringLiteral("first_name = 'Antônio Carlos' AND last_name = 'Jobim'")),
                 1);

        const auto applied = REPLICATE_OK(c, 0);
        QVERIFY(applied.ok());
        db::Database &s = c.site(0);
        QCOMPARE(Cluster::count(s, kItems, QStringLiteral("first_name = 'Luís' AND last_name = 'Gonçalves'")), 1);
        QCOMPARE(Cluster::count(s, kItems, QStringLiteral("first_name IS NULL AND last_name = 'Madonna'")), 1);
        QCOMPARE(
            Cluster::count(c.primary(), kItems, QStringLiteral("first_name = 'Bjørn Erik' AND last_name = 'Hansen'")),
            1);
        QCOMPARE(c.differences(0), QString());
        // Only the site's two new rows moved; the split itself did not travel.
        qint64 moved = 0;
        for (const auto &t : applied.tables)
            moved += t.counts.total();
        QCOMPARE(moved, qint64(atSite.size()));
        const auto quiet = REPLICATE_OK(c, 0);
        moved = 0;
        for (const auto &t : quiet.tables)
            moved += t.counts.total();
        QCOMPARE(moved, qint64(0));
    }

    void badSpecIsRefusedAndNothingRecorded()
    {
        JGR_CLUSTER(c, Backend::Sqlite, {});
        const auto bad = schemaUpdate(c, kItems, QStringLiteral("ADD nickname txt LENGTH 10"), QStringLiteral("typo"));
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("\"txt\" (character 14)")), qPrintable(bad.err));
        const auto noTable =
            schemaUpdate(c, QStringLiteral("nosuch"), QStringLiteral("ADD n int"), QStringLiteral("x"));
        QCOMPARE(noTable.exitCode, 2);
        QVERIFY2(noTable.err.contains(QStringLiteral("nosuch")), qPrintable(noTable.err));
        // The table cannot take the change: exit 7, and no U record.
        const auto clash = schemaUpdate(c, kItems, QStringLiteral("ADD qty text LENGTH 5"), QStringLiteral("clash"));
        QCOMPARE(clash.exitCode, 7);
        QVERIFY2(clash.err.contains(QStringLiteral("qty")), qPrintable(clash.err));
        QCOMPARE(updates(c.primary()).size(), 0);
        auto columns = c.primary().inspectColumns(kItems);
        QVERIFY(!column(columns.value(), QStringLiteral("nickname")));
    }

    // A site that cannot apply an update stops with exit code 7 and an E
    // record before any row moves; once fixed it applies it and goes on.
    void failingUpdateStopsBeforeRowsMove_data() { test::addDatabasePairs(); }
    void failingUpdateStopsBeforeRowsMove()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        db::Database &s = c.site(0);
        // The site already has a column of that name with another type.
        QVERIFY(s.run(QStringLiteral("ALTER TABLE notes ADD COLUMN extra INTEGER")).ok());
        const auto run = schemaUpdate(c, QStringLiteral("notes"), QStringLiteral("ADD extra text LENGTH 10"),
                                      QStringLiteral("extra"));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        Cluster::insert(c.primary(), kItems, {{QStringLiteral("name"), QStringLiteral("waits")}});

        const auto failed = c.replicate(0);
        QCOMPARE(failed.exitCode, ExitCode::SchemaUpdateFailed);
        QVERIFY2(failed.message.contains(QStringLiteral("extra")), qPrintable(failed.message));
        QCOMPARE(Cluster::count(s, kItems, QStringLiteral("name = 'waits'")), 0);
        const auto errorsHere = control::ControlRepository(s).select<control::ErrorRecord>(
            QStringLiteral("notes LIKE ?"), {QStringLiteral("%Schema update 1%")});
        QCOMPARE(errorsHere.value().size(), 1);
        const auto errorsThere =
            control::ControlRepository(c.primary())
                .select<control::ErrorRecord>(QStringLiteral("notes LIKE ?"), {QStringLiteral("%Schema update 1%")});
        QCOMPARE(errorsThere.value().size(), 1);
        QCOMPARE(control::ControlRepository(s).master().value()->updateNumber, 0);

        QVERIFY(s.run(QStringLiteral("ALTER TABLE notes DROP COLUMN extra")).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(Cluster::count(s, kItems, QStringLiteral("name = 'waits'")), 1);
        QCOMPARE(control::ControlRepository(s).master().value()->updateNumber, 1);
        QCOMPARE(c.differences(0), QString());
    }

    // A spec that does not parse but reached the primary anyway (written
    // there by hand) stops the session before any change.
    void unparseableUpdateOnThePrimaryStopsTheSession()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite});
        control::UpdateRecord u;
        u.tableName = kItems;
        u.updateNumber = 1;
        u.updateSpec = QStringLiteral("ADD");
        u.updateDescription = QStringLiteral("hand-made");
        QVERIFY(control::ControlRepository(c.primary()).insert(u).ok());
        const auto r = c.replicate(0);
        QCOMPARE(r.exitCode, ExitCode::SchemaUpdateFailed);
        QVERIFY2(r.message.contains(QStringLiteral("Schema update 1")), qPrintable(r.message));
        QCOMPARE(updates(c.site(0)).size(), 0);
    }

    // A site that joins after updates were made takes the current schema
    // with the data and stores every update as done without running it.
    void newSiteStoresAllUpdatesAsDone()
    {
        JGR_CLUSTER(c, Backend::Postgres, {Backend::Sqlite});
        auto added = engine::SchemaUpdater(c.primary())
                         .addOnMaster(kItems, QStringLiteral("ADD memo longtext"), QStringLiteral("memo"));
        QVERIFY2(added.ok(), qPrintable(added.ok() ? QString() : added.error().message));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        const auto here = updates(c.site(0));
        QCOMPARE(here.size(), 1);
        QCOMPARE(here.first().done, QStringLiteral("Y"));
        QCOMPARE(control::ControlRepository(c.site(0)).master().value()->updateNumber, 1);
        QCOMPARE(c.differences(0), QString());
    }
};

QTEST_GUILESS_MAIN(TestSchemaUpdates)
#include "test_schema_updates.moc"
