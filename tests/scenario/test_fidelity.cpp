// Byte-faithful values (docs/SCHEMA.md, Fidelity): every type family and its
// edge values, written at one side as an application writes them, read
// back at the other with plain SQL (not through the engine) and compared
// byte for byte with what the contract says the application reads there:
// the same stored value between databases of one kind, the lossless
// conversion between kinds, or nothing at all (the row waits, a conflict
// and an E record say why) where the target cannot hold the value.
#include "cli.h"
#include "cluster.h"
#include "scenario.h"

#include "common/doubletext.h"
#include "config/connect.h"
#include "control/conflictlog.h"
#include "control/controlrepository.h"
#include "control/siteadmin.h"
#include "control/tablepreparer.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {
const QString kTable = QStringLiteral("fid");
const QString kRefused = QStringLiteral("REFUSED");

// The columns of the table, by family.
struct Column
{
    const char *name;
    db::Family family;
    int length = 0;
    int decimals = 0;
};
const QList<Column> kColumns{
    {"txt", db::Family::LongText},
    {"vtxt", db::Family::Text, 10},
    {"i", db::Family::Int},
    {"bi", db::Family::BigInt},
    {"dbl", db::Family::Double},
    {"amount", db::Family::Decimal, 12, 2},
    {"wide", db::Family::Decimal, 30, 10},
    {"ts", db::Family::Stamp},
    {"day", db::Family::Date},
    {"ok", db::Family::Boolean},
    {"bin", db::Family::Blob},
};

int kindIndex(Backend b)
{
    return b == Backend::Sqlite ? 0 : b == Backend::Postgres ? 1 : 2;
}

QString hexOf(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toHex().toUpper());
}

// One value: the SQL that writes it on each kind of database (empty: that
// kind cannot hold it), and what an application reads on each kind when it
// came from another kind (kRefused: the row is not written there). Between
// two databases of one kind the reading must equal the source's own.
struct Case
{
    QString label;
    QString column;
    QString literal[3];  // SQLite, PostgreSQL, MariaDB
    QString expected[3]; // fingerprints (fingerprintSql)
};

QString sqliteText(const QByteArray &utf8)
{
    return QStringLiteral("text:") + hexOf(utf8);
}
QString serverText(const QByteArray &utf8)
{
    return QStringLiteral("T:") + hexOf(utf8);
}

