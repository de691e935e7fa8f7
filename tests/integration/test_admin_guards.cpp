// Administration that cannot hurt (docs/CLI.md): each command refuses what
// cannot work, with the exit code of docs/CLI.md, and changes nothing it was
// not asked to. Tried on the demo's SQLite sites, as an administrator would.
#include "cli.h"

#include "db/database.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

using namespace jgr;

class TestAdminGuards : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;

    QString ini(const QString &name) const { return m_demo + QLatin1Char('/') + name + QStringLiteral(".ini"); }
    QString file(const QString &name) const { return m_demo + QLatin1Char('/') + name; }

    static std::unique_ptr<db::Database> open(const QString &path)
    {
        db::ConnectionParams p;
        p.driver = QStringLiteral("sqlite");
        p.database = path;
        auto opened = db::Database::open(p, QStringLiteral("local"));
        return opened ? std::move(opened).value() : nullptr;
    }

    static QVariant scalar(const QString &dbFile, const QString &sql, const QVariantList &binds = {})
    {
        auto db = open(dbFile);
        return db ? db->scalar(sql, binds).value() : QVariant();
    }

    test::CliRun cli(const QString &site, QStringList arguments) const
    {
        arguments.prepend(ini(site));
        arguments.prepend(QStringLiteral("--config"));
        return test::runCli(arguments);
    }

    QString writeIni(const QString &name, const QString &text) const
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(text.toUtf8());
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(QStringLiteral("demo"));
        const auto built = test::runCli({QStringLiteral("demo"), QStringLiteral("--dir"), m_demo});
        QVERIFY2(built.exitCode == 0, qPrintable(built.err));
    }

    // add-table on a table that replicates changes only what it is given.
    void addTableKeepsWhatIsNotGiven()
    {
        QCOMPARE(cli(QStringLiteral("primary"),
                     {QStringLiteral("add-table"), QStringLiteral("customers"), QStringLiteral("--type"),
                      QStringLiteral("D"), QStringLiteral("--no-blank-fill")})
                     .exitCode,
                 0);
        QCOMPARE(
            cli(QStringLiteral("primary"), {QStringLiteral("suspend-table"), QStringLiteral("customers")}).exitCode, 0);
        const auto changed = cli(QStringLiteral("primary"), {QStringLiteral("add-table"), QStringLiteral("customers"),
                                                             QStringLiteral("--order"), QStringLiteral("15")});
        QVERIFY2(changed.exitCode == 0, qPrintable(changed.err));
        const QString primary = file(QStringLiteral("primary.db"));
        const QString where = QStringLiteral(" FROM jgreplicate WHERE flag = 'T' AND table_name = 'customers'");
        QCOMPARE(scalar(primary, QStringLiteral("SELECT replication_type") + where).toString(), QStringLiteral("D"));
        QCOMPARE(scalar(primary, QStringLiteral("SELECT allow_blank_fill") + where).toString(), QStringLiteral("N"));
        QCOMPARE(scalar(primary, QStringLiteral("SELECT process") + where).toString(), QStringLiteral("N"));
        QCOMPARE(scalar(primary, QStringLiteral("SELECT table_order") + where).toInt(), 15);
        // It says the whole configuration, not only what changed.
        QVERIFY2(changed.err.contains(QStringLiteral("download only")) && changed.err.contains(QStringLiteral("15")) &&
                     changed.err.contains(QStringLiteral("not allowed")) &&
                     changed.err.contains(QStringLiteral("suspended")),
                 qPrintable(changed.err));
        // Out of range, and both blank-fill options at once: refused.
        QCOMPARE(cli(QStringLiteral("primary"), {QStringLiteral("add-table"), QStringLiteral("customers"),
                                                 QStringLiteral("--order"), QStringLiteral("-1")})
                     .exitCode,
                 2);
        QCOMPARE(cli(QStringLiteral("primary"), {QStringLiteral("add-table"), QStringLiteral("customers"),
                                                 QStringLiteral("--blank-fill"), QStringLiteral("--no-blank-fill")})
                     .exitCode,
                 2);
        // Back as it was for the tests below.
        QCOMPARE(
            cli(QStringLiteral("primary"),
                {QStringLiteral("add-table"), QStringLiteral("customers"), QStringLiteral("--type"),
                 QStringLiteral("F"), QStringLiteral("--blank-fill"), QStringLiteral("--order"), QStringLiteral("10")})
                .exitCode,
            0);
        QCOMPARE(cli(QStringLiteral("primary"), {QStringLiteral("resume-table"), QStringLiteral("customers")}).exitCode,
                 0);
        QCOMPARE(scalar(primary, QStringLiteral("SELECT process") + where).toString(), QStringLiteral("Y"));
    }

    // A reference to a table that is not prepared is refused before any
    // site sees the table: no session could ever resolve it.
    void addTableRefusesAReferenceToAnUnpreparedTable()
    {
        const QString primary = file(QStringLiteral("primary.db"));
        auto db = open(primary);
        QVERIFY(db);
        QVERIFY(db->run(QStringLiteral("CREATE TABLE visits (visit_id INTEGER PRIMARY KEY, place_id INTEGER)")).ok());
        db.reset();
        QCOMPARE(cli(QStringLiteral("primary"), {QStringLiteral("prepare-table"), QStringLiteral("visits"),
                                                 QStringLiteral("--reference"), QStringLiteral("place_id=places")})
                     .exitCode,
                 0);
        const auto refused = cli(QStringLiteral("primary"), {QStringLiteral("add-table"), QStringLiteral("visits")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("references table \"places\", which is not prepared")) &&
                     refused.err.contains(QStringLiteral("prepare-table places")),
                 qPrintable(refused.err));
        QCOMPARE(scalar(primary, QStringLiteral("SELECT COUNT(*) FROM jgreplicate WHERE flag = 'T' AND "
                                                "table_name = 'visits'"))
                     .toInt(),
                 0);
        // Prepared again without the reference, it is taken.
        QCOMPARE(cli(QStringLiteral("primary"), {QStringLiteral("prepare-table"), QStringLiteral("visits")}).exitCode,
                 0);
        QCOMPARE(cli(QStringLiteral("primary"), {QStringLiteral("add-table"), QStringLiteral("visits")}).exitCode, 0);
    }

    // A row handed to a site that does not exist would be orphaned.
    void setOwnerOnlyToAKnownSite()
    {
        const QString site2 = file(QStringLiteral("site2.db"));
        auto db = open(site2);
        QVERIFY(db && db->run(QStringLiteral("INSERT INTO customers (name) VALUES ('Handed around')")).ok());
        db.reset();
        QCOMPARE(cli(QStringLiteral("site2"), {QStringLiteral("replicate")}).exitCode, 0);
        const QString uid =
            scalar(site2, QStringLiteral("SELECT jg_unique_id FROM customers WHERE name = 'Handed around'")).toString();
        const auto orphan = cli(QStringLiteral("site2"),
                                {QStringLiteral("set-owner"), QStringLiteral("customers"), uid, QStringLiteral("999")});
        QCOMPARE(orphan.exitCode, 2);
        QVERIFY2(orphan.err.contains(QStringLiteral("999")), qPrintable(orphan.err));
        QCOMPARE(scalar(site2, QStringLiteral("SELECT jg_owner FROM customers WHERE jg_unique_id = ?"), {uid}).toInt(),
                 2);
        // On the primary too.
        QCOMPARE(cli(QStringLiteral("primary"),
                     {QStringLiteral("set-owner"), QStringLiteral("customers"), uid, QStringLiteral("999")})
                     .exitCode,
                 2);
        // Site 3 exists: the row goes to it.
        const auto handed = cli(QStringLiteral("site2"),
                                {QStringLiteral("set-owner"), QStringLiteral("customers"), uid, QStringLiteral("3")});
        QVERIFY2(handed.exitCode == 0, qPrintable(handed.err));
        QCOMPARE(scalar(site2, QStringLiteral("SELECT jg_owner FROM customers WHERE jg_unique_id = ?"), {uid}).toInt(),
                 3);
        QCOMPARE(cli(QStringLiteral("site2"), {QStringLiteral("replicate")}).exitCode, 0);
    }

    // A column name no statement can carry would stop every site's session.
    void prepareTableRefusesUnusableColumnNames()
    {
        const QString primary = file(QStringLiteral("primary.db"));
        auto db = open(primary);
        QVERIFY(db && db->run(QStringLiteral("CREATE TABLE oddcols (id INTEGER PRIMARY KEY, \"col; x\" TEXT)")).ok());
        db.reset();
        const auto prepared =
            cli(QStringLiteral("primary"), {QStringLiteral("prepare-table"), QStringLiteral("oddcols")});
        QCOMPARE(prepared.exitCode, 2);
        QVERIFY2(prepared.err.contains(QStringLiteral("col; x")), qPrintable(prepared.err));
        QCOMPARE(
            scalar(primary, QStringLiteral("SELECT COUNT(*) FROM jg_data_dict WHERE table_name = 'oddcols'")).toInt(),
            0);
        QCOMPARE(cli(QStringLiteral("primary"), {QStringLiteral("add-table"), QStringLiteral("oddcols")}).exitCode, 2);
        QCOMPARE(cli(QStringLiteral("site3"), {QStringLiteral("replicate")}).exitCode, 0);
    }

    // A typo in a SQLite path is not a new database.
    void missingSqliteFilesAreNotCreated()
    {
        const QString missingLocal = m_dir.filePath(QStringLiteral("typo/site.db"));
        const QString missingPrimary = m_dir.filePath(QStringLiteral("primray.db"));
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("typo"))));
        const QString localTypo =
            writeIni(QStringLiteral("localtypo.ini"),
                     QStringLiteral("[site]\nname=Typo\n[local]\ndriver=sqlite\ndatabase=%1\n[primary]\ndriver=sqlite\n"
                                    "database=%2\n")
                         .arg(missingLocal, file(QStringLiteral("primary.db"))));
        for (const QString &command : {QStringLiteral("replicate"), QStringLiteral("status"),
                                       QStringLiteral("prepare-table"), QStringLiteral("compare")}) {
            QStringList arguments{QStringLiteral("--config"), localTypo, command};
            if (command == QLatin1String("prepare-table"))
                arguments << QStringLiteral("customers");
            const auto run = test::runCli(arguments);
            QVERIFY2(run.exitCode == 3, qPrintable(command + QStringLiteral(": ") + run.err));
            QVERIFY2(run.err.contains(missingLocal), qPrintable(run.err));
            QVERIFY2(!QFile::exists(missingLocal), qPrintable(command));
        }
        // The primary's path: exit 3 as well, and no empty file.
        const QString primaryTypo =
            writeIni(QStringLiteral("primarytypo.ini"),
                     QStringLiteral("[site]\nname=Typo\n[local]\ndriver=sqlite\ndatabase=%1\n[primary]\ndriver=sqlite\n"
                                    "database=%2\n")
                         .arg(file(QStringLiteral("site3.db")), missingPrimary));
        const auto run = test::runCli({QStringLiteral("--config"), primaryTypo, QStringLiteral("replicate")});
        QCOMPARE(run.exitCode, 3);
        QVERIFY2(run.err.contains(missingPrimary), qPrintable(run.err));
        QVERIFY(!QFile::exists(missingPrimary));
        // join is a command that makes the database.
        const auto joined = test::runCli({QStringLiteral("--config"), localTypo, QStringLiteral("join")});
        QVERIFY2(joined.exitCode == 0, qPrintable(joined.err));
        QVERIFY(QFile::exists(missingLocal));
    }

    // A site that prepares its tables before it joins.
    void prepareTableBeforeJoin()
    {
        const QString path = m_dir.filePath(QStringLiteral("early.db"));
        auto db = open(path);
        QVERIFY(db && db->run(QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")).ok());
        db.reset();
        const QString early =
            writeIni(QStringLiteral("early.ini"),
                     QStringLiteral("[site]\nname=Early\n[local]\ndriver=sqlite\ndatabase=%1\n").arg(path));
        const auto run =
            test::runCli({QStringLiteral("--config"), early, QStringLiteral("prepare-table"), QStringLiteral("notes")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM jg_data_dict WHERE table_name = 'notes'")).toInt() >
                     0,
                 true);
    }

    void compareNamesAnUnknownTable()
    {
        const auto run = cli(QStringLiteral("site3"),
                             {QStringLiteral("compare"), QStringLiteral("--table"), QStringLiteral("nosuch")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("nosuch")) && run.err.contains(QStringLiteral("does not replicate")),
                 qPrintable(run.err));
    }

    void batchSizeHasARange()
    {
        for (const QString &n :
             {QStringLiteral("0"), QStringLiteral("-5"), QStringLiteral("many"), QStringLiteral("100001")}) {
            const auto run =
                cli(QStringLiteral("site3"), {QStringLiteral("replicate"), QStringLiteral("--batch-size"), n});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(QStringLiteral("--batch-size")), qPrintable(run.err));
        }
        QCOMPARE(cli(QStringLiteral("site3"),
                     {QStringLiteral("replicate"), QStringLiteral("--batch-size"), QStringLiteral("1")})
                     .exitCode,
                 0);
    }

    // Another program holding the site's SQLite file locked: busy, not broken.
    void heldSqliteLockIsBusy()
    {
        auto holder = open(file(QStringLiteral("site3.db")));
        QVERIFY(holder && holder->run(QStringLiteral("BEGIN IMMEDIATE")).ok());
        QVERIFY(holder->run(QStringLiteral("UPDATE customers SET name = name")).ok());
        const auto run = cli(QStringLiteral("site3"), {QStringLiteral("replicate")});
        QVERIFY(holder->run(QStringLiteral("ROLLBACK")).ok());
        QVERIFY2(run.exitCode == 4, qPrintable(QString::number(run.exitCode) + QStringLiteral(": ") + run.err));
        QVERIFY2(run.err.contains(QStringLiteral("lock")), qPrintable(run.err));
        QCOMPARE(cli(QStringLiteral("site3"), {QStringLiteral("replicate")}).exitCode, 0);
    }

    // Data scrambled at a site behind replication's back (a script that
    // wrote as replication does, so its stamps were kept) comes back from
    // the primary after resync.
    void resyncTakesATableAgain()
    {
        const QString site3 = file(QStringLiteral("site3.db"));
        auto db = open(site3);
        QVERIFY(db && db->runAll({QStringLiteral("BEGIN IMMEDIATE"), db->dialect().markTransaction(),
                                  QStringLiteral("UPDATE customers SET name = 'scrambled', lastchangeddate = "
                                                 "'1999-01-01 00:00:00.000' WHERE jg_owner = 1"),
                                  db->dialect().unmarkTransaction(), QStringLiteral("COMMIT")})
                          .ok());
        db.reset();
        QCOMPARE(cli(QStringLiteral("site3"), {QStringLiteral("replicate")}).exitCode, 0);
        QCOMPARE(cli(QStringLiteral("site3"), {QStringLiteral("compare")}).exitCode, 1); // replication cannot see it
        const auto resynced = cli(QStringLiteral("site3"),
                                  {QStringLiteral("resync"), QStringLiteral("--table"), QStringLiteral("customers")});
        QVERIFY2(resynced.exitCode == 0, qPrintable(resynced.err));
        QCOMPARE(cli(QStringLiteral("site3"), {QStringLiteral("replicate")}).exitCode, 0);
        const auto compared = cli(QStringLiteral("site3"), {QStringLiteral("compare")});
        QVERIFY2(compared.exitCode == 0, qPrintable(compared.out));
        QCOMPARE(scalar(site3, QStringLiteral("SELECT COUNT(*) FROM customers WHERE name = 'scrambled'")).toInt(), 0);
        QCOMPARE(cli(QStringLiteral("site3"),
                     {QStringLiteral("resync"), QStringLiteral("--table"), QStringLiteral("nosuch")})
                     .exitCode,
                 2);
    }

    // A standby downloads everything and never sends; one per primary.
    void standbyOnlyDownloads()
    {
        const QString standbyIni = writeIni(
            QStringLiteral("standby.ini"),
            QStringLiteral("[site]\nname=Standby\n[local]\ndriver=sqlite\ndatabase=%1\n[primary]\ndriver=sqlite\n"
                           "database=%2\n")
                .arg(m_dir.filePath(QStringLiteral("standby.db")), file(QStringLiteral("primary.db"))));
        const auto made = test::runCli({QStringLiteral("--config"), standbyIni, QStringLiteral("init-standby")});
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        QCOMPARE(made.out.trimmed(), QStringLiteral("-99"));
        QCOMPARE(test::runCli({QStringLiteral("--config"), standbyIni, QStringLiteral("replicate")}).exitCode, 0);
        const QString standby = m_dir.filePath(QStringLiteral("standby.db"));
        const QString primary = file(QStringLiteral("primary.db"));
        QCOMPARE(scalar(standby, QStringLiteral("SELECT COUNT(*) FROM customers")).toInt(),
                 scalar(primary, QStringLiteral("SELECT COUNT(*) FROM customers")).toInt());
        auto db = open(standby);
        QVERIFY(db && db->run(QStringLiteral("INSERT INTO customers (name) VALUES ('written at the standby')")).ok());
        db.reset();
        QCOMPARE(test::runCli({QStringLiteral("--config"), standbyIni, QStringLiteral("replicate")}).exitCode, 0);
        QCOMPARE(scalar(primary, QStringLiteral("SELECT COUNT(*) FROM customers WHERE name = 'written at the standby'"))
                     .toInt(),
                 0);
        const QString secondIni = writeIni(
            QStringLiteral("standby2.ini"),
            QStringLiteral("[site]\nname=Standby 2\n[local]\ndriver=sqlite\ndatabase=%1\n[primary]\ndriver=sqlite\n"
                           "database=%2\n")
                .arg(m_dir.filePath(QStringLiteral("standby2.db")), primary));
        const auto second = test::runCli({QStringLiteral("--config"), secondIni, QStringLiteral("init-standby")});
        QCOMPARE(second.exitCode, 2);
        QVERIFY2(second.err.contains(QStringLiteral("standby already")), qPrintable(second.err));
    }

    // The master is lost: the standby is promoted, the two sites move to it,
    // and what they had sent only to the old master, or not at all, arrives
    // once.
    void lostMasterIsReplacedByTheStandby()
    {
        const QString promo = m_dir.filePath(QStringLiteral("promo"));
        QCOMPARE(test::runCli({QStringLiteral("demo"), QStringLiteral("--dir"), promo}).exitCode, 0);
        const QString primaryDb = promo + QStringLiteral("/primary.db");
        const QString standbyDb = promo + QStringLiteral("/standby.db");
        const auto siteIni = [&](const QString &name, const QString &local, const QString &primary) {
            QString text = QStringLiteral("[site]\nname=%1\n[local]\ndriver=sqlite\ndatabase=%2\n").arg(name, local);
            if (!primary.isEmpty())
                text += QStringLiteral("[primary]\ndriver=sqlite\ndatabase=%1\n").arg(primary);
            return writeIni(name + QStringLiteral(".ini"), text);
        };
        const auto run = [](const QString &ini, const QString &command) {
            const auto r = test::runCli({QStringLiteral("--config"), ini, command});
            return r.exitCode == 0 ? QString() : command + QStringLiteral(": ") + r.err;
        };
        const QString standbyIni = siteIni(QStringLiteral("promo-standby"), standbyDb, primaryDb);
        QCOMPARE(run(standbyIni, QStringLiteral("init-standby")), QString());
        QCOMPARE(run(standbyIni, QStringLiteral("replicate")), QString());

        // Site 2 sends a row to the master only; site 3 has one it never sent.
        auto db = open(promo + QStringLiteral("/site2.db"));
        QVERIFY(db && db->run(QStringLiteral("INSERT INTO customers (name) VALUES ('sent before the loss')")).ok());
        db.reset();
        QCOMPARE(run(promo + QStringLiteral("/site2.ini"), QStringLiteral("replicate")), QString());
        db = open(promo + QStringLiteral("/site3.db"));
        QVERIFY(db && db->run(QStringLiteral("INSERT INTO customers (name) VALUES ('never sent')")).ok());
        db.reset();

        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(primaryDb + suffix);
        const auto promoted = test::runCli({QStringLiteral("--config"), standbyIni, QStringLiteral("promote")});
        QVERIFY2(promoted.exitCode == 0, qPrintable(promoted.err));
        // Numbers go on above the old master's (it had handed out 2 and 3).
        QCOMPARE(scalar(standbyDb, QStringLiteral("SELECT site_number FROM jgreplicate WHERE flag = 'M'")).toInt(), 4);
        // An S record for each site that owns rows of it (here the old master).
        QCOMPARE(
            scalar(standbyDb, QStringLiteral("SELECT COUNT(*) FROM jgreplicate WHERE flag = 'S' AND site_number = 1"))
                .toInt(),
            1);
        QCOMPARE(test::runCli({QStringLiteral("--config"), standbyIni, QStringLiteral("promote")}).exitCode, 2);

        for (int n : {2, 3}) {
            const QString ini =
                siteIni(QStringLiteral("promo-site%1").arg(n), promo + QStringLiteral("/site%1.db").arg(n), standbyDb);
            QCOMPARE(test::runCli({QStringLiteral("--config"), ini, QStringLiteral("replicate")}).exitCode, 5);
            QCOMPARE(run(ini, QStringLiteral("move-to-primary")), QString());
            QCOMPARE(run(ini, QStringLiteral("replicate")), QString());
        }
        for (int n : {2, 3}) {
            const QString ini = m_dir.filePath(QStringLiteral("promo-site%1.ini").arg(n));
            QCOMPARE(run(ini, QStringLiteral("replicate")), QString());
            const auto compared = test::runCli({QStringLiteral("--config"), ini, QStringLiteral("compare")});
            QVERIFY2(compared.exitCode == 0, qPrintable(compared.out + compared.err));
        }
        QCOMPARE(scalar(standbyDb,
                        QStringLiteral("SELECT COUNT(*) FROM jgreplicate WHERE flag = 'S' AND site_number IN (2, 3)"))
                     .toInt(),
                 2);
        for (const QString &name : {QStringLiteral("sent before the loss"), QStringLiteral("never sent")})
            QCOMPARE(scalar(standbyDb, QStringLiteral("SELECT COUNT(*) FROM customers WHERE name = ?"), {name}).toInt(),
                     1);
        // A new site gets the next number.
        const QString newcomer =
            siteIni(QStringLiteral("promo-new"), m_dir.filePath(QStringLiteral("promo-new.db")), standbyDb);
        const auto joined = test::runCli({QStringLiteral("--config"), newcomer, QStringLiteral("join")});
        QVERIFY2(joined.exitCode == 0, qPrintable(joined.err));
        QCOMPARE(joined.out.trimmed(), QStringLiteral("5"));
    }

    // The session lock belongs to the database, however the INI names it.
    void sessionLockSeesThroughSymlinks()
    {
        const QString link = m_dir.filePath(QStringLiteral("site2-link.db"));
        QVERIFY(QFile::link(file(QStringLiteral("site2.db")), link));
        const QString viaLink = writeIni(
            QStringLiteral("vialink.ini"),
            QStringLiteral("[site]\nname=Site 2\n[local]\ndriver=sqlite\ndatabase=%1\n[primary]\ndriver=sqlite\n"
                           "database=%2\n")
                .arg(link, file(QStringLiteral("primary.db"))));
        // A session through the real path holds the lock (as its process would).
        const QByteArray lockFile = QFile::encodeName(file(QStringLiteral("site2.db")) + QStringLiteral("-jgrsession"));
        const int fd = ::open(lockFile.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        QVERIFY(fd >= 0);
        QCOMPARE(::flock(fd, LOCK_EX | LOCK_NB), 0);
        const auto run = test::runCli({QStringLiteral("--config"), viaLink, QStringLiteral("replicate")});
        ::close(fd);
        QVERIFY2(run.exitCode == 4, qPrintable(QString::number(run.exitCode) + QStringLiteral(": ") + run.err));
        QCOMPARE(test::runCli({QStringLiteral("--config"), viaLink, QStringLiteral("replicate")}).exitCode, 0);
    }

    // The INI files of a demo made in a relative folder work from anywhere.
    void demoInARelativeFolder()
    {
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(m_dir.path()));
        const auto built = test::runCli({QStringLiteral("demo"), QStringLiteral("--dir"), QStringLiteral("rel")});
        QDir::setCurrent(before);
        QVERIFY2(built.exitCode == 0, qPrintable(built.err));
        const auto run = test::runCli(
            {QStringLiteral("--config"), m_dir.filePath(QStringLiteral("rel/site2.ini")), QStringLiteral("replicate")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }

    // A primary recreated under the same name (its file lost) is another
    // primary: its old sites stop instead of registering again.
    void recreatedPrimaryStopsItsSites()
    {
        const QString rel = m_dir.filePath(QStringLiteral("rel"));
        QVERIFY(QFile::remove(rel + QStringLiteral("/primary.db")));
        const auto made = test::runCli({QStringLiteral("--config"), rel + QStringLiteral("/primary.ini"),
                                        QStringLiteral("init-primary"), QStringLiteral("--site-name"),
                                        QStringLiteral("Head office")});
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        const auto run =
            test::runCli({QStringLiteral("--config"), rel + QStringLiteral("/site2.ini"), QStringLiteral("replicate")});
        QCOMPARE(run.exitCode, 5);
        QVERIFY2(run.err.contains(QStringLiteral("move-to-primary")), qPrintable(run.err));
        QCOMPARE(scalar(rel + QStringLiteral("/primary.db"),
                        QStringLiteral("SELECT COUNT(*) FROM jgreplicate WHERE flag = 'S'"))
                     .toInt(),
                 0);

        // Its tables, loaded again, hold site 2's rows: a new site does not
        // get number 2.
        auto primary = open(rel + QStringLiteral("/primary.db"));
        QVERIFY(primary && primary->run(QStringLiteral("CREATE TABLE parts (id INTEGER PRIMARY KEY, name TEXT)")).ok());
        primary.reset();
        const QString primaryIni = rel + QStringLiteral("/primary.ini");
        QCOMPARE(test::runCli(
                     {QStringLiteral("--config"), primaryIni, QStringLiteral("prepare-table"), QStringLiteral("parts")})
                     .exitCode,
                 0);
        QCOMPARE(
            test::runCli({QStringLiteral("--config"), primaryIni, QStringLiteral("add-table"), QStringLiteral("parts")})
                .exitCode,
            0);
        primary = open(rel + QStringLiteral("/primary.db"));
        QVERIFY(primary
                    ->run(QStringLiteral("INSERT INTO parts (id, name, jg_unique_id, jg_owner) VALUES "
                                         "(1, 'made at site 2', 20000000010, 2)"))
                    .ok());
        primary.reset();
        const QString newcomer = writeIni(
            QStringLiteral("newcomer.ini"),
            QStringLiteral("[site]\nname=Newcomer\n[local]\ndriver=sqlite\ndatabase=%1\n[primary]\ndriver=sqlite\n"
                           "database=%2\n")
                .arg(m_dir.filePath(QStringLiteral("newcomer.db")), rel + QStringLiteral("/primary.db")));
        const auto joined = test::runCli({QStringLiteral("--config"), newcomer, QStringLiteral("join")});
        QVERIFY2(joined.exitCode == 0, qPrintable(joined.err));
        QCOMPARE(joined.out.trimmed(), QStringLiteral("3"));
    }
};

QTEST_GUILESS_MAIN(TestAdminGuards)
#include "test_admin_guards.moc"
