// The record catalog is jgreplicate's one description (docs/SCHEMA.md): each
// record kind's fields, the DDL and the forms must agree with it. Pure, no
// database.
#include "control/recordcatalog.h"
#include "control/recordfields.h"

#include <QTest>

#include <cstring>

using namespace jgr;
using control::RecordColumn;

namespace {

QString fieldType(int type)
{
    switch (type) {
    case 0:
        return QStringLiteral("int");
    case 1:
        return QStringLiteral("text");
    default:
        return QStringLiteral("stamp");
    }
}

QString catalogType(RecordColumn::Type type)
{
    switch (type) {
    case RecordColumn::Type::Int:
    case RecordColumn::Type::SiteNumber:
        return QStringLiteral("int");
    case RecordColumn::Type::Stamp:
        return QStringLiteral("stamp");
    default:
        return QStringLiteral("text");
    }
}

QString ddlDefault(const QString &column)
{
    for (const db::ColumnDef &c : control::recordColumnDefinitions())
        if (c.name == column)
            return c.defaultLiteral;
    return QStringLiteral("<no such column>");
}

// What a new record of kind R holds in each field, as a DDL default literal.
template <class R> QString recordDefault(const control::Field<R> &f)
{
    const R blank{};
    if (f.intMember)
        return QString::number(blank.*(f.intMember));
    const QString text = blank.*(f.textMember);
    return text.isEmpty() ? QString() : QLatin1Char('\'') + text + QLatin1Char('\'');
}

template <class R> void checkKind()
{
    using Traits = control::RecordTraits<R>;
    QMap<QString, QString> fromFields, fromCatalog;
    for (const auto &f : Traits::fields())
        fromFields.insert(QLatin1String(f.column), fieldType(f.type));
    for (const RecordColumn &c : control::storedColumns(Traits::kind))
        fromCatalog.insert(c.column, catalogType(c.type));
    QCOMPARE(fromFields, fromCatalog);

    // A record written without a field gets the DDL default: a new record
    // in memory must hold the same (a text field without a default: empty).
    for (const auto &f : Traits::fields()) {
        const QString column = QLatin1String(f.column);
        QVERIFY2(recordDefault(f) == ddlDefault(column),
                 qPrintable(column + QStringLiteral(": record ") + recordDefault(f) + QStringLiteral(", DDL ") +
                            ddlDefault(column)));
    }

    // Every column a form shows is one the kind stores.
    for (const RecordColumn &c : control::recordColumns(Traits::kind))
        QVERIFY2(fromCatalog.contains(c.column), qPrintable(c.column));
}

} // namespace

class TestRecordCatalog : public QObject
{
    Q_OBJECT

private slots:
    void fieldsMatchCatalog()
    {
        checkKind<control::MasterRecord>();
        checkKind<control::SiteRecord>();
        checkKind<control::TableRecord>();
        checkKind<control::LogRecord>();
        checkKind<control::UpdateRecord>();
        checkKind<control::ErrorRecord>();
        checkKind<control::TestRecord>();
    }

    void ddlHasEveryColumnOnce()
    {
        QStringList names;
        for (const db::ColumnDef &c : control::recordColumnDefinitions())
            names << c.name;
        QCOMPARE(names.removeDuplicates(), 0);
        QVERIFY(!names.contains(QStringLiteral("flag")));
        QVERIFY(!names.contains(QStringLiteral("lastchangeddate")));
    }

    void formsShowNoInternalColumns()
    {
        for (control::RecordKind kind : control::editableKinds())
            for (const RecordColumn &c : control::recordColumns(kind)) {
                QVERIFY2(!c.label.isEmpty(), qPrintable(c.column));
                QVERIFY(c.column != QLatin1String("next_site_number_locked_at"));
            }
    }

    void processMeansSomethingPerKind()
    {
        auto meaningOfY = [](control::RecordKind kind) {
            for (const RecordColumn &c : control::recordColumns(kind))
                if (c.column == QLatin1String("process"))
                    for (const control::FlagChoice &choice : c.choices)
                        if (choice.value == QLatin1String("Y"))
                            return choice.meaning;
            return QString();
        };
        QCOMPARE(meaningOfY(control::RecordKind::Table), QStringLiteral("replicated"));
        QCOMPARE(meaningOfY(control::RecordKind::Error), QStringLiteral("forward to the primary"));
        QVERIFY(meaningOfY(control::RecordKind::Log).isEmpty()); // L records have no process
    }
};

QTEST_GUILESS_MAIN(TestRecordCatalog)
#include "test_recordcatalog.moc"
