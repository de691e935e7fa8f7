#include "demobuilder.h"

#include "comparer.h"
#include "engine/session/replicationsession.h"

#include "config/connect.h"
#include "config/siteconfig.h"
#include "control/siteadmin.h"
#include "control/tablepreparer.h"
#include "db/database.h"
#include "db/databasekinds.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QStandardPaths>

namespace jgr::engine {

namespace {
config::DatabaseSection sqliteSection(const QString &section, const QString &file)
{
    config::DatabaseSection s;
    s.section = section;
    s.driver = db::embeddedDriver();
    s.database = file;
    return s;
}

// Sample data: a small sales office. Customers are soft-deleted, orders are
// really deleted (jg_killed_rows), so the demo shows both.
const char *const kSampleSchema[] = {
    "CREATE TABLE customers (customer_id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(80) NOT NULL, "
    "city VARCHAR(40), email VARCHAR(80), phone VARCHAR(24), credit_limit NUMERIC(10,2))",
    "CREATE TABLE products (product_id INTEGER PRIMARY KEY AUTOINCREMENT, code VARCHAR(20) NOT NULL, "
    "description VARCHAR(120), price NUMERIC(10,2), in_stock INTEGER)",
};

const char *const kSampleData[] = {
    "INSERT INTO customers (name, city, email, phone, credit_limit) VALUES "
    "('Acme Hardware', 'Springfield', 'orders@acme.example', '555-0100', 5000.00), "
    "('Blue Lake Bakery', 'Lakeside', NULL, '555-0101', 750.50), "
    "('Café Zürich', 'Zürich', 'hallo@cafe.example', NULL, 1200.00)",
    "INSERT INTO products (code, description, price, in_stock) VALUES "
    "('HAM-01', 'Claw hammer', 19.99, 1), ('SAW-02', 'Hand saw', 24.50, 1), ('NAIL-100', NULL, 3.75, 0)",
};
} // namespace

QString DemoBuilder::defaultDir()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    return base + QStringLiteral("/jgreplicate/demo-") +
           QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
}

Result<QStringList> DemoBuilder::build()
{
    QDir dir(m_dir);
    if (!dir.mkpath(QStringLiteral(".")))
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "Cannot create the folder %1.").arg(m_dir));
    for (const QString &f : {QStringLiteral("primary.db"), QStringLiteral("site2.db"), QStringLiteral("site3.db")})
        if (QFile::exists(dir.filePath(f)))
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate(
                                 "Engine", "%1 already holds a demo (%2): choose an empty folder with --dir.")
                                 .arg(m_dir, f));

    config::SiteConfig primaryConfig;
    primaryConfig.setSiteName(QCoreApplication::translate("Engine", "Head office (demo primary)"));
    primaryConfig.setLocal(sqliteSection(QStringLiteral("local"), dir.filePath(QStringLiteral("primary.db"))));
    JGR_TRY(primaryConfig.save(dir.filePath(QStringLiteral("primary.ini"))));

    auto opened = config::openDatabase(primaryConfig.local(), config::Credentials(primaryConfig),
                                       config::FileCreation::MayCreate);
    if (!opened)
        return opened.error();
    db::Database &primary = *opened.value();
    auto master = control::SiteAdmin(primary).initPrimary(primaryConfig.siteName(), 1);
    if (!master)
        return master.error();
    for (const char *sql : kSampleSchema)
        JGR_TRY(primary.run(QString::fromUtf8(sql)));
    for (const char *sql : kSampleData)
        JGR_TRY(primary.run(QString::fromUtf8(sql)));
    control::TableRoles customers;
    customers.table = QStringLiteral("customers");
    customers.rowId.clear();
    JGR_TRY(control::TablePreparer(primary).prepare(customers));
    control::TableRoles products;
    products.table = QStringLiteral("products");
    products.rowId.clear();
    products.hardDeletes = true;
    JGR_TRY(control::TablePreparer(primary).prepare(products));
    control::SiteAdmin admin(primary);
    auto t1 = admin.addTable(QStringLiteral("customers"), {});
    if (!t1)
        return t1.error();
    auto t2 = admin.addTable(QStringLiteral("products"), {});
    if (!t2)
        return t2.error();

    QStringList lines{QCoreApplication::translate("Engine", "Demo folder: %1").arg(m_dir),
                      QCoreApplication::translate(
                          "Engine", "  primary.ini  master primary, site 1 (primary.db): customers, products")};
    for (int n : {2, 3}) {
        config::SiteConfig site;
        site.setSiteName(QCoreApplication::translate("Engine", "Branch %1 (demo site)").arg(n));
        site.setLocal(sqliteSection(QStringLiteral("local"), dir.filePath(QStringLiteral("site%1.db").arg(n))));
        site.setPrimary(sqliteSection(QStringLiteral("primary"), dir.filePath(QStringLiteral("primary.db"))));
        JGR_TRY(site.save(dir.filePath(QStringLiteral("site%1.ini").arg(n))));
        lines << QCoreApplication::translate(
                     "Engine", "  site%1.ini    a branch site (site%1.db) that replicates with the primary")
                     .arg(n);
    }

    // Each site joins and replicates once: the branches then hold the head
    // office's customers and products.
    for (int n : {2, 3}) {
        auto site = config::SiteConfig::load(dir.filePath(QStringLiteral("site%1.ini").arg(n)));
        if (!site)
            return site.error();
        ReplicationSession session(site.value(), config::Credentials(site.value()));
        session.setLocalCreation(config::FileCreation::MayCreate); // the site's first session makes its file
        const SessionResult r = session.run();
        if (!r.ok())
            return makeError(
                r.exitCode,
                QCoreApplication::translate("Engine", "Replicating demo site %1 failed: %2").arg(n).arg(r.message));
        qint64 rows = 0;
        for (const TableResult &t : r.tables)
            rows += t.counts.total();
        auto local = config::openDatabase(site.value().local(), config::Credentials(site.value()));
        if (!local)
            return local.error();
        auto report = compareWithPrimary(*local.value(), primary, {});
        if (!report)
            return report.error();
        lines << QCoreApplication::translate(
                     "Engine", "Site %1 joined as site number %2 and replicated %3 tables (%4 rows, %5 statements); "
                               "compare with the primary: %6.")
                     .arg(n)
                     .arg(r.siteNumber)
                     .arg(r.tables.size())
                     .arg(rows)
                     .arg(r.statements)
                     .arg(report.value().identical()
                              ? QStringLiteral("identical")
                              : QStringLiteral("%1 differences").arg(report.value().differenceCount));
    }
    lines << QCoreApplication::translate("Engine", "Try: jgreplicate-cli --config %1 status")
                 .arg(dir.filePath(QStringLiteral("site2.ini")));
    lines
        << QStringLiteral("     jgreplicate-cli --config %1 replicate").arg(dir.filePath(QStringLiteral("site3.ini")));
    return lines;
}

} // namespace jgr::engine
