// Public sample databases of real applications, loaded from their own files
// unchanged (tests/data, with their licences) through the server's own
// client, prepared table by table as a user does it (docs/ADMINISTRATION.md,
// no flags but --hard-deletes: the declared foreign keys become references),
// added in alphabetical order (not parents first), and replicated to a
// SQLite, a PostgreSQL and a MariaDB site. Every site takes every table
// whole in its first session; then a site and the primary edit rows that
// reference each other (both sides of a reference cycle among them), and
// compare finds every site identical at the end.
//
// Sakila (MySQL's own sample, its native schema on a MariaDB primary: ENUM,
// SET, YEAR, GEOMETRY, BLOB, ON UPDATE CURRENT_TIMESTAMP, a FULLTEXT table
// its triggers keep, store and staff referencing each other) and its
// PostgreSQL port Pagila (an enum, a domain, text[], a tsvector its trigger
// keeps, a table split into inherited partitions with insert rules).
#include "cli.h"
#include "cluster.h"
#include "scenario.h"
#include "sqlclient.h"

#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {

QString dataFile(const QString &name)
{
    return QStringLiteral(JGR_SOURCE_DIR "/tests/data/") + name;
}

struct Sample
{
    QStringList files;
    QStringList skipLines;               // the script's own choice of database
    QStringList tables;                  // the application's tables, alphabetically
    QList<std::pair<QString, int>> rows; // some tables' rows once loaded
};

Sample sakila()
{
    return {{dataFile(QStringLiteral("sakila/sakila-schema.sql")), dataFile(QStringLiteral("sakila/sakila-data.sql"))},
            {QStringLiteral("DROP SCHEMA"), QStringLiteral("CREATE SCHEMA"), QStringLiteral("USE ")},
            {QStringLiteral("actor"), QStringLiteral("address"), QStringLiteral("category"), QStringLiteral("city"),
             QStringLiteral("country"), QStringLiteral("customer"), QStringLiteral("film"),
             QStringLiteral("film_actor"), QStringLiteral("film_category"), QStringLiteral("film_text"),
             QStringLiteral("inventory"), QStringLiteral("language"), QStringLiteral("payment"),
             QStringLiteral("rental"), QStringLiteral("staff"), QStringLiteral("store")},
            {{QStringLiteral("rental"), 16044}, {QStringLiteral("film_text"), 1000}, {QStringLiteral("store"), 2}}};
}

Sample pagila()
{
    return {{dataFile(QStringLiteral("pagila/postgres-sakila-schema.sql")),
             dataFile(QStringLiteral("pagila/postgres-sakila-insert-data-using-copy.sql"))},
            {},
            {QStringLiteral("actor"), QStringLiteral("address"), QStringLiteral("category"), QStringLiteral("city"),
             QStringLiteral("country"), QStringLiteral("customer"), QStringLiteral("film"),
             QStringLiteral("film_actor"), QStringLiteral("film_category"), QStringLiteral("inventory"),
             QStringLiteral("language"), QStringLiteral("payment"), QStringLiteral("rental"), QStringLiteral("staff"),
             QStringLiteral("store")},
            {{QStringLiteral("rental"), 16044}, {QStringLiteral("payment"), 16049}, {QStringLiteral("store"), 2}}};
}

// Loads the sample, prepares and adds each table: empty, or what went wrong.
QString loadAndPrepare(Cluster &c, const Sample &sample)
{
    // As the files are: what this test's server lacks (Pagila's owner role
    // postgres; the database name sakila that one of Sakila's views names)
    // fails alone, as it would for a user, and every table loads.
    auto loaded = test::runSqlScript(c.primaryParams(), sample.files, sample.skipLines, false);
    if (!loaded)
        return loaded.error().message;
    for (auto [table, rows] : sample.rows)
        if (Cluster::count(c.primary(), table) != rows)
            return QStringLiteral("%1 holds %2 rows after the load, not %3: %4")
                .arg(table)
                .arg(Cluster::count(c.primary(), table))
                .arg(rows)
                .arg(loaded.value().left(3000));
    for (const QString &table : sample.tables) {
        const auto run = c.onPrimary({QStringLiteral("prepare-table"), table, QStringLiteral("--hard-deletes")});
        if (run.exitCode != 0)
            return QStringLiteral("prepare-table %1: exit %2: %3").arg(table).arg(run.exitCode).arg(run.out);
    }
    for (const QString &table : sample.tables) {
        const auto run = c.onPrimary({QStringLiteral("add-table"), table});
        if (run.exitCode != 0)
            return QStringLiteral("add-table %1: exit %2: %3").arg(table).arg(run.exitCode).arg(run.out);
    }
    return {};
}

