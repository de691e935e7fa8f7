#include "messagebox.h"

#include <QMessageBox>

namespace jgr::ui {

bool MessageBox::confirm(QWidget *parent, const QString &title, const QString &text)
{
    if (s_nextAnswer) {
        const bool answer = *s_nextAnswer;
        s_nextAnswer.reset();
        return answer;
    }
    return QMessageBox::question(parent, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No) ==
           QMessageBox::Yes;
}

void MessageBox::warn(QWidget *parent, const QString &title, const QString &text)
{
    // Tests set the answer for confirmations only; a warning there goes to the log.
    if (qEnvironmentVariableIsSet("JGR_NO_MODAL_DIALOGS")) {
        qWarning("%s: %s", qPrintable(title), qPrintable(text));
        return;
    }
    QMessageBox::warning(parent, title, text);
}

} // namespace jgr::ui
