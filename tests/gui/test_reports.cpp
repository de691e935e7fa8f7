// The standard reports on the demo data: CSV read back field by field, PDF
// pages searched with pdftotext, the health chart drawn, and the GUI's
// preview (with a screenshot of the real window for the README).
#include "cli.h"
#include "csvreader.h"

#include "mainwindow.h"
#include "pages/reportspage.h"

#include "healthchart.h"

#include "config/connect.h"
#include "control/controlrepository.h"
#include "engine/tools/demobuilder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;

namespace {

QString run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TestReports : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_primaryIni;

    QList<QStringList> csv(const QString &name)
    {
        const QString out = QDir(m_dir.path()).filePath(name + QStringLiteral(".csv"));
        const auto r = test::runCli({QStringLiteral("--config"), m_primaryIni, QStringLiteral("report"), name,
                                     QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--out"), out});
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        QFile f(out);
        f.open(QIODevice::ReadOnly);
        return readCsv(QString::fromUtf8(f.readAll()));
    }

    static QStringList rowWhere(const QList<QStringList> &rows, int column, const QString &value)
    {
        for (const QStringList &r : rows)
            if (r.value(column) == value)
                return r;
        return {};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(engine::DemoBuilder(m_dir.path()).build().ok());
        m_primaryIni = QDir(m_dir.path()).filePath(QStringLiteral("primary.ini"));
        const QString site2 = QDir(m_dir.path()).filePath(QStringLiteral("site2.ini"));
        // Some history: a schema update that site 2 applies and site 3 not
        // yet, an error, and a second session of site 2.
        const auto update =
            test::runCli({QStringLiteral("--config"), m_primaryIni, QStringLiteral("schema-update"),
                          QStringLiteral("add"), QStringLiteral("--table"), QStringLiteral("customers"),
                          QStringLiteral("--spec"), QStringLiteral("ADD vip flag DEFAULT 'N'"),
                          QStringLiteral("--description"), QStringLiteral("VIP customers, with, commas")});
        QVERIFY2(update.exitCode == 0, qPrintable(update.err));
        QCOMPARE(test::runCli({QStringLiteral("--config"), site2, QStringLiteral("replicate")}).exitCode, 0);
        auto config = config::SiteConfig::load(m_primaryIni).value();
        auto primary = config::openDatabase(config.local(), config::Credentials(config)).value();
        control::ErrorRecord e;
        e.siteNumber = 3;
        e.errorSite = 3;
        e.tableName = QStringLiteral("products");
        e.notes = QStringLiteral("A \"quoted\" error, with a comma");
        QVERIFY(control::ControlRepository(*primary).insert(e).ok());
        // Text a spreadsheet would run as a formula.
        e.tableName = QStringLiteral("orders");
        e.notes = QStringLiteral("=HYPERLINK(\"http://example.com\",\"open\")");
        QVERIFY(control::ControlRepository(*primary).insert(e).ok());
        e.tableName = QStringLiteral("invoices");
        e.notes = QStringLiteral("-1+2");
        QVERIFY(control::ControlRepository(*primary).insert(e).ok());
        // Sites hold their own customers; site 2 has an attribute.
        const auto cli = [&](const QStringList &args) {
            const auto r = test::runCli(QStringList{QStringLiteral("--config"), m_primaryIni} + args);
            return r.exitCode == 0 ? QString() : r.err;
        };
        QCOMPARE(cli({QStringLiteral("subset"), QStringLiteral("customers"), QStringLiteral("--owned")}), QString());
        QCOMPARE(cli({QStringLiteral("site-attribute"), QStringLiteral("2"), QStringLiteral("region"),
                      QStringLiteral("North")}),
                 QString());
    }

    void csvReports()
    {
        const auto master = csv(QStringLiteral("master"));
        QCOMPARE(master.first(), (QStringList{QStringLiteral("Setting"), QStringLiteral("Value")}));
        QCOMPARE(rowWhere(master, 0, QStringLiteral("Site number")).value(1), QStringLiteral("1"));
        QCOMPARE(rowWhere(master, 0, QStringLiteral("Site name")).value(1),
                 QStringLiteral("Head office (demo primary)"));
        QCOMPARE(rowWhere(master, 0, QStringLiteral("Role")).value(1), QStringLiteral("master primary"));
        QCOMPARE(rowWhere(master, 0, QStringLiteral("State")).value(1), QStringLiteral("all 2 sites up to date"));

        const auto sites = csv(QStringLiteral("sites"));
        QCOMPARE(sites.size(), 3);
        QCOMPARE(rowWhere(sites, 0, QStringLiteral("2")).value(1), QStringLiteral("Branch 2 (demo site)"));
        QCOMPARE(rowWhere(sites, 0, QStringLiteral("2")).value(4), QStringLiteral("up to date"));
        QCOMPARE(rowWhere(sites, 0, QStringLiteral("2")).value(6), QStringLiteral("2")); // sessions started
        QCOMPARE(rowWhere(sites, 0, QStringLiteral("3")).value(1), QStringLiteral("Branch 3 (demo site)"));
        QCOMPARE(rowWhere(sites, 0, QStringLiteral("2")).value(9), QStringLiteral("region=North"));
        QCOMPARE(rowWhere(sites, 0, QStringLiteral("3")).value(9), QString());

        const auto tables = csv(QStringLiteral("tables"));
        QCOMPARE(rowWhere(tables, 0, QStringLiteral("customers")).value(1), QStringLiteral("10"));
        QCOMPARE(rowWhere(tables, 0, QStringLiteral("products")).value(1), QStringLiteral("20"));
        // A leading '-' would start a formula: the rule arrives as text.
        QCOMPARE(rowWhere(tables, 0, QStringLiteral("customers")).value(5), QStringLiteral("'--owned"));
        QCOMPARE(rowWhere(tables, 0, QStringLiteral("products")).value(5), QStringLiteral("every row"));

        const auto updates = csv(QStringLiteral("updates"));
        QCOMPARE(updates.size(), 2);
        const QStringList u = rowWhere(updates, 0, QStringLiteral("1"));
        QCOMPARE(u.value(2), QStringLiteral("VIP customers, with, commas"));
        QCOMPARE(u.value(3), QStringLiteral("ADD vip flag DEFAULT 'N'"));
        QCOMPARE(u.value(4), QStringLiteral("2"));
        QCOMPARE(u.value(5), QStringLiteral("3"));

        const auto errors = csv(QStringLiteral("errors"));
        QCOMPARE(rowWhere(errors, 3, QStringLiteral("products")).value(5),
                 QStringLiteral("A \"quoted\" error, with a comma"));
        // Formulas arrive as text (a leading apostrophe); numbers stay numbers.
        QCOMPARE(rowWhere(errors, 3, QStringLiteral("orders")).value(5),
                 QStringLiteral("'=HYPERLINK(\"http://example.com\",\"open\")"));
        QCOMPARE(rowWhere(errors, 3, QStringLiteral("invoices")).value(5), QStringLiteral("'-1+2"));

        const auto logs = csv(QStringLiteral("logs"));
        QVERIFY(logs.size() >= 5);
        bool firstPull = false;
        for (const QStringList &r : logs)
            firstPull = firstPull || (r.value(1) == QLatin1String("3") && r.value(2) == QLatin1String("customers") &&
                                      r.value(4) == QLatin1String("3"));
        QVERIFY2(firstPull, "site 3's first session pulled the three demo customers");

        const auto health = csv(QStringLiteral("health"));
        const QString today = QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate);
        QStringList site2;
        for (const QStringList &r : health)
            if (r.value(0) == today && r.value(1) == QLatin1String("2"))
                site2 = r;
        QCOMPARE(site2.value(2), QStringLiteral("2")); // two sessions today
    }

    void pdfReports()
    {
        for (const QString &name :
             {QStringLiteral("master"), QStringLiteral("sites"), QStringLiteral("tables"), QStringLiteral("updates"),
              QStringLiteral("errors"), QStringLiteral("logs"), QStringLiteral("health")}) {
            const QString out = QDir(m_dir.path()).filePath(name + QStringLiteral(".pdf"));
            const auto r =
                test::runCli({QStringLiteral("--config"), m_primaryIni, QStringLiteral("report"), name,
                              QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--out"), out});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            const QString info = run(QStringLiteral("pdfinfo"), {out});
            QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+[1-9]"))), qPrintable(info));
        }
        const QString sites = run(QStringLiteral("pdftotext"),
                                  {QDir(m_dir.path()).filePath(QStringLiteral("sites.pdf")), QStringLiteral("-")});
        QVERIFY2(sites.contains(QStringLiteral("Branch 2 (demo site)")) &&
                     sites.contains(QStringLiteral("Branch 3 (demo site)")),
                 qPrintable(sites));
        QVERIFY2(sites.contains(QStringLiteral("Page 1 of 1")), qPrintable(sites));
        // The chart is drawn, not pasted: its words are text in the PDF.
        const QString health = run(QStringLiteral("pdftotext"),
                                   {QDir(m_dir.path()).filePath(QStringLiteral("health.pdf")), QStringLiteral("-")});
        QVERIFY2(health.contains(QStringLiteral("Sessions per day")) &&
                     health.contains(QStringLiteral("Rows moved per day")) && health.contains(QStringLiteral("Site 2")),
                 qPrintable(health));
        // The report command needs no Widgets.
        const QString linked = run(QStringLiteral("ldd"), {qEnvironmentVariable("JGR_CLI")});
        QVERIFY2(!linked.contains(QStringLiteral("libQt6Widgets")), qPrintable(linked));
    }

    void healthChartIsDrawn()
    {
        QList<reports::HealthPoint> points;
        const QDate today = QDate::currentDate();
        for (int d = 0; d < 5; ++d)
            for (int site : {2, 3})
                points << reports::HealthPoint{today.addDays(-d), site, d + site, qint64(100 * d + site)};
        const QImage image = render::renderHealthChart(points, QSize(800, 600));
        QVERIFY(!image.isNull());
        int drawn = 0;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                drawn += image.pixelColor(x, y) != QColor(Qt::white) ? 1 : 0;
        QVERIFY2(drawn > 200, qPrintable(QString::number(drawn)));
        image.save(QDir(QStringLiteral(JGR_BINARY_DIR)).filePath(QStringLiteral("screenshots/health-chart.png")));
    }

    void previewInTheWindow()
    {
        ui::MainWindow window(m_primaryIni);
        window.show();
        window.showPage(QStringLiteral("reports"));
        QVERIFY(window.reportsPage()->showReport(QStringLiteral("health")));
        QVERIFY(window.reportsPage()->showReport(QStringLiteral("sites")));
        QVERIFY(window.reportsPage()->previewText().contains(QStringLiteral("Branch 3 (demo site)")));
        QVERIFY(window.reportsPage()->showReport(QStringLiteral("health")));
        const QString shots = QDir(QStringLiteral(JGR_BINARY_DIR)).filePath(QStringLiteral("screenshots"));
        QDir().mkpath(shots);
        window.grab().save(QDir(shots).filePath(QStringLiteral("report.png")));
        const QString csvOut = QDir(m_dir.path()).filePath(QStringLiteral("from-window.csv"));
        QVERIFY(window.reportsPage()->exportCsv(csvOut));
        QVERIFY(QFileInfo(csvOut).size() > 20);
    }
};

QTEST_MAIN(TestReports)
#include "test_reports.moc"
