#pragma once

#include <QWizard>

class QLineEdit;

namespace jgr::ui {

class DatabaseSectionEditor;
class ReplicatePanel;

// A new site in three steps: its name and a local SQLite database, its
// primary (tested before going on), then the join and the first
// replication with the same progress panel as Replicate now.
class NewSiteWizard : public QWizard
{
    Q_OBJECT

public:
    explicit NewSiteWizard(const QString &configPath, QWidget *parent = nullptr);

    QLineEdit *siteNameField() const { return m_siteName; }
    QLineEdit *databaseField() const { return m_database; }
    QLineEdit *configField() const { return m_configPath; }
    DatabaseSectionEditor *primaryEditor() const { return m_primary; }
    ReplicatePanel *panel() const { return m_panel; }
    QString configPath() const;
    bool succeeded() const { return m_succeeded; }
    QString error() const { return m_error; }

    // Writes the INI and stores the primary's password (before the panel runs).
    bool writeConfiguration();

signals:
    void siteReady(const QString &configPath); // the first session succeeded

private:
    QLineEdit *m_siteName;
    QLineEdit *m_database;
    QLineEdit *m_configPath;
    DatabaseSectionEditor *m_primary;
    ReplicatePanel *m_panel;
    bool m_succeeded = false;
    QString m_error;
};

} // namespace jgr::ui
