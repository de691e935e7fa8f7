// Which rows a site holds under its subset rules (docs/PROTOCOL.md,
// Subsets), read on a primary that holds every row: Chinook on every
// database, its customers shared out to branches. Each expected set is
// written as a plain SQL query over Chinook's own keys.
#include "chinook.h"
#include "testdatabases.h"

#include "control/controlschema.h"
#include "control/tablepreparer.h"
#include "db/database.h"
#include "engine/subset/subsetmembers.h"

#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using engine::AttributeMatch;
using engine::SubsetRule;
using test::Backend;

namespace {
constexpr int kBranch = 2;

// The sales tables numbered as the primary's first session would number
// them, the Brazilian customers, their invoices and lines the branch's.
QString setUp(test::ChinookSales &chinook, db::Database &db)
{
    if (Status s = control::controlschema::create(db); !s)
        return s.error().message;
    if (QString error = chinook.load(); !error.isEmpty())
        return error;
    for (const control::TableRoles &r : chinook.roles)
        if (Status s = db.run(QStringLiteral("UPDATE %1 SET jg_unique_id = 10000000000 + %2")
                                  .arg(db.quote(r.table), db.quote(r.rowId)));
            !s)
            return s.error().message;
    for (const QString &statement :
         {QStringLiteral("UPDATE {Customer} SET jg_owner = %1 WHERE {Country} = 'Brazil'"),
          QStringLiteral("UPDATE {Invoice} SET jg_owner = %1 WHERE {CustomerId} IN "
                         "(SELECT {CustomerId} FROM {Customer} WHERE {Country} = 'Brazil')"),
          QStringLiteral("UPDATE {InvoiceLine} SET jg_owner = %1 WHERE {InvoiceId} IN (SELECT {InvoiceId} FROM "
                         "{Invoice} i JOIN {Customer} c USING ({CustomerId}) WHERE c.{Country} = 'Brazil')")})
        if (Status s = db.run(chinook.sql(statement.arg(kBranch))); !s)
            return s.error().message;
    return {};
}

SubsetRule rule(const QString &table, SubsetRule::Kind kind, QList<AttributeMatch> matches = {})
{
    return SubsetRule{table, kind, std::move(matches)};
}
} // namespace

