// The id space (docs/SCHEMA.md, The id space): a row id outside 0…999,999,999
// never takes an id in another site's range, prepare-table refuses such a
// key and offers a surrogate row id, and site numbers stop where ids would
// overflow 64 bits.
#include "cli.h"
#include "cluster.h"
#include "scenario.h"

#include "common/idspace.h"
#include "control/controlrepository.h"
#include "control/tablepreparer.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {
const QString kNotes = QStringLiteral("notes");

QString body(db::Database &db, qint64 rowId)
{
    return db.scalar(QStringLiteral("SELECT body FROM notes WHERE note_id = ?"), {rowId}).value().toString();
}

qint64 uniqueIdOf(db::Database &db, qint64 rowId)
{
    return db.scalar(QStringLiteral("SELECT jg_unique_id FROM notes WHERE note_id = ?"), {rowId}).value().toLongLong();
}

QStringList errorTexts(db::Database &db)
{
    QStringList texts;
    auto errors = control::ControlRepository(db).select<control::ErrorRecord>(QStringLiteral("1 = 1"), {});
    for (const auto &e : errors.value())
        texts << e.notes;
    return texts;
}

test::CliRun cli(const QString &ini, const QStringList &arguments)
{
    return test::runCli(QStringList{QStringLiteral("--config"), ini} + arguments);
}

void writeIni(const QString &path, const QString &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text.toUtf8());
}
} // namespace

