// The bulk paths (C APIs on the Qt connections' handles) on every database:
// what they insert reads back unchanged, what they read equals what QtSql
// reads from the same rows, and they may be used from the read-ahead thread.
#include "testdatabases.h"

#include "db/bulkaccess.h"
#include "db/database.h"

#include <QTemporaryDir>
#include <QTest>

#include <future>

using namespace jgr;
using test::Backend;

namespace {
using db::Family;

struct Column
{
    const char *name;
    db::ColumnType type;
};

const QList<Column> kColumns{{"t", {Family::Text, 60}},   {"lt", {Family::LongText}},      {"i", {Family::Int}},
                             {"b", {Family::BigInt}},     {"d", {Family::Decimal, 12, 2}}, {"f", {Family::Double}},
                             {"flag", {Family::Boolean}}, {"day", {Family::Date}},         {"at", {Family::Stamp}},
                             {"bytes", {Family::Blob}}};

const QString kHostile = QStringLiteral("tab\there, line\nnext\r, \\N, back\\slash, 'quote' \"dq\" 😀 Grüße");
const QString kLong = QString(70000, QLatin1Char('x')) + QStringLiteral("end");
const QByteArray kBytes = QByteArray("\x00\x01\xff\t\n\\N", 7);
constexpr int kRows = 1203; // two full multi-row statements and a partial one

QVariantList rowValues(int n)
{
    if (n % 10 == 3) // every nullable column NULL
        return QVariantList(kColumns.size(), QVariant());
    return {
        n == 7 ? kHostile : QStringLiteral("text %1").arg(n),
        n == 11 ? kLong : QStringLiteral("long text %1").arg(n),
        n % 2 ? -n : n * 1000,
        qlonglong(n) * 9007199254LL,
        QStringLiteral("%1.%2").arg(n % 2 ? -n : n).arg(n % 100, 2, 10, QLatin1Char('0')),
        n * 0.25 - 1.0e-3,
        n % 2 == 0,
        QStringLiteral("2020-%1-%2").arg(n % 12 + 1, 2, 10, QLatin1Char('0')).arg(n % 28 + 1, 2, 10, QLatin1Char('0')),
        QStringLiteral("2026-11-30 12:%1:%2.123")
            .arg(n % 60, 2, 10, QLatin1Char('0'))
            .arg(n % 59, 2, 10, QLatin1Char('0')),
        n == 5 ? kBytes : QByteArray::number(n)};
}

QString selectAll(db::Database &db)
{
    QStringList names;
    for (const Column &c : kColumns)
        names << (c.type.family == Family::Stamp ? db.dialect().stampAsText(db.quote(QString::fromLatin1(c.name)))
                                                 : db.quote(QString::fromLatin1(c.name)));
    return QStringLiteral("SELECT %1 FROM bulk_values ORDER BY id").arg(names.join(QStringLiteral(", ")));
}

bool sameValue(const QVariant &a, const QVariant &b, Family family)
{
    if (a.isNull() || b.isNull())
        return a.isNull() == b.isNull();
    if (family == Family::Double)
        return a.toDouble() == b.toDouble();
    if (family == Family::Blob)
        return a.toByteArray() == b.toByteArray();
    return a.toString() == b.toString();
}

// A cell as QtSql reads it and as the bulk access reads it agree as a user
// would see them. Bytes come as bytes; anything else never does (QMYSQL gives
// text in a binary collation as bytes too; the bulk access gives it as text).
bool same(const QVariant &viaQt, const QVariant &viaBulk, Family family)
{
    const bool bytes = viaBulk.typeId() == QMetaType::QByteArray;
    if (bytes != (family == Family::Blob) && !viaBulk.isNull())
        return false;
    return sameValue(viaQt, viaBulk, family);
}

// Where `rows` (a bulk read of `sql`) differ from what QtSql reads; the
// query ends before the bulk access is used again (PostgreSQL serves one
// reading query at a time on a connection).
QString differencesFromQtSql(db::Database &db, const QString &sql, const QList<QVariantList> &rows)
{
    auto q = db.exec(sql);
    if (!q)
        return q.error().message;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        if (!q.value().next())
            return QStringLiteral("QtSql read %1 rows, the bulk access %2").arg(r).arg(rows.size());
        for (qsizetype c = 0; c < kColumns.size(); ++c) {
            const QVariant viaQt = q.value().value(int(c));
            const QVariant viaBulk = rows.at(r).at(c);
            if (!same(viaQt, viaBulk, kColumns.at(c).type.family))
                return QStringLiteral("row %1, %2: QtSql %3 (%5), bulk %4 (%6)")
                    .arg(r + 1)
                    .arg(QString::fromLatin1(kColumns.at(c).name), viaQt.toString(), viaBulk.toString(),
                         QString::fromLatin1(viaQt.typeName()), QString::fromLatin1(viaBulk.typeName()));
        }
    }
    return q.value().next() ? QStringLiteral("QtSql read more rows") : QString();
}
} // namespace