class TestSubsetMembers : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void rulesAndTheRowsTheyReference_data() { test::addAllBackends(); }
    void rulesAndTheRowsTheyReference()
    {
        QFETCH(Backend, backend);
        JGR_FRESH_DB(params, backend, QStringLiteral("subsets"), m_dir.path());
        QString error;
        auto db = test::openOrNull(params, QStringLiteral("primary"), &error);
        QVERIFY2(db, qPrintable(error));
        test::ChinookSales chinook(*db, backend);
        error = setUp(chinook, *db);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const auto n = [&](const char *camel) { return chinook.n(camel); };
        const QString ownedLines = QStringLiteral("SELECT {TrackId} FROM {InvoiceLine} WHERE jg_owner = 2");

        // The sales tables owned, the catalogue whole: only the sales tables
        // are restricted, to the branch's rows.
        QHash<QString, SubsetRule> rules{
            {n("Customer"), rule(n("Customer"), SubsetRule::Kind::Owned)},
            {n("Invoice"), rule(n("Invoice"), SubsetRule::Kind::Owned)},
            {n("InvoiceLine"), rule(n("InvoiceLine"), SubsetRule::Kind::Owned)},
            {n("Track"), rule(n("Track"), SubsetRule::Kind::All)},
        };
        engine::SubsetScope branch{{kBranch}, {}};
        auto members = engine::SubsetMembers(*db, chinook.roles, rules).of(branch);
        QVERIFY2(members.ok(), members.ok() ? "" : qPrintable(members.error().message));
        QCOMPARE(QSet<QString>(members.value().keyBegin(), members.value().keyEnd()),
                 (QSet<QString>{n("Customer"), n("Invoice"), n("InvoiceLine")}));
        const QSet<qint64> customers =
            chinook.ids(QStringLiteral("SELECT jg_unique_id FROM {Customer} WHERE {Country} = 'Brazil'"));
        QCOMPARE(customers.size(), 5);
        QCOMPARE(members.value().value(n("Customer")), customers);
        QCOMPARE(members.value().value(n("Invoice")),
                 chinook.ids(QStringLiteral("SELECT i.jg_unique_id FROM {Invoice} i JOIN {Customer} c USING "
                                            "({CustomerId}) WHERE c.{Country} = 'Brazil'")));
        QCOMPARE(members.value().value(n("InvoiceLine")).size(),
                 chinook.ids(QStringLiteral("SELECT jg_unique_id FROM {InvoiceLine} WHERE jg_owner = 2")).size());

        // The catalogue narrowed to one genre (an attribute) and the
        // employees to nobody's: what the branch's rows reference comes
        // along, transitively (a line's track, its album and artist; a
        // customer's support rep and the managers above).
        rules.insert(n("Track"), rule(n("Track"), SubsetRule::Kind::Match, {{n("GenreId"), QStringLiteral("genre")}}));
        for (const char *t : {"Album", "Artist", "Employee"})
            rules.insert(n(t), rule(n(t), SubsetRule::Kind::Owned));
        branch.attributes = {{{QStringLiteral("genre"), QStringLiteral("1")}}};
        members = engine::SubsetMembers(*db, chinook.roles, rules).of(branch);
        QVERIFY2(members.ok(), members.ok() ? "" : qPrintable(members.error().message));
        const QString tracks =
            QStringLiteral("SELECT {TrackId} FROM {Track} WHERE {GenreId} = 1 OR {TrackId} IN (%1)").arg(ownedLines);
        QCOMPARE(members.value().value(n("Track")),
                 chinook.ids(QStringLiteral("SELECT jg_unique_id FROM {Track} WHERE {TrackId} IN (%1)").arg(tracks)));
        const QString albums = QStringLiteral("SELECT {AlbumId} FROM {Track} WHERE {TrackId} IN (%1)").arg(tracks);
        QCOMPARE(members.value().value(n("Album")),
                 chinook.ids(QStringLiteral("SELECT jg_unique_id FROM {Album} WHERE {AlbumId} IN (%1)").arg(albums)));
        QCOMPARE(members.value().value(n("Artist")),
                 chinook.ids(QStringLiteral("SELECT jg_unique_id FROM {Artist} WHERE {ArtistId} IN "
                                            "(SELECT {ArtistId} FROM {Album} WHERE {AlbumId} IN (%1))")
                                 .arg(albums)));
        // Chinook's reps report to the sales manager, who reports to the general manager.
        const QString reps = QStringLiteral("SELECT {SupportRepId} FROM {Customer} WHERE jg_owner = 2");
        const QString managers = QStringLiteral("SELECT {ReportsTo} FROM {Employee} WHERE {EmployeeId} IN (%1)");
        const QSet<qint64> employees = chinook.ids(
            QStringLiteral("SELECT jg_unique_id FROM {Employee} WHERE {EmployeeId} IN (%1) OR {EmployeeId} IN (%2) "
                           "OR {EmployeeId} IN (%3)")
                .arg(reps, managers.arg(reps), managers.arg(managers.arg(reps))));
        QVERIFY(employees.size() >= 3);
        QCOMPARE(members.value().value(n("Employee")), employees);
        QVERIFY(members.value().value(n("Track")).size() <
                chinook.ids(QStringLiteral("SELECT jg_unique_id FROM {Track}")).size()); // a part

        // A secondary primary speaks for its sites: each one's attributes
        // match (the union of their subsets).
        const engine::SubsetScope secondary{
            {kBranch, 7},
            {{{QStringLiteral("genre"), QStringLiteral("1")}}, {{QStringLiteral("genre"), QStringLiteral("2")}}}};
        members = engine::SubsetMembers(*db, chinook.roles, rules).of(secondary);
        QVERIFY2(members.ok(), members.ok() ? "" : qPrintable(members.error().message));
        QCOMPARE(members.value().value(n("Track")),
                 chinook.ids(QStringLiteral("SELECT jg_unique_id FROM {Track} WHERE {GenreId} IN (1, 2) OR {TrackId} "
                                            "IN (%1)")
                                 .arg(ownedLines)));

        // Without the attribute, only the tracks the branch sold.
        branch.attributes.clear();
        members = engine::SubsetMembers(*db, chinook.roles, rules).of(branch);
        QVERIFY(members.ok());
        QCOMPARE(
            members.value().value(n("Track")),
            chinook.ids(QStringLiteral("SELECT jg_unique_id FROM {Track} WHERE {TrackId} IN (%1)").arg(ownedLines)));
        // A branch that owns nothing holds nothing of the restricted tables.
        members = engine::SubsetMembers(*db, chinook.roles, rules).of(engine::SubsetScope{{7}, {}});
        QVERIFY(members.ok());
        for (const QSet<qint64> &held : members.value())
            QVERIFY(held.isEmpty());
    }

    // Which tables' changes can move rows in or out: the restricted ones
    // and those that reference them; the rest of the catalogue cannot.
    void subsetsDependOnTheRestrictedTablesAndTheirReferrers()
    {
        QHash<QString, control::TableRoles> roles;
        const auto table = [&](const QString &name, QMap<QString, QString> references) {
            control::TableRoles r;
            r.table = name;
            r.references = std::move(references);
            roles.insert(name, r);
        };
        table(QStringLiteral("artist"), {});
        table(QStringLiteral("album"), {{QStringLiteral("artist_id"), QStringLiteral("artist")}});
        table(QStringLiteral("genre"), {});
        table(QStringLiteral("track"), {{QStringLiteral("album_id"), QStringLiteral("album")},
                                        {QStringLiteral("genre_id"), QStringLiteral("genre")}});
        table(QStringLiteral("customer"), {});
        table(QStringLiteral("invoice"), {{QStringLiteral("customer_id"), QStringLiteral("customer")}});
        table(QStringLiteral("invoice_line"), {{QStringLiteral("invoice_id"), QStringLiteral("invoice")},
                                               {QStringLiteral("track_id"), QStringLiteral("track")}});
        QHash<QString, SubsetRule> rules;
        QCOMPARE(engine::SubsetMembers::dependsOn(roles, rules), QSet<QString>());
        for (const char *t : {"customer", "invoice", "invoice_line"})
            rules.insert(QString::fromLatin1(t), rule(QString::fromLatin1(t), SubsetRule::Kind::Owned));
        QCOMPARE(
            engine::SubsetMembers::dependsOn(roles, rules),
            (QSet<QString>{QStringLiteral("customer"), QStringLiteral("invoice"), QStringLiteral("invoice_line")}));
        rules.insert(QStringLiteral("album"), rule(QStringLiteral("album"), SubsetRule::Kind::Owned));
        QCOMPARE(engine::SubsetMembers::dependsOn(roles, rules),
                 (QSet<QString>{QStringLiteral("customer"), QStringLiteral("invoice"), QStringLiteral("invoice_line"),
                                QStringLiteral("album"), QStringLiteral("track")}));
    }

    void rulesAreValidatedAndListed()
    {
        const QStringList columns{QStringLiteral("name"), QStringLiteral("region")};
        SubsetRule owned = rule(QStringLiteral("customer"), SubsetRule::Kind::Owned);
        QVERIFY(owned.validate(columns).ok());
        QCOMPARE(owned.text(), QStringLiteral("--owned"));
        SubsetRule match = rule(
            QStringLiteral("customer"), SubsetRule::Kind::Match,
            {{QStringLiteral("region"), QStringLiteral("territory")}, {QStringLiteral("name"), QStringLiteral("who")}});
        QVERIFY(match.validate(columns).ok());
        QCOMPARE(match.text(), QStringLiteral("--match region=territory --match name=who"));
        match.matches.first().column = QStringLiteral("jg_owner");
        const Status bookkeeping = match.validate(columns);
        QVERIFY(!bookkeeping.ok());
        QCOMPARE(bookkeeping.error().code, ExitCode::Usage);
        QVERIFY2(bookkeeping.error().message.contains(QStringLiteral("region")),
                 qPrintable(bookkeeping.error().message));
        match.matches = {{QStringLiteral("region"), QStringLiteral("x'; DROP TABLE customer; --")}};
        QCOMPARE(match.validate(columns).error().code, ExitCode::Usage);
        match.matches.clear();
        QVERIFY(!match.validate(columns).ok());
    }
};

QTEST_GUILESS_MAIN(TestSubsetMembers)
#include "test_subset_members.moc"
