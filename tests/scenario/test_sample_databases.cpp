// Public sample databases of real applications, loaded from their own files
// unchanged (tests/data, with their licences) through the server's own
// client, prepared table by table as a user does it (docs/ADMINISTRATION.md,
// no flags but --hard-deletes: the declared foreign keys become references),
// added in alphabetical order (not parents first), and replicated to a
// SQLite, a PostgreSQL and a MariaDB site. Every site takes every table
// whole in its first session; then the sites and the primary edit rows that
// reference each other (both sides of a reference cycle among them), and
// compare finds every site identical at the end.
//
// Sakila (MySQL's own sample, its native schema on a MariaDB primary: ENUM,
// SET, YEAR, GEOMETRY, BLOB, ON UPDATE CURRENT_TIMESTAMP, a FULLTEXT table
// its triggers keep, store and staff referencing each other) and its
// PostgreSQL port Pagila (an enum, a domain, text[], a tsvector its trigger
// keeps, a table split into inherited partitions with insert rules).
// PostgreSQL Exercises' club database (a pg_dump: tables in a schema of their
// own, named with schema=; keys the application numbers itself from 0, with
// no default, so that replication numbers the rows it writes there as the
// application does; numeric without precision; members who recommend
// members). Spring PetClinic's MySQL scripts (a utf8mb3 database, INT
// UNSIGNED keys, a table with no primary key, rows inserted without a
// column list).
#include "cli.h"
#include "cluster.h"
#include "scenario.h"
#include "sqlclient.h"
#include "statements.h"

#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {

QString dataFile(const QString &name)
{
    return QStringLiteral(JGR_SOURCE_DIR "/tests/data/") + name;
}

struct Sample;
using SiteEdit = bool (*)(db::Database &db, int site, QString *error);
using PrimaryEdit = bool (*)(db::Database &db, QString *error);
// What the edits should have made everywhere: empty, or what is not so.
using EditCheck = QString (*)(Cluster &c);

struct Sample
{
    Backend primary;
    QStringList files;
    QStringList skipLines; // the script's own choice of database and roles
    QString schema;        // the schema its tables are in (PostgreSQL; empty: public)
    // What the sample's own setup does to its database, done to this
    // test's (%1: its name).
    QStringList databaseSetup;
    QStringList tables;                  // the application's tables, alphabetically
    QList<std::pair<QString, int>> rows; // some tables' rows once loaded
    SiteEdit editAtSite = nullptr;       // none: the sites only receive
    PrimaryEdit editAtPrimary = nullptr;
    EditCheck editsArrived = nullptr;
};

bool editSakilaAtSite(db::Database &db, int s, QString *error);
bool editSakilaAtPrimary(db::Database &db, QString *error);
QString sakilaEditsArrived(Cluster &c);
bool editClubAtSite(db::Database &db, int s, QString *error);
bool editClubAtPrimary(db::Database &db, QString *error);
QString clubEditsArrived(Cluster &c);
bool editPetClinicAtSite(db::Database &db, int s, QString *error);
bool editPetClinicAtPrimary(db::Database &db, QString *error);
QString petClinicEditsArrived(Cluster &c);

Sample sakila()
{
    return {Backend::MariaDb,
            {dataFile(QStringLiteral("sakila/sakila-schema.sql")), dataFile(QStringLiteral("sakila/sakila-data.sql"))},
            {QStringLiteral("DROP SCHEMA"), QStringLiteral("CREATE SCHEMA"), QStringLiteral("USE ")},
            {},
            {},
            {QStringLiteral("actor"), QStringLiteral("address"), QStringLiteral("category"), QStringLiteral("city"),
             QStringLiteral("country"), QStringLiteral("customer"), QStringLiteral("film"),
             QStringLiteral("film_actor"), QStringLiteral("film_category"), QStringLiteral("film_text"),
             QStringLiteral("inventory"), QStringLiteral("language"), QStringLiteral("payment"),
             QStringLiteral("rental"), QStringLiteral("staff"), QStringLiteral("store")},
            {{QStringLiteral("rental"), 16044}, {QStringLiteral("film_text"), 1000}, {QStringLiteral("store"), 2}},
            editSakilaAtSite,
            editSakilaAtPrimary,
            sakilaEditsArrived};
}

