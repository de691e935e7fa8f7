// The type matrix (docs/SCHEMA.md): the column types applications use on a
// PostgreSQL or MariaDB primary travel to sites of every kind and back. A
// table of one column per type is made on the primary as an application
// makes it, prepared and added as docs/CLI.md says; every kind of site takes
// it in its first session (the table that session makes passes every later
// check), copies each row into a row of its own, and sends it back. The
// copies must equal the primary's own rows there byte for byte (as the
// server writes them out), and compare must find every site identical.
#include "cli.h"
#include "cluster.h"
#include "scenario.h"
#include "statements.h"

#include "control/siteadmin.h"
#include "control/tablepreparer.h"
#include "control/tableroles.h"
#include "db/typemapping.h"

#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;

namespace {
const QString kTable = QStringLiteral("tm");

// One column: its type as the application declares it, and the values its
// rows hold (SQL literals of the primary's kind; fewer values than rows
// leave NULL).
struct TypeColumn
{
    QString name;
    QString type;
    QStringList values;
    bool generated = false; // computed by each database, never written
    // A SQLite column of no declared type: a server site holds its numbers
    // as their text, which is what a server site's copy sends back.
    bool textAtServers = false;
};

QList<TypeColumn> postgresColumns()
{
    return {
        {QStringLiteral("c_enum"), QStringLiteral("tm_mood"), {QStringLiteral("'happy'"), QStringLiteral("'sad'")}},
        {QStringLiteral("c_domain"), QStringLiteral("tm_positive"), {QStringLiteral("5")}},
        {QStringLiteral("c_intarr"),
         QStringLiteral("integer[]"),
         {QStringLiteral("'{1,NULL,3}'"), QStringLiteral("'{{1,2},{3,4}}'")}},
        {QStringLiteral("c_textarr"),
         QStringLiteral("text[]"),
         {QStringLiteral("'{\"a b\",NULL,\"c,d\",\"\\\"q\\\"\"}'")}},
        {QStringLiteral("c_json"), QStringLiteral("json"), {QStringLiteral("'{\"b\": 1,  \"a\": [1, 2]}'")}},
        {QStringLiteral("c_jsonb"), QStringLiteral("jsonb"), {QStringLiteral("'{\"b\": 1, \"a\": \"\U0001F600\"}'")}},
        {QStringLiteral("c_uuid"), QStringLiteral("uuid"), {QStringLiteral("'123e4567-e89b-12d3-a456-426614174000'")}},
        {QStringLiteral("c_inet"),
         QStringLiteral("inet"),
         {QStringLiteral("'192.168.0.1/24'"), QStringLiteral("'::1'")}},
        {QStringLiteral("c_cidr"), QStringLiteral("cidr"), {QStringLiteral("'10.0.0.0/8'")}},
        {QStringLiteral("c_mac"), QStringLiteral("macaddr"), {QStringLiteral("'08:00:2b:01:02:03'")}},
        {QStringLiteral("c_interval"),
         QStringLiteral("interval"),
         {QStringLiteral("'1 year 2 mons 3 days 04:05:06.789'"), QStringLiteral("'-5 minutes'")}},
        {QStringLiteral("c_money"), QStringLiteral("money"), {QStringLiteral("'12.34'")}},
        {QStringLiteral("c_time"), QStringLiteral("time"), {QStringLiteral("'10:11:12.5'")}},
        {QStringLiteral("c_timetz"), QStringLiteral("timetz"), {QStringLiteral("'10:11:12.345+02'")}},
        {QStringLiteral("c_stamptz"),
         QStringLiteral("timestamptz"),
         {QStringLiteral("'2026-12-07 10:00:00.123456+01'"), QStringLiteral("'1999-01-01 00:00:00+00'")}},
        {QStringLiteral("c_stamptz3"),
         QStringLiteral("timestamp(3) with time zone"),
         {QStringLiteral("'2026-12-07 10:00:00.5+00'")}},
        {QStringLiteral("c_bit"), QStringLiteral("bit(4)"), {QStringLiteral("B'1010'")}},
        {QStringLiteral("c_varbit"), QStringLiteral("varbit(8)"), {QStringLiteral("B'101'")}},
        {QStringLiteral("c_numeric"), QStringLiteral("numeric"), {QStringLiteral("3.25"), QStringLiteral("-7")}},
        {QStringLiteral("c_xml"), QStringLiteral("xml"), {QStringLiteral("'<a x=\"1\">t</a>'")}},
        {QStringLiteral("c_tsvector"), QStringLiteral("tsvector"), {QStringLiteral("'a fat cat sat'")}},
        {QStringLiteral("c_tsquery"), QStringLiteral("tsquery"), {QStringLiteral("'fat & (cat | rat)'")}},
        {QStringLiteral("c_range"),
         QStringLiteral("int4range"),
         {QStringLiteral("'[1,5)'"), QStringLiteral("'empty'")}},
        {QStringLiteral("c_point"), QStringLiteral("point"), {QStringLiteral("'(1.5,2)'")}},
        {QStringLiteral("c_bytea"), QStringLiteral("bytea"), {QStringLiteral("'\\x00ff10'")}},
        {QStringLiteral("c_text"), QStringLiteral("text"), {QStringLiteral("'Grüße \U0001F600'")}},
        {QStringLiteral("c_generated"), QStringLiteral("integer GENERATED ALWAYS AS (c_domain * 2) STORED"), {}, true},
    };
}

QList<TypeColumn> mariadbColumns()
{
    return {
        {QStringLiteral("c_enum"),
         QStringLiteral("ENUM('small','medium','large')"),
         {QStringLiteral("'medium'"), QStringLiteral("'large'")}},
        {QStringLiteral("c_set"), QStringLiteral("SET('a','b','c')"), {QStringLiteral("'a,c'"), QStringLiteral("''")}},
        {QStringLiteral("c_year"), QStringLiteral("YEAR"), {QStringLiteral("2006"), QStringLiteral("2155")}},
        {QStringLiteral("c_bit"), QStringLiteral("BIT(8)"), {QStringLiteral("b'10100101'"), QStringLiteral("b'0'")}},
        {QStringLiteral("c_time"),
         QStringLiteral("TIME"),
         {QStringLiteral("'-01:02:03'"), QStringLiteral("'838:59:59'")}},
        {QStringLiteral("c_time3"), QStringLiteral("TIME(3)"), {QStringLiteral("'12:00:00.5'")}},
        {QStringLiteral("c_varbinary"), QStringLiteral("VARBINARY(16)"), {QStringLiteral("X'00FF10'")}},
        {QStringLiteral("c_binary"), QStringLiteral("BINARY(4)"), {QStringLiteral("X'01020300'")}},
        {QStringLiteral("c_geometry"), QStringLiteral("GEOMETRY"), {QStringLiteral("ST_GeomFromText('POINT(1 2)')")}},
        {QStringLiteral("c_inet6"),
         QStringLiteral("INET6"),
         {QStringLiteral("'::1'"), QStringLiteral("'2001:db8::ff'")}},
        {QStringLiteral("c_uuid"), QStringLiteral("UUID"), {QStringLiteral("'123e4567-e89b-12d3-a456-426614174000'")}},
        {QStringLiteral("c_uint"), QStringLiteral("INT UNSIGNED"), {QStringLiteral("4294967295")}},
        {QStringLiteral("c_utiny"), QStringLiteral("TINYINT UNSIGNED"), {QStringLiteral("255")}},
        {QStringLiteral("c_ubig"), QStringLiteral("BIGINT UNSIGNED"), {QStringLiteral("9223372036854775807")}},
        {QStringLiteral("c_json"), QStringLiteral("JSON"), {QStringLiteral("'{\"a\": [1, 2]}'")}},
        {QStringLiteral("c_decimal"),
         QStringLiteral("DECIMAL(12,4)"),
         {QStringLiteral("1.5"), QStringLiteral("-0.0001")}},
        {QStringLiteral("c_text4"), QStringLiteral("TEXT"), {QStringLiteral("'Grüße \U0001F600'")}},
        {QStringLiteral("c_text3"), QStringLiteral("VARCHAR(20) CHARACTER SET utf8mb3"), {QStringLiteral("'Grüße'")}},
        // Replication's writes keep the stamp they carry, and its bookkeeping
        // writes (ids, who sent the row) leave it as it was.
        {QStringLiteral("c_onupdate"),
         QStringLiteral("TIMESTAMP(3) NULL DEFAULT NULL ON UPDATE CURRENT_TIMESTAMP(3)"),
         {QStringLiteral("'2020-01-02 03:04:05.678'")}},
        {QStringLiteral("c_persistent"), QStringLiteral("BIGINT AS (c_uint MOD 7) PERSISTENT"), {}, true},
        {QStringLiteral("c_virtual"), QStringLiteral("VARCHAR(30) AS (UPPER(c_enum)) VIRTUAL"), {}, true},
    };
}

// SQLite declares any type (its affinity follows from the words) and keeps
// each value's own storage class: an untyped column holding an integer,
// text, a real and a large integer in four rows; a type SQLite does not
// know (NUMERIC affinity: '12' is kept as the integer 12).
QList<TypeColumn> sqliteColumns()
{
    return {
        {QStringLiteral("c_untyped"),
         QString(),
         {QStringLiteral("1"), QStringLiteral("'x'"), QStringLiteral("2.5"), QStringLiteral("-9007199254740993")},
         false,
         true},
        {QStringLiteral("c_int"), QStringLiteral("INTEGER"), {QStringLiteral("7"), QStringLiteral("'8'")}},
        {QStringLiteral("c_custom"), QStringLiteral("MONEYISH"), {QStringLiteral("'12'"), QStringLiteral("'abc'")}},
        {QStringLiteral("c_varchar"), QStringLiteral("VARCHAR(10)"), {QStringLiteral("'Grüße \U0001F600'")}},
        {QStringLiteral("c_datetime"), QStringLiteral("DATETIME"), {QStringLiteral("'2026-12-07 10:00:00'")}},
        {QStringLiteral("c_bool"), QStringLiteral("BOOLEAN"), {QStringLiteral("1"), QStringLiteral("0")}},
        {QStringLiteral("c_real"), QStringLiteral("DOUBLE"), {QStringLiteral("2.5")}},
        {QStringLiteral("c_blob"), QStringLiteral("BLOB"), {QStringLiteral("X'00FF10'")}},
        {QStringLiteral("c_numeric"), QStringLiteral("NUMERIC(10,2)"), {QStringLiteral("12.5")}},
        {QStringLiteral("c_text"), QStringLiteral("TEXT"), {QStringLiteral("'Grüße \U0001F600'")}},
    };
}

// The values' text as the primary's server writes it, the same for equal
// values of one column: its text on PostgreSQL, its bytes on MariaDB.
QString valueText(Backend kind, const QString &column)
{
    switch (kind) {
    case Backend::Postgres:
        return QStringLiteral("CAST(%1 AS text)").arg(column);
    case Backend::MariaDb:
        return QStringLiteral("HEX(CAST(%1 AS BINARY))").arg(column);
    case Backend::Sqlite:
        return QStringLiteral("typeof(%1) || ':' || quote(%1)").arg(column);
    }
    return {};
}

int rowCount(const QList<TypeColumn> &columns)
{
    int rows = 0;
    for (const TypeColumn &c : columns)
        rows = std::max(rows, int(c.values.size()));
    return rows;
}

QString rowLabel(int row)
{
    return QStringLiteral("v%1").arg(row);
}
QString copyLabel(int site, int row)
{
    return QStringLiteral("s%1v%2").arg(site).arg(row);
}

// The table as the application makes it, with its rows, prepared and added
// as docs/CLI.md says.
bool makeTable(db::Database &db, Backend kind, const QList<TypeColumn> &columns, QString *error)
{
    QStringList ddl;
    if (kind == Backend::Postgres)
        ddl << QStringLiteral("CREATE TYPE tm_mood AS ENUM ('sad', 'ok', 'happy')")
            << QStringLiteral("CREATE DOMAIN tm_positive AS integer CHECK (VALUE > 0)");
    QStringList defs{kind == Backend::Postgres  ? QStringLiteral("tm_id serial PRIMARY KEY")
                     : kind == Backend::MariaDb ? QStringLiteral("tm_id INT AUTO_INCREMENT PRIMARY KEY")
                                                : QStringLiteral("tm_id INTEGER PRIMARY KEY"),
                     QStringLiteral("label VARCHAR(20)")};
    QStringList names;
    for (const TypeColumn &c : columns) {
        defs << c.name + QLatin1Char(' ') + c.type;
        if (!c.generated)
            names << c.name;
    }
    ddl << QStringLiteral("CREATE TABLE tm (%1)").arg(defs.join(QStringLiteral(", ")));
    for (int row = 0; row < rowCount(columns); ++row) {
        QStringList values{QLatin1Char('\'') + rowLabel(row) + QLatin1Char('\'')};
        for (const TypeColumn &c : columns)
            if (!c.generated)
                values << c.values.value(row, QStringLiteral("NULL"));
        ddl << QStringLiteral("INSERT INTO tm (label, %1) VALUES (%2)")
                   .arg(names.join(QStringLiteral(", ")), values.join(QStringLiteral(", ")));
    }
    if (!test::runEach(db, ddl, error))
        return false;
    control::TableRoles roles;
    roles.table = kTable;
    roles.rowId.clear();
    if (const Status s = control::TablePreparer(db).prepare(roles); !s) {
        *error = s.error().message;
        return false;
    }
    control::SiteAdmin::TableOptions options;
    options.order = 90;
    if (!control::SiteAdmin(db).addTable(kTable, options).ok()) {
        *error = QStringLiteral("add-table refused the table");
        return false;
    }
    return true;
}

// Every site copies every row into a row of its own, as an application
// would, by plain SQL.
bool copyRowsAtSites(Cluster &c, const QList<TypeColumn> &columns, QString *error)
{
    QStringList names;
    for (const TypeColumn &col : columns)
        if (!col.generated)
            names << col.name;
    const QString list = names.join(QStringLiteral(", "));
    for (int s = 0; s < c.siteCount(); ++s)
        for (int row = 0; row < rowCount(columns); ++row) {
            const Status copied = c.site(s).run(
                QStringLiteral("INSERT INTO tm (label, %1) SELECT ?, %1 FROM tm WHERE label = ?").arg(list),
                {copyLabel(s, row), rowLabel(row)});
            if (!copied) {
                *error = QStringLiteral("site %1: %2").arg(s).arg(copied.error().message);
                return false;
            }
        }
    return true;
}

// The copies that differ on the primary from the row they copied, column
// by column.
QStringList differentCopies(Cluster &c, Backend kind, const QList<TypeColumn> &columns, const QString &except = {})
{
    QStringList problems;
    for (const TypeColumn &col : columns) {
        if (col.name == except)
            continue;
        // Its text beside its exact form, for a server site's copies of
        // textAtServers.
        const QString text =
            col.textAtServers ? QStringLiteral("CAST(%1 AS TEXT)").arg(col.name) : QStringLiteral("NULL");
        auto q = c.primary().exec(
            QStringLiteral("SELECT label, %1, %2 FROM tm ORDER BY label").arg(valueText(kind, col.name), text));
        if (!q) {
            problems << q.error().message;
            continue;
        }
        QHash<QString, QVariant> byLabel, textByLabel;
        while (q.value().next()) {
            byLabel.insert(q.value().value(0).toString(), q.value().value(1));
            textByLabel.insert(q.value().value(0).toString(), q.value().value(2));
        }
        for (int s = 0; s < c.siteCount(); ++s)
            for (int row = 0; row < rowCount(columns); ++row) {
                if (!byLabel.contains(copyLabel(s, row))) {
                    problems << QStringLiteral("%1: site %2's copy never arrived").arg(copyLabel(s, row)).arg(s);
                    continue;
                }
                const bool asText = col.textAtServers && test::allBackends().at(s) != Backend::Sqlite;
                const QHash<QString, QVariant> &values = asText ? textByLabel : byLabel;
                const QVariant original = values.value(rowLabel(row));
                const QVariant copy = values.value(copyLabel(s, row));
                if (original.isNull() != copy.isNull() || original.toString() != copy.toString())
                    problems << QStringLiteral("%1 of %2 (a %3 site): %4 came back as %5")
                                    .arg(col.name, copyLabel(s, row), test::backendName(test::allBackends().at(s)),
                                         original.toString(), copy.isNull() ? QStringLiteral("NULL") : copy.toString());
            }
    }
    return problems;
}

void primaries()
{
    QTest::addColumn<Backend>("primary");
    QTest::newRow("postgresql") << Backend::Postgres;
    QTest::newRow("mariadb") << Backend::MariaDb;
    QTest::newRow("sqlite") << Backend::Sqlite;
}

QList<TypeColumn> columnsOf(Backend primary)
{
    switch (primary) {
    case Backend::Postgres:
        return postgresColumns();
    case Backend::MariaDb:
        return mariadbColumns();
    case Backend::Sqlite:
        return sqliteColumns();
    }
    return {};
}
} // namespace

