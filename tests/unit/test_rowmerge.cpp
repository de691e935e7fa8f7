// The row-merge rules as pure functions: owner wins, blank fill, hand-over.
#include "engine/merge/rowmerge.h"
#include "engine/merge/valuecodec.h"

#include <QTest>

using namespace jgr;
using namespace jgr::engine;

namespace {
// Columns: name (fillable text), qty (int), isremoved (flag, never fillable).
MergeContext context(bool blankFill = true)
{
    MergeContext c;
    c.thisSite = 2;
    c.primarySite = 1;
    c.blankFillAllowed = blankFill;
    c.columns = {{db::Family::Text, true}, {db::Family::Int, false}, {db::Family::Flag, false}};
    return c;
}

Row row(int owner, QVariant name, QVariant qty, QVariant removed = QStringLiteral("N"))
{
    Row r;
    r.owner = owner;
    r.uniqueId = 30000000010;
    r.values = {name, qty, removed};
    return r;
}
const QVariant kNull = QVariant(QMetaType::fromType<QString>());
} // namespace

class TestRowMerge : public QObject
{
    Q_OBJECT

private slots:
    void pullInsertsUnknownRows()
    {
        const auto d = decidePull(context(), row(3, QStringLiteral("x"), 1), std::nullopt, false);
        QCOMPARE(d.action, PullDecision::Insert);
        QCOMPARE(d.owner, 3);
    }

    void pullOwnerWinsOverLocalEdit()
    {
        // Another site owns it; our local edit of qty is put back.
        const auto d = decidePull(context(), row(3, QStringLiteral("x"), 1), row(3, QStringLiteral("x"), 99), true);
        QCOMPARE(d.action, PullDecision::Update);
        QCOMPARE(d.values.at(1).toInt(), 1);
        QVERIFY(!d.localKept);
    }

    void pullKeepsOurBlankFill()
    {
        const auto d = decidePull(context(), row(3, kNull, 1), row(3, QStringLiteral("filled"), 1), true);
        QCOMPARE(d.values.at(0).toString(), QStringLiteral("filled"));
        QVERIFY(d.localKept);
        QCOMPARE(d.action, PullDecision::Skip); // nothing changes here, but the push must send it
    }

    void pullDropsFillWhenNotAllowed()
    {
        const auto d = decidePull(context(false), row(3, kNull, 1), row(3, QStringLiteral("filled"), 1), true);
        QCOMPARE(d.action, PullDecision::Update);
        QVERIFY(d.values.at(0).isNull());
        QVERIFY(!d.localKept);
    }

    void pullOnOwnRowTakesOnlyFills()
    {
        // We own it; another site filled the empty name and changed qty.
        const auto d = decidePull(context(), row(2, QStringLiteral("their fill"), 5), row(2, kNull, 7), false);
        QCOMPARE(d.action, PullDecision::Update);
        QCOMPARE(d.values.at(0).toString(), QStringLiteral("their fill"));
        QCOMPARE(d.values.at(1).toInt(), 7);
        QVERIFY(d.localKept); // our qty goes back to the primary
    }

    void pullOnOwnRowIdenticalIsSkipped()
    {
        const auto d = decidePull(context(), row(2, QStringLiteral("a"), 5), row(2, QStringLiteral("a"), 5), false);
        QCOMPARE(d.action, PullDecision::Skip);
        QVERIFY(!d.localKept);
    }

    void pullHandOverPending()
    {
        // We handed our row to site 3 and have not sent it yet.
        const auto d = decidePull(context(), row(2, QStringLiteral("a"), 5), row(3, QStringLiteral("a"), 5), true);
        QCOMPARE(d.owner, 3);
        QVERIFY(d.localKept);
        // Without an unsent change the primary's owner is authoritative.
        const auto e = decidePull(context(), row(2, QStringLiteral("a"), 5), row(3, QStringLiteral("a"), 5), false);
        QCOMPARE(e.owner, 2);
    }

    void pullNumbersCompareByValue()
    {
        MergeContext c = context();
        c.columns[1].family = db::Family::Decimal;
        const auto d = decidePull(c, row(3, QStringLiteral("a"), QStringLiteral("19.90")),
                                  row(3, QStringLiteral("a"), 19.9), false);
        QCOMPARE(d.action, PullDecision::Skip);
    }

    void pushInsertsNewRows()
    {
        const auto d = decidePush(context(), row(2, QStringLiteral("a"), 1), std::nullopt, false);
        QCOMPARE(d.action, PushDecision::Insert);
        QCOMPARE(d.sendValues.size(), 3);
    }

    void pushOwnerSendsAllButEmptyText()
    {
        const auto d =
            decidePush(context(), row(2, kNull, 8, QStringLiteral("Y")), row(2, QStringLiteral("their fill"), 1), true);
        QCOMPARE(d.action, PushDecision::Update);
        QCOMPARE(d.sendColumns, (QList<int>{1, 2})); // qty and isremoved; the empty name keeps the fill
        QVERIFY(d.localCorrection);                  // and the fill comes back to the owner
        QCOMPARE(d.localCorrection->at(0).toString(), QStringLiteral("their fill"));
        QCOMPARE(d.localCorrection->at(1).toInt(), 8);
    }

    void pushOwnerWithoutBlankFillSendsEmptyToo()
    {
        const auto d = decidePush(context(false), row(2, kNull, 1), row(2, QStringLiteral("x"), 1), true);
        QCOMPARE(d.sendColumns, QList<int>{0});
    }

    void pushNothingWhenPrimaryHasIt()
    {
        const auto d = decidePush(context(), row(2, QStringLiteral("a"), 1), row(2, QStringLiteral("a"), 1), true);
        QCOMPARE(d.action, PushDecision::Nothing);
    }

    void pushNonOwnerSendsOnlyFillsAndIsCorrected()
    {
        const auto d = decidePush(context(), row(3, QStringLiteral("fill"), 99), row(3, kNull, 1), false);
        QCOMPARE(d.action, PushDecision::Update);
        QCOMPARE(d.sendColumns, QList<int>{0});
        QVERIFY(d.localCorrection);
        QCOMPARE(d.localCorrection->at(0).toString(), QStringLiteral("fill"));
        QCOMPARE(d.localCorrection->at(1).toInt(), 1);
    }

    void pushNonOwnerCannotTakeOwnership()
    {
        const auto d = decidePush(context(), row(2, QStringLiteral("a"), 1), row(3, QStringLiteral("a"), 1), false);
        QCOMPARE(d.action, PushDecision::Nothing);
        QVERIFY(d.localCorrection);
        QCOMPARE(d.owner, 3);
    }

    void pushNonOwnerCannotSoftDelete()
    {
        const auto d = decidePush(context(), row(3, QStringLiteral("a"), 1, QStringLiteral("Y")),
                                  row(3, QStringLiteral("a"), 1), false);
        QCOMPARE(d.action, PushDecision::Nothing);
        QCOMPARE(d.localCorrection->at(2).toString(), QStringLiteral("N"));
    }
};

QTEST_GUILESS_MAIN(TestRowMerge)
#include "test_rowmerge.moc"
