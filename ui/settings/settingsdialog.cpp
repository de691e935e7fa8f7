#include "settingsdialog.h"

#include "databasesectioneditor.h"

#include "common/translations.h"

#include "alerts/mailer.h"
#include "config/credentials.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace jgr::ui {

namespace {
config::PasswordSource sourceFromName(const QString &name)
{
    for (config::PasswordSource p : {config::PasswordSource::Keychain, config::PasswordSource::EncryptedFile,
                                     config::PasswordSource::Env, config::PasswordSource::None})
        if (config::passwordSourceName(p) == name)
            return p;
    return config::PasswordSource::None;
}
} // namespace

SettingsDialog::SettingsDialog(const QString &configPath, QWidget *parent)
    : QDialog(parent), m_configPath(configPath), m_siteName(new QLineEdit(this)), m_adminEmail(new QLineEdit(this)),
      m_local(new DatabaseSectionEditor(QStringLiteral("local"), this)),
      m_primary(new DatabaseSectionEditor(QStringLiteral("primary"), this)), m_smtpHost(new QLineEdit(this)),
      m_smtpPort(new QSpinBox(this)), m_smtpSecurity(new QComboBox(this)), m_smtpUser(new QLineEdit(this)),
      m_smtpFrom(new QLineEdit(this)), m_smtpCaFile(new QLineEdit(this)), m_smtpPasswordSource(new QComboBox(this)),
      m_smtpPassword(new QLineEdit(this)), m_trayMinutes(new QSpinBox(this)), m_message(new QLabel(this))
{
    setWindowTitle(tr("Settings — %1").arg(configPath));
    resize(640, 520);
    if (auto loaded = config::SiteConfig::load(configPath); loaded)
        m_loaded = loaded.value();
    const config::Credentials credentials(m_loaded);
    m_local->setCredentials(credentials);
    m_primary->setCredentials(credentials);

    m_siteName->setObjectName(QStringLiteral("siteName"));
    m_adminEmail->setObjectName(QStringLiteral("adminEmail"));
    m_smtpHost->setObjectName(QStringLiteral("smtpHost"));
    m_smtpPort->setObjectName(QStringLiteral("smtpPort"));
    m_smtpUser->setObjectName(QStringLiteral("smtpUser"));
    m_smtpFrom->setObjectName(QStringLiteral("smtpFrom"));
    m_smtpCaFile->setObjectName(QStringLiteral("smtpCaFile"));
    m_smtpPassword->setObjectName(QStringLiteral("smtpPassword"));
    auto *tabs = new QTabWidget(this);
    auto *site = new QWidget(this);
    auto *siteForm = new QFormLayout(site);
    siteForm->addRow(tr("Site &name:"), m_siteName);
    siteForm->addRow(tr("&Administrator's e-mail:"), m_adminEmail);
    m_trayMinutes->setRange(1, 24 * 60);
    m_trayMinutes->setSuffix(tr(" minutes"));
    siteForm->addRow(tr("Tray checks &every:"), m_trayMinutes);
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("language"));
    m_language->addItem(tr("As the system (%1)").arg(QLocale::system().nativeLanguageName()), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->addItem(QStringLiteral("Español"), QStringLiteral("es"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(languageOverride())));
    m_language->setToolTip(tr("Takes effect when the program starts again."));
    siteForm->addRow(tr("&Language:"), m_language);
    tabs->addTab(site, tr("&Site"));
    tabs->addTab(m_local, tr("&Local database"));
    tabs->addTab(m_primary, tr("&Primary"));

    auto *smtp = new QWidget(this);
    auto *smtpForm = new QFormLayout(smtp);
    m_smtpPort->setRange(1, 65535);
    m_smtpSecurity->addItem(tr("STARTTLS (usually port 587)"), QStringLiteral("starttls"));
    m_smtpSecurity->addItem(tr("TLS from the start (usually port 465)"), QStringLiteral("tls"));
    m_smtpSecurity->addItem(tr("None (only inside a trusted network)"), QStringLiteral("none"));
    m_smtpPasswordSource->addItem(tr("Keychain (recommended)"), QStringLiteral("keychain"));
    m_smtpPasswordSource->addItem(tr("Encrypted file next to the INI"), QStringLiteral("encrypted-file"));
    m_smtpPasswordSource->addItem(tr("Environment variable"), QStringLiteral("env"));
    m_smtpPasswordSource->addItem(tr("No password"), QStringLiteral("none"));
    m_smtpPassword->setEchoMode(QLineEdit::Password);
    m_smtpPassword->setPlaceholderText(tr("unchanged"));
    auto *testMail = new QPushButton(tr("Send &test mail"), this);
    smtpForm->addRow(tr("&Server:"), m_smtpHost);
    smtpForm->addRow(tr("P&ort:"), m_smtpPort);
    smtpForm->addRow(tr("&Security:"), m_smtpSecurity);
    smtpForm->addRow(tr("&User:"), m_smtpUser);
    smtpForm->addRow(tr("&From:"), m_smtpFrom);
    smtpForm->addRow(tr("Trusted &CA file:"), m_smtpCaFile);
    smtpForm->addRow(tr("Password &kept in:"), m_smtpPasswordSource);
    smtpForm->addRow(tr("Pass&word:"), m_smtpPassword);
    smtpForm->addRow(testMail);
    tabs->addTab(smtp, tr("&Mail"));

    m_siteName->setText(m_loaded.siteName());
    m_adminEmail->setText(m_loaded.adminEmail());
    m_trayMinutes->setValue(m_loaded.trayCheckMinutes());
    m_local->setSection(m_loaded.local());
    if (m_loaded.primary())
        m_primary->setSection(*m_loaded.primary());
    const config::SmtpSection &s = m_loaded.smtp();
    m_smtpHost->setText(s.host);
    m_smtpPort->setValue(s.port);
    m_smtpSecurity->setCurrentIndex(std::max(0, m_smtpSecurity->findData(s.security)));
    m_smtpUser->setText(s.user);
    m_smtpFrom->setText(s.from);
    m_smtpCaFile->setText(s.caFile);
    // A new mail setup keeps its password in the keychain unless told otherwise.
    m_smtpPasswordSource->setCurrentIndex(
        s.configured() ? std::max(0, m_smtpPasswordSource->findData(config::passwordSourceName(s.passwordSource))) : 0);

    m_message->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs, 1);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (saveSettings())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(testMail, &QPushButton::clicked, this, &SettingsDialog::sendTestMail);
}

