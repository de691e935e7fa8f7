#include "sitecontext.h"

#include "config/connect.h"

namespace jgr::ui {

bool SiteContext::load(const QString &configPath)
{
    m_local.reset();
    m_primary.reset();
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

} // namespace jgr::ui
