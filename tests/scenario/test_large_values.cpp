// Rows whose values run to megabytes (scanned documents, long notes) travel
// like any other, both ways and on every database pair, whole, and in pages
// that keep a session's (and a comparison's) memory bounded by what a page
// holds, not by a batch of such rows.
#include "cluster.h"
#include "scenario.h"

#include "config/credentials.h"
#include "config/siteconfig.h"
#include "control/siteadmin.h"
#include "control/tablepreparer.h"
#include "db/database.h"
#include "engine/tools/syncpreview.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>

#include <malloc.h>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {
const QString kNotes = QStringLiteral("notes"); // the sample table with a long text column
constexpr int kBatch = 1000;                    // the command line's default batch

// A text of `bytes` ASCII characters that differs from row to row all along
// its length, so that a value cut short or swapped with another shows.
QString largeText(int row, int bytes)
{
    const QString unit = QStringLiteral("row %1 says: the quick brown fox jumps over the lazy dog. ").arg(row);
    QString text;
    text.reserve(bytes);
    while (text.size() < bytes)
        text += unit;
    text.truncate(bytes);
    return text;
}

// Rows numbered `first`, `first` + 2, ... (`count` of them) of `bytes` each
// into the notes of `db`, in one transaction.
bool insertLarge(db::Database &db, int first, int count, int bytes)
{
    if (!db.begin())
        return false;
    for (int i = 0; i < count; ++i)
        if (Cluster::insert(db, kNotes, {{QStringLiteral("body"), largeText(first + 2 * i, bytes)}}) <= 0)
            return false;
    return db.commit().ok();
}

// Bytes of every value 0-255 in an order that differs from row to row.
QByteArray picture(int row, int bytes)
{
    QByteArray data(bytes, Qt::Uninitialized);
    for (int i = 0; i < bytes; ++i)
        data[i] = char((i * 7 + row * 31 + i / 256) & 0xff);
    return data;
}

// The table "photos" (a caption and a picture) on the cluster's primary,
// prepared and replicated.
bool addPhotos(db::Database &primary)
{
    const db::Dialect &d = primary.dialect();
    db::ColumnDef id;
    id.name = QStringLiteral("photo_id");
    id.autoPrimaryKey = true;
    db::ColumnDef caption;
    caption.name = QStringLiteral("caption");
    caption.type = {db::Family::Text, 40, 0};
    db::ColumnDef image;
    image.name = QStringLiteral("picture");
    image.type = {db::Family::Blob, 0, 0};
    if (!primary.run(QStringLiteral("CREATE TABLE photos (%1, %2, %3)")
                         .arg(d.columnDefinition(id), d.columnDefinition(caption), d.columnDefinition(image))))
        return false;
    control::TableRoles roles;
    roles.table = QStringLiteral("photos");
    roles.rowId.clear();
    return control::TablePreparer(primary).prepare(roles).ok() &&
           control::SiteAdmin(primary).addTable(roles.table, {}).ok();
}

// How many rows of `table` in `db` hold exactly `value` in `column`.
int rowsHolding(db::Database &db, const QString &table, const QString &column, const QVariant &value)
{
    auto q = db.exec(QStringLiteral("SELECT COUNT(*) FROM %1 WHERE %2 = ?").arg(table, column), {value});
    if (!q || !q.value().next())
        return -1;
    return q.value().value(0).toInt();
}

// A column of large values: its table, and the value row `row` of `bytes` holds there.
struct LargeColumn
{
    QString table;
    QString column;
    std::function<QVariant(int row, int bytes)> value;
};
const LargeColumn kNoteBodies{kNotes, QStringLiteral("body"),
                              [](int row, int bytes) { return QVariant(largeText(row, bytes)); }};
const LargeColumn kPictures{QStringLiteral("photos"), QStringLiteral("picture"),
                            [](int row, int bytes) { return QVariant(picture(row, bytes)); }};