QString everySiteIdentical(Cluster &c, const Sample &sample)
{
    QStringList problems;
    for (int s = 0; s < c.siteCount(); ++s) {
        for (const QString &table : sample.tables) {
            const int primaryRows = Cluster::count(c.primary(), table);
            const int siteRows = Cluster::count(c.site(s), table);
            if (primaryRows != siteRows)
                problems << QStringLiteral("site %1 (%2): %3 holds %4 rows, the primary %5")
                                .arg(s)
                                .arg(test::backendName(test::allBackends().at(s)), table)
                                .arg(siteRows)
                                .arg(primaryRows);
        }
        const QString differs = c.differences(s);
        if (!differs.isEmpty())
            problems << QStringLiteral("site %1: %2").arg(s).arg(differs.left(3000));
    }
    return problems.join(QLatin1Char('\n'));
}

// Inserts a copy of row `fromId` of `table` (every column the application
// has, as it is there) with `overrides`, as an application at that database
// would: returns the new row's id, or -1.
qint64 copyRow(db::Database &db, const QString &table, const QString &idColumn, qint64 fromId,
               const QVariantMap &overrides)
{
    auto columns = db.inspectColumns(table);
    if (!columns)
        return -1;
    QStringList names;
    QStringList values;
    QVariantList binds;
    for (const db::ColumnInfo &c : columns.value()) {
        if (c.name == idColumn || c.name.startsWith(QLatin1String("jg_")) ||
            c.name == QLatin1String("lastchangeddate") || c.name == QLatin1String("isremoved"))
            continue;
        names << db.quote(c.name);
        if (overrides.contains(c.name)) {
            values << QStringLiteral("?");
            binds << overrides.value(c.name);
        } else {
            values << db.quote(c.name);
        }
    }
    binds << fromId;
    auto id = db.insertReturningId(QStringLiteral("INSERT INTO %1 (%2) SELECT %3 FROM %1 WHERE %4 = ?")
                                       .arg(db.quote(table), names.join(QStringLiteral(", ")),
                                            values.join(QStringLiteral(", ")), db.quote(idColumn)),
                                   binds, idColumn);
    if (!id)
        qWarning("copy of %s row %lld: %s", qPrintable(table), fromId, qPrintable(id.error().message));
    return id ? id.value() : -1;
}

// A site's work offline: a customer from a new country, city and address
// rents a film and pays (on a Pagila primary the payment goes to a partition
// through the application's insert rule); a new member of staff (at store 1) manages a new
// store. Both sides of the store-staff cycle, every row new.
bool editAtSite(db::Database &db, int s, QString *error)
{
    const QString tag = QString::number(s);
    const qint64 country = copyRow(db, QStringLiteral("country"), QStringLiteral("country_id"), 1,
                                   {{QStringLiteral("country"), QStringLiteral("Atlantis %1").arg(tag)}});
    const qint64 city = copyRow(db, QStringLiteral("city"), QStringLiteral("city_id"), 1,
                                {{QStringLiteral("city"), QStringLiteral("Poseidonia %1").arg(tag)},
                                 {QStringLiteral("country_id"), QVariant(country)}});
    const qint64 address = copyRow(db, QStringLiteral("address"), QStringLiteral("address_id"), 1,
                                   {{QStringLiteral("address"), QStringLiteral("Harbour Road %1").arg(tag)},
                                    {QStringLiteral("city_id"), QVariant(city)}});
    const qint64 customer = copyRow(db, QStringLiteral("customer"), QStringLiteral("customer_id"), 1,
                                    {{QStringLiteral("first_name"), QStringLiteral("NEMO")},
                                     {QStringLiteral("last_name"), QStringLiteral("SITE %1").arg(tag)},
                                     {QStringLiteral("address_id"), QVariant(address)}});
    const qint64 rental = copyRow(db, QStringLiteral("rental"), QStringLiteral("rental_id"), 1,
                                  {{QStringLiteral("customer_id"), QVariant(customer)}});
    // Pagila's payments lie in partitions: the first one's, as Sakila's.
    auto firstPayment = db.scalar(QStringLiteral("SELECT MIN(payment_id) FROM payment"));
    const qint64 payment = firstPayment ? copyRow(db, QStringLiteral("payment"), QStringLiteral("payment_id"),
                                                  firstPayment.value().toLongLong(),
                                                  {{QStringLiteral("customer_id"), QVariant(customer)},
                                                   {QStringLiteral("rental_id"), QVariant(rental)}})
                                        : -1;
    const qint64 staff = copyRow(db, QStringLiteral("staff"), QStringLiteral("staff_id"), 1,
                                 {{QStringLiteral("first_name"), QStringLiteral("Marina")},
                                  {QStringLiteral("last_name"), QStringLiteral("Site %1").arg(tag)},
                                  {QStringLiteral("username"), QStringLiteral("marina%1").arg(tag)},
                                  {QStringLiteral("address_id"), QVariant(address)},
                                  {QStringLiteral("store_id"), 1}});
    const qint64 store = copyRow(
        db, QStringLiteral("store"), QStringLiteral("store_id"), 1,
        {{QStringLiteral("manager_staff_id"), QVariant(staff)}, {QStringLiteral("address_id"), QVariant(address)}});
    if (std::min({country, city, address, customer, rental, payment, staff, store}) < 0) {
        *error = QStringLiteral("site %1's edits failed (see the warnings)").arg(s);
        return false;
    }
    return true;
}

