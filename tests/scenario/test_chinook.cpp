// A real database end to end: the Chinook sales offices. A PostgreSQL master
// loaded from the Chinook script (foreign keys on), every table prepared with
// its references; two SQLite sites and a MariaDB site join, work offline
// (customers, invoices with lines, edits, fills, a soft delete, a hand-over)
// and replicate in turns until quiet. Every reference must point at the same
// row (by jg_unique_id) everywhere, and invoice totals must still add up.
#include "chinook.h"
#include "cluster.h"
#include "scenario.h"

#include "control/siteadmin.h"
#include "control/tablepreparer.h"
#include "engine/tools/comparer.h"

#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;

namespace {
struct ChinookTable
{
    const char *name;
    QMap<QString, QString> references;
};

const QList<ChinookTable> &tables()
{
    static const QList<ChinookTable> t{
        {"artist", {}},
        {"album", {{QStringLiteral("artist_id"), QStringLiteral("artist")}}},
        {"genre", {}},
        {"media_type", {}},
        {"track",
         {{QStringLiteral("album_id"), QStringLiteral("album")},
          {QStringLiteral("media_type_id"), QStringLiteral("media_type")},
          {QStringLiteral("genre_id"), QStringLiteral("genre")}}},
        {"employee", {{QStringLiteral("reports_to"), QStringLiteral("employee")}}},
        {"customer", {{QStringLiteral("support_rep_id"), QStringLiteral("employee")}}},
        {"invoice", {{QStringLiteral("customer_id"), QStringLiteral("customer")}}},
        {"invoice_line",
         {{QStringLiteral("invoice_id"), QStringLiteral("invoice")},
          {QStringLiteral("track_id"), QStringLiteral("track")}}},
        {"playlist", {}},
        {"playlist_track",
         {{QStringLiteral("playlist_id"), QStringLiteral("playlist")},
          {QStringLiteral("track_id"), QStringLiteral("track")}}},
    };
    return t;
}

qint64 scalar(db::Database &db, const QString &sql, const QVariantList &binds = {})
{
    auto v = db.scalar(sql, binds);
    return v ? v.value().toLongLong() : -1;
}

// A new invoice with lines for two existing tracks; the total is the lines' sum.
qint64 newInvoice(db::Database &db, qint64 customerRowId, const QString &city)
{
    const qint64 invoice =
        test::Cluster::insert(db, QStringLiteral("invoice"),
                              {{QStringLiteral("customer_id"), customerRowId},
                               {QStringLiteral("invoice_date"), QStringLiteral("2026-11-30 10:00:00")},
                               {QStringLiteral("billing_city"), city},
                               {QStringLiteral("total"), QStringLiteral("2.97")}});
    test::Cluster::insert(db, QStringLiteral("invoice_line"),
                          {{QStringLiteral("invoice_id"), invoice},
                           {QStringLiteral("track_id"), 1},
                           {QStringLiteral("unit_price"), QStringLiteral("0.99")},
                           {QStringLiteral("quantity"), 1}});
    test::Cluster::insert(db, QStringLiteral("invoice_line"),
                          {{QStringLiteral("invoice_id"), invoice},
                           {QStringLiteral("track_id"), 2},
                           {QStringLiteral("unit_price"), QStringLiteral("0.99")},
                           {QStringLiteral("quantity"), 2}});
    return invoice;
}
} // namespace

