#pragma once

#include "config/credentials.h"
#include "config/siteconfig.h"

#include <optional>

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace jgr::ui {

// One database section of the INI ([local] or [primary]) as a form, with a
// password field (stored through the credentials layer, never in the INI)
// and Test connection.
class DatabaseSectionEditor : public QWidget
{
    Q_OBJECT

public:
    explicit DatabaseSectionEditor(const QString &section, QWidget *parent = nullptr);

    void setSection(const config::DatabaseSection &section);
    config::DatabaseSection section() const;
    QString password() const; // typed here; empty = keep the stored one
    void setPassword(const QString &password);
    // Where the section's stored password is found (Test connection with the
    // password field left empty).
    void setCredentials(const config::Credentials &credentials) { m_credentials = credentials; }

    // Opens the database with what the form says; the result is shown next
    // to the button and returned.
    bool testConnection();
    QString testResult() const;

private:
    void updateFields();

    QString m_section;
    QComboBox *m_driver;
    QLineEdit *m_database;
    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_user;
    QLineEdit *m_options;
    QComboBox *m_passwordSource;
    QLineEdit *m_password;
    QLabel *m_result;
    bool m_tlsOff = false;
    std::optional<config::Credentials> m_credentials;
};

} // namespace jgr::ui
