// Each branch holds only its part (docs/PROTOCOL.md, Subsets): Chinook's
// sales tables on every database pair, customers, invoices and lines
// --owned, tracks --match on a genre attribute, the rest of the catalogue
// whole. What each branch holds is checked against plain SQL on the
// primary, its references must all resolve, and nothing a branch lets go
// of may be deleted anywhere else.
#include "chinook.h"
#include "cli.h"
#include "cluster.h"
#include "scenario.h"

#include "control/siteadmin.h"
#include "engine/subset/subsetadmin.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using engine::SubsetRule;
using test::Backend;

namespace {
constexpr int kBatch = 500;

// What a site must hold of each sales table, as SQL on the primary.
struct Expected
{
    QString customers;
    QString invoices;
    QString lines;
    QString tracks;
};

Expected expectedFor(int site, const QString &genre)
{
    const QString owned = QStringLiteral("SELECT jg_unique_id FROM %1 WHERE jg_owner = %2");
    QString tracks = QStringLiteral("SELECT jg_unique_id FROM {Track} WHERE {TrackId} IN (SELECT {TrackId} FROM "
                                    "{InvoiceLine} WHERE jg_owner = %1)")
                         .arg(site);
    if (!genre.isEmpty())
        tracks += QStringLiteral(" OR {GenreId} = %1").arg(genre);
    return {owned.arg(QStringLiteral("{Customer}")).arg(site), owned.arg(QStringLiteral("{Invoice}")).arg(site),
            owned.arg(QStringLiteral("{InvoiceLine}")).arg(site), tracks};
}

// References at a site that point at no row there (foreign keys that would fail).
QStringList danglingReferences(test::ChinookSales &site)
{
    const QList<std::pair<const char *, QString>> checks{
        {"invoice lines without their invoice",
         QStringLiteral("SELECT l.jg_unique_id FROM {InvoiceLine} l LEFT JOIN {Invoice} i ON i.{InvoiceId} = "
                        "l.{InvoiceId} WHERE i.{InvoiceId} IS NULL")},
        {"invoice lines without their track",
         QStringLiteral("SELECT l.jg_unique_id FROM {InvoiceLine} l LEFT JOIN {Track} t ON t.{TrackId} = l.{TrackId} "
                        "WHERE t.{TrackId} IS NULL")},
        {"invoices without their customer",
         QStringLiteral("SELECT i.jg_unique_id FROM {Invoice} i LEFT JOIN {Customer} c ON c.{CustomerId} = "
                        "i.{CustomerId} WHERE c.{CustomerId} IS NULL")},
        {"customers without their support rep",
         QStringLiteral("SELECT c.jg_unique_id FROM {Customer} c LEFT JOIN {Employee} e ON e.{EmployeeId} = "
                        "c.{SupportRepId} WHERE c.{SupportRepId} IS NOT NULL AND e.{EmployeeId} IS NULL")},
        {"tracks without their album",
         QStringLiteral("SELECT t.jg_unique_id FROM {Track} t LEFT JOIN {Album} a ON a.{AlbumId} = t.{AlbumId} "
                        "WHERE a.{AlbumId} IS NULL")},
    };
    QStringList problems;
    for (const auto &[what, query] : checks)
        if (const int n = int(site.ids(query).size()); n > 0)
            problems << QStringLiteral("%1 %2").arg(n).arg(QString::fromLatin1(what));
    return problems;
}

// Sessions of each site until one round moves nothing.
bool replicateUntilQuiet(test::Cluster &c, QString *why)
{
    for (int round = 0; round < 4; ++round) {
        qint64 moved = 0;
        for (int s = 0; s < c.siteCount(); ++s) {
            const auto r = c.replicate(s, nullptr, nullptr, kBatch);
            if (!r.ok()) {
                *why = r.message;
                return false;
            }
            for (const auto &t : r.tables)
                moved += t.counts.total();
            moved += r.rowsLeftSubset;
        }
        if (moved == 0)
            return true;
    }
    *why = QStringLiteral("still moving rows after 4 rounds");
    return false;
}
} // namespace

class TestSubsets : public QObject
{
    Q_OBJECT