// The head office meanwhile: a new member of staff opens a new store and
// moves to it (a cycle of new rows), a film's description changes (its
// application triggers keep its full text), and an actor leaves a film.
bool editAtPrimary(db::Database &db, QString *error)
{
    const qint64 staff = copyRow(db, QStringLiteral("staff"), QStringLiteral("staff_id"), 2,
                                 {{QStringLiteral("first_name"), QStringLiteral("Olga")},
                                  {QStringLiteral("last_name"), QStringLiteral("Office")},
                                  {QStringLiteral("username"), QStringLiteral("olga")}});
    const qint64 store = copyRow(db, QStringLiteral("store"), QStringLiteral("store_id"), 2,
                                 {{QStringLiteral("manager_staff_id"), QVariant(staff)}});
    const QStringList sql{
        QStringLiteral("UPDATE staff SET store_id = %1 WHERE staff_id = %2").arg(store).arg(staff),
        QStringLiteral("UPDATE film SET description = 'A remastered classic' WHERE film_id = 1"),
        QStringLiteral("DELETE FROM film_actor WHERE actor_id = 1 AND film_id = 1"),
    };
    if (staff < 0 || store < 0) {
        *error = QStringLiteral("the primary's edits failed (see the warnings)");
        return false;
    }
    for (const QString &statement : sql)
        if (const Status done = db.run(statement); !done) {
            *error = statement + QStringLiteral(": ") + done.error().message;
            return false;
        }
    return true;
}

void samples()
{
    QTest::addColumn<Backend>("primary");
    QTest::newRow("sakila-mariadb") << Backend::MariaDb;
    QTest::newRow("pagila-postgresql") << Backend::Postgres;
}

} // namespace

class TestSampleDatabases : public QObject
{
    Q_OBJECT

private slots:
    void replicatesAsItIs_data() { samples(); }
    void replicatesAsItIs()
    {
        QFETCH(Backend, primary);
        const Sample sample = primary == Backend::MariaDb ? sakila() : pagila();
        JGR_CLUSTER(c, primary, test::allBackends());
        const QString problem = loadAndPrepare(c, sample);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        if (primary == Backend::Postgres) {
            // Pagila's payments: the parent replicates, carrying its
            // partitions' rows; a partition besides it is refused.
            auto run = c.onPrimary({QStringLiteral("prepare-table"), QStringLiteral("payment_p2007_01")});
            QVERIFY2(run.exitCode == 0 && run.out.contains(QStringLiteral("It inherits from payment")),
                     qPrintable(run.out));
            run = c.onPrimary({QStringLiteral("add-table"), QStringLiteral("payment_p2007_01")});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.out.contains(QStringLiteral("inherits from table \"payment\", which replicates already")),
                     qPrintable(run.out));
        }
        QString whole = c.replicateEverySiteWhole(1000);
        QVERIFY2(whole.isEmpty(), qPrintable(whole));
        QString identical = everySiteIdentical(c, sample);
        QVERIFY2(identical.isEmpty(), qPrintable(identical));

        // Everyone edits; each site sends its own, then receives the others'.
        for (int s = 0; s < c.siteCount(); ++s)
            QVERIFY2(editAtSite(c.site(s), s, &error), qPrintable(error));
        QVERIFY2(editAtPrimary(c.primary(), &error), qPrintable(error));
        whole = c.replicateEverySiteWhole(1000);
        QVERIFY2(whole.isEmpty(), qPrintable(whole));
        whole = c.replicateEverySiteWhole(1000);
        QVERIFY2(whole.isEmpty(), qPrintable(whole));
        identical = everySiteIdentical(c, sample);
        QVERIFY2(identical.isEmpty(), qPrintable(identical));
        // The new stores point at their managers everywhere.
        const QString managers = QStringLiteral(
            "SELECT COUNT(*) FROM store s JOIN staff m ON m.staff_id = s.manager_staff_id AND m.first_name IN "
            "('Marina', 'Olga')");
        QCOMPARE(Cluster::count(c.primary(), QStringLiteral("store")), 2 + 1 + c.siteCount());
        QCOMPARE(c.primary().scalar(managers).value().toInt(), 1 + c.siteCount());
        for (int s = 0; s < c.siteCount(); ++s)
            QCOMPARE(c.site(s).scalar(managers).value().toInt(), 1 + c.siteCount());
    }
};

QTEST_GUILESS_MAIN(TestSampleDatabases)
#include "test_sample_databases.moc"
