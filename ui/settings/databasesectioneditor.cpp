#include "databasesectioneditor.h"

#include "config/connect.h"
#include "db/databasekinds.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace jgr::ui {

namespace {
bool isServer(const QString &driver)
{
    const db::DatabaseKind *kind = db::databaseKind(driver);
    return kind && !kind->file;
}
} // namespace

DatabaseSectionEditor::DatabaseSectionEditor(const QString &section, QWidget *parent)
    : QWidget(parent), m_section(section), m_driver(new QComboBox(this)), m_database(new QLineEdit(this)),
      m_host(new QLineEdit(this)), m_port(new QSpinBox(this)), m_user(new QLineEdit(this)),
      m_options(new QLineEdit(this)), m_passwordSource(new QComboBox(this)), m_password(new QLineEdit(this)),
      m_result(new QLabel(this))
{
    for (const db::DatabaseKind &kind : db::databaseKinds())
        m_driver->addItem(QCoreApplication::translate("Engine", kind.displayName), kind.driver);
    m_host->setToolTip(tr("A primary on several servers: HOST:PORT,HOST:PORT (the first that accepts writes "
                          "serves each session)."));
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("default"));
    m_options->setPlaceholderText(tr("e.g. sslmode=verify-full;sslrootcert=/etc/jgreplicate/ca.pem"));
    m_passwordSource->addItem(tr("Keychain (recommended)"), QStringLiteral("keychain"));
    m_passwordSource->addItem(tr("Encrypted file next to the INI"), QStringLiteral("encrypted-file"));
    m_passwordSource->addItem(tr("Environment variable"), QStringLiteral("env"));
    m_passwordSource->addItem(tr("No password"), QStringLiteral("none"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("unchanged"));
    m_result->setWordWrap(true);
    m_driver->setObjectName(section + QStringLiteral("_driver"));
    m_database->setObjectName(section + QStringLiteral("_database"));
    m_host->setObjectName(section + QStringLiteral("_host"));
    m_password->setObjectName(section + QStringLiteral("_password"));

    auto *test = new QPushButton(tr("&Test connection"), this);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Database &type:"), m_driver);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("&Options:"), m_options);
    form->addRow(tr("Password &kept in:"), m_passwordSource);
    form->addRow(tr("Pass&word:"), m_password);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(test);
    testRow->addWidget(m_result, 1);
    form->addRow(testRow);

    connect(test, &QPushButton::clicked, this, &DatabaseSectionEditor::testConnection);
    connect(m_driver, &QComboBox::currentIndexChanged, this, &DatabaseSectionEditor::updateFields);
    updateFields();
}

void DatabaseSectionEditor::updateFields()
{
    const bool server = isServer(m_driver->currentData().toString());
    for (QWidget *w : {static_cast<QWidget *>(m_host), static_cast<QWidget *>(m_port), static_cast<QWidget *>(m_user),
                       static_cast<QWidget *>(m_passwordSource), static_cast<QWidget *>(m_password)})
        w->setEnabled(server);
    m_database->setPlaceholderText(server ? tr("database name") : tr("path of the database file"));
}

void DatabaseSectionEditor::setSection(const config::DatabaseSection &s)
{
    m_driver->setCurrentIndex(std::max(0, m_driver->findData(s.driver)));
    m_database->setText(s.database);
    // A primary on several servers shows its hosts= list here, whole.
    m_host->setText(s.nodes.isEmpty() ? s.host : db::joinEndpoints(s.nodes));
    m_port->setValue(s.nodes.isEmpty() ? s.port : 0);
    m_user->setText(s.user);
    m_options->setText(s.options);
    m_passwordSource->setCurrentIndex(
        std::max(0, m_passwordSource->findData(config::passwordSourceName(s.passwordSource))));
    m_tlsOff = s.tlsOff;
    m_password->clear();
    updateFields();
}

config::DatabaseSection DatabaseSectionEditor::section() const
{
    config::DatabaseSection s;
    s.section = m_section;
    s.driver = m_driver->currentData().toString();
    s.database = m_database->text().trimmed();
    const bool server = isServer(s.driver);
    s.host = server ? m_host->text().trimmed() : QString();
    s.port = server ? m_port->value() : 0;
    if (server && s.host.contains(QLatin1Char(','))) {
        if (auto nodes = db::parseEndpoints(s.host)) {
            s.nodes = nodes.value();
            s.host.clear();
            s.port = 0;
        }
    }
    s.user = server ? m_user->text().trimmed() : QString();
    s.options = m_options->text().trimmed();
    s.tlsOff = m_tlsOff;
    const QString source = server ? m_passwordSource->currentData().toString() : QStringLiteral("none");
    for (config::PasswordSource p : {config::PasswordSource::Keychain, config::PasswordSource::EncryptedFile,
                                     config::PasswordSource::Env, config::PasswordSource::None})
        if (config::passwordSourceName(p) == source)
            s.passwordSource = p;
    return s;
}

QString DatabaseSectionEditor::password() const
{
    return m_password->text();
}

void DatabaseSectionEditor::setPassword(const QString &password)
{
    m_password->setText(password);
}

bool DatabaseSectionEditor::testConnection()
{
    const config::DatabaseSection s = section();
    // Said in words before the driver says it in its own.
    if (const QStringList missing = s.missing(); !missing.isEmpty()) {
        m_result->setStyleSheet(QStringLiteral("color: #c62828"));
        m_result->setText(tr("Fill in %1 first.").arg(missing.join(tr(" and "))));
        return false;
    }
    QString password = m_password->text();
    // Nothing typed: the password as stored for this section.
    if (password.isEmpty() && s.passwordSource != config::PasswordSource::None && m_credentials) {
        if (auto stored = m_credentials->password(s.section, s.passwordSource); stored)
            password = stored.value();
    }
    auto opened = config::openDatabaseWithPassword(s, password);
    if (!opened) {
        m_result->setStyleSheet(QStringLiteral("color: #c62828"));
        m_result->setText(opened.error().message);
        return false;
    }
    m_result->setStyleSheet(QStringLiteral("color: #2e7d32"));
    m_result->setText(
        tr("Connected: %1 (%2).").arg(opened.value()->description(), opened.value()->transportDescription()));
    return true;
}

QString DatabaseSectionEditor::testResult() const
{
    return m_result->text();
}

} // namespace jgr::ui