class TestTypeMatrix : public QObject
{
    Q_OBJECT

private slots:
    void everyTypeTravelsBothWays_data() { primaries(); }
    void everyTypeTravelsBothWays()
    {
        QFETCH(Backend, primary);
        const QList<TypeColumn> columns = columnsOf(primary);
        JGR_JOINED_CLUSTER(c, primary, test::allBackends());
        QVERIFY2(makeTable(c.primary(), primary, columns, &error), qPrintable(error));
        // Each site makes the table in its first session; the next session
        // checks what it made, and every row arrives.
        error = c.replicateEverySiteWhole();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        error = c.replicateEverySiteWhole();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (int s = 0; s < c.siteCount(); ++s) {
            QCOMPARE(Cluster::count(c.site(s), kTable), rowCount(columns));
            const QString differs = c.differences(s);
            QVERIFY2(differs.isEmpty(), qPrintable(differs));
        }
        // A site of the primary's kind holds each column as the primary
        // declares it (a PostgreSQL enum or domain, a type of that database
        // only, as text and its base type).
        const int same = int(test::allBackends().indexOf(primary));
        auto primaryColumns = c.primary().inspectColumns(kTable);
        auto siteColumns = c.site(same).inspectColumns(kTable);
        QVERIFY(primaryColumns.ok() && siteColumns.ok());
        for (const db::ColumnInfo &pc : primaryColumns.value()) {
            if (pc.declared.isEmpty() || pc.name.startsWith(QLatin1String("jg_")))
                continue;
            const auto sc = std::find_if(siteColumns.value().cbegin(), siteColumns.value().cend(),
                                         [&](const db::ColumnInfo &x) { return x.name == pc.name; });
            QVERIFY2(sc != siteColumns.value().cend(), qPrintable(pc.name));
            QVERIFY2(sc->declared.compare(pc.declared, Qt::CaseInsensitive) == 0 || pc.name == QLatin1String("tm_id"),
                     qPrintable(pc.name + QStringLiteral(": ") + sc->declared + QStringLiteral(" for ") + pc.declared));
        }
        // Every site's copies go up, and come down to every other site.
        QVERIFY2(copyRowsAtSites(c, columns, &error), qPrintable(error));
        error = c.replicateEverySiteWhole();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        error = c.replicateEverySiteWhole();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QStringList problems = differentCopies(c, primary, columns);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        for (int s = 0; s < c.siteCount(); ++s) {
            QCOMPARE(Cluster::count(c.site(s), kTable), rowCount(columns) * (1 + c.siteCount()));
            const QString differs = c.differences(s);
            QVERIFY2(differs.isEmpty(), qPrintable(differs));
        }
        // Each site edits one value of its copies: the edit travels as an
        // update, and every other value stays as it was.
        const QString edited = primary == Backend::MariaDb ? QStringLiteral("c_text4") : QStringLiteral("c_text");
        for (int s = 0; s < c.siteCount(); ++s)
            for (int row = 0; row < rowCount(columns); ++row)
                QVERIFY(c.site(s)
                            .run(QStringLiteral("UPDATE tm SET %1 = ? WHERE label = ?").arg(edited),
                                 {QStringLiteral("edited at %1").arg(s), copyLabel(s, row)})
                            .ok());
        error = c.replicateEverySiteWhole();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        error = c.replicateEverySiteWhole();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QStringList afterEdits = differentCopies(c, primary, columns, edited);
        QVERIFY2(afterEdits.isEmpty(), qPrintable(afterEdits.join(QLatin1Char('\n'))));
        QCOMPARE(Cluster::count(c.primary(), kTable, edited + QStringLiteral(" LIKE 'edited at %'")),
                 rowCount(columns) * c.siteCount());
        for (int s = 0; s < c.siteCount(); ++s) {
            const QString differs = c.differences(s);
            QVERIFY2(differs.isEmpty(), qPrintable(differs));
        }
    }

