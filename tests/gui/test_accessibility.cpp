// The administration window for people who use the keyboard, a screen
// reader or large text (offscreen; the last test doubles the font).
#include "guidemo.h"

#include "mainwindow.h"
#include "replicate/replicatepanel.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSet>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>

using namespace jgr;
using test::buildDemo;
using test::Demo;
using test::runPanel;

namespace {

// The controls a person works with (labels and frames are not).
bool isControl(const QWidget *w)
{
    return qobject_cast<const QAbstractButton *>(w) || qobject_cast<const QLineEdit *>(w) ||
           qobject_cast<const QComboBox *>(w) || qobject_cast<const QAbstractSpinBox *>(w) ||
           qobject_cast<const QAbstractItemView *>(w) || qobject_cast<const QPlainTextEdit *>(w) ||
           qobject_cast<const QTextEdit *>(w);
}

// Parts of a control that Qt builds inside it (a combo box's line edit, a
// spin box's, a scroll bar's buttons): named and reached through their owner.
bool isInsideAnotherControl(const QWidget *w)
{
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget())
        if (isControl(p))
            return true;
    return false;
}

QString accessibleName(QWidget *w)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
    return iface ? iface->text(QAccessible::Name).trimmed() : QString();
}

// What Tab reaches, in order, from the window's first control: the focus
// chain as QWidget::focusNextPrevChild walks it.
QSet<QWidget *> reachedByTab(QWidget *window)
{
    QSet<QWidget *> reached;
    QWidget *w = window;
    do {
        w = w->nextInFocusChain();
        if ((w->focusPolicy() & Qt::TabFocus) && w->isVisibleTo(window) && w->isEnabled())
            reached.insert(w);
    } while (w != window);
    return reached;
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::startWindowTests(); }

    // On every page, each control a person can use has a name a screen
    // reader says (its text, its label, or a name of its own) and is reached
    // with Tab.
    void everyControlIsNamedAndReachedByTab()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        ui::MainWindow window(demo.siteIni(2));
        window.show();
        QVERIFY(runPanel(*window.replicatePanel()).ok());
        for (const QString &page : window.pageNames()) {
            window.showPage(page);
            QCoreApplication::processEvents();
            const QSet<QWidget *> reached = reachedByTab(&window);
            QStringList unnamed, unreachable;
            int checked = 0;
            for (QWidget *w : window.findChildren<QWidget *>()) {
                if (!isControl(w) || !w->isVisibleTo(&window) || isInsideAnotherControl(w))
                    continue;
                ++checked;
                const QString what =
                    QStringLiteral("%1 %2").arg(QLatin1String(w->metaObject()->className()), w->objectName());
                if (accessibleName(w).isEmpty())
                    unnamed << what;
                if (w->isEnabled() && w->focusPolicy() != Qt::NoFocus && !reached.contains(w))
                    unreachable << what;
            }
            QVERIFY2(checked >= 3, qPrintable(page)); // the navigation, the page's controls
            QVERIFY2(unnamed.isEmpty(), qPrintable(page + QStringLiteral(": no name: ") + unnamed.join(", ")));
            QVERIFY2(unreachable.isEmpty(),
                     qPrintable(page + QStringLiteral(": not reached by Tab: ") + unreachable.join(", ")));
        }
    }

    // The toolbar's buttons say what they do in words beside their icons:
    // Replicate now (which starts a session) apart from Refresh (which does not).
    void toolbarSaysWhatItDoes()
    {
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        ui::MainWindow window(demo.siteIni(2));
        window.show();
        auto *bar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        QVERIFY(bar);
        QCOMPARE(bar->toolButtonStyle(), Qt::ToolButtonTextBesideIcon);
        QStringList texts;
        for (QAction *action : bar->actions())
            if (!action->isSeparator() && !action->text().isEmpty())
                texts << action->text().remove(QLatin1Char('&'));
        QVERIFY2(texts.contains(QStringLiteral("Replicate now")) && texts.contains(QStringLiteral("Refresh")),
                 qPrintable(texts.join(QStringLiteral(", "))));
        // And they are reached with Tab, as every other control.
        const QSet<QWidget *> reached = reachedByTab(&window);
        int buttons = 0;
        for (QToolButton *button : bar->findChildren<QToolButton *>()) {
            if (!button->defaultAction() || !button->isVisibleTo(&window) || !button->isEnabled())
                continue;
            ++buttons;
            QVERIFY2(reached.contains(button), qPrintable(button->text()));
        }
        QVERIFY(buttons >= 2);
    }

    // A 2,000-character message (a configuration path that does not exist)
    // leaves the window as wide as it was: the status bar shortens it with
    // "…" and its tooltip has it whole; Replicate now's summary holds it
    // whole and is cut at the window's edge.
    void longMessagesNeverWidenTheWindow()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QString(2000, QLatin1Char('x')) + QStringLiteral(".ini"));
        ui::MainWindow window(path);
        window.resize(1000, 700);
        window.show();
        QCoreApplication::processEvents();
        QCOMPARE(window.width(), 1000);
        const auto labels = window.statusBar()->findChildren<QLabel *>();
        const auto status = std::find_if(labels.cbegin(), labels.cend(), [](const QLabel *label) {
            return label->toolTip().contains(QStringLiteral("No site configuration"));
        });
        QVERIFY(status != labels.cend());
        QVERIFY2((*status)->toolTip().contains(QString(2000, QLatin1Char('x'))), qPrintable((*status)->toolTip()));
        QVERIFY2((*status)->text().contains(QChar(0x2026)) && (*status)->text().size() < 500,
                 qPrintable((*status)->text()));
        // The same message from a session: the summary keeps the window's width.
        ui::ReplicatePanel *panel = window.replicatePanel();
        window.showPage(QStringLiteral("replicate"));
        panel->setConfigPath(path);
        runPanel(*panel, 30000); // refused or failed: either way it says why
        QCoreApplication::processEvents();
        QCOMPARE(window.width(), 1000);
        QVERIFY2(panel->summaryText().contains(QString(2000, QLatin1Char('x'))), qPrintable(panel->summaryText()));
    }

    // Twice the usual text: every page's name shows whole in the navigation,
    // and the window still fits a screen of 2560 x 1600.
    void twiceTheTextStillFits()
    {
        // What a desktop's large-text setting does: the application font at twice its size.
        QFont large = QApplication::font();
        large.setPointSizeF(large.pointSizeF() * 2);
        QApplication::setFont(large);
        QTemporaryDir dir;
        Demo demo;
        QVERIFY(buildDemo(dir.path(), &demo));
        ui::MainWindow window(demo.siteIni(2));
        window.resize(window.minimumSizeHint());
        window.show();
        QCoreApplication::processEvents();
        auto *navigation = window.findChild<QListWidget *>();
        QVERIFY(navigation);
        const QFontMetrics metrics(navigation->font());
        for (int row = 0; row < navigation->count(); ++row) {
            const QRect shown = navigation->visualItemRect(navigation->item(row));
            const int needed =
                metrics.horizontalAdvance(navigation->item(row)->text()) + navigation->iconSize().width();
            QVERIFY2(shown.width() >= needed && shown.right() <= navigation->viewport()->width(),
                     qPrintable(QStringLiteral("%1: %2 px shown, %3 needed")
                                    .arg(navigation->item(row)->text())
                                    .arg(shown.width())
                                    .arg(needed)));
        }
        const QSize least = window.minimumSizeHint();
        QVERIFY2(least.width() <= 2560 && least.height() <= 1600,
                 qPrintable(QStringLiteral("%1 x %2").arg(least.width()).arg(least.height())));
    }
};

QTEST_MAIN(TestAccessibility)
#include "test_accessibility.moc"
