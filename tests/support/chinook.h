#pragma once

#include "testdatabases.h"

#include "common/result.h"
#include "control/tableroles.h"

#include <QHash>
#include <QSet>
#include <QStringList>

namespace jgr::test {

// Chinook's table and column names differ per script: Artist/ArtistId in the
// SQLite and MySQL scripts, artist/artist_id in PostgreSQL's.
QString chinookName(Backend backend, const QString &camelName);

// Runs the CREATE TABLE and INSERT statements of the given tables (in that
// order) from the backend's Chinook script.
Status loadChinook(db::Database &db, Backend backend, const QStringList &camelTables);

// Runs the whole script (tables, foreign keys, indexes, data) except the
// statements that create or switch databases.
Status loadChinookAll(db::Database &db, Backend backend);

// Chinook's sales tables (the catalogue, employees, customers, invoices and
// their lines; no playlists) prepared for replication with the references
// of their foreign keys, in one backend's names.
class ChinookSales
{
public:
    // Camel-case names, parents first.
    static const QStringList &tables();

    ChinookSales(db::Database &db, Backend backend) : m_db(db), m_backend(backend) {}

    QString n(const char *camel) const { return chinookName(m_backend, QString::fromLatin1(camel)); }
    // A query with Chinook's camel-case names in braces, {Track}, as this backend spells them.
    QString sql(QString text) const;
    // Loads the tables with their rows and prepares them (the control
    // tables must exist): an error message, or empty.
    QString load();
    // The first column of a query's rows (sql() names).
    QSet<qint64> ids(const QString &query);

    // The prepared tables' roles, by table name.
    QHash<QString, control::TableRoles> roles;

private:
    db::Database &m_db;
    Backend m_backend;
};

} // namespace jgr::test
