// The U spec language (docs/PROTOCOL.md, Schema updates) and the split_name
// procedure: pure, no database.
#include "engine/schema/updateprocedures.h"
#include "engine/schema/updatespec.h"

#include <QTest>

using namespace jgr;
using engine::UpdateSpec;

class TestUpdateSpec : public QObject
{
    Q_OBJECT

private slots:
    void addEveryFamily_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<int>("family");
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("defaultLiteral");
        QTest::addColumn<bool>("nullable");
        using F = db::Family;
        QTest::newRow("int") << "ADD qty2 int DEFAULT -3 NOT NULL" << int(F::Int) << 0 << 0 << "-3" << false;
        QTest::newRow("bigint") << "add big2 BIGINT" << int(F::BigInt) << 0 << 0 << "" << true;
        QTest::newRow("flag") << "ADD state flag DEFAULT 'Y'" << int(F::Flag) << 1 << 0 << "'Y'" << true;
        QTest::newRow("text") << "ADD first_name text LENGTH 60 DEFAULT 'O''Brien' NULL" << int(F::Text) << 60 << 0
                              << "'O''Brien'" << true;
        QTest::newRow("longtext") << "ADD memo longtext" << int(F::LongText) << 0 << 0 << "" << true;
        QTest::newRow("stamp") << "ADD seen2 stamp DEFAULT '2020-01-02 03:04:05.5'" << int(F::Stamp) << 0 << 0
                               << "'2020-01-02 03:04:05.5'" << true;
        QTest::newRow("double") << "ADD ratio double DEFAULT 0.5" << int(F::Double) << 0 << 0 << "0.5" << true;
        QTest::newRow("decimal") << "ADD amount decimal LENGTH 12 DECIMALS 2 DEFAULT 0 NOT NULL" << int(F::Decimal)
                                 << 12 << 2 << "0" << false;
        QTest::newRow("boolean") << "ADD paid boolean DEFAULT true" << int(F::Boolean) << 0 << 0 << "TRUE" << true;
        QTest::newRow("date") << "ADD due date DEFAULT '2024-02-29'" << int(F::Date) << 0 << 0 << "'2024-02-29'"
                              << true;
        QTest::newRow("blob") << "ADD photo blob NULL" << int(F::Blob) << 0 << 0 << "" << true;
    }
    void addEveryFamily()
    {
        QFETCH(QString, spec);
        auto parsed = engine::parseUpdateSpec(spec);
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().message));
        const UpdateSpec &u = parsed.value();
        QCOMPARE(u.kind, UpdateSpec::Kind::Add);
        QTEST(int(u.column.type.family), "family");
        QTEST(u.column.type.length, "length");
        QTEST(u.column.type.decimals, "decimals");
        QTEST(u.column.defaultLiteral, "defaultLiteral");
        QTEST(u.column.nullable, "nullable");
    }

    void runSplitName()
    {
        auto parsed = engine::parseUpdateSpec(QStringLiteral("RUN split_name(name -> first_name, last_name)"));
        QVERIFY(parsed.ok());
        QCOMPARE(parsed.value().kind, UpdateSpec::Kind::Run);
        QCOMPARE(parsed.value().procedure, QStringLiteral("split_name"));
        QCOMPARE(parsed.value().inputs, QStringList{QStringLiteral("name")});
        QCOMPARE(parsed.value().outputs, (QStringList{QStringLiteral("first_name"), QStringLiteral("last_name")}));
    }

    // Each bad spec is refused with a message that points at what is wrong.
    void badSpecsNameTheirError_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("pointsAt");
        QTest::newRow("empty") << ""
                               << "a spec starts with ADD or RUN";
        QTest::newRow("verb") << "DROP name"
                              << "\"DROP\" (character 1)";
        QTest::newRow("family") << "ADD nick txt"
                                << "\"txt\" (character 10)";
        QTest::newRow("no family") << "ADD nick"
                                   << "expected a type family";
        QTest::newRow("hostile name") << "ADD \"x; DROP TABLE items\" int"
                                      << "unexpected character";
        QTest::newRow("long name") << QStringLiteral("ADD %1 int").arg(QString(60, QLatin1Char('a'))) << "at most 48";
        QTest::newRow("length on int") << "ADD n int LENGTH 4"
                                       << "LENGTH applies to text and decimal";
        QTest::newRow("zero length") << "ADD n text LENGTH 0"
                                     << "a whole number from 1";
        QTest::newRow("default type") << "ADD n int DEFAULT 'x'"
                                      << "expected a whole number as the default";
        QTest::newRow("default backslash") << "ADD n text DEFAULT 'a\\'"
                                           << "backslashes";
        QTest::newRow("open quote") << "ADD n text DEFAULT 'abc"
                                    << "no closing quote";
        QTest::newRow("not null no default") << "ADD n int NOT NULL"
                                             << "NOT NULL needs a DEFAULT";
        QTest::newRow("decimals > length") << "ADD n decimal LENGTH 4 DECIMALS 6"
                                           << "DECIMALS (6) is larger";
        QTest::newRow("stray word") << "ADD n int UNIQUE"
                                    << "\"UNIQUE\" (character 11)";
        QTest::newRow("blob default") << "ADD n blob DEFAULT 'x'"
                                      << "takes no default";
        QTest::newRow("unknown procedure") << "RUN drop_all(a -> b)"
                                           << "unknown procedure \"drop_all\"";
        QTest::newRow("arity") << "RUN split_name(name -> first_name)"
                               << "split_name takes 1 input and 2 output";
        QTest::newRow("unclosed") << "RUN split_name(name -> a, b"
                                  << "the end of the spec";
        QTest::newRow("trailing") << "RUN split_name(name -> a, b) now"
                                  << "nothing may follow";
    }
    void badSpecsNameTheirError()
    {
        QFETCH(QString, spec);
        QFETCH(QString, pointsAt);
        auto parsed = engine::parseUpdateSpec(spec);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().code, ExitCode::Usage);
        QVERIFY2(parsed.error().message.contains(pointsAt), qPrintable(parsed.error().message));
    }

    void splitNames_data()
    {
        QTest::addColumn<QString>("full");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("last");
        QTest::newRow("two words") << "Jim Smith"
                                   << "Jim"
                                   << "Smith";
        QTest::newRow("middle name") << "Antônio Carlos Jobim"
                                     << "Antônio Carlos"
                                     << "Jobim";
        QTest::newRow("comma form") << "Smith, Jim"
                                    << "Jim"
                                    << "Smith";
        QTest::newRow("one word") << "Madonna"
                                  << ""
                                  << "Madonna";
        QTest::newRow("spaces") << "  Ana   Ruiz "
                                << "Ana"
                                << "Ruiz";
    }
    void splitNames()
    {
        QFETCH(QString, full);
        const QStringList parts = engine::splitName(full);
        QTEST(parts.at(0), "first");
        QTEST(parts.at(1), "last");
    }

    void splitNameFillsOnlyBlanks()
    {
        const auto *p = engine::findUpdateProcedure(QStringLiteral("split_name"));
        QVERIFY(p);
        const auto filled = p->compute({QStringLiteral("Ada Lovelace")}, {QVariant(), QString()});
        QVERIFY(filled.has_value());
        QCOMPARE(filled->at(0).toString(), QStringLiteral("Ada"));
        QCOMPARE(filled->at(1).toString(), QStringLiteral("Lovelace"));
        // A row someone already split keeps what they wrote.
        QVERIFY(!p->compute({QStringLiteral("Ada Lovelace")}, {QStringLiteral("Augusta Ada"), QVariant()}).has_value());
        QVERIFY(!p->compute({QVariant()}, {QVariant(), QVariant()}).has_value());
    }
};

QTEST_GUILESS_MAIN(TestUpdateSpec)
#include "test_updatespec.moc"
