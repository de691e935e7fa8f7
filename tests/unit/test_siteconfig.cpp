// The site INI of docs/CLI.md: what is read, and errors that name file and key.
#include "config/siteconfig.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;

class TestSiteConfig : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &text)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(text);
        return path;
    }

private slots:
    void readsTheContractExample()
    {
        const QString path = write(QStringLiteral("site.ini"), R"([site]
name=Jim Smith's Laptop          ; English name of this site
admin_email=admin@example.com    ; where alerts go

[local]                          ; this site's database
driver=sqlite                    ; sqlite | postgresql | mariadb
database=/var/lib/jgreplicate/site.db   ; file for sqlite, database name otherwise
password_source=none

[primary]
driver=postgresql
database=sales
host=primary.example.com
port=5432
user=jgrep
options=sslmode=verify-full;sslrootcert=/etc/jgreplicate/ca.pem
password_source=keychain

[smtp]
host=smtp.example.com
port=587
security=starttls                ; starttls | tls | none
from=jgreplicate@example.com
password_source=keychain

[tray]
check_minutes=15
)");
        auto c = config::SiteConfig::load(path);
        QVERIFY2(c.ok(), c.ok() ? "" : qPrintable(c.error().message));
        QCOMPARE(c.value().siteName(), QStringLiteral("Jim Smith's Laptop"));
        QCOMPARE(c.value().adminEmail(), QStringLiteral("admin@example.com"));
        QCOMPARE(c.value().local().driver, QStringLiteral("sqlite"));
        QCOMPARE(c.value().local().database, QStringLiteral("/var/lib/jgreplicate/site.db"));
        QVERIFY(c.value().primary().has_value());
        QCOMPARE(c.value().primary()->port, 5432);
        // QSettings alone would cut the value at the first ';'.
        QCOMPARE(c.value().primary()->options,
                 QStringLiteral("sslmode=verify-full;sslrootcert=/etc/jgreplicate/ca.pem"));
        QCOMPARE(c.value().primary()->passwordSource, config::PasswordSource::Keychain);
        QCOMPARE(c.value().smtp().security, QStringLiteral("starttls"));
        QCOMPARE(c.value().trayCheckMinutes(), 15);
    }

    void errorsNameTheKey_data()
    {
        QTest::addColumn<QByteArray>("ini");
        QTest::addColumn<QString>("key");
        QTest::newRow("bad driver") << QByteArray("[local]\ndriver=oracle\ndatabase=x\n") << "[local/driver]";
        QTest::newRow("no database") << QByteArray("[local]\ndriver=sqlite\n") << "[local/database]";
        QTest::newRow("bad port") << QByteArray("[local]\ndriver=postgresql\ndatabase=x\nport=seventy\n")
                                  << "[local/port]";
        QTest::newRow("password in ini") << QByteArray("[local]\ndriver=sqlite\ndatabase=x\npassword=secret\n")
                                         << "[local/password]";
        QTest::newRow("bad source") << QByteArray("[local]\ndatabase=x\npassword_source=postit\n")
                                    << "[local/password_source]";
        QTest::newRow("no local") << QByteArray("[site]\nname=x\n") << "[local]";
        QTest::newRow("bad smtp security")
            << QByteArray("[local]\ndatabase=x\n[smtp]\nhost=h\nsecurity=ssl3\n") << "[smtp/security]";
        QTest::newRow("hosts beside host")
            << QByteArray("[local]\ndatabase=x\n[primary]\ndriver=postgresql\ndatabase=s\nhost=a\nhosts=a:1,b:2\n")
            << "[primary/hosts]";
        QTest::newRow("hosts with a bad port")
            << QByteArray("[local]\ndatabase=x\n[primary]\ndriver=mariadb\ndatabase=s\nhosts=a:3306,b:99999\n")
            << "[primary/hosts]";
        QTest::newRow("hosts with an empty entry")
            << QByteArray("[local]\ndatabase=x\n[primary]\ndriver=mariadb\ndatabase=s\nhosts=a,,b\n")
            << "[primary/hosts]";
        QTest::newRow("hosts twice the same")
            << QByteArray("[local]\ndatabase=x\n[primary]\ndriver=mariadb\ndatabase=s\nhosts=a:1,A:1\n")
            << "[primary/hosts]";
        QTest::newRow("hosts for a file")
            << QByteArray("[local]\ndatabase=x\n[primary]\ndriver=sqlite\ndatabase=s\nhosts=a,b\n")
            << "[primary/hosts]";
        QTest::newRow("schema for mariadb")
            << QByteArray("[local]\ndriver=mariadb\ndatabase=x\nschema=cd\n") << "[local/schema]";
        QTest::newRow("schema not a name")
            << QByteArray("[local]\ndriver=postgresql\ndatabase=x\nschema=cd; DROP\n") << "[local/schema]";
        QTest::newRow("bad tray minutes")
            << QByteArray("[local]\ndatabase=x\n[tray]\ncheck_minutes=-4\n") << "[tray/check_minutes]";
    }
    void errorsNameTheKey()
    {
        QFETCH(QByteArray, ini);
        QFETCH(QString, key);
        const QString path = write(QStringLiteral("bad.ini"), ini);
        auto c = config::SiteConfig::load(path);
        QVERIFY(!c.ok());
        QCOMPARE(c.error().code, ExitCode::Usage);
        QVERIFY2(c.error().message.contains(key), qPrintable(c.error().message));
        QVERIFY2(c.error().message.contains(path), qPrintable(c.error().message));
        QVERIFY(!c.error().message.contains(QStringLiteral("secret")));
    }

    void missingFileIsAUsageError()
    {
        auto c = config::SiteConfig::load(m_dir.filePath(QStringLiteral("nope.ini")));
        QVERIFY(!c.ok());
        QCOMPARE(c.error().code, ExitCode::Usage);
    }

    void saveAndLoadRoundTrip()
    {
        config::SiteConfig c;
        c.setSiteName(QStringLiteral("Branch \"North\""));
        config::DatabaseSection local;
        local.section = QStringLiteral("local");
        local.database = QStringLiteral("north.db");
        c.setLocal(local);
        config::DatabaseSection primary;
        primary.section = QStringLiteral("primary");
        primary.driver = QStringLiteral("postgresql");
        primary.database = QStringLiteral("sales");
        primary.host = QStringLiteral("db.example.com");
        primary.port = 5432;
        primary.schema = QStringLiteral("sales_app");
        primary.options = QStringLiteral("sslmode=verify-full;sslrootcert=/etc/ca.pem");
        primary.passwordSource = config::PasswordSource::Keychain;
        c.setPrimary(primary);
        const QString path = m_dir.filePath(QStringLiteral("saved.ini"));
        QVERIFY(c.save(path).ok());
        auto back = config::SiteConfig::load(path);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error().message));
        QCOMPARE(back.value().siteName(), c.siteName());
        QCOMPARE(back.value().local().database, m_dir.filePath(QStringLiteral("north.db")));
        QCOMPARE(back.value().primary()->options, primary.options);
        QCOMPARE(back.value().primary()->schema, primary.schema);
        QVERIFY(back.value().local().schema.isEmpty());
        QCOMPARE(back.value().primary()->passwordSource, config::PasswordSource::Keychain);
    }

    // [primary] hosts=: the servers of a cluster in the order given, kept
    // through a save (the settings window saves what it loaded).
    void hostsListKeepsItsOrderThroughASave()
    {
        const QString path =
            write(QStringLiteral("cluster.ini"), "[local]\ndatabase=x\n[primary]\ndriver=postgresql\n"
                                                 "database=sales\nhosts=db2:5433, db1 ,[fd00::7]:5432\n");
        auto c = config::SiteConfig::load(path);
        QVERIFY2(c.ok(), c.ok() ? "" : qPrintable(c.error().message));
        const QList<db::Endpoint> nodes = c.value().primary()->nodes;
        QCOMPARE(nodes.size(), 3);
        QCOMPARE(nodes.at(0).host, QStringLiteral("db2"));
        QCOMPARE(nodes.at(0).port, 5433);
        QCOMPARE(nodes.at(1).host, QStringLiteral("db1"));
        QCOMPARE(nodes.at(1).port, 0);
        QCOMPARE(nodes.at(2).host, QStringLiteral("fd00::7"));
        QCOMPARE(nodes.at(2).text(), QStringLiteral("[fd00::7]:5432"));
        QVERIFY(c.value().primary()->host.isEmpty());
        const QString saved = m_dir.filePath(QStringLiteral("cluster-saved.ini"));
        QVERIFY(c.value().save(saved).ok());
        auto back = config::SiteConfig::load(saved);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error().message));
        QCOMPARE(back.value().primary()->nodes, nodes);
    }

    // A key or a section given twice is refused with the file and the line
    // of both: the session would otherwise quietly use one of them.
    void keyOrSectionTwiceIsRefused()
    {
        const QString key = write(QStringLiteral("twice.ini"), "[site]\nname=A\n[local]\ndriver=sqlite\n"
                                                               "database=/tmp/a.db\ndatabase=/tmp/b.db\n");
        auto c = config::SiteConfig::load(key);
        QVERIFY(!c.ok());
        QCOMPARE(c.error().code, ExitCode::Usage);
        QVERIFY2(c.error().message.contains(key) && c.error().message.contains(QStringLiteral("line 6")) &&
                     c.error().message.contains(QStringLiteral("database")) &&
                     c.error().message.contains(QStringLiteral("line 5")),
                 qPrintable(c.error().message));
        const QString section = write(QStringLiteral("sections.ini"), "[local]\ndatabase=/tmp/a.db\n[site]\nname=A\n"
                                                                      "[local]\ndatabase=/tmp/b.db\n");
        c = config::SiteConfig::load(section);
        QVERIFY(!c.ok());
        QVERIFY2(c.error().message.contains(QStringLiteral("line 5")) &&
                     c.error().message.contains(QStringLiteral("[local]")),
                 qPrintable(c.error().message));
        const QString stray = write(QStringLiteral("stray.ini"), "[local]\ndatabase=/tmp/a.db\nthis is no key\n");
        c = config::SiteConfig::load(stray);
        QVERIFY(!c.ok());
        QVERIFY2(c.error().message.contains(QStringLiteral("line 3")), qPrintable(c.error().message));
    }

    // Values as written: commas, quotes, semicolons, non-ASCII text, and
    // the same after a save; also what the earlier QSettings writer wrote.
    void valuesAreTakenAsWritten()
    {
        const QString path =
            write(QStringLiteral("values.ini"), "[site]\nname=Smith, Jones & Co\n[local]\ndatabase=/tmp/a.db\n");
        auto c = config::SiteConfig::load(path);
        QVERIFY2(c.ok(), c.ok() ? "" : qPrintable(c.error().message));
        QCOMPARE(c.value().siteName(), QStringLiteral("Smith, Jones & Co"));
        const QStringList names{QStringLiteral("Smith, Jones & Co"),
                                QStringLiteral("\"Quoted\" name"),
                                QStringLiteral("Zürich ; Genève, Ü \\ back"),
                                QStringLiteral("#1 team"),
                                QStringLiteral("a;b"),
                                QStringLiteral("東京支店")};
        for (const QString &name : names) {
            config::SiteConfig written = c.value();
            written.setSiteName(name);
            const QString saved = m_dir.filePath(QStringLiteral("saved.ini"));
            QVERIFY(written.save(saved).ok());
            auto back = config::SiteConfig::load(saved);
            QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error().message));
            QCOMPARE(back.value().siteName(), name);
        }
        // A file an earlier version wrote (QSettings quotes a value with a
        // comma and escapes quotes).
        const QString old = write(QStringLiteral("old.ini"), "[site]\nname=\"Smith, Jones & Co \\\"the best\\\"\"\n"
                                                             "[local]\ndatabase=/tmp/a.db\n");
        c = config::SiteConfig::load(old);
        QVERIFY2(c.ok(), c.ok() ? "" : qPrintable(c.error().message));
        QCOMPARE(c.value().siteName(), QStringLiteral("Smith, Jones & Co \"the best\""));
    }

    // [primary] that names [local]'s own database would replicate a
    // database with itself.
    void primaryThatIsTheLocalDatabaseIsRefused()
    {
        const QString file = m_dir.filePath(QStringLiteral("same.db"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        QVERIFY(QFile::link(file, m_dir.filePath(QStringLiteral("link.db"))));
        for (const QString &other : {file, m_dir.filePath(QStringLiteral("link.db"))}) {
            const QString path =
                write(QStringLiteral("same.ini"),
                      QStringLiteral("[local]\ndatabase=%1\n[primary]\ndatabase=%2\n").arg(file, other).toUtf8());
            auto c = config::SiteConfig::load(path);
            QVERIFY(!c.ok());
            QCOMPARE(c.error().code, ExitCode::Usage);
            QVERIFY2(c.error().message.contains(QStringLiteral("[primary]")), qPrintable(c.error().message));
        }
        const QString servers =
            write(QStringLiteral("servers.ini"), "[local]\ndriver=postgresql\nhost=db.example.com\ndatabase=sales\n"
                                                 "[primary]\ndriver=postgresql\nhost=DB.example.com\nport=5432\n"
                                                 "database=sales\n");
        QVERIFY(!config::SiteConfig::load(servers).ok());
    }
};

QTEST_GUILESS_MAIN(TestSiteConfig)
#include "test_siteconfig.moc"