    // A site's rows of each sales table against the primary's subset for it.
    void checkHolds(test::Cluster &c, Backend primary, int site, const QString &genre)
    {
        test::ChinookSales atPrimary(c.primary(), primary);
        test::ChinookSales atSite(c.site(site), primary); // the site's tables have the primary's names
        const Expected e = expectedFor(c.siteNumber(site), genre);
        const QString all = QStringLiteral("SELECT jg_unique_id FROM %1");
        QCOMPARE(atSite.ids(all.arg(QStringLiteral("{Customer}"))), atPrimary.ids(e.customers));
        QCOMPARE(atSite.ids(all.arg(QStringLiteral("{Invoice}"))), atPrimary.ids(e.invoices));
        QCOMPARE(atSite.ids(all.arg(QStringLiteral("{InvoiceLine}"))), atPrimary.ids(e.lines));
        QCOMPARE(atSite.ids(all.arg(QStringLiteral("{Track}"))), atPrimary.ids(e.tracks));
        // The tables of every row are whole.
        for (const char *whole : {"{Album}", "{Artist}", "{Genre}", "{MediaType}", "{Employee}"})
            QCOMPARE(atSite.ids(all.arg(QString::fromLatin1(whole))).size(),
                     atPrimary.ids(all.arg(QString::fromLatin1(whole))).size());
        const QStringList dangling = danglingReferences(atSite);
        QVERIFY2(dangling.isEmpty(), qPrintable(dangling.join(QStringLiteral(", "))));
    }

private slots:
    void branchesHoldTheirOwnPart_data() { test::addDatabasePairs(); }
    void branchesHoldTheirOwnPart()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_CLUSTER(c, primary, {site, site});
        db::Database &m = c.primary();
        for (const char *t : {"items", "parts", "notes"})
            QVERIFY(m.run(QStringLiteral("DELETE FROM jgreplicate WHERE flag = 'T' AND table_name = ?"),
                          {QString::fromLatin1(t)})
                        .ok());
        test::ChinookSales chinook(m, primary);
        error = chinook.load();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        int order = 10;
        for (const QString &camel : test::ChinookSales::tables()) {
            control::SiteAdmin::TableOptions options;
            options.order = order += 10;
            QVERIFY(control::SiteAdmin(m).addTable(test::chinookName(primary, camel), options).ok());
        }
        const auto n = [&](const char *camel) { return chinook.n(camel); };
        engine::SubsetAdmin admin(m);
        for (const char *owned : {"Customer", "Invoice", "InvoiceLine"}) {
            const auto set = admin.setRule(SubsetRule{n(owned), SubsetRule::Kind::Owned, {}});
            QVERIFY2(set.ok(), set.ok() ? "" : qPrintable(set.error().message));
        }
        QVERIFY(
            admin.setRule(SubsetRule{n("Track"), SubsetRule::Kind::Match, {{n("GenreId"), QStringLiteral("genre")}}})
                .ok());
        const int primaryTracks = int(chinook.ids(QStringLiteral("SELECT {TrackId} FROM {Track}")).size());
        const int primaryLines = int(chinook.ids(QStringLiteral("SELECT {InvoiceLineId} FROM {InvoiceLine}")).size());

        // They join owning nothing: the catalogue but no sales, no tracks.
        QVERIFY2(replicateUntilQuiet(c, &error), qPrintable(error));
        const int a = c.siteNumber(0);
        const int b = c.siteNumber(1);
        checkHolds(c, primary, 0, {});
        checkHolds(c, primary, 1, {});
        QCOMPARE(test::Cluster::count(c.site(0), n("Customer")), 0);

        // The office shares the customers out (with their invoices and
        // lines) and gives branch A the rock tracks: each branch's next
        // session brings its part.
        for (const auto &[country, branch] : {std::pair{"Brazil", a}, std::pair{"Canada", b}}) {
            const QString customers = QStringLiteral("SELECT {CustomerId} FROM {Customer} WHERE {Country} = '%1'")
                                          .arg(QString::fromLatin1(country));
            const QString invoices =
                QStringLiteral("SELECT {InvoiceId} FROM {Invoice} WHERE {CustomerId} IN (%1)").arg(customers);
            for (const QString &statement :
                 {QStringLiteral("UPDATE {Customer} SET jg_owner = %1 WHERE {CustomerId} IN (%2)")
                      .arg(branch)
                      .arg(customers),
                  QStringLiteral("UPDATE {Invoice} SET jg_owner = %1 WHERE {InvoiceId} IN (%2)")
                      .arg(branch)
                      .arg(invoices),
                  QStringLiteral("UPDATE {InvoiceLine} SET jg_owner = %1 WHERE {InvoiceId} IN (%2)")
                      .arg(branch)
                      .arg(invoices)})
                QVERIFY(m.run(chinook.sql(statement)).ok());
        }
        QVERIFY(admin.setAttribute(a, QStringLiteral("genre"), QStringLiteral("1")).ok());
        QVERIFY2(replicateUntilQuiet(c, &error), qPrintable(error));
        checkHolds(c, primary, 0, QStringLiteral("1"));
        checkHolds(c, primary, 1, {});
        QVERIFY(test::Cluster::count(c.site(0), n("Customer")) > 0);
        QVERIFY(test::Cluster::count(c.site(1), n("Customer")) > 0);

