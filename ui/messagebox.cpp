#include "messagebox.h"

#include <QMessageBox>

namespace jgr::ui {

bool MessageBox::confirm(QWidget *parent, const QString &title, const QString &text)
{
    s_lastQuestion = text;
    if (!s_nextAnswers.isEmpty())
        return s_nextAnswers.takeFirst();
    return QMessageBox::question(parent, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No) ==
           QMessageBox::Yes;
}

namespace {
// Tests set the answer for confirmations only; a message there goes to the log.
bool toLogOnly(const QString &title, const QString &text)
{
    if (!qEnvironmentVariableIsSet("JGR_NO_MODAL_DIALOGS"))
        return false;
    qInfo("%s: %s", qPrintable(title), qPrintable(text));
    return true;
}
} // namespace

void MessageBox::warn(QWidget *parent, const QString &title, const QString &text)
{
    if (!toLogOnly(title, text))
        QMessageBox::warning(parent, title, text);
}

void MessageBox::inform(QWidget *parent, const QString &title, const QString &text)
{
    if (!toLogOnly(title, text))
        QMessageBox::information(parent, title, text);
}

} // namespace jgr::ui
