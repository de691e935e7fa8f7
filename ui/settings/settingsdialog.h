#pragma once

#include "config/siteconfig.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace jgr::ui {

class DatabaseSectionEditor;

// The site's INI as a form: site name and administrator, [local],
// [primary], [smtp] with Send test mail, and the tray's check interval.
// Saving writes the INI (never a password) and stores typed passwords
// through the credentials layer.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SettingsDialog(const QString &configPath, QWidget *parent = nullptr);

    bool saveSettings(); // false with the reason shown
    bool sendTestMail();
    QString message() const;
    DatabaseSectionEditor *localEditor() const { return m_local; }
    DatabaseSectionEditor *primaryEditor() const { return m_primary; }

private:
    config::SiteConfig collect() const;
    config::SmtpSection smtpSection() const;
    void showMessage(const QString &text, bool error);

    QString m_configPath;
    config::SiteConfig m_loaded;
    QLineEdit *m_siteName;
    QLineEdit *m_adminEmail;
    DatabaseSectionEditor *m_local;
    DatabaseSectionEditor *m_primary;
    QLineEdit *m_smtpHost;
    QSpinBox *m_smtpPort;
    QComboBox *m_smtpSecurity;
    QLineEdit *m_smtpUser;
    QLineEdit *m_smtpFrom;
    QLineEdit *m_smtpCaFile;
    QComboBox *m_smtpPasswordSource;
    QLineEdit *m_smtpPassword;
    QSpinBox *m_trayMinutes;
    QComboBox *m_language = nullptr;
    QLabel *m_message;
};

} // namespace jgr::ui