Sample pagila()
{
    Sample sample = sakila();
    sample.primary = Backend::Postgres;
    sample.files = QStringList{dataFile(QStringLiteral("pagila/postgres-sakila-schema.sql")),
                               dataFile(QStringLiteral("pagila/postgres-sakila-insert-data-using-copy.sql"))};
    sample.skipLines.clear();
    sample.tables.removeAll(QStringLiteral("film_text"));
    sample.rows = {{QStringLiteral("rental"), 16044}, {QStringLiteral("payment"), 16049}, {QStringLiteral("store"), 2}};
    return sample;
}

Sample clubData()
{
    // The dump makes its own database and a read-only role and connects to
    // it; here the schema is there already (made with the test's database, as
    // an administrator makes it before init-primary), so its CREATE SCHEMA
    // fails alone.
    return {Backend::Postgres,
            {dataFile(QStringLiteral("pgexercises/clubdata.sql"))},
            {QStringLiteral("CREATE DATABASE"), QStringLiteral("CREATE USER"), QStringLiteral("ALTER USER"),
             QStringLiteral("GRANT CONNECT"), QStringLiteral("\\c "), QStringLiteral("alter database")},
            QStringLiteral("cd"),
            {},
            {QStringLiteral("bookings"), QStringLiteral("facilities"), QStringLiteral("members")},
            {{QStringLiteral("bookings"), 4044}, {QStringLiteral("facilities"), 9}, {QStringLiteral("members"), 31}},
            editClubAtSite,
            editClubAtPrimary,
            clubEditsArrived};
}

Sample petClinic()
{
    // user.sql makes the database petclinic with utf8 (utf8mb3) as its
    // character set, and the application's account.
    return {Backend::MariaDb,
            {dataFile(QStringLiteral("petclinic/schema.sql")), dataFile(QStringLiteral("petclinic/data.sql"))},
            {},
            {},
            {QStringLiteral("ALTER DATABASE %1 DEFAULT CHARACTER SET utf8 DEFAULT COLLATE utf8_general_ci")},
            {QStringLiteral("owners"), QStringLiteral("pets"), QStringLiteral("specialties"), QStringLiteral("types"),
             QStringLiteral("vet_specialties"), QStringLiteral("vets"), QStringLiteral("visits")},
            {{QStringLiteral("owners"), 10}, {QStringLiteral("pets"), 13}, {QStringLiteral("vet_specialties"), 5}},
            editPetClinicAtSite,
            editPetClinicAtPrimary,
            petClinicEditsArrived};
}

Sample sampleNamed(const QString &name)
{
    if (name == QLatin1String("sakila"))
        return sakila();
    if (name == QLatin1String("pagila"))
        return pagila();
    if (name == QLatin1String("clubdata"))
        return clubData();
    return petClinic();
}

// Loads the sample, prepares and adds each table: empty, or what went wrong.
QString loadAndPrepare(Cluster &c, const Sample &sample)
{
    // As the files are: what this test's server lacks (Pagila's owner role
    // postgres; the database name sakila that one of Sakila's views names)
    // fails alone, as it would for a user, and every table loads.
    for (const QString &statement : sample.databaseSetup)
        if (const Status done = c.primary().run(statement.arg(c.primaryParams().database)); !done)
            return done.error().message;
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
bool editSakilaAtSite(db::Database &db, int s, QString *error)
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
bool editSakilaAtPrimary(db::Database &db, QString *error)
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
    return test::runEach(db, sql, error);
}

// The new stores point at their managers everywhere.
QString sakilaEditsArrived(Cluster &c)
{
    const QString managers = QStringLiteral(
        "SELECT COUNT(*) FROM store s JOIN staff m ON m.staff_id = s.manager_staff_id AND m.first_name IN "
        "('Marina', 'Olga')");
    QStringList problems;
    if (Cluster::count(c.primary(), QStringLiteral("store")) != 2 + 1 + c.siteCount())
        problems
            << QStringLiteral("the primary has %1 stores").arg(Cluster::count(c.primary(), QStringLiteral("store")));
    for (int s = -1; s < c.siteCount(); ++s) {
        db::Database &db = s < 0 ? c.primary() : c.site(s);
        if (const int n = db.scalar(managers).value().toInt(); n != 1 + c.siteCount())
            problems << QStringLiteral("%1: %2 new stores with their new managers").arg(s).arg(n);
    }
    return problems.join(QLatin1Char('\n'));
}

