// Every input checked once, clearly (docs/CLI.md): an INI, a database file
// or a table that replication cannot use as it is gets the exit code of
// docs/CLI.md and a message that says what, where and what to do, and
// nothing is changed or left behind. Each case is a mistake users make.
#include "cli.h"

#include "db/database.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace jgr;

class TestInputChecks : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    QString writeFile(const QString &name, const QByteArray &text) const
    {
        QFile f(path(name));
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(text);
        return path(name);
    }

    // An INI with [local] at `local` and, when given, [primary] at `primary` (SQLite).
    QString siteIni(const QString &name, const QString &siteName, const QString &local,
                    const QString &primary = {}) const
    {
        QString text = QStringLiteral("[site]\nname=%1\n[local]\ndriver=sqlite\ndatabase=%2\n").arg(siteName, local);
        if (!primary.isEmpty())
            text += QStringLiteral("[primary]\ndriver=sqlite\ndatabase=%1\n").arg(primary);
        return writeFile(name, text.toUtf8());
    }

    static test::CliRun cli(const QString &ini, const QStringList &arguments)
    {
        return test::runCli(QStringList{QStringLiteral("--config"), ini} + arguments);
    }

    static std::unique_ptr<db::Database> open(const QString &file)
    {
        db::ConnectionParams p;
        p.driver = QStringLiteral("sqlite");
        p.database = file;
        auto opened = db::Database::open(p, QStringLiteral("local"));
        return opened ? std::move(opened).value() : nullptr;
    }

    QString m_primary; // a master primary with a replicated table `items`

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_primary = path(QStringLiteral("primary.db"));
        const QString ini = siteIni(QStringLiteral("primary.ini"), QStringLiteral("Head office"), m_primary);
        QCOMPARE(
            cli(ini, {QStringLiteral("init-primary"), QStringLiteral("--site-name"), QStringLiteral("Head")}).exitCode,
            0);
        auto db = open(m_primary);
        QVERIFY(db && db->run(QStringLiteral("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)")).ok());
        db.reset();
        QCOMPARE(cli(ini, {QStringLiteral("prepare-table"), QStringLiteral("items")}).exitCode, 0);
        QCOMPARE(cli(ini, {QStringLiteral("add-table"), QStringLiteral("items")}).exitCode, 0);
    }

    // A key given twice: exit 2, with the file and both lines.
    void duplicateKeyInTheIni()
    {
        const QString ini = writeFile(QStringLiteral("twice.ini"), "[local]\ndriver=sqlite\ndatabase=a.db\n"
                                                                   "database=b.db\n");
        const auto r = cli(ini, {QStringLiteral("status")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(ini) && r.err.contains(QStringLiteral("line 4")) &&
                     r.err.contains(QStringLiteral("line 3")),
                 qPrintable(r.err));
    }

    // A site name with a comma (QSettings made it a list, and the name
    // nothing): joined and recorded as written.
    void siteNameWithACommaIsKept()
    {
        const QString name = QStringLiteral("Smith, Jones & Co");
        const QString ini = siteIni(QStringLiteral("comma.ini"), name, path(QStringLiteral("comma.db")), m_primary);
        const auto joined = cli(ini, {QStringLiteral("join")});
        QVERIFY2(joined.exitCode == 0, qPrintable(joined.err));
        QVERIFY2(joined.err.contains(QStringLiteral("\"Smith, Jones & Co\"")), qPrintable(joined.err));
        auto db = open(m_primary);
        QCOMPARE(
            db->scalar(QStringLiteral("SELECT COUNT(*) FROM jgreplicate WHERE flag = 'S' AND site_name = ?"), {name})
                .value()
                .toInt(),
            1);
    }

    // [primary] naming [local]'s own database, or the same file through a
    // symlink: a database would replicate with itself.
    void primaryThatIsTheSiteItself()
    {
        QVERIFY(QFile::link(m_primary, path(QStringLiteral("alias.db"))));
        for (const QString &primary : {m_primary, path(QStringLiteral("alias.db"))}) {
            const QString ini = siteIni(QStringLiteral("self.ini"), QStringLiteral("Self"), m_primary, primary);
            const auto r = cli(ini, {QStringLiteral("replicate")});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QStringLiteral("[primary]")), qPrintable(r.err));
        }
    }

    // A database file with a second name (a hard link): two INIs could run
    // two sessions at once through it, and SQLite keeps a journal per name.
    void databaseWithTwoNames()
    {
        const QString site = path(QStringLiteral("linked.db"));
        const QString ini = siteIni(QStringLiteral("linked.ini"), QStringLiteral("Linked"), site, m_primary);
        QCOMPARE(cli(ini, {QStringLiteral("join")}).exitCode, 0);
        QVERIFY(::link(QFile::encodeName(site).constData(),
                       QFile::encodeName(path(QStringLiteral("other-name.db"))).constData()) == 0);
        const QString other = siteIni(QStringLiteral("other.ini"), QStringLiteral("Other"),
                                      path(QStringLiteral("other-name.db")), m_primary);
        for (const QString &config : {ini, other}) {
            const auto r = cli(config, {QStringLiteral("replicate")});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QStringLiteral("hard links")), qPrintable(r.err));
        }
        QVERIFY(QFile::remove(path(QStringLiteral("other-name.db"))));
        QCOMPARE(cli(ini, {QStringLiteral("replicate")}).exitCode, 0);
    }

    // Files that are not databases: an empty file named as the primary (it
    // stays empty), another kind of file, a file that cannot be written.
    void filesThatAreNotUsableDatabases()
    {
        const QString empty = writeFile(QStringLiteral("empty.db"), {});
        const QString ini =
            siteIni(QStringLiteral("empty.ini"), QStringLiteral("E"), path(QStringLiteral("e-site.db")), empty);
        auto r = cli(ini, {QStringLiteral("join")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(QStringLiteral("empty file")), qPrintable(r.err));
        QCOMPARE(QFileInfo(empty).size(), 0);

        const QString text = writeFile(QStringLiteral("notes.txt"), "these are notes, not a database\n");
        r = cli(siteIni(QStringLiteral("text.ini"), QStringLiteral("T"), text), {QStringLiteral("status")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(QStringLiteral("not a SQLite database")), qPrintable(r.err));

        // Read-only to the user who runs the command (root may write any
        // file, so the command runs as nobody then).
        const QString site = path(QStringLiteral("readonly.db"));
        const QString roIni = siteIni(QStringLiteral("readonly.ini"), QStringLiteral("R"), site, m_primary);
        QCOMPARE(cli(roIni, {QStringLiteral("join")}).exitCode, 0);
        QVERIFY(QFile::setPermissions(site, QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
        QFile::remove(site + QStringLiteral("-shm"));
        QFile::remove(site + QStringLiteral("-wal"));
        QStringList command{QStringLiteral("--config"), roIni, QStringLiteral("replicate")};
        if (::geteuid() == 0) {
            QFile::setPermissions(roIni, QFile::permissions(roIni) | QFileDevice::ReadOther);
            QFile::setPermissions(m_dir.path(), QFile::permissions(m_dir.path()) | QFileDevice::ExeOther |
                                                    QFileDevice::ReadOther | QFileDevice::WriteOther);
            command = QStringList{QStringLiteral("-u"), QStringLiteral("nobody"), QStringLiteral("--"),
                                  qEnvironmentVariable("JGR_CLI")} +
                      command;
        }
        r = ::geteuid() == 0 ? test::runProgram(QStringLiteral("runuser"), command) : test::runCli(command);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(site) && r.err.contains(QStringLiteral("read-only")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(site + QStringLiteral("-shm")));
    }

    // A join the primary refuses leaves no database file behind.
    void refusedJoinCreatesNothing()
    {
        const QString site = path(QStringLiteral("refused.db"));
        const QString ini = siteIni(QStringLiteral("refused.ini"), QStringLiteral("Refused"), site,
                                    path(QStringLiteral("no-primary-here.db")));
        QCOMPARE(cli(ini, {QStringLiteral("join")}).exitCode, 3);
        QVERIFY(!QFileInfo::exists(site));
        // A primary that exists but is not one (no M record).
        auto plain = open(path(QStringLiteral("plain.db")));
        QVERIFY(plain && plain->run(QStringLiteral("CREATE TABLE t (id INTEGER PRIMARY KEY)")).ok());
        plain.reset();
        const QString notPrimary = siteIni(QStringLiteral("not-primary.ini"), QStringLiteral("Refused"), site,
                                           path(QStringLiteral("plain.db")));
        QVERIFY(cli(notPrimary, {QStringLiteral("join")}).exitCode != 0);
        QVERIFY(!QFileInfo::exists(site));
        QVERIFY(!QFileInfo::exists(site + QStringLiteral("-wal")));
    }

    // prepare-table on a table it cannot take changes nothing.
    void prepareTableIsAllOrNothing()
    {
        const QString file = path(QStringLiteral("wr.db"));
        const QString ini = siteIni(QStringLiteral("wr.ini"), QStringLiteral("W"), file);
        QCOMPARE(
            cli(ini, {QStringLiteral("init-primary"), QStringLiteral("--site-name"), QStringLiteral("W")}).exitCode, 0);
        auto db = open(file);
        QVERIFY(db &&
                db->run(QStringLiteral("CREATE TABLE pairs (a TEXT, b TEXT, PRIMARY KEY (a, b)) WITHOUT ROWID")).ok());
        const QString before =
            db->scalar(QStringLiteral("SELECT sql FROM sqlite_master WHERE name = 'pairs'")).value().toString();
        db.reset();
        const auto r = cli(ini, {QStringLiteral("prepare-table"), QStringLiteral("pairs")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("WITHOUT ROWID")) && r.err.contains(QStringLiteral("Nothing was "
                                                                                                  "changed")),
                 qPrintable(r.err));
        db = open(file);
        QCOMPARE(db->scalar(QStringLiteral("SELECT sql FROM sqlite_master WHERE name = 'pairs'")).value().toString(),
                 before);
        QCOMPARE(
            db->scalar(QStringLiteral("SELECT COUNT(*) FROM jg_data_dict WHERE table_name = 'pairs'")).value().toInt(),
            0);
    }

    // SQLite compares table names without case: "Mixed" and "mixed" are
    // one table, and one T record.
    void tableNamesAsTheDatabaseComparesThem()
    {
        const QString ini = path(QStringLiteral("primary.ini"));
        auto db = open(m_primary);
        QVERIFY(db && db->run(QStringLiteral("CREATE TABLE mixed (id INTEGER PRIMARY KEY, v TEXT)")).ok());
        db.reset();
        QCOMPARE(cli(ini, {QStringLiteral("prepare-table"), QStringLiteral("Mixed")}).exitCode, 0);
        QCOMPARE(cli(ini, {QStringLiteral("add-table"), QStringLiteral("Mixed")}).exitCode, 0);
        QCOMPARE(cli(ini, {QStringLiteral("add-table"), QStringLiteral("mixed")}).exitCode, 0);
        db = open(m_primary);
        QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM jgreplicate WHERE flag = 'T' AND table_name LIKE "
                                           "'mixed'"))
                     .value()
                     .toInt(),
                 1);
        QCOMPARE(db->scalar(QStringLiteral(
                                "SELECT table_name FROM jgreplicate WHERE flag = 'T' AND table_name LIKE 'mixed'"))
                     .value()
                     .toString(),
                 QStringLiteral("mixed"));
    }

    // A site's new row is its own, whatever jg_owner its application wrote.
    void aNewRowBelongsToTheSiteThatMadeIt()
    {
        const QString site = path(QStringLiteral("owner.db"));
        const QString ini = siteIni(QStringLiteral("owner.ini"), QStringLiteral("Owner"), site, m_primary);
        QCOMPARE(cli(ini, {QStringLiteral("join")}).exitCode, 0);
        QCOMPARE(cli(ini, {QStringLiteral("replicate")}).exitCode, 0);
        auto db = open(site);
        QVERIFY(db && db->run(QStringLiteral("INSERT INTO items (name, jg_owner) VALUES ('claims site 77', 77)")).ok());
        const int number =
            db->scalar(QStringLiteral("SELECT site_number FROM jgreplicate WHERE flag = 'M'")).value().toInt();
        db.reset();
        QCOMPARE(cli(ini, {QStringLiteral("replicate")}).exitCode, 0);
        auto primary = open(m_primary);
        QCOMPARE(
            primary->scalar(QStringLiteral("SELECT jg_owner FROM items WHERE name = 'claims site 77'")).value().toInt(),
            number);
        QCOMPARE(cli(ini, {QStringLiteral("compare")}).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestInputChecks)
#include "test_input_checks.moc"