QList<Case> cases()
{
    QByteArray allBytes;
    for (int b = 0; b < 256; ++b)
        allBytes += char(b);
    const QString blobHex = hexOf(allBytes);
    const QByteArray plain = QStringLiteral("Grüße, 東京").toUtf8();
    const QByteArray astral = QStringLiteral("\U0001F600\U0001D11E").toUtf8();
    const auto same = [](const QString &literal) { return std::array<QString, 3>{literal, literal, literal}; };
    QList<Case> out;
    const auto add = [&out](const QString &label, const char *column, std::array<QString, 3> literal,
                            std::array<QString, 3> expected) {
        Case c{label, QString::fromLatin1(column), {}, {}};
        for (int k = 0; k < 3; ++k) {
            c.literal[k] = literal[k];
            c.expected[k] = expected[k];
        }
        out << c;
    };
    // Text: exactly as written, or refused where the target cannot hold it.
    add("text plain", "txt", same(QStringLiteral("'Grüße, 東京'")),
        {sqliteText(plain), serverText(plain), serverText(plain)});
    add("text trailing spaces", "txt", same(QStringLiteral("'abc   '")),
        {sqliteText("abc   "), serverText("abc   "), serverText("abc   ")});
    add("text empty", "txt", same(QStringLiteral("''")),
        {QStringLiteral("text:"), QStringLiteral("T:"), QStringLiteral("T:")});
    add("text null", "txt", same(QStringLiteral("NULL")),
        {QStringLiteral("null"), QStringLiteral("null"), QStringLiteral("null")});
    add("text beyond the BMP", "txt", same(QStringLiteral("'\U0001F600\U0001D11E'")),
        {sqliteText(astral), serverText(astral), serverText(astral)});
    add("text with NUL", "txt",
        {QStringLiteral("CAST(X'610062' AS TEXT)"), QString(), QStringLiteral("CONVERT(X'610062' USING utf8mb4)")},
        {sqliteText(QByteArray("a\0b", 3)), kRefused, serverText(QByteArray("a\0b", 3))});
    add("text not UTF-8", "txt", {QStringLiteral("CAST(X'41FFFE42C3' AS TEXT)"), QString(), QString()},
        {QString(), kRefused, kRefused});
    add("blob in a text column", "txt", {QStringLiteral("X'00FF'"), QString(), QString()},
        {QString(), kRefused, kRefused});
    add("text longer than its column", "vtxt", {QStringLiteral("'abcdefghijklmno'"), QString(), QString()},
        {QString(), kRefused, kRefused});
    // Integers.
    add("int max", "i", same(QStringLiteral("2147483647")),
        {QStringLiteral("integer:2147483647"), QStringLiteral("V:2147483647"), QStringLiteral("V:2147483647")});
    add("int min", "i", same(QStringLiteral("-2147483648")),
        {QStringLiteral("integer:-2147483648"), QStringLiteral("V:-2147483648"), QStringLiteral("V:-2147483648")});
    add("bigint max", "bi", same(QStringLiteral("9223372036854775807")),
        {QStringLiteral("integer:9223372036854775807"), QStringLiteral("V:9223372036854775807"),
         QStringLiteral("V:9223372036854775807")});
    add("bigint min", "bi", same(QStringLiteral("(-9223372036854775807 - 1)")),
        {QStringLiteral("integer:-9223372036854775808"), QStringLiteral("V:-9223372036854775808"),
         QStringLiteral("V:-9223372036854775808")});
    add("int beyond 32 bits", "i", {QStringLiteral("2147483648"), QString(), QString()},
        {QString(), kRefused, kRefused});
    add("text in an integer column", "i", {QStringLiteral("'abc'"), QString(), QString()},
        {QString(), kRefused, kRefused});
    // Doubles, bit for bit.
    add("double 0.1", "dbl", same(QStringLiteral("0.1")),
        {QStringLiteral("real:0.1"), QStringLiteral("V:0.1"), QStringLiteral("V:0.1")});
    add("double 0.1 + 0.2", "dbl", same(QStringLiteral("0.30000000000000004")),
        {QStringLiteral("real:0.30000000000000004"), QStringLiteral("V:0.30000000000000004"),
         QStringLiteral("V:0.30000000000000004")});
    add("double max", "dbl", same(QStringLiteral("1.7976931348623157e308")),
        {QStringLiteral("real:1.7976931348623157e+308"), QStringLiteral("V:1.7976931348623157e+308"),
         QStringLiteral("V:1.7976931348623157e308")});
    add("double subnormal", "dbl", same(QStringLiteral("5e-324")),
        {QStringLiteral("real:5e-324"), QStringLiteral("V:5e-324"), QStringLiteral("V:5e-324")});
    add("double -0", "dbl", {QString(), QStringLiteral("'-0'::float8"), QString()}, {kRefused, QString(), kRefused});
    add("double infinity", "dbl", {QStringLiteral("9e999"), QStringLiteral("'Infinity'::float8"), QString()},
        {QStringLiteral("real:Infinity"), QStringLiteral("V:Infinity"), kRefused});
    add("double -infinity", "dbl", {QStringLiteral("-9e999"), QStringLiteral("'-Infinity'::float8"), QString()},
        {QStringLiteral("real:-Infinity"), QStringLiteral("V:-Infinity"), kRefused});
    add("double NaN", "dbl", {QString(), QStringLiteral("'NaN'::float8"), QString()}, {kRefused, QString(), kRefused});
    // Decimals: digit-exact with their scale; SQLite's NUMERIC keeps a number.
    add("decimal with its scale", "amount", same(QStringLiteral("12.50")),
        {QStringLiteral("real:12.5"), QStringLiteral("V:12.50"), QStringLiteral("V:12.50")});
    add("decimal negative cent", "amount", same(QStringLiteral("-0.01")),
        {QStringLiteral("real:-0.01"), QStringLiteral("V:-0.01"), QStringLiteral("V:-0.01")});
    add("decimal largest", "amount", same(QStringLiteral("9999999999.99")),
        {QStringLiteral("real:9999999999.99"), QStringLiteral("V:9999999999.99"), QStringLiteral("V:9999999999.99")});
    add("decimal whole", "amount", same(QStringLiteral("100")),
        {QStringLiteral("integer:100"), QStringLiteral("V:100.00"), QStringLiteral("V:100.00")});
    add("decimal beyond its scale", "amount", {QStringLiteral("1.234"), QString(), QString()},
        {QString(), kRefused, kRefused});
    add("decimal of a sum", "amount", {QStringLiteral("0.1 + 0.2"), QString(), QString()},
        {QString(), kRefused, kRefused});
    add("decimal wider than a double", "wide",
        {QString(), QStringLiteral("12345678901234567890.0123456789"),
         QStringLiteral("12345678901234567890.0123456789")},
        {kRefused, QStringLiteral("V:12345678901234567890.0123456789"),
         QStringLiteral("V:12345678901234567890.0123456789")});
    // Stamps and dates: the same instant to the digit; SQLite keeps its text.
    const QByteArray plainStamp("1962-02-18 00:00:00");
    add("stamp", "ts", same(QStringLiteral("'1962-02-18 00:00:00'")),
        {sqliteText(plainStamp), QStringLiteral("V:1962-02-18 00:00:00"),
         QStringLiteral("V:1962-02-18 00:00:00.000000")});
    add("stamp with microseconds", "ts", same(QStringLiteral("'2020-02-29 23:59:59.123456'")),
        {sqliteText("2020-02-29 23:59:59.123456"), QStringLiteral("V:2020-02-29 23:59:59.123456"),
         QStringLiteral("V:2020-02-29 23:59:59.123456")});
    add("stamp with half a second", "ts", same(QStringLiteral("'2020-01-01 10:00:00.5'")),
        {sqliteText("2020-01-01 10:00:00.5"), QStringLiteral("V:2020-01-01 10:00:00.5"),
         QStringLiteral("V:2020-01-01 10:00:00.500000")});
    add("stamp written with T", "ts", {QStringLiteral("'1962-02-18T10:30:00'"), QString(), QString()},
        {sqliteText("1962-02-18 10:30:00"), QStringLiteral("V:1962-02-18 10:30:00"),
         QStringLiteral("V:1962-02-18 10:30:00.000000")});
    add("stamp as free text", "ts", {QStringLiteral("'yesterday'"), QString(), QString()},
        {QString(), kRefused, kRefused});
    add("stamp with seven digits", "ts", {QStringLiteral("'2020-01-01 00:00:00.1234567'"), QString(), QString()},
        {QString(), kRefused, kRefused});
    add("date", "day", same(QStringLiteral("'1962-02-18'")),
        {sqliteText("1962-02-18"), QStringLiteral("V:1962-02-18"), QStringLiteral("V:1962-02-18")});
    add("date in a leap year", "day", same(QStringLiteral("'2000-02-29'")),
        {sqliteText("2000-02-29"), QStringLiteral("V:2000-02-29"), QStringLiteral("V:2000-02-29")});
    add("date as free text", "day", {QStringLiteral("'soon'"), QString(), QString()}, {QString(), kRefused, kRefused});
    // Booleans: 0/1 and false/true.
    add("true", "ok", {QStringLiteral("1"), QStringLiteral("true"), QStringLiteral("1")},
        {QStringLiteral("integer:1"), QStringLiteral("V:true"), QStringLiteral("V:1")});
    add("false", "ok", {QStringLiteral("0"), QStringLiteral("false"), QStringLiteral("0")},
        {QStringLiteral("integer:0"), QStringLiteral("V:false"), QStringLiteral("V:0")});
    add("boolean 2", "ok", {QStringLiteral("2"), QString(), QStringLiteral("2")},
        {QStringLiteral("integer:2"), kRefused, QStringLiteral("V:2")});
    // Blobs: every byte value.
    add("blob of every byte", "bin",
        {QStringLiteral("X'%1'").arg(blobHex), QStringLiteral("'\\x%1'::bytea").arg(blobHex),
         QStringLiteral("X'%1'").arg(blobHex)},
        {QStringLiteral("blob:") + blobHex, QStringLiteral("B:") + blobHex, QStringLiteral("B:") + blobHex});
    add("blob empty", "bin", {QStringLiteral("X''"), QStringLiteral("'\\x'::bytea"), QStringLiteral("X''")},
        {QStringLiteral("blob:"), QStringLiteral("B:"), QStringLiteral("B:")});
    add("text in a blob column", "bin", {QStringLiteral("'abc'"), QString(), QString()},
        {QString(), kRefused, kRefused});
    return out;
}

