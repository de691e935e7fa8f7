#pragma once

#include "control/records.h"

#include <QHash>
#include <QMainWindow>

class QComboBox;
class QLabel;
class QListWidget;
class QStackedWidget;

namespace jgr::ui {

class ConflictsPage;
class ElidedLabel;
class DataPage;
class OverviewPage;
class RecordPage;
class ReportsPage;
class ReplicatePanel;
class SiteContext;
class SiteOperations;

// The administration window: a navigation list on the left (Overview,
// Replicate now, one page per record kind, Data, Reports), the page on the right, a
// scope switch between this site's records and the primary's, and a status
// bar with the site and its connection. It only assembles: every area is
// its own widget.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QString configPath, QWidget *parent = nullptr);

    void openConfiguration(const QString &path);
    void refresh();
    void showPage(const QString &name); // "overview", "replicate", "data" or a kind's name
    QStringList pageNames() const { return m_pageNames; }
    QString currentPage() const;

    SiteContext *site() const { return m_site; }
    OverviewPage *overviewPage() const { return m_overview; }
    ReplicatePanel *replicatePanel() const { return m_replicate; }
    RecordPage *recordPage(control::RecordKind kind) const { return m_records.value(static_cast<char>(kind)); }
    DataPage *dataPage() const { return m_data; }
    ReportsPage *reportsPage() const { return m_reports; }
    ConflictsPage *conflictsPage() const { return m_conflicts; }
    SiteOperations *siteOperations() const { return m_operations; }

    // The configuration the window opens without --config: the last one used.
    static QString lastUsedConfiguration();

private:
    void fitTheScreen(); // the first size and place
    void addPage(const QString &name, const QString &title, const QIcon &icon, QWidget *page);
    void createActions();
    void updateStatus();
    void openSettings();
    void newSite();
    void chooseConfiguration();

    SiteContext *m_site;
    QListWidget *m_navigation;
    QStackedWidget *m_pages;
    QComboBox *m_scope;
    ElidedLabel *m_statusSite;
    ElidedLabel *m_statusConnection;
    OverviewPage *m_overview;
    ReplicatePanel *m_replicate;
    DataPage *m_data;
    ReportsPage *m_reports = nullptr;
    ConflictsPage *m_conflicts = nullptr;
    SiteOperations *m_operations;
    class QAction *m_replicateAction = nullptr;
    QList<class QAction *> m_siteOnlyActions;
    QHash<char, RecordPage *> m_records;
    QStringList m_pageNames;
};

} // namespace jgr::ui
