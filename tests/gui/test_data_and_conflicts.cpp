// The Data and Conflicts pages of the administration window (offscreen): rows
// found, shown by their key and owner, handed over; conflicts shown to the
// owner, who takes them, and to the site whose edit lost.
#include "guidemo.h"

#include "mainwindow.h"
#include "messagebox.h"
#include "pages/conflictspage.h"
#include "pages/datapage.h"
#include "replicate/replicatepanel.h"

#include <QLocale>
#include <QStandardItemModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::addCustomers;
using test::buildDemo;
using test::Demo;
using test::openLocal;
using test::runPanel;
using test::saveScreenshot;

class TestDataAndConflicts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::startWindowTests(); }

    // Hand a row to another site in the Data view; after the next session the
    // new owner holds it at the primary.
    void handOverInTheDataView()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        auto site = openLocal(demo.siteIni(2));
        QVERIFY(site->run(QStringLiteral("INSERT INTO customers (name) VALUES ('Moving to site 3')")).ok());
        ui::MainWindow window(demo.siteIni(2));
        window.show();
        QVERIFY(runPanel(*window.replicatePanel()).ok());
        const qint64 uid =
            site->scalar(QStringLiteral("SELECT jg_unique_id FROM customers WHERE name = 'Moving to site 3'"))
                .value()
                .toLongLong();
        QVERIFY(uid > 0);
        window.showPage(QStringLiteral("data"));
        ui::DataPage *data = window.dataPage();
        data->reloadTables();
        QVERIFY(data->selectTable(QStringLiteral("customers")));
        QVERIFY(data->selectRowByUniqueId(uid));
        ui::MessageBox::setNextAnswer(false); // asked first: No hands nothing over
        QVERIFY(!data->handOverSelected(3));
        // A site that does not exist is refused before anything is asked.
        ui::MessageBox::setNextAnswer(true);
        QVERIFY(!data->handOverSelected(7));
        QVERIFY2(data->message().contains(QStringLiteral("Site 7 does not exist")), qPrintable(data->message()));
        QVERIFY2(ui::MessageBox::lastQuestion().isEmpty(), qPrintable(ui::MessageBox::lastQuestion()));
        QVERIFY(data->selectRowByUniqueId(uid));
        ui::MessageBox::setNextAnswer(true);
        QVERIFY2(data->handOverSelected(3), qPrintable(data->message()));
        QVERIFY2(ui::MessageBox::lastQuestion().startsWith(QStringLiteral("Hand 1 row of customers to site ")),
                 qPrintable(ui::MessageBox::lastQuestion()));
        // Someone else's row cannot be handed over from here.
        const qint64 primaryRow =
            site->scalar(QStringLiteral("SELECT jg_unique_id FROM customers WHERE name = 'Acme Hardware'"))
                .value()
                .toLongLong();
        QVERIFY(data->selectRowByUniqueId(primaryRow));
        ui::MessageBox::setNextAnswer(true);
        QVERIFY(!data->handOverSelected(3));
        QVERIFY2(data->message().contains(QStringLiteral("only its owner")), qPrintable(data->message()));

        QVERIFY(runPanel(*window.replicatePanel()).ok());
        auto primary = openLocal(demo.primaryIni());
        // A table larger than a page: its total, and the next page.
        QVERIFY(addCustomers(*site, 1500, QStringLiteral("Paged")));
        const int customers = site->scalar(QStringLiteral("SELECT COUNT(*) FROM customers")).value().toInt();
        data->reloadTables();
        QVERIFY(data->selectTable(QStringLiteral("customers")));
        QVERIFY2(data->message().contains(QStringLiteral("Rows 1 to 1,000 of %1").arg(QLocale().toString(customers))),
                 qPrintable(data->message()));
        data->nextPage();
        QVERIFY2(data->message().contains(QStringLiteral("Rows 1,001 to %1 of %1").arg(QLocale().toString(customers))),
                 qPrintable(data->message()));
        QCOMPARE(data->rows()->rowCount(), customers - 1000);
        // The table's own key first, the owner by name, a search by text and by key.
        QCOMPARE(data->rows()->horizontalHeaderItem(0)->text(), QStringLiteral("customer_id"));
        const int ownerColumn = data->rows()->columnCount() - 2;
        QCOMPARE(data->rows()->horizontalHeaderItem(ownerColumn)->text(), QStringLiteral("Owner site"));
        data->search(QStringLiteral("acme hard"));
        QCOMPARE(data->rows()->rowCount(), 1);
        QCOMPARE(data->rows()->item(0, 1)->text(), QStringLiteral("Acme Hardware"));
        QVERIFY2(data->rows()->item(0, ownerColumn)->text().contains(QStringLiteral("(1)")),
                 qPrintable(data->rows()->item(0, ownerColumn)->text()));
        data->search(QStringLiteral("Paged 1%")); // % is a character, not LIKE's wildcard
        QVERIFY2(data->message().contains(QStringLiteral("No row of customers holds")), qPrintable(data->message()));
        // A number finds the row with that key (and text that holds it: none here).
        const QString lastKey =
            site->scalar(QStringLiteral("SELECT MAX(customer_id) FROM customers")).value().toString();
        data->search(lastKey);
        QCOMPARE(data->rows()->rowCount(), 1);
        QCOMPARE(data->rows()->item(0, 0)->text(), lastKey);
        data->search(QString());
        QVERIFY2(data->message().contains(QStringLiteral("Rows 1 to 1,000 of %1").arg(QLocale().toString(customers))),
                 qPrintable(data->message()));
        QCOMPARE(primary->scalar(QStringLiteral("SELECT jg_owner FROM customers WHERE jg_unique_id = ?"), {uid})
                     .value()
                     .toInt(),
                 3);
    }

    // The conflict inbox on the primary: a site's refused edit is listed and
    // taken; the value is then the primary's.
    void conflictInbox()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        auto site = openLocal(demo.siteIni(2));
        QVERIFY(site->run(QStringLiteral("UPDATE customers SET phone = '555-9999' WHERE name = 'Acme Hardware'")).ok());
        const QString acmeKey =
            site->scalar(QStringLiteral("SELECT customer_id FROM customers WHERE name = 'Acme Hardware'"))
                .value()
                .toString();
        {
            // The site whose edit lost is told, after the session and in its inbox.
            ui::MainWindow siteWindow(demo.siteIni(2));
            siteWindow.show();
            QVERIFY(runPanel(*siteWindow.replicatePanel()).ok());
            const QString summary = siteWindow.replicatePanel()->summaryText();
            QVERIFY2(summary.contains(QStringLiteral("1 change made here put back")), qPrintable(summary));
            siteWindow.showPage(QStringLiteral("conflicts"));
            ui::ConflictsPage *mine = siteWindow.conflictsPage();
            mine->reload();
            QCOMPARE(mine->rowCount(), 1);
            const QAbstractItemModel *listed = mine->findChild<QTableView *>()->model();
            // The row by the table's own key, as people know it.
            QCOMPARE(listed->index(0, 2).data().toString(), QStringLiteral("customer_id %1").arg(acmeKey));
            // Only the owner decides: the site cannot take its own lost value.
            QVERIFY(mine->selectConflict(listed->index(0, 0).data().toLongLong()));
            ui::MessageBox::setNextAnswer(true);
            QVERIFY(!mine->takeSelected());
            QVERIFY2(mine->message().contains(QStringLiteral("only its owner")), qPrintable(mine->message()));
        }
        QCOMPARE(
            site->scalar(QStringLiteral("SELECT phone FROM customers WHERE name = 'Acme Hardware'")).value().toString(),
            QStringLiteral("555-0100")); // put back: the primary owns the row
        ui::MainWindow window(demo.primaryIni());
        window.show();
        window.showPage(QStringLiteral("conflicts"));
        ui::ConflictsPage *page = window.conflictsPage();
        page->reload();
        QCOMPARE(page->rowCount(), 1);
        auto primary = openLocal(demo.primaryIni());
        const qint64 id = primary->scalar(QStringLiteral("SELECT conflict_id FROM jg_conflicts")).value().toLongLong();
        QVERIFY(page->selectConflict(id));
        // The site whose edit was refused is named, not only numbered.
        const QAbstractItemModel *shown = page->findChild<QTableView *>()->model();
        QVERIFY2(shown->index(0, 7).data().toString().contains(QStringLiteral("Branch 2")),
                 qPrintable(shown->index(0, 7).data().toString()));
        saveScreenshot(window, QStringLiteral("conflicts"));
        ui::MessageBox::setNextAnswer(true);
        QVERIFY2(page->takeSelected(), qPrintable(page->message()));
        QCOMPARE(primary->scalar(QStringLiteral("SELECT phone FROM customers WHERE name = 'Acme Hardware'"))
                     .value()
                     .toString(),
                 QStringLiteral("555-9999"));
        QCOMPARE(page->rowCount(), 0);
        ui::MainWindow siteWindow(demo.siteIni(2));
        QVERIFY(runPanel(*siteWindow.replicatePanel()).ok());
        QCOMPARE(
            site->scalar(QStringLiteral("SELECT phone FROM customers WHERE name = 'Acme Hardware'")).value().toString(),
            QStringLiteral("555-9999"));
    }
};

QTEST_MAIN(TestDataAndConflicts)
#include "test_data_and_conflicts.moc"
