#pragma once

#include <QWidget>

class QTextBrowser;

namespace jgr::ui {

class SiteContext;

// This site at a glance: number, name, role, last success, the overdue
// state in colour and words, open E records; on a primary every site with
// its state.
class OverviewPage : public QWidget
{
    Q_OBJECT

public:
    explicit OverviewPage(SiteContext *site, QWidget *parent = nullptr);
    void refresh();
    QString text() const; // what it shows, as plain text (tests)

private:
    SiteContext *m_site;
    QTextBrowser *m_browser;
};

} // namespace jgr::ui