db::Family familyOf(const QString &column)
{
    for (const Column &c : kColumns)
        if (column == QLatin1String(c.name))
            return c.family;
    return db::Family::Unknown;
}

// What an application reads, as one text: SQLite's storage class and bytes;
// a server's text, bytes or value as the server writes it.
QString fingerprintSql(Backend kind, const QString &column)
{
    const db::Family f = familyOf(column);
    const bool text = db::isTextFamily(f);
    switch (kind) {
    case Backend::Sqlite: // a REAL as itself, printed below (SQLite's printf rounds at the edges)
        return QStringLiteral(
                   "CASE WHEN %1 IS NULL THEN 'null' WHEN typeof(%1) = 'real' THEN %1 ELSE typeof(%1) || ':' || "
                   "CASE typeof(%1) WHEN 'integer' THEN CAST(%1 AS TEXT) ELSE hex(%1) END END")
            .arg(column);
    case Backend::Postgres:
        if (text)
            return QStringLiteral("COALESCE('T:' || upper(encode(convert_to(%1, 'UTF8'), 'hex')), 'null')").arg(column);
        if (f == db::Family::Blob)
            return QStringLiteral("COALESCE('B:' || upper(encode(%1, 'hex')), 'null')").arg(column);
        return QStringLiteral("COALESCE('V:' || %1::text, 'null')").arg(column);
    case Backend::MariaDb:
        if (text)
            return QStringLiteral("COALESCE(CONCAT('T:', HEX(%1)), 'null')").arg(column);
        if (f == db::Family::Blob)
            return QStringLiteral("COALESCE(CONCAT('B:', HEX(%1)), 'null')").arg(column);
        return QStringLiteral("COALESCE(CONCAT('V:', CAST(%1 AS CHAR)), 'null')").arg(column);
    }
    return {};
}