class TestIdSpace : public QObject
{
    Q_OBJECT

private slots:
    void theArithmetic()
    {
        QCOMPARE(idspace::kMaxSiteNumber, 922'337'202);
        QCOMPARE(*idspace::uniqueIdFor(2, 999'999'999), 29'999'999'990LL);
        QVERIFY(!idspace::uniqueIdFor(2, 1'000'000'000));
        QCOMPARE(*idspace::uniqueIdFor(2, 0), 20'000'000'000LL); // an application's rows may start at 0
        QVERIFY(!idspace::uniqueIdFor(2, -5));
        QVERIFY(!idspace::uniqueIdFor(idspace::kMaxSiteNumber + 1, 1));
        // The last id of the last site, with the restored-row digit, fits.
        const qint64 last = *idspace::uniqueIdFor(idspace::kMaxSiteNumber, idspace::kMaxRowId) + 9;
        QVERIFY(last > 0);
        QCOMPARE(idspace::siteOf(last), qint64(idspace::kMaxSiteNumber));
    }

    // The reproduction: site 2's row 1,000,000,004 would have taken
    // 2·10^10 + 10^10 + 40, site 3's row 4, and overwritten it everywhere.
    void rowIdsBeyondTheRangeStayHome_data() { test::addDatabasePairs(); }
    void rowIdsBeyondTheRangeStayHome()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site, site});
        db::Database &two = c.site(0);
        db::Database &three = c.site(1);
        QCOMPARE(c.siteNumber(1), c.siteNumber(0) + 1);
        QVERIFY(Cluster::insert(three, kNotes,
                                {{QStringLiteral("note_id"), 4},
                                 {QStringLiteral("body"), QStringLiteral("site three's row 4")}}) >= 0);
        for (const qint64 id : {999'999'999LL, 1'000'000'000LL, 1'000'000'004LL})
            QVERIFY2(Cluster::insert(two, kNotes,
                                     {{QStringLiteral("note_id"), id},
                                      {QStringLiteral("body"), QStringLiteral("site two's %1").arg(id)}}) >= 0,
                     qPrintable(Cluster::lastError()));
        QVERIFY(REPLICATE_OK(c, 1).ok());
        const auto r = c.replicate(0);
        // The rest of the session goes on, and it says what it held back.
        QCOMPARE(r.exitCode, ExitCode::HeldBack);
        QCOMPARE(r.heldBackRows(), 2);

        // The row at the edge of the range went, under its own id.
        QCOMPARE(uniqueIdOf(two, 999'999'999), *idspace::uniqueIdFor(c.siteNumber(0), 999'999'999));
        QCOMPARE(
            Cluster::row(c.primary(), kNotes, uniqueIdOf(two, 999'999'999)).value(QStringLiteral("body")).toString(),
            QStringLiteral("site two's 999999999"));
        // The two beyond it stayed here, unstamped, with their values.
        QCOMPARE(uniqueIdOf(two, 1'000'000'000), 0);
        QCOMPARE(uniqueIdOf(two, 1'000'000'004), 0);
        QCOMPARE(body(two, 1'000'000'004), QStringLiteral("site two's 1000000004"));
        // Site 3's row 4 is untouched on the primary and at site 3.
        const qint64 threesRow4 = *idspace::uniqueIdFor(c.siteNumber(1), 4);
        QCOMPARE(uniqueIdOf(three, 4), threesRow4);
        QCOMPARE(Cluster::row(c.primary(), kNotes, threesRow4).value(QStringLiteral("body")).toString(),
                 QStringLiteral("site three's row 4"));
        // An E record names the row and says what to do.
        const QString errors = errorTexts(two).join(QLatin1Char('\n'));
        QVERIFY2(errors.contains(QStringLiteral("1000000004")) && errors.contains(QStringLiteral("--surrogate-row-id")),
                 qPrintable(errors));

        // Everything settles: site 3 keeps its row, site 2 gets it too, and
        // site 2's two rows still wait at home.
        QVERIFY(c.replicateUntilQuiet());
        QCOMPARE(body(three, 4), QStringLiteral("site three's row 4"));
        QCOMPARE(Cluster::row(two, kNotes, threesRow4).value(QStringLiteral("body")).toString(),
                 QStringLiteral("site three's row 4"));
        QCOMPARE(body(two, 1'000'000'004), QStringLiteral("site two's 1000000004"));
        QCOMPARE(Cluster::count(c.primary(), kNotes, QStringLiteral("body LIKE 'site two''s 10%'")), 0);
    }

    // prepare-table refuses a key outside the range and offers a surrogate,
    // with which the table replicates, its own key as a plain column.
    void prepareTableOffersASurrogateRowId_data() { test::addAllBackends(); }
    void prepareTableOffersASurrogateRowId()
    {
        QFETCH(Backend, backend);
        JGR_CLUSTER(c, backend, {Backend::Sqlite});
        db::Database &p = c.primary();
        const bool postgres = backend == Backend::Postgres;
        QVERIFY(
            p.run(postgres ? QStringLiteral("CREATE TABLE ledger (id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY "
                                            "KEY, entry varchar(40))")
                  : backend == Backend::MariaDb
                      ? QStringLiteral("CREATE TABLE ledger (id BIGINT AUTO_INCREMENT PRIMARY KEY, entry VARCHAR(40))")
                      : QStringLiteral("CREATE TABLE ledger (id INTEGER PRIMARY KEY, entry TEXT)"))
                .ok());
        for (const qint64 id : {5LL, 1'000'000'000LL, 1'000'000'004LL})
            QVERIFY(p.run(QStringLiteral("INSERT INTO ledger (id, entry) VALUES (?, ?)"),
                          {id, QStringLiteral("entry %1").arg(id)})
                        .ok());
        control::TableRoles roles;
        roles.table = QStringLiteral("ledger");
        roles.rowId.clear();
        const Status refused = control::TablePreparer(p).prepare(roles);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, ExitCode::Usage);
        QVERIFY2(refused.error().message.contains(QStringLiteral("1000000000")) &&
                     refused.error().message.contains(QStringLiteral("--surrogate-row-id")),
                 qPrintable(refused.error().message));

        roles.surrogateRowId = true;
        const Status prepared = control::TablePreparer(p).prepare(roles);
        QVERIFY2(prepared.ok(), qPrintable(prepared ? QString() : prepared.error().message));
        QCOMPARE(p.scalar(QStringLiteral("SELECT MAX(row_id) FROM ledger")).value().toInt(), 3);
        // A new row gets the next number.
        QVERIFY(p.run(QStringLiteral("INSERT INTO ledger (id, entry) VALUES (2000000000, 'later')")).ok());
        QCOMPARE(p.scalar(QStringLiteral("SELECT row_id FROM ledger WHERE id = 2000000000")).value().toInt(), 4);
        const auto added = test::runCli({QStringLiteral("--config"), c.primaryIniPath(), QStringLiteral("add-table"),
                                         QStringLiteral("ledger"), QStringLiteral("--order"), QStringLiteral("50")},
                                        c.primaryCliEnvironment());
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(Cluster::count(c.site(0), QStringLiteral("ledger")), 4);
        QCOMPARE(c.site(0).scalar(QStringLiteral("SELECT entry FROM ledger WHERE id = 1000000004")).value().toString(),
                 QStringLiteral("entry 1000000004"));
        QVERIFY2(c.differences(0).isEmpty(), qPrintable(c.differences(0)));
    }

    // An application that numbers its rows itself (one above the highest,
    // from 0, no default in the database): every site numbers its new rows
    // the same way, so replication does too wherever it inserts (the
    // primary, the sites' tables it made), and references translate.
    void keysTheApplicationNumbersItself_data() { test::addAllBackends(); }
    void keysTheApplicationNumbersItself()
    {
        QFETCH(Backend, backend);
        JGR_CLUSTER(c, backend, test::allBackends());
        const auto run = [](db::Database &db, const QString &sql, const QVariantList &binds = {}) {
            const Status s = db.run(sql, binds);
            if (!s)
                qWarning("%s: %s", qPrintable(sql), qPrintable(s.error().message));
            return s.ok();
        };
        QVERIFY(run(c.primary(),
                    QStringLiteral("CREATE TABLE numbered (num INT NOT NULL PRIMARY KEY, label VARCHAR(40), parent "
                                   "INT, FOREIGN KEY (parent) REFERENCES numbered (num))")));
        for (int n = 0; n < 3; ++n)
            QVERIFY(run(c.primary(), QStringLiteral("INSERT INTO numbered (num, label, parent) VALUES (?, ?, ?)"),
                        {n, QStringLiteral("row %1").arg(n), n == 0 ? QVariant(QMetaType(QMetaType::Int)) : 0}));
        for (const QString &command : {QStringLiteral("prepare-table"), QStringLiteral("add-table")}) {
            const auto r = c.onPrimary({command, QStringLiteral("numbered")});
            QVERIFY2(r.exitCode == 0, qPrintable(r.out));
        }
        QString whole = c.replicateEverySiteWhole();
        QVERIFY2(whole.isEmpty(), qPrintable(whole));
        // Everyone adds a row under the first one, as the application does.
        const auto addAsTheApplication = [&](db::Database &db, const QString &label) {
            const qint64 next = db.scalar(QStringLiteral("SELECT MAX(num) + 1 FROM numbered")).value().toLongLong();
            const qint64 first =
                db.scalar(QStringLiteral("SELECT num FROM numbered WHERE label = 'row 0'")).value().toLongLong();
            return run(db, QStringLiteral("INSERT INTO numbered (num, label, parent) VALUES (?, ?, ?)"),
                       {next, label, first});
        };
        for (int s = 0; s < c.siteCount(); ++s)
            QVERIFY(addAsTheApplication(c.site(s), QStringLiteral("site %1").arg(s)));
        QVERIFY(addAsTheApplication(c.primary(), QStringLiteral("primary")));
        whole = c.replicateEverySiteWhole();
        QVERIFY2(whole.isEmpty(), qPrintable(whole));
        whole = c.replicateEverySiteWhole();
        QVERIFY2(whole.isEmpty(), qPrintable(whole));
        const QString underFirst = QStringLiteral("SELECT COUNT(*) FROM numbered n JOIN numbered p ON p.num = n.parent "
                                                  "WHERE p.label = 'row 0'");
        for (int s = -1; s < c.siteCount(); ++s) {
            db::Database &db = s < 0 ? c.primary() : c.site(s);
            QCOMPARE(Cluster::count(db, QStringLiteral("numbered")), 3 + c.siteCount() + 1);
            QCOMPARE(db.scalar(underFirst).value().toInt(), 2 + c.siteCount() + 1);
            if (s >= 0)
                QVERIFY2(c.differences(s).isEmpty(), qPrintable(c.differences(s)));
        }
        // Each side's new rows follow its highest, whatever it is there.
        QCOMPARE(c.primary().scalar(QStringLiteral("SELECT MIN(num) FROM numbered")).value().toInt(), 0);
    }

    // Site numbers end where ids would overflow 64 bits: init-primary
    // refuses a larger one, and the last number a master hands out works.
    void siteNumbersStopBeforeIdsOverflow()
    {
        QTemporaryDir dir;
        const QString primaryIni = dir.filePath(QStringLiteral("primary.ini"));
        writeIni(primaryIni, QStringLiteral("[site]\nname=Top\n[local]\ndriver=sqlite\ndatabase=primary.db\n"));
        for (const QString &tooLarge :
             {QStringLiteral("922337203"), QStringLiteral("999999999"), QStringLiteral("99999999999")}) {
            const auto r = cli(primaryIni, {QStringLiteral("init-primary"), QStringLiteral("--site-name"),
                                            QStringLiteral("Top"), QStringLiteral("--site-number"), tooLarge});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QStringLiteral("922,337,202")), qPrintable(r.err));
        }
        const auto made =
            cli(primaryIni, {QStringLiteral("init-primary"), QStringLiteral("--site-name"), QStringLiteral("Top"),
                             QStringLiteral("--site-number"), QStringLiteral("922337201")});
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        const auto run = [&](const QString &sql) {
            return QProcess::execute(QStringLiteral("sqlite3"), {dir.filePath(QStringLiteral("primary.db")), sql});
        };
        QCOMPARE(run(QStringLiteral("CREATE TABLE notes (note_id INTEGER PRIMARY KEY, body TEXT)")), 0);
        QVERIFY(cli(primaryIni, {QStringLiteral("prepare-table"), QStringLiteral("notes")}).exitCode == 0);
        QVERIFY(cli(primaryIni, {QStringLiteral("add-table"), QStringLiteral("notes")}).exitCode == 0);

        // The last site number: its highest row id still makes a valid id.
        const QString lastIni = dir.filePath(QStringLiteral("last.ini"));
        writeIni(lastIni, QStringLiteral("[site]\nname=Last\n[local]\ndriver=sqlite\ndatabase=last.db\n"
                                         "[primary]\ndriver=sqlite\ndatabase=primary.db\n"));
        const auto joined = cli(lastIni, {QStringLiteral("join")});
        QVERIFY2(joined.exitCode == 0, qPrintable(joined.err));
        QCOMPARE(joined.out.trimmed(), QStringLiteral("922337202"));
        QVERIFY(cli(lastIni, {QStringLiteral("replicate")}).exitCode == 0);
        QCOMPARE(QProcess::execute(QStringLiteral("sqlite3"),
                                   {dir.filePath(QStringLiteral("last.db")),
                                    QStringLiteral("INSERT INTO notes (note_id, body) VALUES (999999999, 'last')")}),
                 0);
        const auto sent = cli(lastIni, {QStringLiteral("replicate")});
        QVERIFY2(sent.exitCode == 0, qPrintable(sent.err));
        QProcess query;
        query.start(QStringLiteral("sqlite3"), {dir.filePath(QStringLiteral("primary.db")),
                                                QStringLiteral("SELECT jg_unique_id FROM notes WHERE body = 'last'")});
        QVERIFY(query.waitForFinished());
        QCOMPARE(query.readAllStandardOutput().trimmed(), QByteArray("9223372029999999990"));

        // No number is left: the next join is refused, and nothing else changes.
        const QString nextIni = dir.filePath(QStringLiteral("next.ini"));
        writeIni(nextIni, QStringLiteral("[site]\nname=Next\n[local]\ndriver=sqlite\ndatabase=next.db\n"
                                         "[primary]\ndriver=sqlite\ndatabase=primary.db\n"));
        const auto refused = cli(nextIni, {QStringLiteral("join")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("922337203")) &&
                     refused.err.contains(QStringLiteral("922,337,202")),
                 qPrintable(refused.err));
        const auto again = cli(lastIni, {QStringLiteral("replicate")});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    }
};

QTEST_GUILESS_MAIN(TestIdSpace)
#include "test_id_space.moc"
