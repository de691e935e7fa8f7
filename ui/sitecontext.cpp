#include "sitecontext.h"

#include "config/connect.h"
#include "control/controlrepository.h"

namespace jgr::ui {

bool SiteContext::load(const QString &configPath)
{
    m_local.reset();
    m_primary.reset();
    if (configPath != m_configPath)
        m_siteNames.clear();
    m_configPath = configPath;
    auto config = config::SiteConfig::load(configPath);
    m_loaded = config.ok();
    if (m_loaded) {
        m_config = config.value();
        m_lastError.clear();
    } else {
        m_config = {};
        m_lastError = config.error().message;
    }
    if (!hasPrimary())
        m_scope = Scope::Local;
    emit changed();
    return m_loaded;
}

void SiteContext::setScope(Scope scope)
{
    if (scope == m_scope)
        return;
    m_scope = scope;
    emit changed();
}

db::Database *SiteContext::database()
{
    return database(m_scope);
}

db::Database *SiteContext::database(Scope scope)
{
    if (!m_loaded) {
        // Why the configuration did not load says more than that it did not.
        if (m_lastError.isEmpty())
            m_lastError = tr("No site configuration is loaded.");
        return nullptr;
    }
    std::unique_ptr<db::Database> &slot = scope == Scope::Local ? m_local : m_primary;
    if (slot)
        return slot.get();
    if (scope == Scope::Primary && !m_config.primary()) {
        m_lastError = tr("%1 has no [primary] section.").arg(m_configPath);
        return nullptr;
    }
    const config::DatabaseSection &section = scope == Scope::Local ? m_config.local() : *m_config.primary();
    auto opened = config::openDatabase(section, config::Credentials(m_config));
    if (!opened) {
        m_lastError = opened.error().message;
        return nullptr;
    }
    slot = std::move(opened).value();
    return slot.get();
}

QHash<int, QString> SiteContext::siteNames()
{
    for (db::Database *db : {m_primary.get(), m_local.get()}) {
        if (!db)
            continue;
        if (auto known = control::ControlRepository(*db).siteNames(); known)
            m_siteNames.insert(known.value());
    }
    return m_siteNames;
}

void SiteContext::learnSiteNamesFromPrimary()
{
    if (hasPrimary())
        database(Scope::Primary);
    siteNames();
}

QString SiteContext::siteLabel(const QHash<int, QString> &names, int number)
{
    const QString name = names.value(number);
    return name.isEmpty() ? QString::number(number) : tr("%1 (%2)").arg(name).arg(number);
}

} // namespace jgr::ui
