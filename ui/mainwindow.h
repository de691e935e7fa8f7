#pragma once

#include <QMainWindow>

class QTextBrowser;

namespace jgr::ui {

// The administration window. For now it shows the site's status; the record
// views, Replicate now and the reports arrive with their issues.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QString configPath, QWidget *parent = nullptr);

    void refresh();

private:
    QString m_configPath;
    QTextBrowser *m_overview = nullptr;
};

} // namespace jgr::ui