class TestBulkAccess : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void roundTripMatchesQtSql_data() { test::addAllBackends(); }
    void roundTripMatchesQtSql()
    {
        QFETCH(Backend, backend);
        JGR_FRESH_DB(params, backend, QStringLiteral("bulk"), m_dir.path());
        QString error;
        auto db = test::openOrNull(params, QStringLiteral("local"), &error);
        QVERIFY2(db, qPrintable(error));
        const db::Dialect &d = db->dialect();
        db::ColumnDef key;
        key.name = QStringLiteral("id");
        key.autoPrimaryKey = true;
        QStringList definitions{d.columnDefinition(key)};
        QStringList names;
        QStringList markers;
        for (const Column &c : kColumns) {
            db::ColumnDef def;
            def.name = QString::fromLatin1(c.name);
            def.type = c.type;
            definitions << d.columnDefinition(def);
            names << d.quote(def.name);
            markers << (c.type.family == Family::Stamp ? d.stampParameter() : QStringLiteral("?"));
        }
        QVERIFY(
            db->run(QStringLiteral("CREATE TABLE bulk_values (%1)").arg(definitions.join(QStringLiteral(", ")))).ok());

        QList<QVariantList> rows;
        for (int n = 1; n <= kRows; ++n)
            rows << rowValues(n);
        const QString tuple = QLatin1Char('(') + markers.join(QStringLiteral(", ")) + QLatin1Char(')');
        QVERIFY(db->begin().ok());
        const Status inserted = db->bulk().insert(QStringLiteral("bulk_values"), names, tuple, rows, 1);
        QVERIFY2(inserted.ok(), qPrintable(inserted ? QString() : inserted.error().message));
        QVERIFY(db->commit().ok());

        // What the bulk read gives equals what QtSql reads, cell by cell.
        const QString sql = selectAll(*db);
        auto bulk = db->bulk().select(sql, {});
        QVERIFY2(bulk, qPrintable(bulk ? QString() : bulk.error().message));
        QCOMPARE(bulk.value().size(), kRows);
        QCOMPARE(differencesFromQtSql(*db, sql, bulk.value()), QString());
        // And what was written is what was meant.
        QCOMPARE(bulk.value().at(6).at(0).toString(), kHostile);
        QCOMPARE(bulk.value().at(10).at(1).toString(), kLong);
        QCOMPARE(bulk.value().at(4).at(9).toByteArray(), kBytes);
        QCOMPARE(bulk.value().at(1).at(3).toLongLong(), 2 * 9007199254LL);
        QCOMPARE(bulk.value().at(2).at(2).isNull(), true);

        // Rows may come in parts (the engine's values as read, then its
        // bookkeeping): the same rows, each in three lists, read back the same.
        QVERIFY(
            db->run(QStringLiteral("CREATE TABLE bulk_parts (%1)").arg(definitions.join(QStringLiteral(", ")))).ok());
        QList<QVariantList> parts;
        for (const QVariantList &row : rows)
            parts << row.mid(0, 3) << row.mid(3, 1) << row.mid(4);
        QVERIFY(db->begin().ok());
        const Status inParts = db->bulk().insert(QStringLiteral("bulk_parts"), names, tuple, parts, 3);
        QVERIFY2(inParts.ok(), qPrintable(inParts ? QString() : inParts.error().message));
        QVERIFY(db->commit().ok());
        auto split =
            db->bulk().select(QString(sql).replace(QStringLiteral("bulk_values"), QStringLiteral("bulk_parts")), {});
        QVERIFY2(split, qPrintable(split ? QString() : split.error().message));
        QCOMPARE(split.value().size(), kRows);
        for (int r = 0; r < kRows; ++r)
            for (int c = 0; c < kColumns.size(); ++c)
                QVERIFY2(same(bulk.value().at(r).at(c), split.value().at(r).at(c), kColumns.at(c).type.family),
                         qPrintable(
                             QStringLiteral("row %1, column %2").arg(r).arg(QString::fromLatin1(kColumns.at(c).name))));

        // Bound values find the hostile text; changes count their rows.
        auto found = db->bulk().select(QStringLiteral("SELECT id FROM bulk_values WHERE t = ?"), {kHostile});
        QVERIFY2(found.ok(), qPrintable(found ? QString() : found.error().message));
        QCOMPARE(found.value().size(), 1);
        QCOMPARE(found.value().first().first().toLongLong(), 7);
        auto changed = db->bulk().change(QStringLiteral("UPDATE bulk_values SET i = ? WHERE id = ?"), {42, 9});
        QVERIFY(changed.ok());
        QCOMPARE(changed.value(), 1);
        changed = db->bulk().change(QStringLiteral("UPDATE bulk_values SET i = ? WHERE id = ?"), {42, kRows + 1});
        QVERIFY(changed.ok());
        QCOMPARE(changed.value(), 0);

        // The read-ahead thread reads the same rows.
        if (db->bulk().usableFromAnyThread()) {
            auto elsewhere = std::async(std::launch::async, [&] { return db->bulk().select(sql, {}); }).get();
            QVERIFY(elsewhere.ok());
            auto again = db->bulk().select(sql, {});
            QVERIFY(again.ok());
            QCOMPARE(elsewhere.value().size(), again.value().size());
            for (int r = 0; r < kRows; ++r)
                for (int c = 0; c < kColumns.size(); ++c)
                    QVERIFY(same(elsewhere.value().at(r).at(c), again.value().at(r).at(c), kColumns.at(c).type.family));
        }

        // A failing statement reports the database's error, and the
        // connection stays usable.
        auto broken = db->bulk().select(QStringLiteral("SELECT no_such_column FROM bulk_values"), {});
        QVERIFY(!broken.ok());
        QVERIFY2(broken.error().message.contains(QStringLiteral("no_such_column")), qPrintable(broken.error().message));
        QVERIFY(db->bulk().select(QStringLiteral("SELECT id FROM bulk_values WHERE id = ?"), {1}).ok());
    }
};

QTEST_GUILESS_MAIN(TestBulkAccess)
#include "test_bulk_access.moc"
