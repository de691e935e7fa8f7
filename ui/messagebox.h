#pragma once

#include <QString>

#include <optional>

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
    static void setNextAnswer(bool yes) { s_nextAnswer = yes; }

private:
    static inline std::optional<bool> s_nextAnswer;
};

} // namespace jgr::ui