class TestChinook : public QObject
{
    Q_OBJECT

private slots:
    void salesOffices()
    {
        // The cluster gives us three sites; its sample primary is not used:
        // the Chinook master is a database of its own.
        JGR_CLUSTER(c, Backend::Postgres, {Backend::Sqlite, Backend::Sqlite, Backend::MariaDb});
        db::Database &master = c.primary();
        // Replace the sample tables with Chinook's.
        for (const char *t : {"items", "parts", "notes"})
            QVERIFY(master
                        .run(QStringLiteral("DELETE FROM jgreplicate WHERE flag = 'T' AND table_name = ?"),
                             {QString::fromLatin1(t)})
                        .ok());
        const Status loaded = test::loadChinookAll(master, Backend::Postgres);
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error().message));
        int order = 10;
        for (const ChinookTable &t : tables()) {
            control::TableRoles roles;
            roles.table = QString::fromLatin1(t.name);
            roles.rowId.clear();
            roles.references = t.references;
            const Status prepared = control::TablePreparer(master).prepare(roles);
            QVERIFY2(prepared.ok(), prepared.ok() ? "" : qPrintable(prepared.error().message));
            control::SiteAdmin::TableOptions options;
            options.order = order;
            order += 10;
            QVERIFY(control::SiteAdmin(master).addTable(roles.table, options).ok());
        }
        const qint64 masterLines = scalar(master, QStringLiteral("SELECT COUNT(*) FROM invoice_line"));
        QCOMPARE(masterLines, 2240);

        // Join and take everything.
        for (int s = 0; s < c.siteCount(); ++s) {
            const auto r = c.replicate(s);
            QVERIFY2(r.ok(), qPrintable(r.message));
            QCOMPARE(scalar(c.site(s), QStringLiteral("SELECT COUNT(*) FROM invoice_line")), masterLines);
            QCOMPARE(scalar(c.site(s), QStringLiteral("SELECT COUNT(*) FROM playlist_track")), 8715);
            QVERIFY2(c.differences(s).isEmpty(), qPrintable(c.differences(s)));
        }

        // Offline work at each site.
        db::Database &a = c.site(0);
        db::Database &b = c.site(1);
        db::Database &m = c.site(2);
        const qint64 aCustomer = test::Cluster::insert(a, QStringLiteral("customer"),
                                                       {{QStringLiteral("first_name"), QStringLiteral("Ada")},
                                                        {QStringLiteral("last_name"), QStringLiteral("Offline")},
                                                        {QStringLiteral("email"), QStringLiteral("ada@example.com")},
                                                        {QStringLiteral("support_rep_id"), 3}});
        QVERIFY(aCustomer > 0);
        newInvoice(a, aCustomer, QStringLiteral("Site A town"));
        newInvoice(b, 5, QStringLiteral("Site B town")); // an existing customer
        newInvoice(m, 7, QStringLiteral("MariaDB town"));
        // A new employee reporting to an existing one (a self reference).
        QVERIFY(test::Cluster::insert(m, QStringLiteral("employee"),
                                      {{QStringLiteral("first_name"), QStringLiteral("New")},
                                       {QStringLiteral("last_name"), QStringLiteral("Hire")},
                                       {QStringLiteral("reports_to"), 2}}) > 0);
        // Blank fills in rows the sites do not own.
        // (A customer without a fax: an owner clearing a field does not clear
        // it at other sites, which fill it again; owners write "missing".)
        const qint64 customer1 =
            scalar(master, QStringLiteral("SELECT jg_unique_id FROM customer WHERE customer_id = "
                                          "(SELECT MIN(customer_id) FROM customer WHERE fax IS NULL)"));
        QVERIFY(customer1 > 0);
        QVERIFY(test::Cluster::update(b, QStringLiteral("customer"), customer1,
                                      {{QStringLiteral("fax"), QStringLiteral("+1 555 0199")}}));

        QVERIFY(c.replicateUntilQuiet(6));
        // The owner edits its customer, soft-deletes an invoice line of its own and hands the customer over.
        const qint64 adaUid =
            scalar(a, QStringLiteral("SELECT jg_unique_id FROM customer WHERE email = 'ada@example.com'"));
        QVERIFY(adaUid > 0);
        QVERIFY(test::Cluster::update(a, QStringLiteral("customer"), adaUid,
                                      {{QStringLiteral("phone"), QStringLiteral("+44 20 0000")}}));
        // A reference that changes: site A moves its 2-track line to a second invoice of its own.
        const qint64 second = newInvoice(a, aCustomer, QStringLiteral("Site A second"));
        QVERIFY(a.run(QStringLiteral("UPDATE invoice_line SET invoice_id = ? WHERE track_id = 2 AND invoice_id = "
                                     "(SELECT invoice_id FROM invoice WHERE billing_city = 'Site A town')"),
                      {second})
                    .ok());
        QVERIFY(a.run(QStringLiteral("UPDATE invoice SET total = 0.99 WHERE billing_city = 'Site A town'")).ok());
        QVERIFY(a.run(QStringLiteral("UPDATE invoice SET total = 4.95 WHERE billing_city = 'Site A second'")).ok());
        QVERIFY(c.replicateUntilQuiet(6));
        const qint64 secondUid =
            scalar(a, QStringLiteral("SELECT jg_unique_id FROM invoice WHERE invoice_id = ?"), {second});
        QCOMPARE(
            scalar(master,
                   QStringLiteral("SELECT COUNT(*) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id "
                                  "WHERE i.jg_unique_id = ?"),
                   {secondUid}),
            3);
        // A soft delete: the first line of the second invoice; its total follows.
        QVERIFY(a.run(QStringLiteral("UPDATE invoice_line SET isremoved = 'Y' WHERE track_id = 1 AND invoice_id = "
                                     "(SELECT invoice_id FROM invoice WHERE billing_city = 'Site A second')"))
                    .ok());
        QVERIFY(a.run(QStringLiteral("UPDATE invoice SET total = 3.96 WHERE billing_city = 'Site A second'")).ok());
        QVERIFY(c.replicateUntilQuiet(6));
        QVERIFY(test::Cluster::update(a, QStringLiteral("customer"), adaUid,
                                      {{QStringLiteral("jg_owner"), c.siteNumber(1)}}));
        QVERIFY(c.replicateUntilQuiet(6));
        QVERIFY(test::Cluster::update(b, QStringLiteral("customer"), adaUid,
                                      {{QStringLiteral("company"), QStringLiteral("Now B's")}}));
        QVERIFY(c.replicateUntilQuiet(6));

        // Everyone equals the master, references included (compare works by jg_unique_id).
        for (int s = 0; s < c.siteCount(); ++s)
            QVERIFY2(c.differences(s).isEmpty(), qPrintable(c.differences(s)));
        QCOMPARE(
            test::Cluster::row(master, QStringLiteral("customer"), customer1).value(QStringLiteral("fax")).toString(),
            QStringLiteral("+1 555 0199"));
        const QVariantMap ada = test::Cluster::row(master, QStringLiteral("customer"), adaUid);
        QCOMPARE(ada.value(QStringLiteral("jg_owner")).toInt(), c.siteNumber(1));
        QCOMPARE(ada.value(QStringLiteral("phone")).toString(), QStringLiteral("+44 20 0000"));
        QCOMPARE(ada.value(QStringLiteral("company")).toString(), QStringLiteral("Now B's"));
        // Each new invoice line points at the same invoice and track everywhere.
        const QString lineRefs =
            QStringLiteral("SELECT COUNT(*) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id "
                           "JOIN track t ON t.track_id = l.track_id WHERE i.billing_city IN ('Site A town', 'Site A "
                           "second', 'Site B town', 'MariaDB town') "
                           "AND t.jg_unique_id IN (%1, %2)");
        const qint64 track1 = scalar(master, QStringLiteral("SELECT jg_unique_id FROM track WHERE track_id = 1"));
        const qint64 track2 = scalar(master, QStringLiteral("SELECT jg_unique_id FROM track WHERE track_id = 2"));
        QCOMPARE(scalar(master, lineRefs.arg(track1).arg(track2)), 8);
        for (int s = 0; s < c.siteCount(); ++s) {
            QCOMPARE(scalar(c.site(s), lineRefs.arg(track1).arg(track2)), 8);
            // Totals: the lines of every live invoice add up to its total.
            QCOMPARE(scalar(c.site(s),
                            QStringLiteral(
                                "SELECT COUNT(*) FROM invoice i WHERE ABS(i.total - (SELECT SUM(unit_price * quantity) "
                                "FROM invoice_line l WHERE l.invoice_id = i.invoice_id AND (l.isremoved IS NULL OR "
                                "l.isremoved <> 'Y'))) > 0.005")),
                     0);
            // The new employee reports to the same manager everywhere.
            QCOMPARE(
                scalar(c.site(s),
                       QStringLiteral("SELECT COUNT(*) FROM employee e JOIN employee b ON b.employee_id = e.reports_to "
                                      "WHERE e.last_name = 'Hire' AND b.jg_unique_id = %1")
                           .arg(scalar(master,
                                       QStringLiteral("SELECT jg_unique_id FROM employee WHERE employee_id = 2")))),
                1);
        }
    }
};

QTEST_GUILESS_MAIN(TestChinook)
#include "test_chinook.moc"
