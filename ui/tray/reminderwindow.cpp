#include "reminderwindow.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSystemTrayIcon>
#include <QVBoxLayout>

namespace jgr::ui {

ReminderWindow::ReminderWindow(QWidget *parent)
    : QWidget(parent, Qt::Window),
      m_noTray(new QLabel(tr("There is no system tray on this desktop, so JGReplicate reminds you here."), this)),
      m_text(new QLabel(this))
{
    setWindowTitle(tr("JGReplicate reminder"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tray-reminder.svg")));
    m_text->setWordWrap(true);
    auto *replicate = new QPushButton(tr("&Replicate now"), this);
    auto *snooze = new QPushButton(tr("&Snooze 1 hour"), this);
    auto *open = new QPushButton(tr("&Open administration"), this);
    replicate->setDefault(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(replicate);
    buttons->addWidget(snooze);
    buttons->addWidget(open);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_noTray);
    layout->addWidget(m_text);
    layout->addLayout(buttons);
    resize(460, 160);
    connect(replicate, &QPushButton::clicked, this, [this] {
        emit replicateRequested();
        hide();
    });
    connect(snooze, &QPushButton::clicked, this, [this] {
        emit snoozeRequested();
        hide();
    });
    connect(open, &QPushButton::clicked, this, &ReminderWindow::openRequested);
}

void ReminderWindow::showReminder(const QString &text)
{
    m_text->setText(text);
    // (Only where it is true: a tray may appear after the monitor started.)
    m_noTray->setVisible(!QSystemTrayIcon::isSystemTrayAvailable());
    show();
    raise();
}

QString ReminderWindow::text() const
{
    return m_text->text();
}

} // namespace jgr::ui
