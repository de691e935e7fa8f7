// The administration window driven through its real widgets (offscreen):
// record editing, Replicate now on the worker thread, Cancel and resume,
// the GUI thread staying responsive, the Data view's hand-over, the new-site
// wizard, and screenshots of the real program.
#include "cli.h"
#include "guidemo.h"
#include "smtpsink.h"

#include "mainwindow.h"
#include "messagebox.h"
#include "pages/overviewpage.h"
#include "pages/sitemonitor.h"
#include "records/recordform.h"
#include "records/recordmodel.h"
#include "records/recordpage.h"
#include "replicate/replicatepanel.h"
#include "settings/databasesectioneditor.h"
#include "settings/settingsdialog.h"
#include "sitecontext.h"
#include "siteoperations.h"
#include "wizard/newsitewizard.h"

#include "config/connect.h"
#include "control/controlrepository.h"
#include "control/recordcatalog.h"
#include "engine/tools/comparer.h"
#include "engine/tools/demobuilder.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <iterator>

using namespace jgr;
using test::addCustomers;
using test::addProducts;
using test::buildDemo;
using test::Demo;
using test::identical;
using test::openLocal;
using test::runPanel;
using test::saveScreenshot;

class TestAdminWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::startWindowTests(); }

    // Edit a T record in the form and save; read it back from the database.
    // An invalid value is refused next to its field and nothing is written.
    void editTableRecord()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        ui::MainWindow window(demo.primaryIni());
        window.show();
        window.showPage(QStringLiteral("Tables"));
        ui::RecordPage *page = window.recordPage(control::RecordKind::Table);
        QVERIFY(page);
        // The model keeps Qt's contract through every change below.
        QAbstractItemModelTester tester(page->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(page->model()->rowCount(), 2);
        const int id = page->model()->record(0).id;
        QVERIFY(page->selectRecord(id));
        auto *order = qobject_cast<QSpinBox *>(page->form()->editor(QStringLiteral("table_order")));
        QVERIFY(order);
        order->setFocus();
        order->selectAll();
        QTest::keyClicks(order, QStringLiteral("77"));
        QCOMPARE(page->form()->changedColumns(), QStringList{QStringLiteral("table_order")});
        QVERIFY2(page->save(), qPrintable(page->message()));
        auto primary = openLocal(demo.primaryIni());
        auto stored = control::ControlRepository(*primary).byId<control::TableRecord>(id);
        QCOMPARE(stored.value()->tableOrder, 77);
        // Suspending the table on the primary stops it for every site: asked
        // first, and No saves nothing.
        auto *process = qobject_cast<QComboBox *>(page->form()->editor(QStringLiteral("process")));
        QVERIFY(process);
        process->setCurrentIndex(process->findData(QStringLiteral("N")));
        ui::MessageBox::setNextAnswer(false);
        QVERIFY(!page->save());
        QVERIFY2(ui::MessageBox::lastQuestion().startsWith(
                     QStringLiteral("Suspend %1 on this primary").arg(stored.value()->tableName)),
                 qPrintable(ui::MessageBox::lastQuestion()));
        QCOMPARE(control::ControlRepository(*primary).byId<control::TableRecord>(id).value()->process,
                 QStringLiteral("Y"));
        page->revert();

        // A table name that is not an identifier is refused, next to its field.
        auto *name = qobject_cast<QLineEdit *>(page->form()->editor(QStringLiteral("table_name")));
        QVERIFY(name);
        name->clear();
        QTest::keyClicks(name, QStringLiteral("customers; DROP TABLE x"));
        QVERIFY(!page->save());
        QVERIFY2(page->form()->errorText(QStringLiteral("table_name")).contains(QStringLiteral("table name")),
                 qPrintable(page->form()->errorText(QStringLiteral("table_name"))));
        QCOMPARE(control::ControlRepository(*primary).byId<control::TableRecord>(id).value()->tableName,
                 stored.value()->tableName);
        // So is a site name longer than 100 characters.
        auto *siteName = qobject_cast<QLineEdit *>(page->form()->editor(QStringLiteral("site_name")));
        page->revert();
        siteName->setText(QString(101, QLatin1Char('x')));
        QVERIFY(!page->save());
        QVERIFY(!page->form()->errorText(QStringLiteral("site_name")).isEmpty());
        QVERIFY(control::ControlRepository(*primary).byId<control::TableRecord>(id).value()->siteName.size() <= 100);

        // A U record's spec goes through the CLI's parser.
        window.showPage(QStringLiteral("Schema updates"));
        ui::RecordPage *updates = window.recordPage(control::RecordKind::Update);
        updates->addNew();
        qobject_cast<QLineEdit *>(updates->form()->editor(QStringLiteral("table_name")))
            ->setText(QStringLiteral("customers"));
        auto *spec = updates->form()->editor(QStringLiteral("update_spec"));
        QVERIFY(spec);
        QTest::keyClicks(spec, QStringLiteral("ADD nickname txt"));
        QVERIFY(!updates->save());
        QVERIFY2(updates->form()->errorText(QStringLiteral("update_spec")).contains(QStringLiteral("\"txt\"")),
                 qPrintable(updates->form()->errorText(QStringLiteral("update_spec"))));
        QCOMPARE(control::ControlRepository(*primary).select<control::UpdateRecord>().value().size(), 0);

        window.showPage(QStringLiteral("Sites"));
        ui::RecordPage *sites = window.recordPage(control::RecordKind::Site);
        // Nothing selected: nothing to edit or save.
        QVERIFY(!sites->form()->isEnabled());
        QCOMPARE(sites->model()->rowCount(), 2);
        const control::GenericRecord site2 = sites->model()->record(0);
        const control::GenericRecord site3 = sites->model()->record(1);
        // A site number with the site's name beside it (not twice where the record names it).
        QCOMPARE(sites->model()->data(sites->model()->index(0, 0)).toString(),
                 site2.values.value(QStringLiteral("site_number")).toString());
        QVERIFY(primary
                    ->run(QStringLiteral("INSERT INTO jgreplicate (flag, site_number, error_site, notes) "
                                         "VALUES ('E', 1, ?, 'a test error')"),
                          {site3.values.value(QStringLiteral("site_number"))})
                    .ok());
        ui::RecordPage *errors = window.recordPage(control::RecordKind::Error);
        errors->reload();
        const auto &errorColumns = control::recordColumns(control::RecordKind::Error);
        const auto errorSite = std::find_if(errorColumns.cbegin(), errorColumns.cend(),
                                            [](const auto &c) { return c.column == QLatin1String("error_site"); });
        QVERIFY(errorSite != errorColumns.cend());
        QCOMPARE(errors->model()
                     ->data(errors->model()->index(0, int(std::distance(errorColumns.cbegin(), errorSite))))
                     .toString(),
                 QStringLiteral("%1 (%2)")
                     .arg(site3.values.value(QStringLiteral("site_name")).toString())
                     .arg(site3.values.value(QStringLiteral("site_number")).toInt()));
        QVERIFY(sites->selectRecord(site2.id));
        QVERIFY(sites->form()->isEnabled());
        saveScreenshot(window, QStringLiteral("records"));
        // The database type is one of the kinds JGReplicate knows, from a list.
        auto *type = qobject_cast<QComboBox *>(sites->form()->editor(QStringLiteral("database_type")));
        QVERIFY(type);
        QCOMPARE(type->count(), 3);
        // A site without a name, or with another site's number, is refused.
        auto *siteNameEditor = qobject_cast<QLineEdit *>(sites->form()->editor(QStringLiteral("site_name")));
        siteNameEditor->clear();
        QVERIFY(!sites->save());
        QVERIFY2(sites->form()->errorText(QStringLiteral("site_name")).contains(QStringLiteral("empty")),
                 qPrintable(sites->form()->errorText(QStringLiteral("site_name"))));
        sites->revert();
        // What the system keeps is shown, not edited: an existing site's
        // number (its rows' owner), its failures in a row, its mails sent.
        for (const char *kept :
             {"site_number", "rep_count_failed", "error_1_email_sent", "error_2_email_sent", "last_success"})
            QVERIFY2(!sites->form()->editor(QLatin1String(kept))->isEnabled(), kept);
        QVERIFY(sites->form()->editor(QStringLiteral("out_of_date_after_minutes"))->isEnabled());
        // A new site with another site's number is refused at the number's field.
        sites->addNew();
        auto *number = qobject_cast<QSpinBox *>(sites->form()->editor(QStringLiteral("site_number")));
        QVERIFY(number->isEnabled());
        number->setValue(site3.values.value(QStringLiteral("site_number")).toInt());
        qobject_cast<QLineEdit *>(sites->form()->editor(QStringLiteral("site_name")))
            ->setText(QStringLiteral("A second site 3"));
        QVERIFY(!sites->save());
        QVERIFY2(sites->form()->errorText(QStringLiteral("site_number")).contains(QStringLiteral("already")),
                 qPrintable(sites->form()->errorText(QStringLiteral("site_number"))));
        QCOMPARE(sites->message(), QStringLiteral("Not saved: correct the fields marked in red."));
        QCOMPARE(control::ControlRepository(*primary).select<control::SiteRecord>().value().size(), 2);
        // A confirmation names the record in words.
        QVERIFY(sites->selectRecord(site3.id));
        ui::MessageBox::setNextAnswer(false);
        QVERIFY(!sites->deleteSelected());
        QCOMPARE(ui::MessageBox::lastQuestion(),
                 QStringLiteral("Delete site \"%1\" (number %2)? This cannot be undone.")
                     .arg(site3.values.value(QStringLiteral("site_name")).toString())
                     .arg(site3.values.value(QStringLiteral("site_number")).toInt()));
        // Logs are read, not written: no form to edit and no new record.
        ui::RecordPage *logs = window.recordPage(control::RecordKind::Log);
        logs->reload();
        if (logs->model()->rowCount() > 0)
            QVERIFY(logs->selectRecord(logs->model()->record(0).id));
        logs->addNew();
        QVERIFY(!logs->form()->isEnabled());
        // The master primary does not replicate: Replicate now says so instead of failing.
        QVERIFY(!window.replicatePanel()->start());
    }

    // Replicate now on a demo site: every table reaches "done" and the counts
    // are the ones the CLI reports for the same session on an identical demo.
    void replicateNowMatchesTheCli()
    {
        QTemporaryDir dirA;
        QTemporaryDir dirB;
        Demo a;
        Demo b;
        QVERIFY(buildDemo(dirA.path(), &a));
        QVERIFY(buildDemo(dirB.path(), &b));
        for (const Demo *d : {&a, &b}) {
            auto primary = openLocal(d->primaryIni());
            QVERIFY(addCustomers(*primary, 40, QStringLiteral("Customer")));
            QVERIFY(primary->run(QStringLiteral("DELETE FROM products WHERE code = 'SAW-02'")).ok());
            auto site = openLocal(d->siteIni(2));
            QVERIFY(
                site->run(QStringLiteral("INSERT INTO customers (name, city) VALUES ('Made at site 2', 'Here')")).ok());
        }
        const auto cli = test::runCli(
            {QStringLiteral("--config"), a.siteIni(2), QStringLiteral("replicate"), QStringLiteral("--json")});
        // (b's Preview first: the same counts, and nothing written.)
        QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
        const QJsonArray cliTables =
            QJsonDocument::fromJson(cli.out.toUtf8()).object().value(QStringLiteral("tables")).toArray();

        ui::MainWindow window(b.siteIni(2));
        window.show();
        window.showPage(QStringLiteral("replicate"));
        ui::ReplicatePanel *panel = window.replicatePanel();
        QSignalSpy previewed(panel, &ui::ReplicatePanel::previewFinished);
        QVERIFY(panel->preview());
        QVERIFY(previewed.wait(120000));
        QVERIFY(previewed.first().first().value<engine::PreviewResult>().ok());
        QCOMPARE(panel->tableCount(), int(cliTables.size()));
        saveScreenshot(window, QStringLiteral("preview"));
        QList<QList<int>> previewCounts;
        for (int row = 0; row < panel->tableCount(); ++row)
            previewCounts << panel->counts(row);
        const auto result = runPanel(*panel);
        QVERIFY2(result.ok(), qPrintable(result.message));
        QCOMPARE(panel->tableCount(), int(cliTables.size()));
        for (int row = 0; row < panel->tableCount(); ++row)
            QCOMPARE(panel->counts(row), previewCounts.at(row));
        for (int row = 0; row < panel->tableCount(); ++row) {
            QCOMPARE(panel->stateText(row), QStringLiteral("done"));
            const QJsonObject t = cliTables.at(row).toObject();
            QCOMPARE(panel->tableName(row), t.value(QStringLiteral("table")).toString());
            const QList<int> expected{
                t.value(QStringLiteral("pulled_inserted")).toInt(), t.value(QStringLiteral("pulled_updated")).toInt(),
                t.value(QStringLiteral("pulled_deleted")).toInt(),  t.value(QStringLiteral("pushed_inserted")).toInt(),
                t.value(QStringLiteral("pushed_updated")).toInt(),  t.value(QStringLiteral("pushed_deleted")).toInt()};
            QCOMPARE(panel->counts(row), expected);
        }
        QCOMPARE(panel->counts(0).at(0), 40); // the customers pulled
        // A finished table's bar says what the session moved, not "0 of 0".
        for (int row = 0; row < panel->tableCount(); ++row) {
            const QJsonObject t = cliTables.at(row).toObject();
            int moved = 0;
            for (const char *count : {"pulled_inserted", "pulled_updated", "pulled_deleted", "pushed_inserted",
                                      "pushed_updated", "pushed_deleted"})
                moved += t.value(QLatin1String(count)).toInt();
            QCOMPARE(panel->progressText(row), moved == 1
                                                   ? QStringLiteral("1 row moved")
                                                   : QStringLiteral("%1 rows moved").arg(QLocale().toString(moved)));
        }
        QVERIFY(identical(b.siteIni(2)));
        // The overview now shows the success.
        window.showPage(QStringLiteral("overview"));
        QVERIFY2(window.overviewPage()->text().contains(QStringLiteral("up to date")),
                 qPrintable(window.overviewPage()->text()));
        saveScreenshot(window, QStringLiteral("overview"));
    }

    // The Overview says what status says, from the same records: a site
    // whose last two sessions failed is failing there too, not up to date
    // beside its failures; the master primary's state speaks of its sites.
    void overviewStateIsStatusState()
    {
        QTemporaryDir dir;
        Demo d;
        QVERIFY(buildDemo(dir.path(), &d));
        const QString primaryDb = QDir(d.dir).filePath(QStringLiteral("primary.db"));
        QVERIFY(QFile::rename(primaryDb, primaryDb + QStringLiteral(".away")));
        for (int failure = 0; failure < 2; ++failure)
            QVERIFY(test::runCli({QStringLiteral("--config"), d.siteIni(3), QStringLiteral("replicate")}).exitCode !=
                    0);
        QVERIFY(QFile::rename(primaryDb + QStringLiteral(".away"), primaryDb));
        const auto stateOf = [](const QString &ini) {
            const auto status =
                test::runCli({QStringLiteral("--config"), ini, QStringLiteral("status"), QStringLiteral("--json")});
            return QJsonDocument::fromJson(status.out.toUtf8()).object().value(QStringLiteral("state")).toString();
        };
        QCOMPARE(stateOf(d.siteIni(3)), QStringLiteral("failing"));
        QCOMPARE(stateOf(d.primaryIni()), QStringLiteral("up_to_date"));
        {
            ui::MainWindow window(d.siteIni(3));
            window.show();
            window.showPage(QStringLiteral("overview"));
            const QString text = window.overviewPage()->text();
            QVERIFY2(text.contains(QStringLiteral("failing: 2 sessions in a row")), qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("up to date")), qPrintable(text));
            // The status bar says it too.
            const auto labels = window.statusBar()->findChildren<QLabel *>();
            QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [](const QLabel *label) {
                return label->toolTip().contains(QStringLiteral("failing: 2 sessions in a row"));
            }));
        }
        ui::MainWindow window(d.primaryIni());
        window.show();
        window.showPage(QStringLiteral("overview"));
        const QString text = window.overviewPage()->text();
        QVERIFY2(text.contains(QStringLiteral("all 2 sites up to date")), qPrintable(text));
    }

    // On a primary the Overview is the network monitor: 50 sites in one
    // grid, the worst first (the most failures in a row at the top), each
    // with its open errors; the filter finds a site by name; opening a row
    // shows that site's sessions and errors.
    void networkMonitorListsTheWorstFirst()
    {
        QTemporaryDir dir;
        Demo d;
        QVERIFY(buildDemo(dir.path(), &d));
        auto primary = openLocal(d.primaryIni());
        // 48 more sites, as site 2's S record says (replicated, up to date),
        // some of them failing or never replicated.
        const auto addSite = [&](int number, int failures, bool never) {
            return primary
                ->run(QStringLiteral("INSERT INTO jgreplicate (flag, site_number, site_name, database_type, "
                                     "last_success, date_rep_started, date_rep_ended, rep_count_started, "
                                     "rep_count_finished, rep_count_failed, out_of_date_after_minutes, "
                                     "out_of_date_after_minutes_error) SELECT 'S', ?, ?, database_type, %1, "
                                     "date_rep_started, date_rep_ended, rep_count_started, rep_count_finished, ?, "
                                     "out_of_date_after_minutes, out_of_date_after_minutes_error FROM jgreplicate "
                                     "WHERE flag = 'S' AND site_number = 2")
                          .arg(never ? QStringLiteral("NULL") : QStringLiteral("last_success")),
                      {number, QStringLiteral("Branch %1").arg(number), failures})
                .ok();
        };
        for (int number = 10; number < 58; ++number)
            QVERIFY(addSite(number, 0, number % 10 == 0));
        QVERIFY(primary
                    ->run(QStringLiteral("UPDATE jgreplicate SET rep_count_failed = 5 WHERE flag = 'S' AND "
                                         "site_number = 33"))
                    .ok());
        QVERIFY(primary
                    ->run(QStringLiteral("UPDATE jgreplicate SET rep_count_failed = 2 WHERE flag = 'S' AND "
                                         "site_number = 47"))
                    .ok());
        for (int e = 0; e < 2; ++e)
            QVERIFY(primary
                        ->run(QStringLiteral("INSERT INTO jgreplicate (flag, site_number, error_site, notes, "
                                             "record_created_date) VALUES ('E', 1, 33, 'cannot reach the primary', "
                                             "'2999-01-01 00:00:00.000')"))
                        .ok());

        ui::MainWindow window(d.primaryIni());
        window.resize(1280, 800);
        window.show();
        window.showPage(QStringLiteral("overview"));
        ui::OverviewPage *overview = window.overviewPage();
        ui::SiteMonitor *monitor = overview->monitor();
        QVERIFY(monitor->isVisible());
        QCOMPARE(monitor->rowCount(), 50);
        QCOMPARE(monitor->siteNumberAt(0), 33);
        QCOMPARE(monitor->siteNumberAt(1), 47);
        QVERIFY2(monitor->textAt(0, ui::SiteMonitor::StateColumn).contains(QStringLiteral("failing")),
                 qPrintable(monitor->textAt(0, ui::SiteMonitor::StateColumn)));
        QCOMPARE(monitor->textAt(0, ui::SiteMonitor::FailuresColumn), QStringLiteral("5"));
        QCOMPARE(monitor->textAt(0, ui::SiteMonitor::OpenErrorsColumn), QStringLiteral("2"));
        QCOMPARE(monitor->textAt(1, ui::SiteMonitor::OpenErrorsColumn), QStringLiteral("0"));
        // Then the sites that never replicated, then the 43 up to date.
        for (int row = 2; row < 7; ++row)
            QVERIFY2(monitor->textAt(row, ui::SiteMonitor::StateColumn).contains(QStringLiteral("never replicated")),
                     qPrintable(monitor->textAt(row, ui::SiteMonitor::StateColumn)));
        for (int row = 7; row < 50; ++row)
            QVERIFY2(monitor->textAt(row, ui::SiteMonitor::StateColumn).contains(QStringLiteral("up to date")),
                     qPrintable(monitor->textAt(row, ui::SiteMonitor::StateColumn)));
        QVERIFY2(monitor->textAt(7, ui::SiteMonitor::LastSuccessColumn).contains(QStringLiteral(" ago)")),
                 qPrintable(monitor->textAt(7, ui::SiteMonitor::LastSuccessColumn)));
        saveScreenshot(window, QStringLiteral("network-monitor"), QSize(1280, 800));
        // The status of the same records says the same.
        const auto status = test::runCli(
            {QStringLiteral("--config"), d.primaryIni(), QStringLiteral("status"), QStringLiteral("--json")});
        const QJsonArray sites =
            QJsonDocument::fromJson(status.out.toUtf8()).object().value(QStringLiteral("sites")).toArray();
        QCOMPARE(sites.size(), 50);
        for (const QJsonValue &site : sites)
            if (site.toObject().value(QStringLiteral("site_number")).toInt() == 33)
                QCOMPARE(site.toObject().value(QStringLiteral("open_errors")).toInt(), 2);

        monitor->setFilter(QStringLiteral("branch 4"));
        QCOMPARE(monitor->rowCount(), 10); // Branch 40 to 49
        QCOMPARE(monitor->siteNumberAt(0), 47);
        monitor->openRow(0);
        const QString details = overview->siteDetailsText();
        QVERIFY2(details.contains(QStringLiteral("Site 47 — Branch 47")), qPrintable(details));
        QVERIFY2(details.contains(QStringLiteral("2 failed in a row")), qPrintable(details));
        monitor->setFilter(QString());
        QCOMPARE(monitor->rowCount(), 50);
        // A refresh keeps the order and the open row.
        overview->refresh();
        QCOMPARE(monitor->siteNumberAt(0), 33);
    }

    // The window opens within the screen's available area (the offscreen
    // screen is 800 × 800, narrower than the window's usual 1,100), and a
    // site's own operations are off on the master primary, saying why.
    void windowFitsTheScreenAndSaysWhatDoesNotApply()
    {
        QTemporaryDir dir;
        Demo d;
        QVERIFY(buildDemo(dir.path(), &d));
        const auto siteOperation = [](ui::MainWindow &window, const QString &text) {
            const auto actions = window.findChildren<QAction *>();
            const auto found =
                std::find_if(actions.cbegin(), actions.cend(), [&](const QAction *a) { return a->text() == text; });
            return found == actions.cend() ? nullptr : *found;
        };
        const QString promote = QStringLiteral("&Promote to master primary…");
        {
            ui::MainWindow window(d.primaryIni());
            window.show();
            const QRect room = window.screen()->availableGeometry();
            QVERIFY2(room.contains(window.frameGeometry()), qPrintable(QStringLiteral("%1,%2 %3x%4 in %5x%6")
                                                                           .arg(window.frameGeometry().x())
                                                                           .arg(window.frameGeometry().y())
                                                                           .arg(window.frameGeometry().width())
                                                                           .arg(window.frameGeometry().height())
                                                                           .arg(room.width())
                                                                           .arg(room.height())));
            QAction *action = siteOperation(window, promote);
            QVERIFY(action);
            QVERIFY(!action->isEnabled());
            QVERIFY2(action->toolTip().contains(QStringLiteral("master primary")), qPrintable(action->toolTip()));
        }
        ui::MainWindow window(d.siteIni(2));
        window.show();
        QAction *action = siteOperation(window, promote);
        QVERIFY(action && action->isEnabled());
    }

    // Cancel stops after a batch: exit code 8, the site keeps its resume
    // state, and the next session finishes the work.
    void cancelThenResume()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        auto primary = openLocal(demo.primaryIni());
        QVERIFY(addCustomers(*primary, 30000, QStringLiteral("Bulk")));
        ui::MainWindow window(demo.siteIni(2));
        window.show();
        window.showPage(QStringLiteral("replicate"));
        ui::ReplicatePanel *panel = window.replicatePanel();
        panel->setBatchSize(200);
        QSignalSpy finished(panel, &ui::ReplicatePanel::sessionFinished);
        QSignalSpy shots(panel, &ui::ReplicatePanel::sessionFinished);
        QVERIFY(panel->start());
        // Cancel once the first table is moving.
        QTRY_VERIFY_WITH_TIMEOUT(panel->tableCount() > 0 && panel->stateText(0) == QStringLiteral("pulling"), 120000);
        saveScreenshot(window, QStringLiteral("replicate"));
        panel->cancel();
        QVERIFY(finished.wait(120000));
        const auto cancelled = finished.first().first().value<engine::SessionResult>();
        QCOMPARE(cancelled.exitCode, ExitCode::Cancelled);
        // The table says it was cancelled (not failed) and its bar is empty.
        QCOMPARE(panel->stateText(0), QStringLiteral("cancelled"));
        QCOMPARE(panel->progressText(0), QStringLiteral("rolled back"));
        QCOMPARE(panel->timeLeftText(0), QString()); // a stopped table has no time left
        auto site = openLocal(demo.siteIni(2));
        // Rolled back: none of the bulk rows half-arrived.
        const int arrived =
            site->scalar(QStringLiteral("SELECT COUNT(*) FROM customers WHERE name LIKE 'Bulk %'")).value().toInt();
        QCOMPARE(arrived, 0);
        panel->setBatchSize(0);
        const auto resumed = runPanel(*panel);
        QVERIFY2(resumed.ok(), qPrintable(resumed.message));
        QVERIFY(identical(demo.siteIni(2)));
    }

    // A session cancelled in its second table leaves the first done: the
    // next one resumes with the second (the resume rule runs it first and
    // again in its order). Each table is listed once, with what it moved
    // over both runs, as the session's result says; the overall bar and the
    // summary count the site's tables.
    void resumedTableIsListedOnce()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        auto primary = openLocal(demo.primaryIni());
        QVERIFY(addProducts(*primary, 30000));
        ui::MainWindow window(demo.siteIni(2));
        window.show();
        window.showPage(QStringLiteral("replicate"));
        ui::ReplicatePanel *panel = window.replicatePanel();
        panel->setBatchSize(200);
        QSignalSpy finished(panel, &ui::ReplicatePanel::sessionFinished);
        QVERIFY(panel->start());
        QTRY_VERIFY_WITH_TIMEOUT(panel->tableCount() == 2 && panel->stateText(1) == QStringLiteral("pulling"), 120000);
        QCOMPARE(panel->tableName(1), QStringLiteral("products"));
        panel->cancel();
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.first().first().value<engine::SessionResult>().exitCode, ExitCode::Cancelled);

        panel->setBatchSize(0);
        const auto resumed = runPanel(*panel);
        QVERIFY2(resumed.ok(), qPrintable(resumed.message));
        QCOMPARE(panel->tableCount(), 2);
        QCOMPARE(resumed.tables.size(), 2);
        for (const engine::TableResult &t : resumed.tables) {
            int row = 0;
            while (row < panel->tableCount() && panel->tableName(row) != t.table)
                ++row;
            QVERIFY2(row < panel->tableCount(), qPrintable(t.table));
            const control::RowCounts &c = t.counts;
            QCOMPARE(panel->counts(row), (QList<int>{c.insertedByPrimary, c.updatedByPrimary, c.deletedByPrimary,
                                                     c.insertedByTarget, c.updatedByTarget, c.deletedByTarget}));
            QCOMPARE(panel->stateText(row), QStringLiteral("done"));
            QCOMPARE(panel->timeLeftText(row), QString());
        }
        QCOMPARE(panel->tableName(0), QStringLiteral("products")); // resumed first
        QCOMPARE(panel->counts(0).at(0), 30000);
        QCOMPARE(panel->progressText(0), QStringLiteral("%1 rows moved").arg(QLocale().toString(30000)));
        QVERIFY2(panel->summaryText().startsWith(QStringLiteral("Site 2 replicated 2 tables.")),
                 qPrintable(panel->summaryText()));
        QVERIFY(identical(demo.siteIni(2)));
    }

    // Preview shows each table's progress as it runs and can be cancelled
    // with the Cancel button; a cancelled preview leaves both sides as they
    // were, and the next session moves everything.
    void previewShowsProgressAndCancels()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        auto primary = openLocal(demo.primaryIni());
        QVERIFY(addCustomers(*primary, 30000, QStringLiteral("Bulk")));
        ui::MainWindow window(demo.siteIni(2));
        window.show();
        window.showPage(QStringLiteral("replicate"));
        ui::ReplicatePanel *panel = window.replicatePanel();
        panel->setBatchSize(200);
        const QString kTablesDone = QStringLiteral("SELECT COUNT(*) FROM jgreplicate WHERE flag = 'T' AND done = 'Y'");
        const int tablesDone = openLocal(demo.siteIni(2))->scalar(kTablesDone).value().toInt();
        QPushButton *cancel = nullptr;
        for (QPushButton *b : panel->findChildren<QPushButton *>())
            if (b->text() == QStringLiteral("&Cancel"))
                cancel = b;
        QVERIFY(cancel);
        QSignalSpy previewed(panel, &ui::ReplicatePanel::previewFinished);
        QVERIFY(panel->preview());
        QTRY_VERIFY_WITH_TIMEOUT(panel->tableCount() == 2 && panel->stateText(0) == QStringLiteral("pulling") &&
                                     panel->progressText(0).contains(QStringLiteral(" of ")),
                                 120000);
        QVERIFY(cancel->isEnabled());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(previewed.wait(120000));
        QCOMPARE(previewed.first().first().value<engine::PreviewResult>().exitCode, ExitCode::Cancelled);
        QCOMPARE(panel->summaryText(), QStringLiteral("Preview cancelled: both sides are as they were."));
        auto site = openLocal(demo.siteIni(2));
        QCOMPARE(
            site->scalar(QStringLiteral("SELECT COUNT(*) FROM customers WHERE name LIKE 'Bulk %'")).value().toInt(), 0);
        QCOMPARE(site->scalar(kTablesDone).value().toInt(), tablesDone);

        panel->setBatchSize(0);
        const auto session = runPanel(*panel);
        QVERIFY2(session.ok(), qPrintable(session.message));
        QCOMPARE(panel->counts(0).at(0), 30000);
        QVERIFY(identical(demo.siteIni(2)));
    }

    // The GUI thread keeps processing events during a 200,000-row session.
    void windowStaysResponsive()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        auto primary = openLocal(demo.primaryIni());
        QVERIFY(addCustomers(*primary, 200000, QStringLiteral("Load")));
        ui::MainWindow window(demo.siteIni(3));
        window.show();
        window.showPage(QStringLiteral("replicate"));
        int ticks = 0;
        int ticksWhileRunning = 0;
        QString progress; // the moving table's row: how far, how fast, how long yet
        QTimer timer;
        timer.setInterval(20);
        connect(&timer, &QTimer::timeout, this, [&] {
            ++ticks;
            if (!window.replicatePanel()->isRunning())
                return;
            ++ticksWhileRunning;
            const ui::ReplicatePanel *panel = window.replicatePanel();
            if (panel->tableCount() > 0 && panel->timeLeftText(0).contains(QStringLiteral("left")))
                progress = panel->progressText(0) + QStringLiteral(" · ") + panel->rateText(0) + QStringLiteral(" · ") +
                           panel->timeLeftText(0);
        });
        timer.start();
        const auto result = runPanel(*window.replicatePanel());
        QVERIFY2(result.ok(), qPrintable(result.message));
        QCOMPARE(result.tables.first().counts.insertedByPrimary, 200000);
        qInfo("GUI timer ticked %d times during the session", ticksWhileRunning);
        QVERIFY2(ticksWhileRunning >= 10, qPrintable(QString::number(ticksWhileRunning)));
        QVERIFY2(progress.contains(QStringLiteral(" of 200,")) && progress.contains(QStringLiteral("rows/s")),
                 qPrintable(progress));
    }

    // 100,000 E and L records: the pages show the newest 1,000, newest first,
    // and say how many there are (reading them all held the window up).
    void manyRecordsStayBounded()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        auto primary = openLocal(demo.primaryIni());
        for (const char *flag : {"E", "L"})
            QVERIFY(primary
                        ->run(QStringLiteral(
                                  "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000) "
                                  "INSERT INTO jgreplicate (flag, site_number, table_name, notes) "
                                  "SELECT '%1', 2, 'customers', 'record ' || i FROM n")
                                  .arg(QLatin1String(flag)))
                        .ok());
        ui::MainWindow window(demo.primaryIni());
        window.show();
        for (const auto &[kind, name] :
             {std::pair{control::RecordKind::Error, "Errors"}, std::pair{control::RecordKind::Log, "Logs"}}) {
            ui::RecordPage *page = window.recordPage(kind);
            window.showPage(QLatin1String(name));
            QElapsedTimer shown;
            shown.start();
            page->reload();
            qInfo("%s page with 100,000 records read and shown in %lld ms", name, shown.elapsed());
            QCOMPARE(page->model()->rowCount(), 1000);
            QVERIFY2(page->message().contains(QStringLiteral("1,000")) &&
                         page->message().contains(QStringLiteral("100,0")),
                     qPrintable(page->message()));
            QVERIFY(page->model()->record(0).id > page->model()->record(999).id); // newest first
            // When first, with its zone; then what happened.
            const QString when = page->model()->headerData(0, Qt::Horizontal).toString();
            QVERIFY2(when.startsWith(QStringLiteral("Created (")) &&
                         when.contains(QDateTime::currentDateTime().timeZoneAbbreviation()),
                     qPrintable(when));
            QCOMPARE(page->model()->headerData(1, Qt::Horizontal).toString(),
                     kind == control::RecordKind::Error ? QStringLiteral("Error message") : QStringLiteral("Notes"));
        }
        // Marks in words; the specification's name is in the tooltip.
        const QAbstractItemModel *tables = window.recordPage(control::RecordKind::Table)->model();
        QStringList headers;
        for (int c = 0; c < tables->columnCount(); ++c)
            headers << tables->headerData(c, Qt::Horizontal).toString();
        QVERIFY2(headers.filter(QStringLiteral("MARK")).isEmpty() &&
                     headers.filter(QStringLiteral("JGuiGen")).isEmpty(),
                 qPrintable(headers.join(QStringLiteral(" | "))));
        QVERIFY2(!headers.filter(QStringLiteral("Local changes sent up to")).isEmpty(),
                 qPrintable(headers.join(QStringLiteral(" | "))));
    }

    // Settings: the INI as a form; Test connection; the SMTP password typed
    // once goes to the keychain and the test mail finds it there.
    void settingsTestConnectionAndMail()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        test::SmtpSink sink(dir.path());
        QString error;
        QVERIFY2(
            sink.start(QStringLiteral("starttls"), QStringLiteral("mailer"), QStringLiteral("pw-in-keychain"), &error),
            qPrintable(error));
        ui::SettingsDialog dialog(demo.siteIni(2));
        dialog.show();
        QVERIFY(dialog.localEditor()->testConnection());
        QVERIFY(dialog.primaryEditor()->testConnection());
        QVERIFY2(dialog.localEditor()->testResult().contains(QStringLiteral("Connected")),
                 qPrintable(dialog.localEditor()->testResult()));
        const auto set = [&](const char *name, const QString &value) {
            auto *line = dialog.findChild<QLineEdit *>(QLatin1String(name));
            QVERIFY2(line, name);
            line->setText(value);
        };
        set("siteName", QStringLiteral("Branch 2, renamed"));
        set("adminEmail", QStringLiteral("admin@example.com"));
        set("smtpHost", QStringLiteral("127.0.0.1"));
        set("smtpUser", QStringLiteral("mailer"));
        set("smtpFrom", QStringLiteral("jgreplicate@example.com"));
        set("smtpCaFile", sink.certificate());
        set("smtpPassword", QStringLiteral("pw-in-keychain"));
        dialog.findChild<QSpinBox *>(QStringLiteral("smtpPort"))->setValue(sink.port());
        QVERIFY2(dialog.saveSettings(), qPrintable(dialog.message()));
        const auto saved = config::SiteConfig::load(demo.siteIni(2)).value();
        QCOMPARE(saved.siteName(), QStringLiteral("Branch 2, renamed"));
        QCOMPARE(saved.smtp().passwordSource, config::PasswordSource::Keychain);
        QFile ini(demo.siteIni(2));
        QVERIFY(ini.open(QIODevice::ReadOnly));
        QVERIFY(!ini.readAll().contains("pw-in-keychain"));
        // The field left empty: the password comes from the keychain.
        set("smtpPassword", QString());
        QVERIFY2(dialog.sendTestMail(), qPrintable(dialog.message()));
        QCOMPARE(sink.mails().size(), 1);
        QVERIFY(sink.mails().first().subject.contains(QStringLiteral("test mail")));
    }

    // A primary on several servers: the editor shows the hosts= list in its
    // Host field and gives it back whole, so saving the settings keeps it.
    void settingsKeepAHostsList()
    {
        ui::DatabaseSectionEditor editor(QStringLiteral("primary"));
        config::DatabaseSection section;
        section.section = QStringLiteral("primary");
        section.driver = QStringLiteral("postgresql");
        section.database = QStringLiteral("sales");
        section.nodes = db::parseEndpoints(QStringLiteral("db1:5432,db2:5433")).value();
        editor.setSection(section);
        auto *host = editor.findChild<QLineEdit *>(QStringLiteral("primary_host"));
        QVERIFY(host);
        QCOMPARE(host->text(), QStringLiteral("db1:5432,db2:5433"));
        config::DatabaseSection back = editor.section();
        QCOMPARE(back.nodes, section.nodes);
        QVERIFY(back.host.isEmpty());
        QCOMPARE(back.port, 0);
        // A list typed in: the same.
        host->setText(QStringLiteral("db3, db4:5440"));
        back = editor.section();
        QCOMPARE(back.nodes.size(), 2);
        QCOMPARE(back.nodes.at(1).port, 5440);
    }

    // A new site from the wizard: a local SQLite file, the primary tested,
    // then the join and first replication in the wizard's progress panel.
    void newSiteWizard()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        const QString ini = QDir(dir.path()).filePath(QStringLiteral("wizard/site.ini"));
        ui::NewSiteWizard wizard(ini);
        wizard.show();
        wizard.siteNameField()->setText(QStringLiteral("Laptop from the wizard"));
        wizard.databaseField()->setText(QDir(dir.path()).filePath(QStringLiteral("wizard/site.db")));
        wizard.next();
        // An empty primary is refused in words, not in the driver's.
        config::DatabaseSection primary;
        primary.section = QStringLiteral("primary");
        primary.driver = QStringLiteral("postgresql");
        wizard.primaryEditor()->setSection(primary);
        wizard.next();
        QVERIFY2(wizard.primaryEditor()->testResult().contains(QStringLiteral("database name")),
                 qPrintable(wizard.primaryEditor()->testResult()));
        primary.driver = QStringLiteral("sqlite");
        primary.database = QDir(dir.path()).filePath(QStringLiteral("primary.db"));
        wizard.primaryEditor()->setSection(primary);
        wizard.next();
        QTRY_VERIFY_WITH_TIMEOUT(wizard.succeeded(), 120000);
        // Then Finish is on, and the only Cancel is the wizard's.
        QTRY_VERIFY(wizard.button(QWizard::FinishButton)->isEnabled());
        const auto buttons = wizard.findChildren<QPushButton *>();
        QCOMPARE(std::count_if(buttons.cbegin(), buttons.cend(),
                               [](const QPushButton *b) {
                                   return b->isVisible() &&
                                          b->text().remove(QLatin1Char('&')) == QStringLiteral("Cancel");
                               }),
                 1);
        QVERIFY(identical(ini));
        auto site = openLocal(ini);
        QCOMPARE(control::ControlRepository(*site).master().value()->siteName,
                 QStringLiteral("Laptop from the wizard"));
    }
};

QTEST_MAIN(TestAdminWindow)
#include "test_admin_window.moc"