// The application numbers its rows itself, one more than the highest.
qint64 nextId(db::Database &db, const QString &table, const QString &idColumn)
{
    auto highest = db.scalar(QStringLiteral("SELECT MAX(%1) FROM %2").arg(db.quote(idColumn), db.quote(table)));
    return highest ? highest.value().toLongLong() + 1 : -1;
}

// Inserts a row as the club's application does: the next id, the values.
qint64 insertNumbered(db::Database &db, const QString &table, const QString &idColumn, QVariantMap values)
{
    const qint64 id = nextId(db, table, idColumn);
    values.insert(idColumn, id);
    QStringList names;
    QVariantList binds;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        names << db.quote(it.key());
        binds << it.value();
    }
    const QString sql = QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                            .arg(db.quote(table), names.join(QStringLiteral(", ")),
                                 QStringList(names.size(), QStringLiteral("?")).join(QStringLiteral(", ")));
    if (const Status done = db.run(sql, binds); !done) {
        qWarning("insert into %s: %s", qPrintable(table), qPrintable(done.error().message));
        return -1;
    }
    return id;
}

QVariantMap member(const QString &surname, const QVariant &recommendedBy)
{
    return {{QStringLiteral("surname"), surname},
            {QStringLiteral("firstname"), QStringLiteral("Ada")},
            {QStringLiteral("address"), QStringLiteral("1 Quay Street")},
            {QStringLiteral("zipcode"), 4321},
            {QStringLiteral("telephone"), QStringLiteral("555-0100")},
            {QStringLiteral("recommendedby"), recommendedBy},
            {QStringLiteral("joindate"), QStringLiteral("2026-12-07 10:00:00")}};
}

// A site signs up two members, each recommended by the other (the first is
// told who recommended them once the second is in: a cycle of new rows
// through the table's reference to itself), and books a court for one. Each
// site numbers them after its own highest: the same numbers at every site.
bool editClubAtSite(db::Database &db, int s, QString *error)
{
    const QString tag = QString::number(s);
    // Row ids are each site's own: the court is found by its name.
    auto court = db.scalar(QStringLiteral("SELECT facid FROM facilities WHERE name = 'Tennis Court 1'"));
    if (!court || court.value().isNull()) {
        *error = QStringLiteral("site %1 has no Tennis Court 1").arg(s);
        return false;
    }
    const qint64 first =
        insertNumbered(db, QStringLiteral("members"), QStringLiteral("memid"),
                       member(QStringLiteral("First %1").arg(tag), QVariant(QMetaType(QMetaType::Int))));
    const qint64 second = insertNumbered(db, QStringLiteral("members"), QStringLiteral("memid"),
                                         member(QStringLiteral("Second %1").arg(tag), QVariant(first)));
    const qint64 booking = insertNumbered(db, QStringLiteral("bookings"), QStringLiteral("bookid"),
                                          {{QStringLiteral("facid"), court.value()},
                                           {QStringLiteral("memid"), QVariant(second)},
                                           {QStringLiteral("starttime"), QStringLiteral("2026-12-08 09:00:00")},
                                           {QStringLiteral("slots"), 2}});
    if (std::min({first, second, booking}) < 0) {
        *error = QStringLiteral("site %1's edits failed (see the warnings)").arg(s);
        return false;
    }
    const Status done = db.run(QStringLiteral("UPDATE members SET recommendedby = ? WHERE memid = ?"), {second, first});
    if (!done)
        *error = done.error().message;
    return bool(done);
}

// The club opens a facility, books it for a member, changes a price (a
// numeric without precision) and cancels a booking.
bool editClubAtPrimary(db::Database &db, QString *error)
{
    const qint64 facility = insertNumbered(db, QStringLiteral("facilities"), QStringLiteral("facid"),
                                           {{QStringLiteral("name"), QStringLiteral("Padel Court")},
                                            {QStringLiteral("membercost"), QStringLiteral("7.125")},
                                            {QStringLiteral("guestcost"), QStringLiteral("19.9")},
                                            {QStringLiteral("initialoutlay"), QStringLiteral("12000")},
                                            {QStringLiteral("monthlymaintenance"), QStringLiteral("85.50")}});
    const qint64 booking = insertNumbered(db, QStringLiteral("bookings"), QStringLiteral("bookid"),
                                          {{QStringLiteral("facid"), QVariant(facility)},
                                           {QStringLiteral("memid"), 1},
                                           {QStringLiteral("starttime"), QStringLiteral("2026-12-09 18:30:00")},
                                           {QStringLiteral("slots"), 3}});
    if (facility < 0 || booking < 0) {
        *error = QStringLiteral("the primary's edits failed (see the warnings)");
        return false;
    }
    return test::runEach(db,
                         {QStringLiteral("UPDATE facilities SET membercost = 4.99 WHERE facid = 0"),
                          QStringLiteral("DELETE FROM bookings WHERE bookid = 0")},
                         error);
}