// The fingerprint of the case's row (by label), or a null string when the
// row is not there.
QString readBack(db::Database &db, Backend kind, const Case &c)
{
    auto v =
        db.scalar(QStringLiteral("SELECT %1 FROM fid WHERE label = ?").arg(fingerprintSql(kind, c.column)), {c.label});
    if (!v)
        return QStringLiteral("(error: %1)").arg(v.error().message);
    if (v.value().typeId() == QMetaType::Double)
        return QStringLiteral("real:") + QString::fromLatin1(doubleText(v.value().toDouble()));
    return v.value().isNull() ? QString() : v.value().toString();
}

bool createTable(db::Database &db, QString *error)
{
    const db::Dialect &d = db.dialect();
    db::ColumnDef key;
    key.name = QStringLiteral("fid_id");
    key.autoPrimaryKey = true;
    QStringList defs{d.columnDefinition(key)};
    db::ColumnDef label;
    label.name = QStringLiteral("label");
    label.type = {db::Family::Text, 60, 0};
    defs << d.columnDefinition(label);
    for (const Column &c : kColumns) {
        db::ColumnDef def;
        def.name = QString::fromLatin1(c.name);
        def.type = {c.family, c.length, c.decimals};
        defs << d.columnDefinition(def);
    }
    Status s = db.run(QStringLiteral("CREATE TABLE fid (%1)").arg(defs.join(QStringLiteral(", "))));
    control::TableRoles roles;
    roles.table = kTable;
    roles.rowId.clear();
    if (s)
        s = control::TablePreparer(db).prepare(roles);
    if (s) {
        control::SiteAdmin::TableOptions options;
        options.order = 90;
        s = control::SiteAdmin(db).addTable(kTable, options).ok()
                ? Status()
                : Status(makeError(ExitCode::Failure, QStringLiteral("add-table")));
    }
    if (!s)
        *error = s.error().message;
    return s.ok();
}