config::SmtpSection SettingsDialog::smtpSection() const
{
    config::SmtpSection s;
    s.host = m_smtpHost->text().trimmed();
    s.port = m_smtpPort->value();
    s.security = m_smtpSecurity->currentData().toString();
    s.user = m_smtpUser->text().trimmed();
    s.from = m_smtpFrom->text().trimmed();
    s.caFile = m_smtpCaFile->text().trimmed();
    s.passwordSource = sourceFromName(m_smtpPasswordSource->currentData().toString());
    return s;
}

config::SiteConfig SettingsDialog::collect() const
{
    config::SiteConfig c = m_loaded;
    c.setSiteName(m_siteName->text().trimmed());
    c.setAdminEmail(m_adminEmail->text().trimmed());
    c.setTrayCheckMinutes(m_trayMinutes->value());
    c.setLocal(m_local->section());
    const config::DatabaseSection primary = m_primary->section();
    c.setPrimary(primary.database.isEmpty() ? std::nullopt : std::optional(primary));
    c.setSmtp(smtpSection());
    return c;
}

bool SettingsDialog::saveSettings()
{
    const config::SiteConfig c = collect();
    if (c.siteName().isEmpty()) {
        showMessage(tr("The site needs a name."), true);
        return false;
    }
    if (c.local().database.isEmpty()) {
        showMessage(tr("The local database needs a name or a file."), true);
        return false;
    }
    if (!c.adminEmail().isEmpty() && !alerts::isMailAddress(c.adminEmail())) {
        showMessage(tr("\"%1\" is not an e-mail address.").arg(c.adminEmail()), true);
        return false;
    }
    if (Status s = c.save(m_configPath); !s) {
        showMessage(s.error().message, true);
        return false;
    }
    // Passwords go to their store, never to the INI.
    auto saved = config::SiteConfig::load(m_configPath);
    if (!saved) {
        showMessage(saved.error().message, true);
        return false;
    }
    const config::Credentials credentials(saved.value());
    const QList<std::tuple<QString, config::PasswordSource, QString>> passwords{
        {QStringLiteral("local"), c.local().passwordSource, m_local->password()},
        {QStringLiteral("primary"), c.primary() ? c.primary()->passwordSource : config::PasswordSource::None,
         m_primary->password()},
        {QStringLiteral("smtp"), c.smtp().passwordSource, m_smtpPassword->text()},
    };
    for (const auto &[section, source, secret] : passwords) {
        if (secret.isEmpty() || source == config::PasswordSource::None || source == config::PasswordSource::Env)
            continue;
        if (Status s = credentials.store(section, source, secret); !s) {
            showMessage(tr("Settings saved, but the %1 password was not stored: %2").arg(section, s.error().message),
                        true);
            return false;
        }
    }
    m_loaded = saved.value();
    setLanguageOverride(m_language->currentData().toString());
    showMessage(tr("Saved to %1.").arg(m_configPath), false);
    return true;
}

bool SettingsDialog::sendTestMail()
{
    const config::SmtpSection smtp = smtpSection();
    QString password = m_smtpPassword->text();
    if (password.isEmpty() && smtp.passwordSource != config::PasswordSource::None) {
        if (auto stored = config::Credentials(m_loaded).password(QStringLiteral("smtp"), smtp.passwordSource); stored)
            password = stored.value();
    }
    alerts::MailMessage message;
    message.from = smtp.from.isEmpty() ? m_adminEmail->text().trimmed() : smtp.from;
    message.to = {m_adminEmail->text().trimmed()};
    message.subject = tr("JGReplicate: test mail from %1").arg(m_siteName->text());
    message.body =
        tr("This is a test mail from the JGReplicate settings of site \"%1\". Alerts will arrive like this.\n")
            .arg(m_siteName->text());
    if (Status s = alerts::Mailer(smtp, password).send(message); !s) {
        showMessage(s.error().message, true);
        return false;
    }
    showMessage(tr("Test mail sent to %1.").arg(message.to.first()), false);
    return true;
}

QString SettingsDialog::message() const
{
    return m_message->text();
}

void SettingsDialog::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #c62828") : QString());
}

} // namespace jgr::ui