// The new facility's booking, the cancelled one, and the new price, on
// every side.
QString clubEditsArrived(Cluster &c)
{
    // Each side's members who recommended each other (each pair counted
    // once), and their bookings of the right court.
    const QString pairs = QStringLiteral("SELECT COUNT(*) FROM members a JOIN members b ON b.memid = a.recommendedby "
                                         "AND a.memid = b.recommendedby AND b.surname LIKE 'Second %'");
    const QString sitesBooked =
        QStringLiteral("SELECT COUNT(*) FROM bookings b JOIN members m ON m.memid = b.memid JOIN facilities f ON "
                       "f.facid = b.facid WHERE m.surname LIKE 'Second %' AND f.name = 'Tennis Court 1'");
    // Row ids are each side's own: the cancelled booking (the primary's
    // bookid 0) by what it was.
    const QString cancelled = QStringLiteral("SELECT COUNT(*) FROM bookings b JOIN facilities f ON f.facid = b.facid "
                                             "WHERE f.name = 'Table Tennis' AND b.starttime = '2012-07-03 11:00:00'");
    const QString booked = QStringLiteral("SELECT COUNT(*) FROM bookings b JOIN facilities f ON f.facid = b.facid "
                                          "WHERE f.name = 'Padel Court'");
    const QString price =
        QStringLiteral("SELECT COUNT(*) FROM facilities WHERE name = 'Tennis Court 1' AND membercost = 4.99");
    QStringList problems;
    for (int s = -1; s < c.siteCount(); ++s) {
        db::Database &db = s < 0 ? c.primary() : c.site(s);
        if (const int n = db.scalar(pairs).value().toInt(); n != c.siteCount())
            problems << QStringLiteral("%1: %2 members recommended by a member they recommended").arg(s).arg(n);
        if (const int n = db.scalar(sitesBooked).value().toInt(); n != c.siteCount())
            problems << QStringLiteral("%1: %2 bookings of the sites' new members").arg(s).arg(n);
        if (const int n = db.scalar(booked).value().toInt(); n != 1)
            problems << QStringLiteral("%1: %2 bookings of the new facility").arg(s).arg(n);
        if (const int n = db.scalar(cancelled).value().toInt(); n != 0)
            problems << QStringLiteral("%1: the cancelled booking is still there").arg(s);
        if (db.scalar(price).value().toInt() != 1)
            problems << QStringLiteral("%1: the new price is not there").arg(s);
    }
    return problems.join(QLatin1Char('\n'));
}

// A site registers an owner with a pet that comes for a visit, and one of
// the vets takes up a specialty (a row of a table with no primary key).
bool editPetClinicAtSite(db::Database &db, int s, QString *error)
{
    const QString tag = QString::number(s);
    const qint64 owner = copyRow(db, QStringLiteral("owners"), QStringLiteral("id"), 1,
                                 {{QStringLiteral("first_name"), QStringLiteral("Owner %1").arg(tag)}});
    const qint64 pet = copyRow(
        db, QStringLiteral("pets"), QStringLiteral("id"), 1,
        {{QStringLiteral("name"), QStringLiteral("Pet %1").arg(tag)}, {QStringLiteral("owner_id"), QVariant(owner)}});
    const qint64 visit =
        copyRow(db, QStringLiteral("visits"), QStringLiteral("id"), 1, {{QStringLiteral("pet_id"), QVariant(pet)}});
    if (std::min({owner, pet, visit}) < 0) {
        *error = QStringLiteral("site %1's edits failed (see the warnings)").arg(s);
        return false;
    }
    const Status done =
        db.run(QStringLiteral("INSERT INTO vet_specialties (vet_id, specialty_id) VALUES (6, ?)"), {s % 3 + 1});
    if (!done)
        *error = done.error().message;
    return bool(done);
}