// Writes every case the kind can hold, as new rows or (asUpdates) into the
// rows of the same labels; returns the cases it wrote.
QList<Case> writeCases(db::Database &db, Backend kind, QString *error, bool asUpdates = false)
{
    QList<Case> written;
    for (const Case &c : cases()) {
        const QString literal = c.literal[kindIndex(kind)];
        if (literal.isEmpty())
            continue;
        const Status s =
            asUpdates
                ? db.run(QStringLiteral("UPDATE fid SET %1 = %2 WHERE label = ?").arg(c.column, literal), {c.label})
                : db.run(QStringLiteral("INSERT INTO fid (label, %1) VALUES (?, %2)").arg(c.column, literal),
                         {c.label});
        if (!s) {
            *error = c.label + QStringLiteral(": ") + s.error().message;
            return {};
        }
        written << c;
    }
    return written;
}

// Checks every written case at the target; returns the mismatches. A
// refused value leaves no row there, or (`updated`: the rows existed with
// NULLs) leaves the target's NULL as it was.
QStringList check(const QList<Case> &written, db::Database &source, Backend sourceKind, db::Database &target,
                  Backend targetKind, db::Database &refusedAt, bool updated = false)
{
    QStringList problems;
    for (const Case &c : written) {
        const QString wrote = readBack(source, sourceKind, c);
        const QString read = readBack(target, targetKind, c);
        const QString expected = sourceKind == targetKind ? wrote : c.expected[kindIndex(targetKind)];
        if (expected == kRefused) {
            if (updated ? read != QLatin1String("null") : !read.isNull())
                problems << QStringLiteral("%1: arrived as %2 but the target cannot hold it").arg(c.label, read);
            // The conflict that says which value waits, where the row was refused.
            const auto open = refusedAt.scalar(
                QStringLiteral("SELECT COUNT(*) FROM jg_conflicts WHERE kind = 'V' AND column_name = ?"), {c.column});
            if (!open || open.value().toInt() == 0)
                problems << QStringLiteral("%1: refused without a conflict for column %2").arg(c.label, c.column);
            continue;
        }
        if (read != expected)
            problems << QStringLiteral("%1: wrote %2, expected %3, read %4")
                            .arg(c.label, wrote, expected, read.isNull() ? QStringLiteral("(no row)") : read);
    }
    return problems;
}

// The rows of `written` that the target cannot hold: each waits, and every
// session holds it back and says so (exit code 9).
int refusedRows(const QList<Case> &written, Backend sourceKind, Backend targetKind)
{
    if (sourceKind == targetKind)
        return 0;
    return int(std::count_if(written.cbegin(), written.cend(),
                             [&](const Case &c) { return c.expected[kindIndex(targetKind)] == kRefused; }));
}

// A session that finished, holding back exactly `refused` rows.
bool heldBackExactly(const engine::SessionResult &r, int refused)
{
    const ExitCode expected = refused > 0 ? ExitCode::HeldBack : ExitCode::Ok;
    if (r.exitCode == expected && r.heldBackRows() == refused)
        return true;
    qWarning("exit code %d, %d rows held back, %d expected: %s", toInt(r.exitCode), r.heldBackRows(), refused,
             qPrintable(r.message));
    return false;
}

void allPairs()
{
    QTest::addColumn<Backend>("site");
    QTest::addColumn<Backend>("primary");
    for (Backend s : test::allBackends())
        for (Backend p : test::allBackends())
            QTest::newRow(qPrintable(test::backendName(s) + QLatin1Char('-') + test::backendName(p))) << s << p;
}
} // namespace

