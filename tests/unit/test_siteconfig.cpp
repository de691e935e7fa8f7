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
};

QTEST_GUILESS_MAIN(TestSiteConfig)
#include "test_siteconfig.moc"
