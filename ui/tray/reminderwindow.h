#pragma once

#include <QWidget>

class QLabel;

namespace jgr::ui {

// Where no system tray exists, the reminder shows in this small window
// instead of nowhere: the text and the same choices as the tray's balloon.
class ReminderWindow : public QWidget
{
    Q_OBJECT

public:
    explicit ReminderWindow(QWidget *parent = nullptr);
    void showReminder(const QString &text);
    QString text() const;

signals:
    void replicateRequested();
    void snoozeRequested();
    void openRequested();

private:
    QLabel *m_noTray;
    QLabel *m_text;
};

} // namespace jgr::ui