    // prepare-table says, before any site sees the table, how each kind of
    // site will hold each column: the same type at a site of the primary's
    // kind, else its family's type, or its text.
    void prepareTableSaysHowSitesHoldEachColumn()
    {
        JGR_CLUSTER(c, Backend::Postgres, {Backend::Sqlite});
        QVERIFY(c.primary().run(QStringLiteral("CREATE TYPE tm_mood AS ENUM ('sad', 'happy')")).ok());
        QVERIFY(c.primary()
                    .run(QStringLiteral("CREATE TABLE tm (tm_id serial PRIMARY KEY, mood tm_mood, at timestamptz, "
                                        "tags text[], amount numeric(8,2), g integer GENERATED ALWAYS AS (tm_id * 2) "
                                        "STORED, item integer REFERENCES items (item_id), "
                                        "note integer REFERENCES notes (note_id))"))
                    .ok());
        const auto run = test::runCli({QStringLiteral("--config"), c.primaryIniPath(), QStringLiteral("prepare-table"),
                                       kTable, QStringLiteral("--reference"), QStringLiteral("item=items")},
                                      c.primaryCliEnvironment());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString out = run.out + run.err;
        QVERIFY2(out.contains(QStringLiteral("mood (tm_mood): SQLite (a file): TEXT (its text) · PostgreSQL: "
                                             "text (its text) · MariaDB: LONGTEXT (its text)")),
                 qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("at (timestamp with time zone): SQLite (a file): TEXT (its text) · "
                                             "PostgreSQL: the same type · MariaDB: LONGTEXT (its text)")),
                 qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("amount (numeric(8,2)): SQLite (a file): NUMERIC(8,2) · PostgreSQL: the "
                                             "same type · MariaDB: DECIMAL(8,2)")),
                 qPrintable(out));
        QVERIFY2(
            out.contains(QStringLiteral("tags (text[]): SQLite (a file): TEXT (its text) · PostgreSQL: the same type")),
            qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("  g (")), qPrintable(out)); // generated: each database's own
        // Declared foreign keys to a row id are references, given or not.
        QVERIFY2(out.contains(QStringLiteral("foreign key item → items is a reference")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("foreign key note → notes is a reference")), qPrintable(out));
    }

    // A SQLite site's table made by an earlier version declared a
    // timestamptz column DATETIME: SQLite keeps the text as given, so the
    // table goes on replicating.
    void aSqliteSiteTableOfAnEarlierVersionStillPasses()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite});
        const QList<TypeColumn> columns{
            {QStringLiteral("c_stamptz"), QStringLiteral("timestamptz"), {QStringLiteral("'2026-12-07 10:00:00+01'")}}};
        QVERIFY(c.site(0)
                    .run(QStringLiteral("CREATE TABLE tm (tm_id INTEGER PRIMARY KEY, label VARCHAR(20), "
                                        "c_stamptz DATETIME, isremoved CHAR(1) DEFAULT 'N')"))
                    .ok());
        QVERIFY2(makeTable(c.primary(), Backend::Postgres, columns, &error), qPrintable(error));
        const auto r = c.replicate(0);
        QVERIFY2(r.exitCode == ExitCode::Ok, qPrintable(r.message));
        QCOMPARE(c.site(0).scalar(QStringLiteral("SELECT c_stamptz FROM tm")).value().toString(),
                 QStringLiteral("2026-12-07 09:00:00+00"));
    }

    // A numeric of any length reaches a SQLite site whose administrator
    // declared the column TEXT (its NUMERIC would keep 15 digits), exactly,
    // and the site's own comes back as exactly.
    void aSqliteSiteTextColumnKeepsEveryDigitOfANumeric()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, {Backend::Sqlite});
        const QString fifty = QStringLiteral("3.1415926535897932384626433832795028841971693993751");
        const QString thousand = QString(1000, QLatin1Char('7'));
        const QList<TypeColumn> columns{{QStringLiteral("c_numeric"),
                                         QStringLiteral("numeric"),
                                         {fifty, thousand, QStringLiteral("85.50"), QStringLiteral("'NaN'")}}};
        QVERIFY(c.site(0)
                    .run(QStringLiteral("CREATE TABLE tm (tm_id INTEGER PRIMARY KEY, label VARCHAR(20), "
                                        "c_numeric TEXT, isremoved CHAR(1) DEFAULT 'N')"))
                    .ok());
        QVERIFY2(makeTable(c.primary(), Backend::Postgres, columns, &error), qPrintable(error));
        auto r = c.replicate(0);
        QVERIFY2(r.exitCode == ExitCode::Ok, qPrintable(r.message));
        const auto at = [&](db::Database &db, const QString &label) {
            return db.scalar(QStringLiteral("SELECT CAST(c_numeric AS text) FROM tm WHERE label = ?"), {label})
                .value()
                .toString();
        };
        QCOMPARE(at(c.site(0), rowLabel(0)), fifty);
        QCOMPARE(at(c.site(0), rowLabel(1)), thousand);
        QCOMPARE(at(c.site(0), rowLabel(2)), QStringLiteral("85.50"));
        QCOMPARE(at(c.site(0), rowLabel(3)), QStringLiteral("NaN"));
        const QString sixty = QStringLiteral("-123456789012345678901234567890.123456789012345678901234567890");
        QVERIFY(c.site(0).run(QStringLiteral("INSERT INTO tm (label, c_numeric) VALUES ('mine', ?)"), {sixty}).ok());
        r = c.replicate(0);
        QVERIFY2(r.exitCode == ExitCode::Ok, qPrintable(r.message));
        QCOMPARE(at(c.primary(), QStringLiteral("mine")), sixty);
        QVERIFY2(c.differences(0).isEmpty(), qPrintable(c.differences(0)));
    }

    // A MariaDB site whose database's character set is utf8mb3 (a 3-byte
    // UTF-8: no emoji) makes its tables in utf8mb4 with the counterpart of
    // the database's collation, so that every character the primary holds
    // arrives, and the site's own go up.
    void aMariaDbSiteOfUtf8mb3HoldsEveryCharacter()
    {
        JGR_CLUSTER(c, Backend::Postgres, {Backend::MariaDb});
        QVERIFY(c.site(0).run(QStringLiteral("ALTER DATABASE CHARACTER SET utf8mb3 COLLATE utf8mb3_unicode_ci")).ok());
        const QString smile = QStringLiteral("Grüße \U0001F600");
        const QList<TypeColumn> columns{
            {QStringLiteral("c_text"), QStringLiteral("text"), {QLatin1Char('\'') + smile + QLatin1Char('\'')}}};
        QVERIFY2(makeTable(c.primary(), Backend::Postgres, columns, &error), qPrintable(error));
        auto r = c.replicate(0);
        QVERIFY2(r.exitCode == ExitCode::Ok, qPrintable(r.message));
        for (const QString &table : {QStringLiteral("tm"), QStringLiteral("jgreplicate")})
            QCOMPARE(c.site(0)
                         .scalar(QStringLiteral("SELECT TABLE_COLLATION FROM information_schema.TABLES "
                                                "WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?"),
                                 {table})
                         .value()
                         .toString(),
                     QStringLiteral("utf8mb4_unicode_ci"));
        QCOMPARE(c.site(0).scalar(QStringLiteral("SELECT c_text FROM tm")).value().toString(), smile);
        QVERIFY(c.site(0)
                    .run(QStringLiteral("INSERT INTO tm (label, c_text) VALUES ('mine', ?)"),
                         {QStringLiteral("\U0001F680 launch")})
                    .ok());
        r = c.replicate(0);
        QVERIFY2(r.exitCode == ExitCode::Ok, qPrintable(r.message));
        QCOMPARE(c.primary().scalar(QStringLiteral("SELECT c_text FROM tm WHERE label = 'mine'")).value().toString(),
                 QStringLiteral("\U0001F680 launch"));
        QVERIFY2(c.differences(0).isEmpty(), qPrintable(c.differences(0)));
    }

    // A MariaDB table prepared with the stamp triggers of version 1 (which
    // let replication's bookkeeping set a column ON UPDATE CURRENT_TIMESTAMP)
    // gets today's triggers from the next session, quietly: nothing of its
    // rows is stamped anew, and the column keeps its value.
    void olderTriggersKeepOnUpdateColumnsOnceRenewed()
    {
        JGR_JOINED_CLUSTER(c, Backend::MariaDb, {Backend::Sqlite});
        const QList<TypeColumn> columns{
            {QStringLiteral("c_onupdate"),
             QStringLiteral("TIMESTAMP(3) NULL DEFAULT NULL ON UPDATE CURRENT_TIMESTAMP(3)"),
             {QStringLiteral("'2020-01-02 03:04:05.678'")}}};
        QVERIFY2(makeTable(c.primary(), Backend::MariaDb, columns, &error), qPrintable(error));
        QVERIFY(c.primary()
                    .runAll(c.primary().dialect().rowStampTriggerDdl(kTable, QStringLiteral("lastchangeddate")))
                    .ok());
        QVERIFY(c.primary()
                    .run(QStringLiteral("UPDATE jg_data_dict SET trigger_version = 1 WHERE table_name = ?"), {kTable})
                    .ok());
        const auto r = c.replicate(0);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(
            c.primary()
                .scalar(QStringLiteral("SELECT MIN(trigger_version) FROM jg_data_dict WHERE table_name = ?"), {kTable})
                .value()
                .toInt(),
            control::kRowStampTriggerVersion);
        for (db::Database *db : {&c.primary(), &c.site(0)})
            QCOMPARE(db->scalar(QStringLiteral("SELECT COUNT(*) FROM jgreplicate WHERE flag = 'E' AND notes LIKE ?"),
                                {QStringLiteral("%stamp triggers%")})
                         .value()
                         .toInt(),
                     0);
        QCOMPARE(c.primary().scalar(QStringLiteral("SELECT CAST(c_onupdate AS CHAR) FROM tm")).value().toString(),
                 QStringLiteral("2020-01-02 03:04:05.678"));
        QCOMPARE(c.differences(0), QString());
    }

    // PostgreSQL's 'infinity' and '-infinity' stamps and dates, and its
    // numeric NaN and infinities: a SQLite site keeps them as that text and
    // a PostgreSQL site as they are, and both send them back unchanged;
    // MariaDB has no such values, so its site holds the row back with a
    // conflict and says so.
    void infiniteDatesTravelWhereTheyCanBeHeld()
    {
        JGR_JOINED_CLUSTER(c, Backend::Postgres, test::allBackends());
        const QList<TypeColumn> columns{
            {QStringLiteral("c_stamp"),
             QStringLiteral("timestamp"),
             {QStringLiteral("'infinity'"), QStringLiteral("'2020-01-01 10:00:00'")}},
            {QStringLiteral("c_day"),
             QStringLiteral("date"),
             {QStringLiteral("'-infinity'"), QStringLiteral("'2020-01-01'")}},
            {QStringLiteral("c_nan"), QStringLiteral("numeric"), {QStringLiteral("'NaN'"), QStringLiteral("1.5")}},
            {QStringLiteral("c_inf"), QStringLiteral("numeric"), {QStringLiteral("'-Infinity'")}},
        };
        QVERIFY2(makeTable(c.primary(), Backend::Postgres, columns, &error), qPrintable(error));
        for (int s = 0; s < c.siteCount(); ++s) {
            const bool mariadb = test::allBackends().at(s) == Backend::MariaDb;
            const auto r = c.replicate(s);
            QVERIFY2(r.exitCode == (mariadb ? ExitCode::HeldBack : ExitCode::Ok), qPrintable(r.message));
            QCOMPARE(Cluster::count(c.site(s), kTable, QStringLiteral("label = 'v1'")), 1);
            QCOMPARE(Cluster::count(c.site(s), kTable, QStringLiteral("label = 'v0'")), mariadb ? 0 : 1);
            if (mariadb)
                QCOMPARE(c.site(s).scalar(QStringLiteral("SELECT COUNT(*) FROM jg_conflicts")).value().toInt(), 1);
        }
        QVERIFY2(copyRowsAtSites(c, columns, &error), qPrintable(error));
        for (int round = 0; round < 2; ++round)
            for (int s = 0; s < c.siteCount(); ++s)
                QVERIFY(c.replicate(s).finished());
        for (const int s : {0, 1}) {
            const auto copied = c.primary().scalar(
                QStringLiteral("SELECT CAST(c_stamp AS text) || ' ' || CAST(c_day AS text) || ' ' || "
                               "CAST(c_nan AS text) || ' ' || CAST(c_inf AS text) FROM tm WHERE label = ?"),
                {copyLabel(s, 0)});
            QCOMPARE(copied.value().toString(), QStringLiteral("infinity -infinity NaN -Infinity"));
            QCOMPARE(c.differences(s), QString());
        }
    }

    // A type a site's kind cannot hold whole is held: the row waits with a
    // conflict, the session says so, and the value is never changed. A
    // BIGINT UNSIGNED above 2^63 - 1 fits no SQLite integer; PostgreSQL and
    // MariaDB sites take it exactly (it arrived as -1 once).
    void anUnsignedValueNoSignedIntegerHoldsWaits()
    {
        JGR_JOINED_CLUSTER(c, Backend::MariaDb, test::allBackends());
        const QList<TypeColumn> columns{
            {QStringLiteral("c_ubig"), QStringLiteral("BIGINT UNSIGNED"), {QStringLiteral("18446744073709551615")}}};
        QVERIFY2(makeTable(c.primary(), Backend::MariaDb, columns, &error), qPrintable(error));
        for (int s = 0; s < c.siteCount(); ++s) {
            const auto r = c.replicate(s);
            const bool sqlite = test::allBackends().at(s) == Backend::Sqlite;
            QVERIFY2(r.exitCode == (sqlite ? ExitCode::HeldBack : ExitCode::Ok), qPrintable(r.message));
            const auto value =
                c.site(s).scalar(QStringLiteral("SELECT CAST(c_ubig AS %1) FROM tm")
                                     .arg(sqlite                                           ? QStringLiteral("TEXT")
                                          : test::allBackends().at(s) == Backend::Postgres ? QStringLiteral("text")
                                                                                           : QStringLiteral("CHAR")));
            if (sqlite) {
                QVERIFY(!value.ok() || value.value().isNull()); // no row
                const auto open = c.site(s).scalar(QStringLiteral("SELECT COUNT(*) FROM jg_conflicts"));
                QVERIFY(open.ok() && open.value().toInt() == 1);
            } else {
                QCOMPARE(value.value().toString(), QStringLiteral("18446744073709551615"));
                QVERIFY2(c.differences(s).isEmpty(), qPrintable(c.differences(s)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestTypeMatrix)
#include "test_type_matrix.moc"