class TestFidelity : public QObject
{
    Q_OBJECT

private slots:
    // Site to primary: the push.
    void valuesWrittenAtASite_data() { allPairs(); }
    void valuesWrittenAtASite()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        QVERIFY2(createTable(c.primary(), &error), qPrintable(error));
        QVERIFY(REPLICATE_OK(c, 0).ok()); // the site creates the table
        const QList<Case> written = writeCases(c.site(0), site, &error);
        QVERIFY2(!written.isEmpty(), qPrintable(error));
        // A refused row waits; the session goes on, and says it held it back.
        const int refused = refusedRows(written, site, primary);
        QVERIFY(heldBackExactly(c.replicate(0), refused));
        const QStringList problems = check(written, c.site(0), site, c.primary(), primary, c.site(0));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        // The E record names what waits; a second session sends nothing new.
        if (site != primary) {
            const auto errors =
                c.site(0).scalar(QStringLiteral("SELECT COUNT(*) FROM jgreplicate WHERE flag = 'E' AND notes LIKE ?"),
                                 {QStringLiteral("%is not written on the primary%")});
            QVERIFY(errors.value().toInt() > 0);
        }
        const auto quiet = c.replicate(0);
        QVERIFY(heldBackExactly(quiet, refused));
        for (const auto &t : quiet.tables)
            QVERIFY2(t.counts.insertedByTarget == 0 && t.counts.updatedByTarget == 0 && t.counts.updatedByPrimary == 0,
                     qPrintable(t.table));
    }

    // Primary to site: the pull.
    void valuesWrittenAtThePrimary_data() { allPairs(); }
    void valuesWrittenAtThePrimary()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        QVERIFY2(createTable(c.primary(), &error), qPrintable(error));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        const QList<Case> written = writeCases(c.primary(), primary, &error);
        QVERIFY2(!written.isEmpty(), qPrintable(error));
        const int refused = refusedRows(written, primary, site);
        QVERIFY(heldBackExactly(c.replicate(0), refused));
        const QStringList problems = check(written, c.primary(), primary, c.site(0), site, c.site(0));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        const auto quiet = c.replicate(0);
        QVERIFY(heldBackExactly(quiet, refused));
        for (const auto &t : quiet.tables)
            QVERIFY2(t.counts.insertedByPrimary == 0 && t.counts.updatedByPrimary == 0 && t.counts.updatedByTarget == 0,
                     qPrintable(t.table));
    }

    // The same values written into rows both sides have: they travel as
    // updates (one statement for many rows on a server), in both directions.
    void valuesUpdated_data() { allPairs(); }
    void valuesUpdated()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        QVERIFY2(createTable(c.primary(), &error), qPrintable(error));
        for (const Case &k : cases())
            QVERIFY(c.primary().run(QStringLiteral("INSERT INTO fid (label) VALUES (?)"), {k.label}).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        // Owned by the primary: the primary's updates travel down.
        QList<Case> written = writeCases(c.primary(), primary, &error, true);
        QVERIFY2(!written.isEmpty(), qPrintable(error));
        QVERIFY(heldBackExactly(c.replicate(0), refusedRows(written, primary, site)));
        QStringList problems = check(written, c.primary(), primary, c.site(0), site, c.site(0), true);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        // Handed to the site, whose updates travel up.
        QVERIFY(c.primary().run(QStringLiteral("DELETE FROM fid")).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        for (const Case &k : cases())
            QVERIFY(c.site(0).run(QStringLiteral("INSERT INTO fid (label) VALUES (?)"), {k.label}).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        written = writeCases(c.site(0), site, &error, true);
        QVERIFY2(!written.isEmpty(), qPrintable(error));
        // Held back: these, and the rows of the first half that the site
        // could not take and that the primary deleted since (sent back up).
        const auto up = c.replicate(0);
        QVERIFY2(up.finished() && up.heldBackRows() >= refusedRows(written, site, primary), qPrintable(up.message));
        problems = check(written, c.site(0), site, c.primary(), primary, c.site(0), true);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // compare sees what an application sees: a value changed only in how it
    // is written (the same instant, the same number to 15 digits) differs.
    void compareSeesTheStoredValue_data() { test::addDatabasePairs(); }
    void compareSeesTheStoredValue()
    {
        QFETCH(Backend, site);
        QFETCH(Backend, primary);
        JGR_JOINED_CLUSTER(c, primary, {site});
        QVERIFY2(createTable(c.primary(), &error), qPrintable(error));
        QVERIFY(c.primary()
                    .run(QStringLiteral("INSERT INTO fid (label, ts, dbl) VALUES ('x', '1962-02-18 00:00:00', 0.1)"))
                    .ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY2(c.differences(0).isEmpty(), qPrintable(c.differences(0)));
        db::Database &s = c.site(0);
        const auto differs = [&](const QString &set, const char *column) -> QString {
            if (!s.run(QStringLiteral("UPDATE fid SET %1 WHERE label = 'x'").arg(set)))
                return QStringLiteral("cannot set ") + set;
            const QString report = c.differences(0);
            return report.contains(QLatin1String(column)) ? QString()
                                                          : QString(set + QStringLiteral(" unseen: ") + report);
        };
        // One microsecond; the seventeenth digit of a double.
        QCOMPARE(differs(QStringLiteral("ts = '1962-02-18 00:00:00.000001'"), "(ts"), QString());
        QCOMPARE(differs(QStringLiteral("ts = '1962-02-18 00:00:00', dbl = 0.10000000000000002"), "dbl"), QString());
        // Between two SQLite databases the text is the value: the same
        // instant written otherwise differs.
        if (site == primary)
            QCOMPARE(differs(QStringLiteral("dbl = 0.1, ts = '1962-02-18 00:00:00.000'"), "(ts"), QString());
    }

    // Through a secondary primary of another kind: a SQLite site's values
    // reach the PostgreSQL secondary, the SQLite master and another SQLite
    // site under the secondary, each as the contract says for the hop's kinds.
    void throughASecondaryPrimary()
    {
        QTemporaryDir dir;
        Cluster c(dir.path());
        QString error;
        QVERIFY2(c.setUp(Backend::Sqlite, {Backend::Postgres}, &error), qPrintable(error));
        QVERIFY2(createTable(c.primary(), &error), qPrintable(error));
        const auto enrolled = test::runCli({QStringLiteral("--config"), c.iniPath(0), QStringLiteral("init-secondary")},
                                           c.cliEnvironment(0));
        QVERIFY2(enrolled.exitCode == 0, qPrintable(enrolled.err));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        // Two SQLite sites under the secondary.
        std::vector<std::unique_ptr<db::Database>> leaves;
        QStringList inis;
        for (int i = 0; i < 2; ++i) {
            const auto params =
                test::freshDatabase(Backend::Sqlite, QStringLiteral("leaf%1").arg(i), dir.path(), &error);
            QVERIFY2(!params.driver.isEmpty(), qPrintable(error));
            leaves.push_back(test::openOrNull(params, QStringLiteral("local"), &error));
            QVERIFY(leaves.back());
            config::SiteConfig config;
            config.setSiteName(QStringLiteral("Leaf %1").arg(i));
            config.setLocal(config::sectionFor(QStringLiteral("local"), params));
            config.setPrimary(config::sectionFor(QStringLiteral("primary"), c.siteParams(0)));
            inis << QDir(dir.path()).filePath(QStringLiteral("leaf%1.ini").arg(i));
            QVERIFY(config.save(inis.last()));
        }
        QProcessEnvironment leafEnv;
        leafEnv.insert(QStringLiteral("JGR_PRIMARY_PASSWORD"), c.siteParams(0).password);
        const auto leafSession = [&](int i) {
            return test::runCli({QStringLiteral("--config"), inis.at(i), QStringLiteral("replicate")}, leafEnv);
        };
        QVERIFY2(leafSession(0).exitCode == 0, "leaf 0 joins");
        QVERIFY2(leafSession(1).exitCode == 0, "leaf 1 joins");
        const QList<Case> written = writeCases(*leaves.at(0), Backend::Sqlite, &error);
        QVERIFY2(!written.isEmpty(), qPrintable(error));
        // What PostgreSQL cannot hold stays at the leaf, said (exit code 9).
        QCOMPARE(leafSession(0).exitCode, refusedRows(written, Backend::Sqlite, Backend::Postgres) > 0 ? 9 : 0);
        QVERIFY(REPLICATE_OK(c, 0).ok()); // the secondary sends them up
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(leafSession(1).exitCode == 0);
        // At the PostgreSQL secondary: SQLite to PostgreSQL.
        QStringList problems =
            check(written, *leaves.at(0), Backend::Sqlite, c.site(0), Backend::Postgres, *leaves.at(0));
        // At the SQLite master and the other leaf: what PostgreSQL held, in SQLite.
        QList<Case> arrived;
        for (const Case &k : written)
            if (k.expected[kindIndex(Backend::Postgres)] != kRefused)
                arrived << k;
        problems << check(arrived, c.site(0), Backend::Postgres, c.primary(), Backend::Sqlite, c.primary());
        problems << check(arrived, c.site(0), Backend::Postgres, *leaves.at(1), Backend::Sqlite, *leaves.at(1));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestFidelity)
#include "test_fidelity.moc"
