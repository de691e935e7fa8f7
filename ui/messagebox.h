#pragma once

#include <QList>
#include <QString>

class QWidget;

namespace jgr::ui {

// Questions to the user go through here, so that tests can answer them
// without a modal dialog (KeePassXC's MessageBox::setNextAnswer).
class MessageBox
{
public:
    static bool confirm(QWidget *parent, const QString &title, const QString &text);
    static void warn(QWidget *parent, const QString &title, const QString &text);
    static void inform(QWidget *parent, const QString &title, const QString &text);
    // The next confirm() returns this without showing anything.
    static void setNextAnswer(bool yes) { setNextAnswers({yes}); }
    // The next confirm()s return these, in order.
    static void setNextAnswers(const QList<bool> &answers)
    {
        s_nextAnswers = answers;
        s_lastQuestion.clear();
    }
    // The text of the last question asked since the answers were set (empty: none).
    static QString lastQuestion() { return s_lastQuestion; }

private:
    static inline QList<bool> s_nextAnswers;
    static inline QString s_lastQuestion;
};

} // namespace jgr::ui
