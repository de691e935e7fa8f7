#pragma once

#include "common/result.h"
#include "config/siteconfig.h"
#include "db/database.h"

#include <QHash>
#include <QObject>

#include <memory>

namespace jgr::ui {

// The site the window works on: its configuration and the GUI thread's own
// connections to the local database and the primary, opened when a view
// first needs them. The record views have a scope switch: this site's
// records, or the primary's.
class SiteContext : public QObject
{
    Q_OBJECT

public:
    enum class Scope
    {
        Local,
        Primary
    };

    explicit SiteContext(QObject *parent = nullptr) : QObject(parent) {}

    // Loads the INI and drops the open connections; false with error() set
    // when it cannot be read.
    bool load(const QString &configPath);
    QString configPath() const { return m_configPath; }
    const config::SiteConfig &config() const { return m_config; }
    bool loaded() const { return m_loaded; }
    bool hasPrimary() const { return m_loaded && m_config.primary().has_value(); }

    Scope scope() const { return m_scope; }
    void setScope(Scope scope);

    // The connection of the scope (or of `scope`), opening it if needed;
    // null with lastError() set when it cannot be opened.
    db::Database *database();
    db::Database *database(Scope scope);
    QString lastError() const { return m_lastError; }

    // The sites' names by number, as the open connections know them (a
    // site's own database knows itself, a primary every site below it) and
    // as they were last learnt for this configuration. Opens no connection:
    // an unreachable primary would hold the window up.
    QHash<int, QString> siteNames();
    // Learns the names from the primary too, opening its connection: called
    // when the primary has just answered (after a successful session).
    void learnSiteNamesFromPrimary();
    // "Branch 2 (2)", or the number alone for a site no connection knows.
    static QString siteLabel(const QHash<int, QString> &names, int number);

signals:
    void changed(); // another configuration or scope: views reload

private:
    QString m_configPath;
    config::SiteConfig m_config;
    bool m_loaded = false;
    Scope m_scope = Scope::Local;
    std::unique_ptr<db::Database> m_local;
    std::unique_ptr<db::Database> m_primary;
    QString m_lastError;
    QHash<int, QString> m_siteNames; // of this configuration, kept across load()
};

} // namespace jgr::ui