        // Branch A hands a customer with its invoices and lines to branch B:
        // it leaves A, arrives at B, and the primary keeps every row. (Row
        // ids differ between sites: rows are named by jg_unique_id.)
        test::ChinookSales atA(c.site(0), primary);
        test::ChinookSales atB(c.site(1), primary);
        const qint64 customer = *atA.ids(QStringLiteral("SELECT jg_unique_id FROM {Customer}")).cbegin();
        const QString theCustomer = QStringLiteral("jg_unique_id = %1").arg(customer);
        const qint64 customerHere =
            *atA.ids(QStringLiteral("SELECT {CustomerId} FROM {Customer} WHERE ") + theCustomer).cbegin();
        const QString itsInvoices = QStringLiteral("{CustomerId} = %1").arg(customerHere);
        for (const QString &statement :
             {QStringLiteral("UPDATE {InvoiceLine} SET jg_owner = %1 WHERE {InvoiceId} IN (SELECT {InvoiceId} FROM "
                             "{Invoice} WHERE %2)")
                  .arg(b)
                  .arg(itsInvoices),
              QStringLiteral("UPDATE {Invoice} SET jg_owner = %1 WHERE %2").arg(b).arg(itsInvoices),
              QStringLiteral("UPDATE {Customer} SET jg_owner = %1 WHERE %2").arg(b).arg(theCustomer)})
            QVERIFY(c.site(0).run(atA.sql(statement)).ok());
        QVERIFY2(replicateUntilQuiet(c, &error), qPrintable(error));
        checkHolds(c, primary, 0, QStringLiteral("1"));
        checkHolds(c, primary, 1, {});
        const QString whichCustomer = QStringLiteral("SELECT jg_unique_id FROM {Customer} WHERE ") + theCustomer;
        QCOMPARE(atA.ids(whichCustomer).size(), 0);
        QCOMPARE(atB.ids(whichCustomer).size(), 1);

        // A fills a rock track's blank composer; then A's attribute changes:
        // its rock tracks leave, the jazz ones arrive, and the fill made
        // before the rock track left reached the primary first.
        const QSet<qint64> blank = chinook.ids(
            QStringLiteral("SELECT jg_unique_id FROM {Track} WHERE {GenreId} = 1 AND {Composer} IS NULL AND {TrackId} "
                           "NOT IN (SELECT {TrackId} FROM {InvoiceLine})"));
        QVERIFY(!blank.isEmpty());
        const QString theTrack = QStringLiteral("jg_unique_id = %1").arg(*blank.cbegin());
        QVERIFY(c.site(0)
                    .run(atA.sql(QStringLiteral("UPDATE {Track} SET {Composer} = 'Filled at A' WHERE ") + theTrack))
                    .ok());
        QVERIFY(admin.setAttribute(a, QStringLiteral("genre"), QStringLiteral("2")).ok());
        QVERIFY2(replicateUntilQuiet(c, &error), qPrintable(error));
        checkHolds(c, primary, 0, QStringLiteral("2"));
        QCOMPARE(atA.ids(QStringLiteral("SELECT jg_unique_id FROM {Track} WHERE ") + theTrack).size(), 0);
        QCOMPARE(chinook
                     .ids(QStringLiteral("SELECT jg_unique_id FROM {Track} WHERE {Composer} = 'Filled at A' AND ") +
                          theTrack)
                     .size(),
                 1);

        // Nothing a branch let go of was deleted anywhere else, and no delete waits to travel.
        QCOMPARE(int(chinook.ids(QStringLiteral("SELECT {TrackId} FROM {Track}")).size()), primaryTracks);
        QCOMPARE(int(chinook.ids(QStringLiteral("SELECT {InvoiceLineId} FROM {InvoiceLine}")).size()), primaryLines);
        QCOMPARE(test::Cluster::count(m, QStringLiteral("jg_killed_rows")), 0);
        for (int s = 0; s < c.siteCount(); ++s)
            QCOMPARE(test::Cluster::count(c.site(s), QStringLiteral("jg_killed_rows"), QStringLiteral("jg_sentby = 0")),
                     0);