// One row of each size written from each side (row 2i at the site, 2i + 1
// on the primary), one session in batches of kBatch, then both sides are
// alike and hold every value once.
void exchangeBothWays(Cluster &c, const LargeColumn &large, const QList<int> &sizes)
{
    for (qsizetype i = 0; i < sizes.size(); ++i) {
        for (const int row : {int(i) * 2, int(i) * 2 + 1}) {
            db::Database &db = row % 2 ? c.primary() : c.site(0);
            QVERIFY2(Cluster::insert(db, large.table, {{large.column, large.value(row, sizes.at(i))}}) > 0,
                     qPrintable(Cluster::lastError()));
        }
    }
    const auto r = c.replicate(0, nullptr, nullptr, kBatch);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QVERIFY2(c.differences(0).isEmpty(), qPrintable(c.differences(0)));
    for (qsizetype i = 0; i < sizes.size(); ++i) {
        for (const int row : {int(i) * 2, int(i) * 2 + 1}) {
            const QVariant value = large.value(row, sizes.at(i));
            QCOMPARE(rowsHolding(c.primary(), large.table, large.column, value), 1);
            QCOMPARE(rowsHolding(c.site(0), large.table, large.column, value), 1);
        }
    }
}

// How many notes in `db` are `bytes` long (the texts are ASCII).
int notesOfLength(db::Database &db, int bytes)
{
    const QString length =
        db.dialect().name() == QLatin1String("mariadb") ? QStringLiteral("CHAR_LENGTH") : QStringLiteral("LENGTH");
    auto q = db.exec(QStringLiteral("SELECT COUNT(*) FROM notes WHERE %1(body) = ?").arg(length), {bytes});
    if (!q || !q.value().next())
        return -1;
    return q.value().value(0).toInt();
}

// This process's resident memory in MB: now, or at its peak since
// resetPeakMemory().
double memoryMb(const char *key)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(qstrlen(key)).trimmed().split(' ').first().toDouble() / 1024.0;
    return -1;
}

bool resetPeakMemory()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
}

// Runs `work` and says what it cost: nothing when it took less than
// `limitMb` more resident memory than the process held before it, else how
// much more. Both figures are logged either way.
QString beyondMemory(const QString &what, double limitMb, const std::function<void()> &work)
{
    // Heap that earlier work freed would otherwise count as "before" and
    // hide what this work takes.
    malloc_trim(0);
    const double before = memoryMb("VmRSS:");
    if (!resetPeakMemory())
        return QStringLiteral("cannot reset the peak of resident memory");
    work();
    const double peak = memoryMb("VmHWM:");
    qInfo("%s: %.0f MB before, %.0f MB at the peak", qPrintable(what), before, peak);
    if (peak - before < limitMb)
        return {};
    return QStringLiteral("%1 took %2 MB more").arg(what).arg(peak - before);
}

// What `site`'s next session would do (replicate --dry-run).
engine::PreviewResult previewOf(Cluster &c, int site)
{
    const auto config = config::SiteConfig::load(c.iniPath(site));
    if (!config) {
        engine::PreviewResult failed;
        failed.exitCode = config.error().code;
        failed.message = config.error().message;
        return failed;
    }
    return engine::SyncPreview(config.value(), config::Credentials(config.value())).run();
}
} // namespace

