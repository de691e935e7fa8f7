// jgreplicate-cli as a user runs it: exit codes and messages of docs/CLI.md, and
// hostile input refused without touching the database.
#include "cli.h"
#include "scenario.h"
#include "testdatabases.h"

#include "config/connect.h"
#include "config/siteconfig.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;

class TestCliFoundation : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString writeIni(const QString &name, const QString &text)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(text.toUtf8());
        return path;
    }

    static QProcessEnvironment passwordEnv(const db::ConnectionParams &p, const QString &password = {})
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("JGR_LOCAL_PASSWORD"), password.isEmpty() ? p.password : password);
        return env;
    }

    void backends() { test::addAllBackends(); }

private slots:
    void versionAndHelp()
    {
        auto v = test::runCli({QStringLiteral("--version")});
        QCOMPARE(v.exitCode, 0);
        QVERIFY(v.out.startsWith(QStringLiteral("jgreplicate-cli ")));
        auto h = test::runCli({QStringLiteral("--help")});
        QCOMPARE(h.exitCode, 0);
        QVERIFY(h.out.contains(QStringLiteral("prepare-table")));
        auto bad = test::runCli({QStringLiteral("frobnicate")});
        QCOMPARE(bad.exitCode, 2);
    }

    void hostileNamesAreRefused_data() { backends(); }
    void hostileNamesAreRefused()
    {
        QFETCH(Backend, backend);
        JGR_FRESH_DB(params, backend, QStringLiteral("hostile"), m_dir.path());
        const QString ini =
            writeIni(QStringLiteral("hostile.ini"),
                     QStringLiteral("[site]\nname=HQ\n\n") + test::iniSection(QStringLiteral("local"), params));
        const auto env = passwordEnv(params);
        auto init = test::runCli({QStringLiteral("--config"), ini, QStringLiteral("init-primary"),
                                  QStringLiteral("--site-name"), QStringLiteral("HQ")},
                                 env);
        QVERIFY2(init.exitCode == 0, qPrintable(init.err));
        QString error;
        auto db = test::openOrNull(params, QStringLiteral("local"), &error);
        QVERIFY2(db, qPrintable(error));
        QVERIFY(db->run(QStringLiteral("CREATE TABLE items (id INTEGER PRIMARY KEY, name VARCHAR(20))")).ok());
        const auto countRecords = [&] {
            return db->scalar(QStringLiteral("SELECT COUNT(*) FROM jgreplicate")).value().toInt() * 1000 +
                   db->scalar(QStringLiteral("SELECT COUNT(*) FROM jg_data_dict")).value().toInt();
        };
        const int before = countRecords();

        const QList<QStringList> hostile{
            {QStringLiteral("prepare-table"), QStringLiteral("x\"; DROP TABLE jgreplicate; --")},
            {QStringLiteral("prepare-table"), QStringLiteral("items"), QStringLiteral("--local-only"),
             QStringLiteral("na'me")},
            {QStringLiteral("prepare-table"), QStringLiteral("items"), QStringLiteral("--changed"),
             QStringLiteral("x` ; DROP TABLE items; --")},
            {QStringLiteral("add-table"), QStringLiteral("items; DELETE FROM jgreplicate")},
            {QStringLiteral("suspend-table"), QStringLiteral("a'b")},
        };
        for (const QStringList &args : hostile) {
            auto run = test::runCli(QStringList{QStringLiteral("--config"), ini} + args, env);
            QVERIFY2(run.exitCode == 2, qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + run.err));
            QVERIFY2(run.err.contains(QStringLiteral("Invalid")), qPrintable(run.err));
        }
        QVERIFY(db->tableExists(QStringLiteral("jgreplicate")).value());
        QVERIFY(db->tableExists(QStringLiteral("items")).value());
        QCOMPARE(countRecords(), before);
        auto items = db->inspectColumns(QStringLiteral("items"));
        QCOMPARE(items.value().size(), 2); // no column was added

        // The same table under a proper name goes through, and status shows it.
        auto prep = test::runCli(
            {QStringLiteral("--config"), ini, QStringLiteral("prepare-table"), QStringLiteral("items")}, env);
        QVERIFY2(prep.exitCode == 0, qPrintable(prep.err));
        auto add = test::runCli({QStringLiteral("--config"), ini, QStringLiteral("add-table"), QStringLiteral("items"),
                                 QStringLiteral("--type"), QStringLiteral("D")},
                                env);
        QVERIFY2(add.exitCode == 0, qPrintable(add.err));
        auto suspend = test::runCli(
            {QStringLiteral("--config"), ini, QStringLiteral("suspend-table"), QStringLiteral("items")}, env);
        QCOMPARE(suspend.exitCode, 0);
        auto status =
            test::runCli({QStringLiteral("--config"), ini, QStringLiteral("status"), QStringLiteral("--json")}, env);
        QCOMPARE(status.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(status.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("site_number")).toInt(), 1);
        QCOMPARE(json.value(QStringLiteral("role")).toString(), QStringLiteral("master primary"));
        const QJsonObject table = json.value(QStringLiteral("tables")).toArray().first().toObject();
        QCOMPARE(table.value(QStringLiteral("table")).toString(), QStringLiteral("items"));
        QCOMPARE(table.value(QStringLiteral("type")).toString(), QStringLiteral("D"));
        QCOMPARE(table.value(QStringLiteral("process")).toString(), QStringLiteral("N"));
        // A second init-primary changes nothing.
        auto again = test::runCli({QStringLiteral("--config"), ini, QStringLiteral("init-primary"),
                                   QStringLiteral("--site-name"), QStringLiteral("Other")},
                                  env);
        QCOMPARE(again.exitCode, 2);
    }

    void demoBuildsAndReplicates()
    {
        const QString dir = m_dir.filePath(QStringLiteral("demo"));
        auto run = test::runCli({QStringLiteral("demo"), QStringLiteral("--dir"), dir});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out.count(QStringLiteral("compare with the primary: identical")), 2);
        for (const QString &f :
             {QStringLiteral("primary.ini"), QStringLiteral("site2.ini"), QStringLiteral("site3.ini")})
            QVERIFY(QFile::exists(dir + QLatin1Char('/') + f));
        auto status = test::runCli({QStringLiteral("--config"), dir + QStringLiteral("/site3.ini"),
                                    QStringLiteral("status"), QStringLiteral("--json")});
        QCOMPARE(status.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(status.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("site_number")).toInt(), 3);
        QCOMPARE(json.value(QStringLiteral("overdue")).toBool(), false);
        QCOMPARE(json.value(QStringLiteral("state")).toString(), QStringLiteral("up_to_date"));
        // The master primary's state speaks of its sites: both up to date,
        // then site 3 failing once its primary is gone.
        auto primary = test::runCli({QStringLiteral("--config"), dir + QStringLiteral("/primary.ini"),
                                     QStringLiteral("status"), QStringLiteral("--json")});
        QCOMPARE(primary.exitCode, 0);
        const QJsonObject master = QJsonDocument::fromJson(primary.out.toUtf8()).object();
        QCOMPARE(master.value(QStringLiteral("state")).toString(), QStringLiteral("up_to_date"));
        QCOMPARE(master.value(QStringLiteral("sites")).toArray().size(), 2);
        QVERIFY(QFile::rename(dir + QStringLiteral("/primary.db"), dir + QStringLiteral("/primary.db.away")));
        for (int failure = 0; failure < 2; ++failure)
            QVERIFY(test::runCli(
                        {QStringLiteral("--config"), dir + QStringLiteral("/site3.ini"), QStringLiteral("replicate")})
                        .exitCode != 0);
        QVERIFY(QFile::rename(dir + QStringLiteral("/primary.db.away"), dir + QStringLiteral("/primary.db")));
        auto failing =
            test::runCli({QStringLiteral("--config"), dir + QStringLiteral("/site3.ini"), QStringLiteral("status")});
        QVERIFY2(failing.out.contains(QStringLiteral("State: failing: 2 sessions in a row")), qPrintable(failing.out));
        // A second demo into the same folder is refused and changes nothing.
        QCOMPARE(test::runCli({QStringLiteral("demo"), QStringLiteral("--dir"), dir}).exitCode, 2);
    }

    // Progress on a terminal: one line per table that updates in place; in a
    // log: plain lines. A lost edit is told, in words and in --json.
    void replicateProgressOnATerminalAndInALog()
    {
        const QString dir = m_dir.filePath(QStringLiteral("progress"));
        QVERIFY(test::runCli({QStringLiteral("demo"), QStringLiteral("--dir"), dir}).exitCode == 0);
        const QString site = dir + QStringLiteral("/site2.ini");
        {
            // Site 2 edits a row the primary owns: the owner wins.
            auto config = config::SiteConfig::load(site);
            QVERIFY(config.ok());
            auto db = config::openDatabase(config.value().local(), config::Credentials(config.value()));
            QVERIFY(db.ok());
            QVERIFY(db.value()
                        ->run(QStringLiteral("UPDATE customers SET phone = '555-7777' WHERE name = 'Acme Hardware'"))
                        .ok());
        }
        const auto logged =
            test::runCli({QStringLiteral("--config"), site, QStringLiteral("replicate"), QStringLiteral("--json")});
        QVERIFY2(logged.exitCode == 0, qPrintable(logged.err));
        QVERIFY2(logged.err.contains(QStringLiteral("customers: started\n")), qPrintable(logged.err));
        QVERIFY2(!logged.err.contains(QLatin1Char('\r')) && !logged.err.contains(QStringLiteral("\x1b[")),
                 qPrintable(logged.err));
        QVERIFY2(logged.err.contains(QStringLiteral("1 change made here put back")), qPrintable(logged.err));
        QVERIFY2(logged.err.contains(QStringLiteral("conflicts list")), qPrintable(logged.err));
        const QJsonObject json = QJsonDocument::fromJson(logged.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("edits_lost")).toInt(), 1);
        int lostInTables = 0;
        for (const QJsonValue &t : json.value(QStringLiteral("tables")).toArray())
            lostInTables += t.toObject().value(QStringLiteral("edits_lost")).toInt();
        QCOMPARE(lostInTables, 1);

        // On a terminal (script(1) gives the session one): each table's line
        // is rewritten in place and ends with its result.
        QProcess terminal;
        terminal.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
        const QString command =
            QStringLiteral("'%1' --config '%2' replicate").arg(qEnvironmentVariable("JGR_CLI"), site);
        terminal.start(QStringLiteral("script"), {QStringLiteral("-qefc"), command, QStringLiteral("/dev/null")});
        QVERIFY(terminal.waitForFinished(120000));
        const QString screen = QString::fromLocal8Bit(terminal.readAllStandardOutput());
        QCOMPARE(terminal.exitCode(), 0);
        QVERIFY2(screen.contains(QStringLiteral("\r\x1b[Kcustomers: started")), qPrintable(screen));
        QVERIFY2(screen.contains(QStringLiteral("\r\x1b[Kcustomers: done in")), qPrintable(screen));
    }

    void malformedIniNamesTheKey()
    {
        const QString ini = writeIni(QStringLiteral("bad.ini"), QStringLiteral("[local]\ndriver=db2\ndatabase=x\n"));
        auto run = test::runCli({QStringLiteral("--config"), ini, QStringLiteral("status")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("[local/driver]")), qPrintable(run.err));
        QVERIFY(run.err.contains(ini));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1); // one clear line
    }

    void wrongPasswordIsExit3WithoutThePassword_data() { test::addServerBackends(); }
    void wrongPasswordIsExit3WithoutThePassword()
    {
        QFETCH(Backend, backend);
        JGR_FRESH_DB(params, backend, QStringLiteral("wrongpw"), m_dir.path());
        const QString ini = writeIni(QStringLiteral("wrongpw.ini"), test::iniSection(QStringLiteral("local"), params));
        const QString wrong = QStringLiteral("Wr0ng-S3cret-%1").arg(int(backend));
        auto run =
            test::runCli({QStringLiteral("--config"), ini, QStringLiteral("status")}, passwordEnv(params, wrong));
        QCOMPARE(run.exitCode, 3);
        QVERIFY(!run.err.contains(wrong));
        QVERIFY(!run.out.contains(wrong));
        QVERIFY2(run.err.contains(QStringLiteral("Cannot connect to the local database")), qPrintable(run.err));
    }

    void unreachableServerIsExit3()
    {
        const QString ini = writeIni(QStringLiteral("unreachable.ini"),
                                     QStringLiteral("[local]\ndriver=postgresql\ndatabase=x\nhost=127.0.0.1\nport=1\n"
                                                    "options=sslmode=disable\n"));
        auto run = test::runCli({QStringLiteral("--config"), ini, QStringLiteral("status")});
        QCOMPARE(run.exitCode, 3);
    }
};

QTEST_GUILESS_MAIN(TestCliFoundation)
#include "test_cli_foundation.moc"
