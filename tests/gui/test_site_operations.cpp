// The Site menu of the administration window (offscreen): the site
// operations of the command line, each asked first and then run.
#include "guidemo.h"

#include "mainwindow.h"
#include "messagebox.h"
#include "replicate/replicatepanel.h"
#include "siteoperations.h"

#include "config/siteconfig.h"
#include "control/controlrepository.h"
#include "engine/tools/comparer.h"

#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace jgr;
using test::buildDemo;
using test::Demo;
using test::openLocal;
using test::runPanel;

class TestSiteOperations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::startWindowTests(); }

    // Subsets from the Site menu of the master's window: a rule it cannot
    // take is refused with the reason, a good one and a site's attribute
    // hold, and the site's next session keeps only its part.
    void subsetsFromTheSiteMenu()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        auto site = openLocal(demo.siteIni(2));
        const int siteNumber = control::ControlRepository(*site).master().value()->siteNumber;
        {
            ui::MainWindow window(demo.primaryIni());
            ui::SiteOperations *operations = window.siteOperations();
            // The Tables page has the editor beside its records.
            const auto buttons = window.findChildren<QPushButton *>();
            QVERIFY(std::any_of(buttons.cbegin(), buttons.cend(),
                                [](const QPushButton *b) { return b->text() == QStringLiteral("S&ubset…"); }));
            QVERIFY(!operations->setSubset(QStringLiteral("customers"), QStringLiteral("--match town")));
            QVERIFY2(operations->message().contains(QStringLiteral("is not a rule")),
                     qPrintable(operations->message()));
            QVERIFY(!operations->setSubset(QStringLiteral("customers"), QStringLiteral("--match town=region")));
            QVERIFY2(operations->message().contains(QStringLiteral("city")), qPrintable(operations->message()));
            QVERIFY(!operations->setSiteAttribute(siteNumber, QStringLiteral("a region"), QStringLiteral("x")));
            QVERIFY2(operations->setSubset(QStringLiteral("customers"), QStringLiteral("--match city=town")),
                     qPrintable(operations->message()));
            QVERIFY2(operations->setSiteAttribute(siteNumber, QStringLiteral("town"), QStringLiteral("Lakeside")),
                     qPrintable(operations->message()));
        }
        ui::MainWindow window(demo.siteIni(2));
        QVERIFY(runPanel(*window.replicatePanel()).ok());
        auto towns = site->bulk().select(QStringLiteral("SELECT DISTINCT city FROM customers WHERE jg_owner <> ?"),
                                         {siteNumber});
        QVERIFY(towns.ok());
        QCOMPARE(towns.value().size(), 1);
        QCOMPARE(towns.value().first().first().toString(), QStringLiteral("Lakeside"));
        QVERIFY(test::identical(demo.siteIni(2)));
    }

    // The Site menu's operations, as an administrator runs them after the
    // master is lost: a table taken again at a site, a site promoted to
    // master, another site moved to it; sessions with the new master then go
    // through and leave the sites identical. A question answered No changes
    // nothing.
    void siteOperationsFromTheSiteMenu()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        const auto primaryHigh = [&](int site) {
            auto local = openLocal(demo.siteIni(site));
            auto t = control::ControlRepository(*local).table(QStringLiteral("customers"));
            return t && t.value() ? t.value()->previousPrimaryHigh : QString();
        };
        {
            ui::MainWindow window(demo.siteIni(3));
            ui::SiteOperations *operations = window.siteOperations();
            const QString before = primaryHigh(3);
            ui::MessageBox::setNextAnswer(false);
            QVERIFY(!operations->resyncTable(QStringLiteral("customers")));
            QCOMPARE(primaryHigh(3), before);
            ui::MessageBox::setNextAnswer(true);
            QVERIFY2(operations->resyncTable(QStringLiteral("customers")), qPrintable(operations->message()));
            QVERIFY2(primaryHigh(3) < before, qPrintable(primaryHigh(3)));
            QVERIFY(runPanel(*window.replicatePanel()).ok());
        }
        auto site2 = openLocal(demo.siteIni(2));
        QVERIFY(site2->run(QStringLiteral("INSERT INTO customers (name) VALUES ('Made at the new master')")).ok());
        {
            ui::MainWindow window(demo.siteIni(2));
            ui::MessageBox::setNextAnswer(true);
            QVERIFY2(window.siteOperations()->promote(), qPrintable(window.siteOperations()->message()));
            QVERIFY(window.siteOperations()->message().contains(QStringLiteral("move-to-primary")));
        }
        QCOMPARE(control::ControlRepository(*site2).master().value()->primarySite, QStringLiteral("M"));
        // Site 3's [primary] now names site 2's database.
        auto config = config::SiteConfig::load(demo.siteIni(3));
        QVERIFY(config.ok());
        auto section = *config.value().primary();
        section.database = QDir(demo.dir).filePath(QStringLiteral("site2.db"));
        config.value().setPrimary(section);
        QVERIFY(config.value().save(demo.siteIni(3)).ok());
        ui::MainWindow window(demo.siteIni(3));
        QCOMPARE(runPanel(*window.replicatePanel()).exitCode, ExitCode::CloneSuspected); // another primary
        ui::MessageBox::setNextAnswer(true);
        QVERIFY2(window.siteOperations()->moveToPrimary(), qPrintable(window.siteOperations()->message()));
        QVERIFY(runPanel(*window.replicatePanel()).ok());
        auto site3 = openLocal(demo.siteIni(3));
        QCOMPARE(site3->scalar(QStringLiteral("SELECT COUNT(*) FROM customers WHERE name = 'Made at the new master'"))
                     .value()
                     .toInt(),
                 1);
        auto compared = engine::compareWithPrimary(*site3, *site2, {});
        QVERIFY(compared.ok());
        QVERIFY2(compared.value().identical(), qPrintable(compared.value().toText()));
        // The status bar says how fresh the site is.
        const auto labels = window.statusBar()->findChildren<QLabel *>();
        QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [](const QLabel *label) {
            return label->toolTip().contains(QStringLiteral("last replicated"));
        }));
    }

    // After a failover that lost commits, the same primary again: asked a
    // second time, the site's windows start over (its next session compares
    // every row both ways) and the session after goes through. Answered No,
    // nothing changes.
    void moveToTheSamePrimaryAgain()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        const auto localHigh = [&] {
            auto local = openLocal(demo.siteIni(3));
            auto t = control::ControlRepository(*local).table(QStringLiteral("customers"));
            return t && t.value() ? t.value()->previousLocalHigh : QString();
        };
        ui::MainWindow window(demo.siteIni(3));
        const QString before = localHigh();
        ui::MessageBox::setNextAnswers({true, false});
        QVERIFY(!window.siteOperations()->moveToPrimary());
        QCOMPARE(localHigh(), before);
        ui::MessageBox::setNextAnswers({true, true});
        QVERIFY2(window.siteOperations()->moveToPrimary(), qPrintable(window.siteOperations()->message()));
        QVERIFY2(localHigh() < before, qPrintable(localHigh()));
        QVERIFY(runPanel(*window.replicatePanel()).ok());
        QVERIFY(test::identical(demo.siteIni(3)));
    }
};

QTEST_MAIN(TestSiteOperations)
#include "test_site_operations.moc"