// The clinic's own scripts insert without a column list, as data.sql does.
bool editPetClinicAtPrimary(db::Database &db, QString *error)
{
    return test::runEach(
        db,
        {QStringLiteral("INSERT IGNORE INTO owners VALUES (11, 'Jane', 'Office', '1 Main St.', 'Madison', "
                        "'6085550000')"),
         QStringLiteral("INSERT IGNORE INTO pets VALUES (14, 'Nibbles', '2026-01-02', 6, 11)"),
         QStringLiteral("UPDATE vets SET last_name = 'Carter-Smith' WHERE id = 1"),
         QStringLiteral("DELETE FROM visits WHERE id = 4")},
        error);
}

QString petClinicEditsArrived(Cluster &c)
{
    const QString owned = QStringLiteral("SELECT COUNT(*) FROM visits v JOIN pets p ON p.id = v.pet_id JOIN owners o "
                                         "ON o.id = p.owner_id WHERE o.first_name LIKE 'Owner %'");
    QStringList problems;
    for (int s = -1; s < c.siteCount(); ++s) {
        db::Database &db = s < 0 ? c.primary() : c.site(s);
        if (const int n = db.scalar(owned).value().toInt(); n != c.siteCount())
            problems << QStringLiteral("%1: %2 visits of the sites' new owners' pets").arg(s).arg(n);
        if (const int n = Cluster::count(db, QStringLiteral("pets"), QStringLiteral("name = 'Nibbles'")); n != 1)
            problems << QStringLiteral("%1: %2 pets named Nibbles").arg(s).arg(n);
    }
    return problems.join(QLatin1Char('\n'));
}

void samples()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("sakila-mariadb") << QStringLiteral("sakila");
    QTest::newRow("pagila-postgresql") << QStringLiteral("pagila");
    QTest::newRow("clubdata-postgresql") << QStringLiteral("clubdata");
    QTest::newRow("petclinic-mariadb") << QStringLiteral("petclinic");
}

} // namespace

class TestSampleDatabases : public QObject
{
    Q_OBJECT

private slots:
    void replicatesAsItIs_data() { samples(); }
    void replicatesAsItIs()
    {
        QFETCH(QString, name);
        const Sample sample = sampleNamed(name);
        QTemporaryDir dir;
        Cluster c(dir.path());
        c.setPrimarySchema(sample.schema);
        QString error;
        QVERIFY2(c.setUp(sample.primary, test::allBackends(), &error), qPrintable(error));
        const QString problem = loadAndPrepare(c, sample);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        if (name == QLatin1String("pagila")) {
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
        if (name == QLatin1String("petclinic")) {
            // The application's tables are utf8mb3, as its database.
            const auto narrow = c.primary().scalar(
                QStringLiteral("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND "
                               "TABLE_NAME = 'owners' AND TABLE_COLLATION LIKE 'utf8mb3%'"));
            QCOMPARE(narrow.value().toInt(), 1);
        }
        QString whole = c.replicateEverySiteWhole(1000);
        QVERIFY2(whole.isEmpty(), qPrintable(whole));
        QString identical = everySiteIdentical(c, sample);
        QVERIFY2(identical.isEmpty(), qPrintable(identical));

        // Everyone edits; each site sends its own, then receives the others'.
        for (int s = 0; s < c.siteCount(); ++s)
            QVERIFY2(sample.editAtSite(c.site(s), s, &error), qPrintable(error));
        QVERIFY2(sample.editAtPrimary(c.primary(), &error), qPrintable(error));
        whole = c.replicateEverySiteWhole(1000);
        QVERIFY2(whole.isEmpty(), qPrintable(whole));
        whole = c.replicateEverySiteWhole(1000);
        QVERIFY2(whole.isEmpty(), qPrintable(whole));
        identical = everySiteIdentical(c, sample);
        QVERIFY2(identical.isEmpty(), qPrintable(identical));
        const QString arrived = sample.editsArrived(c);
        QVERIFY2(arrived.isEmpty(), qPrintable(arrived));
    }
};

QTEST_GUILESS_MAIN(TestSampleDatabases)
#include "test_sample_databases.moc"