class TestLargeValues : public QObject
{
    Q_OBJECT

private slots:
    // From each side, 40 rows of 512 kB (20 MB: more than MariaDB's default
    // max_allowed_packet of 16 MB) and one row of 6 MB, in one session.
    void megabytesTravelBothWays_data() { test::addDatabasePairs(); }
    void megabytesTravelBothWays()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        QList<int> sizes(40, 512 * 1024);
        sizes << 6 * 1024 * 1024;
        exchangeBothWays(c, kNoteBodies, sizes);
    }

    // Pictures (bytes of every value, binary columns) the same way: 20 of
    // 300 kB and one of 5 MB from each side.
    void picturesTravelBothWays_data() { test::addDatabasePairs(); }
    void picturesTravelBothWays()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_CLUSTER(c, primary, {site});
        QVERIFY2(addPhotos(c.primary()), qPrintable(Cluster::lastError()));
        QVERIFY(REPLICATE_OK(c, 0).ok()); // joins, and makes the table at the site
        QList<int> sizes(20, 300 * 1024);
        sizes << 5 * 1024 * 1024;
        exchangeBothWays(c, kPictures, sizes);
    }

    // 150 rows of 1 MB pushed and 150 pulled in one session with batches of
    // 1,000 rows: a page of 1,000 such rows would hold 300 MB of text (twice
    // that as QStrings), read ahead while the one before is written. Pages
    // follow the rows' size instead, and the session's peak memory stays a
    // fraction of the data it moves.
    void largeRowsKeepMemoryBounded_data() { test::addDatabasePairs(); }
    void largeRowsKeepMemoryBounded()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        constexpr int kRows = 150;
        constexpr int kBytes = 1024 * 1024;
        QVERIFY2(insertLarge(c.site(0), 0, kRows, kBytes), qPrintable(Cluster::lastError()));
        QVERIFY2(insertLarge(c.primary(), 1, kRows, kBytes), qPrintable(Cluster::lastError()));

        engine::SessionResult r;
        const QString cost =
            beyondMemory(QStringLiteral("the session, for %1 MB moved").arg(2 * kRows * kBytes / (1024 * 1024)), 250,
                         [&] { r = c.replicate(0, nullptr, nullptr, kBatch); });
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY2(cost.isEmpty(), qPrintable(cost));

        for (db::Database *db : {&c.primary(), &c.site(0)})
            QCOMPARE(notesOfLength(*db, kBytes), 2 * kRows);
        // Comparing the two sides (the compare command) walks both in pages too.
        QString differences;
        const QString compareCost =
            beyondMemory(QStringLiteral("the comparison"), 250, [&] { differences = c.differences(0); });
        QVERIFY2(differences.isEmpty(), qPrintable(differences));
        QVERIFY2(compareCost.isEmpty(), qPrintable(compareCost));
        for (const int row : {0, 1, 2 * kRows - 2, 2 * kRows - 1})
            for (db::Database *db : {&c.primary(), &c.site(0)})
                QCOMPARE(rowsHolding(*db, kNotes, kNoteBodies.column, largeText(row, kBytes)), 1);
    }

    // A site's user changes the long text of 300 rows that another site owns
    // (one UPDATE, so that every row has the same stamp). Each edit is put
    // back and its refused value kept as a conflict; a session holds those
    // until the table's last local transaction, so past kHeldBytes its push
    // stops reading and the next session goes on from there. Every edit is
    // put back once, every refused value kept once, and memory stays bounded.
    void massOfRefusedEditsKeepsMemoryBounded()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite});
        constexpr int kRows = 300;
        constexpr int kBytes = 256 * 1024;
        QVERIFY2(insertLarge(c.primary(), 1, kRows, kBytes), qPrintable(Cluster::lastError()));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(notesOfLength(c.site(0), kBytes), kRows);
        QVERIFY(c.site(0).run(QStringLiteral("UPDATE notes SET body = body || 'x'")).ok());
        const int edited = Cluster::count(c.site(0), kNotes);

        engine::SessionResult first;
        const QString cost = beyondMemory(QStringLiteral("the first session"), 250,
                                          [&] { first = c.replicate(0, nullptr, nullptr, kBatch); });
        QVERIFY2(first.ok(), qPrintable(first.message));
        QVERIFY2(cost.isEmpty(), qPrintable(cost));
        const int putBack = notesOfLength(c.site(0), kBytes);
        QVERIFY2(putBack > 0 && putBack < kRows,
                 qPrintable(QStringLiteral("%1 edits put back by the first session").arg(putBack)));
        QCOMPARE(Cluster::count(c.site(0), QStringLiteral("jgreplicate"),
                                QStringLiteral("flag = 'E' AND notes LIKE '%go in the next session%'")),
                 1);

        int sessions = 1;
        while (notesOfLength(c.site(0), kBytes) < kRows && sessions < 10) {
            const auto r = c.replicate(0, nullptr, nullptr, kBatch);
            QVERIFY2(r.ok(), qPrintable(r.message));
            ++sessions;
        }
        qInfo("%d sessions put back %d edits", sessions, kRows);
        QCOMPARE(notesOfLength(c.site(0), kBytes), kRows);
        QCOMPARE(notesOfLength(c.primary(), kBytes), kRows);
        QVERIFY2(c.differences(0).isEmpty(), qPrintable(c.differences(0)));
        // One conflict per row edited (the sample's notes too, which the primary owns as well).
        QCOMPARE(Cluster::count(c.site(0), QStringLiteral("jg_conflicts"), QStringLiteral("kind = 'E'")), edited);
        for (const int row : {1, 2 * kRows - 1}) {
            QCOMPARE(rowsHolding(c.site(0), QStringLiteral("jg_conflicts"), QStringLiteral("refused_value"),
                                 QString(largeText(row, kBytes) + QLatin1Char('x'))),
                     1);
        }
    }

    // The same mass of refused edits on rows that a site owns: its conflicts
    // (300 refused and 300 kept values of 256 kB, 300 MB as QStrings) reach
    // that site a page at a time, and only once: later sessions do not read
    // them again, though the primary keeps them until they are purged.
    void conflictsReachTheOwnerOnce()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite, Backend::Sqlite});
        constexpr int kRows = 300;
        constexpr int kBytes = 256 * 1024;
        QVERIFY2(insertLarge(c.site(0), 0, kRows, kBytes), qPrintable(Cluster::lastError()));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QCOMPARE(notesOfLength(c.site(1), kBytes), kRows);
        QVERIFY(c.site(1).run(QStringLiteral("UPDATE notes SET body = body || 'x'")).ok());
        for (int sessions = 0; notesOfLength(c.site(1), kBytes) < kRows && sessions < 10; ++sessions) {
            const auto r = c.replicate(1, nullptr, nullptr, kBatch);
            QVERIFY2(r.ok(), qPrintable(r.message));
        }
        QCOMPARE(notesOfLength(c.site(1), kBytes), kRows);

        for (const char *session : {"delivers them", "has nothing to do"}) {
            engine::SessionResult r;
            const QString cost = beyondMemory(QStringLiteral("the owner's session that %1").arg(QLatin1String(session)),
                                              120, [&] { r = c.replicate(0, nullptr, nullptr, kBatch); });
            QVERIFY2(r.ok(), qPrintable(r.message));
            QVERIFY2(cost.isEmpty(), qPrintable(cost));
            // The site made no edit of its own: each conflict it holds came down once.
            QCOMPARE(Cluster::count(c.site(0), QStringLiteral("jg_conflicts"), QStringLiteral("kind = 'E'")), kRows);
        }
        for (const int row : {0, 2 * kRows - 2})
            QCOMPARE(rowsHolding(c.site(0), QStringLiteral("jg_conflicts"), QStringLiteral("refused_value"),
                                 QString(largeText(row, kBytes) + QLatin1Char('x'))),
                     1);
        QVERIFY2(c.differences(0).isEmpty(), qPrintable(c.differences(0)));
    }

    // Two sites fill the same blank long texts of 600 rows that a third site
    // owns. The second site's pull replaces its fills with the first one's
    // and keeps each of its own as a conflict: 600 refused and 600 kept
    // values of 256 kB, 600 MB as QStrings. They are recorded with each batch,
    // so the session's memory follows a page, not the window.
    void overwrittenFillsKeepMemoryBounded()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite, Backend::Sqlite, Backend::Sqlite});
        constexpr int kRows = 600;
        constexpr int kBytes = 256 * 1024;
        QVERIFY2(insertLarge(c.site(0), 0, kRows, 0), qPrintable(Cluster::lastError())); // blank bodies
        for (const int site : {0, 1, 2})
            QVERIFY(REPLICATE_OK(c, site).ok());
        // Each site's fill: its name, the row's id, then hex digits up to kBytes.
        const auto fill = [&](int site, const char *name) {
            return c.site(site)
                .run(QStringLiteral(
                         "UPDATE notes SET body = substr('%1 ' || note_id || ' ' || hex(zeroblob(%2)), 1, %2) "
                         "WHERE body = ''")
                         .arg(QLatin1String(name))
                         .arg(kBytes))
                .ok();
        };
        QVERIFY(fill(1, "one"));
        QVERIFY(fill(2, "two"));
        QCOMPARE(notesOfLength(c.site(2), kBytes), kRows);
        QVERIFY(REPLICATE_OK(c, 1).ok());

        engine::SessionResult r;
        const QString cost =
            beyondMemory(QStringLiteral("the session"), 250, [&] { r = c.replicate(2, nullptr, nullptr, kBatch); });
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY2(cost.isEmpty(), qPrintable(cost));
        QCOMPARE(Cluster::count(c.site(2), kNotes, QStringLiteral("body LIKE 'one %'")), kRows);
        QCOMPARE(Cluster::count(c.site(2), QStringLiteral("jg_conflicts"),
                                QStringLiteral("kind = 'B' AND refused_value LIKE 'two %'")),
                 kRows);
        QCOMPARE(Cluster::count(c.primary(), QStringLiteral("jg_conflicts"), QStringLiteral("kind = 'B'")), kRows);
        QVERIFY2(c.differences(2).isEmpty(), qPrintable(c.differences(2)));
    }

    // The preview of a mass of refused edits (1,200 notes of 64 kB, 300 MB
    // of refused and kept values as QStrings; or of 4 kB, more than
    // kListedConflicts in one session) counts every conflict the session
    // then records and lists the first kListedConflicts, each value cut
    // short: its memory follows a page, and a window's log does not fill
    // with whole notes.
    void previewOfAMassOfRefusedEditsStaysBounded_data()
    {
        QTest::addColumn<int>("bytes");
        QTest::newRow("64 kB values") << 64 * 1024;
        QTest::newRow("4 kB values") << 4 * 1024;
    }
    void previewOfAMassOfRefusedEditsStaysBounded()
    {
        QFETCH(int, bytes);
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite});
        constexpr int kRows = 1200;
        QVERIFY2(insertLarge(c.primary(), 1, kRows, bytes), qPrintable(Cluster::lastError()));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(c.site(0).run(QStringLiteral("UPDATE notes SET body = body || 'x'")).ok());

        engine::PreviewResult preview;
        const QString cost = beyondMemory(QStringLiteral("the preview"), 200, [&] { preview = previewOf(c, 0); });
        QVERIFY2(preview.ok(), qPrintable(preview.message));
        QVERIFY2(cost.isEmpty(), qPrintable(cost));
        QCOMPARE(Cluster::count(c.site(0), QStringLiteral("jg_conflicts")), 0); // a preview writes nothing
        QCOMPARE(preview.conflicts.size(), std::min(qsizetype(preview.conflictsAhead), engine::kListedConflicts));
        if (bytes < 8 * 1024)
            QVERIFY(preview.conflictsAhead > engine::kListedConflicts);
        for (const control::Conflict &listed : preview.conflicts) {
            QVERIFY(listed.refusedValue.size() < engine::kShownCharacters + 40);
            QVERIFY(listed.keptValue.size() < engine::kShownCharacters + 40);
        }
        // A cut value starts as the whole one and says how long that is.
        const control::Conflict &last = preview.conflicts.last();
        auto whole = c.site(0).scalar(QStringLiteral("SELECT body FROM notes WHERE jg_unique_id = ?"), {last.uniqueId});
        QVERIFY(whole.ok());
        QVERIFY(last.refusedValue.startsWith(whole.value().toString().left(engine::kShownCharacters)));
        QVERIFY2(last.refusedValue.contains(QString::number(bytes + 1)), qPrintable(last.refusedValue.right(40)));
        // The session records what the preview counted (past kHeldBytes of
        // them it leaves the rest to the next session, and so did the
        // preview, with the same pages).
        const engine::SessionResult session = c.replicate(0, nullptr, nullptr, kBatch);
        QVERIFY2(session.ok(), qPrintable(session.message));
        QCOMPARE(qint64(Cluster::count(c.site(0), QStringLiteral("jg_conflicts"))), preview.conflictsAhead);
    }

    // Rows a site owns, which another site filled in (a blank city) while
    // this one wrote their long notes: its pull takes the fills and keeps
    // the notes, and its push sends the rows as merged: 400 rows of 256 kB,
    // 200 MB as QStrings. The pull (the session's and the preview's) reads
    // the local rows of a window page in slices of about a page, the window's
    // rows being small; the preview merges the rows again a page at a time
    // instead of holding every merged row, and foretells what the session
    // then does.
    void previewOfMergedRowsStaysBounded()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite, Backend::Sqlite});
        constexpr int kRows = 400;
        constexpr int kBytes = 256 * 1024;
        const QString items = QStringLiteral("items");
        QVERIFY(c.site(0).begin().ok());
        for (int i = 0; i < kRows; ++i)
            QVERIFY(Cluster::insert(c.site(0), items, {{QStringLiteral("name"), QStringLiteral("Owned %1").arg(i)}}) >
                    0);
        QVERIFY(c.site(0).commit().ok());
        for (const int site : {0, 1})
            QVERIFY(REPLICATE_OK(c, site).ok());
        QVERIFY(c.site(1).run(QStringLiteral("UPDATE items SET city = 'Filled at site 1' WHERE city IS NULL")).ok());
        const int filled = Cluster::count(c.site(1), items, QStringLiteral("city = 'Filled at site 1'"));
        QVERIFY(filled > kRows);
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QVERIFY(c.site(0)
                    .run(QStringLiteral("UPDATE items SET notes = substr(name || ' ' || hex(zeroblob(%1)), 1, %1) "
                                        "WHERE name LIKE 'Owned %'")
                             .arg(kBytes))
                    .ok());

        engine::PreviewResult preview;
        const QString cost = beyondMemory(QStringLiteral("the preview"), 120, [&] { preview = previewOf(c, 0); });
        QVERIFY2(preview.ok(), qPrintable(preview.message));
        QVERIFY2(cost.isEmpty(), qPrintable(cost));
        const auto foretold = std::find_if(preview.tables.cbegin(), preview.tables.cend(),
                                           [&](const engine::TableResult &t) { return t.table == items; });
        QVERIFY(foretold != preview.tables.cend());
        QCOMPARE(foretold->counts.updatedByPrimary, filled);
        QCOMPARE(foretold->counts.updatedByTarget, kRows);
        QCOMPARE(preview.conflictsAhead, qint64(0));

        engine::SessionResult session;
        const QString sessionCost = beyondMemory(QStringLiteral("the session"), 150,
                                                 [&] { session = c.replicate(0, nullptr, nullptr, kBatch); });
        QVERIFY2(session.ok(), qPrintable(session.message));
        QVERIFY2(sessionCost.isEmpty(), qPrintable(sessionCost));
        const auto done = std::find_if(session.tables.cbegin(), session.tables.cend(),
                                       [&](const engine::TableResult &t) { return t.table == items; });
        QVERIFY(done != session.tables.cend());
        QCOMPARE(done->counts.updatedByPrimary, foretold->counts.updatedByPrimary);
        QCOMPARE(done->counts.updatedByTarget, foretold->counts.updatedByTarget);
        QCOMPARE(
            Cluster::count(
                c.primary(), items,
                QStringLiteral("city = 'Filled at site 1' AND LENGTH(notes) = %1 AND name LIKE 'Owned %'").arg(kBytes)),
            kRows);
        QVERIFY2(c.differences(0).isEmpty(), qPrintable(c.differences(0)));
    }

    // A value larger than the MariaDB server's max_allowed_packet (16 MB in
    // the test server) cannot be sent: the session says so and which setting
    // to raise, records it in an E record, and keeps the connection (the
    // server would drop it on such a statement). The rows stay at the site.
    void valueLargerThanMariaDbTakesIsExplained()
    {
        JGR_JOINED_CLUSTER(c, Backend::MariaDb, {Backend::Sqlite});
        constexpr int kBytes = 20 * 1024 * 1024;
        QVERIFY2(insertLarge(c.site(0), 0, 1, kBytes), qPrintable(Cluster::lastError()));

        const auto r = c.replicate(0, nullptr, nullptr, kBatch);
        QVERIFY(!r.ok());
        QVERIFY2(r.message.contains(QLatin1String("max_allowed_packet")), qPrintable(r.message));
        QVERIFY2(r.message.contains(QLatin1String("20.0 MB")), qPrintable(r.message));
        QCOMPARE(Cluster::count(c.site(0), QStringLiteral("jgreplicate"),
                                QStringLiteral("flag = 'E' AND notes LIKE '%max_allowed_packet%'")),
                 1);
        QCOMPARE(notesOfLength(c.primary(), kBytes), 0);
        QCOMPARE(notesOfLength(c.site(0), kBytes), 1);
    }
};

QTEST_GUILESS_MAIN(TestLargeValues)
#include "test_large_values.moc"