        // compare sees each branch's part, and a difference in it.
        for (int s = 0; s < c.siteCount(); ++s)
            QVERIFY2(c.differences(s).isEmpty(), qPrintable(c.differences(s)));
        QVERIFY(c.site(1)
                    .run(atB.sql(QStringLiteral("UPDATE {Customer} SET {Country} = 'Nowhere' WHERE ") + theCustomer))
                    .ok());
        QVERIFY2(c.differences(1).contains(n("Country")), qPrintable(c.differences(1)));
        QVERIFY2(replicateUntilQuiet(c, &error), qPrintable(error));
        QVERIFY2(c.differences(1).isEmpty(), qPrintable(c.differences(1)));

        // A quiet session with subsets moves nothing and removes nothing.
        const auto quiet = c.replicate(0, nullptr, nullptr, kBatch);
        QVERIFY2(quiet.ok(), qPrintable(quiet.message));
        QCOMPARE(quiet.rowsLeftSubset, 0);
        for (const auto &t : quiet.tables)
            QCOMPARE(t.counts.total(), 0);
    }

    // A standby is a copy to fail over to: it holds every row, whatever the rules.
    void standbyHoldsEveryRow()
    {
        JGR_JOINED_CLUSTER(c, Backend::Sqlite, {Backend::Sqlite});
        QVERIFY(engine::SubsetAdmin(c.primary()).setRule({QStringLiteral("items"), SubsetRule::Kind::Owned, {}}).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(test::Cluster::count(c.site(0), QStringLiteral("items")), 0);
        const QString ini = QDir(dir.path()).filePath(QStringLiteral("standby.ini"));
        QFile file(ini);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            QStringLiteral("[site]\nname=Standby\n[local]\ndriver=sqlite\ndatabase=%1\n[primary]\ndriver=sqlite\n"
                           "database=%2\n")
                .arg(QDir(dir.path()).filePath(QStringLiteral("standby.db")), c.primaryParams().database)
                .toUtf8());
        file.close();
        for (const QString &command :
             {QStringLiteral("init-standby"), QStringLiteral("replicate"), QStringLiteral("compare")}) {
            const auto run = test::runCli({QStringLiteral("--config"), ini, command});
            QVERIFY2(run.exitCode == 0, qPrintable(command + QLatin1Char(' ') + run.err + run.out));
        }
        db::ConnectionParams params;
        params.driver = QStringLiteral("sqlite");
        params.database = QDir(dir.path()).filePath(QStringLiteral("standby.db"));
        auto standby = test::openOrNull(params, QStringLiteral("standby"), &error);
        QVERIFY2(standby, qPrintable(error));
        QCOMPARE(test::Cluster::count(*standby, QStringLiteral("items")),
                 test::Cluster::count(c.primary(), QStringLiteral("items")));
    }

    // subset and site-attribute check what they are given and change nothing on a refusal.
    void commandsCheckWhatTheyAreGiven()
    {
        JGR_JOINED_CLUSTER(c, Backend::Sqlite, {Backend::Sqlite});
        const auto onPrimary = [&](const QStringList &arguments) {
            return test::runCli(QStringList{QStringLiteral("--config"), c.primaryIniPath()} + arguments);
        };
        auto run = onPrimary({QStringLiteral("subset"), QStringLiteral("--list")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("items --all")), qPrintable(run.out));

        run = onPrimary({QStringLiteral("subset"), QStringLiteral("items"), QStringLiteral("--match"),
                         QStringLiteral("region=territory")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("items has no column region")), qPrintable(run.err));
        run = onPrimary({QStringLiteral("subset"), QStringLiteral("items"), QStringLiteral("--match"),
                         QStringLiteral("city=home town")});
        QCOMPARE(run.exitCode, 2);
        run = onPrimary({QStringLiteral("subset"), QStringLiteral("items"), QStringLiteral("--match"),
                         QStringLiteral("jg_owner=territory")});
        QCOMPARE(run.exitCode, 2);
        run = onPrimary(
            {QStringLiteral("subset"), QStringLiteral("items"), QStringLiteral("--owned"), QStringLiteral("--all")});
        QCOMPARE(run.exitCode, 2);
        run = onPrimary({QStringLiteral("subset"), QStringLiteral("nosuch"), QStringLiteral("--owned")});
        QCOMPARE(run.exitCode, 2);
        run = onPrimary({QStringLiteral("subset"), QStringLiteral("--list"), QStringLiteral("--json")});
        QVERIFY2(!run.out.contains(QStringLiteral("--match")), qPrintable(run.out));

        run = onPrimary({QStringLiteral("subset"), QStringLiteral("items"), QStringLiteral("--match"),
                         QStringLiteral("city=territory"), QStringLiteral("--match"), QStringLiteral("name=customer")});
        QCOMPARE(run.exitCode, 0);
        run = onPrimary({QStringLiteral("subset"), QStringLiteral("--list")});
        QVERIFY2(run.out.contains(QStringLiteral("items --match city=territory --match name=customer")),
                 qPrintable(run.out));
        // Only the master sets rules: a site's would be overwritten by its next session.
        run = test::runCli({QStringLiteral("--config"), c.iniPath(0), QStringLiteral("subset"), QStringLiteral("items"),
                            QStringLiteral("--owned")});
        QCOMPARE(run.exitCode, 2);

        const QString site = QString::number(c.siteNumber(0));
        run = onPrimary({QStringLiteral("site-attribute"), QStringLiteral("99"), QStringLiteral("territory"),
                         QStringLiteral("north")});
        QCOMPARE(run.exitCode, 2);
        run = onPrimary({QStringLiteral("site-attribute"), site, QStringLiteral("bad name"), QStringLiteral("north")});
        QCOMPARE(run.exitCode, 2);
        run = onPrimary({QStringLiteral("site-attribute"), site, QStringLiteral("territory"), QStringLiteral("north")});
        QCOMPARE(run.exitCode, 0);
        run = onPrimary(
            {QStringLiteral("site-attribute"), site, QStringLiteral("customer"), QStringLiteral("Ann O'Neil")});
        QCOMPARE(run.exitCode, 0);
        run = onPrimary({QStringLiteral("site-attribute"), site});
        QCOMPARE(run.out, QStringLiteral("customer=Ann O'Neil\nterritory=north\n"));
        run =
            onPrimary({QStringLiteral("site-attribute"), site, QStringLiteral("customer"), QStringLiteral("--remove")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("territory=north\n"));

        // The site's next session keeps the rows whose city is north and
        // removes the others, here only; the primary keeps them all.
        const int primaryItems = test::Cluster::count(c.primary(), QStringLiteral("items"));
        QVERIFY(c.primary()
                    .run(QStringLiteral("UPDATE items SET city = 'north', name = 'Ann O''Neil' WHERE item_id = 1"))
                    .ok());
        // The preview says how many rows would leave, and removes none.
        const int held = test::Cluster::count(c.site(0), QStringLiteral("items"));
        QVERIFY(held > 0);
        const auto preview = test::runCli({QStringLiteral("--config"), c.iniPath(0), QStringLiteral("replicate"),
                                           QStringLiteral("--dry-run"), QStringLiteral("--json")});
        QVERIFY2(preview.exitCode == 0, qPrintable(preview.err));
        QCOMPARE(QJsonDocument::fromJson(preview.out.toUtf8()).object()[QStringLiteral("rows_left_subset")].toInt(),
                 held);
        QCOMPARE(test::Cluster::count(c.site(0), QStringLiteral("items")), held);
        const auto r = REPLICATE_OK(c, 0);
        QVERIFY(r.ok());
        QCOMPARE(r.rowsLeftSubset, held);
        QCOMPARE(test::Cluster::count(c.site(0), QStringLiteral("items")), 0);
        QVERIFY(onPrimary(
                    {QStringLiteral("site-attribute"), site, QStringLiteral("customer"), QStringLiteral("Ann O'Neil")})
                    .exitCode == 0);
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(test::Cluster::count(c.site(0), QStringLiteral("items")), 1);
        QCOMPARE(test::Cluster::count(c.primary(), QStringLiteral("items")), primaryItems);

        // The site's status shows the rule its session applied.
        const auto status = [&](const QStringList &more) {
            return test::runCli(QStringList{QStringLiteral("--config"), c.iniPath(0), QStringLiteral("status")} + more);
        };
        QVERIFY2(status({}).out.contains(QStringLiteral(" subset --match city=territory --match name=customer\n")),
                 qPrintable(status({}).out));
        const QJsonArray tables = QJsonDocument::fromJson(status({QStringLiteral("--json")}).out.toUtf8())
                                      .object()[QStringLiteral("tables")]
                                      .toArray();
        QString itemsRule;
        for (const QJsonValue &t : tables)
            if (t[QStringLiteral("table")] == QStringLiteral("items"))
                itemsRule = t[QStringLiteral("subset_rule")].toString();
        QCOMPARE(itemsRule, QStringLiteral("--match city=territory --match name=customer"));
    }
};

QTEST_GUILESS_MAIN(TestSubsets)
#include "test_subsets.moc"
