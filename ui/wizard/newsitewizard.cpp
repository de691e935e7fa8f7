#include "newsitewizard.h"

#include "replicate/replicatepanel.h"
#include "settings/databasesectioneditor.h"

#include "config/credentials.h"
#include "config/siteconfig.h"
#include "db/databasekinds.h"

#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace jgr::ui {

namespace {

class SitePage : public QWizardPage
{
public:
    SitePage(NewSiteWizard *wizard) : m_wizard(wizard)
    {
        setTitle(NewSiteWizard::tr("This site"));
        setSubTitle(NewSiteWizard::tr("A name people recognise, and the SQLite file this site keeps its data in."));
        auto *form = new QFormLayout(this);
        form->addRow(NewSiteWizard::tr("Site &name:"), wizard->siteNameField());
        form->addRow(NewSiteWizard::tr("&Database file:"), wizard->databaseField());
        form->addRow(NewSiteWizard::tr("&Configuration file:"), wizard->configField());
        registerField(QStringLiteral("siteName*"), wizard->siteNameField());
        registerField(QStringLiteral("database*"), wizard->databaseField());
    }

private:
    NewSiteWizard *m_wizard;
};

class PrimaryPage : public QWizardPage
{
public:
    PrimaryPage(NewSiteWizard *wizard) : m_wizard(wizard)
    {
        setTitle(NewSiteWizard::tr("The primary"));
        setSubTitle(NewSiteWizard::tr("The server this site replicates with. Test the connection to go on."));
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(wizard->primaryEditor());
    }
    bool validatePage() override { return m_wizard->primaryEditor()->testConnection(); }

private:
    NewSiteWizard *m_wizard;
};

class ReplicatePage : public QWizardPage
{
public:
    ReplicatePage(NewSiteWizard *wizard) : m_wizard(wizard)
    {
        setTitle(NewSiteWizard::tr("Join and replicate"));
        setSubTitle(NewSiteWizard::tr("The site takes its number from the primary and copies the tables."));
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(wizard->panel());
        setCommitPage(true);
        QObject::connect(wizard->panel(), &ReplicatePanel::sessionFinished, this, [this] { emit completeChanged(); });
    }
    void initializePage() override
    {
        if (m_wizard->writeConfiguration()) {
            m_wizard->panel()->setConfigPath(m_wizard->configPath());
            m_wizard->panel()->setLocalCreation(config::FileCreation::MayCreate);
            m_wizard->panel()->start();
        }
    }
    bool isComplete() const override { return m_wizard->succeeded(); }

private:
    NewSiteWizard *m_wizard;
};

} // namespace

NewSiteWizard::NewSiteWizard(const QString &initialConfigPath, QWidget *parent)
    : QWizard(parent), m_siteName(new QLineEdit), m_database(new QLineEdit), m_configPath(new QLineEdit),
      m_primary(new DatabaseSectionEditor(QStringLiteral("primary"))), m_panel(new ReplicatePanel)
{
    setWindowTitle(tr("New site"));
    resize(760, 560);
    m_configPath->setText(initialConfigPath);
    m_database->setText(
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("site.db")));
    config::DatabaseSection primary;
    primary.section = QStringLiteral("primary");
    primary.driver = db::defaultServerDriver();
    primary.passwordSource = config::PasswordSource::Keychain;
    m_primary->setSection(primary);
    // Before the pages: the last page asks succeeded() when the session
    // ends, so the result must be known by then (Finish turns on).
    connect(m_panel, &ReplicatePanel::sessionFinished, this, [this](const engine::SessionResult &r) {
        m_succeeded = r.ok();
        if (m_succeeded)
            emit siteReady(configPath());
        else
            m_error = r.message;
    });
    m_panel->useForFirstSession();
    addPage(new SitePage(this));
    addPage(new PrimaryPage(this));
    addPage(new ReplicatePage(this));
}

QString NewSiteWizard::configPath() const
{
    return m_configPath->text().trimmed();
}

bool NewSiteWizard::writeConfiguration()
{
    config::SiteConfig c;
    c.setSiteName(m_siteName->text().trimmed());
    config::DatabaseSection local;
    local.section = QStringLiteral("local");
    local.driver = db::embeddedDriver();
    local.database = m_database->text().trimmed();
    local.passwordSource = config::PasswordSource::None;
    c.setLocal(local);
    c.setPrimary(m_primary->section());
    QDir().mkpath(QFileInfo(local.database).absolutePath());
    QDir().mkpath(QFileInfo(configPath()).absolutePath());
    if (Status s = c.save(configPath()); !s) {
        m_error = s.error().message;
        return false;
    }
    auto saved = config::SiteConfig::load(configPath());
    if (!saved) {
        m_error = saved.error().message;
        return false;
    }
    const config::PasswordSource source = m_primary->section().passwordSource;
    if (!m_primary->password().isEmpty() && source != config::PasswordSource::None &&
        source != config::PasswordSource::Env) {
        if (Status s =
                config::Credentials(saved.value()).store(QStringLiteral("primary"), source, m_primary->password());
            !s) {
            m_error = s.error().message;
            return false;
        }
    }
    return true;
}

} // namespace jgr::ui
