#pragma once

#include "cli.h"
#include "testdatabases.h"

#include "engine/session/replicationsession.h"

#include <QProcessEnvironment>
#include <QVariantMap>

#include <memory>
#include <vector>

namespace jgr::test {

// A primary and its sites on real databases, in the spirit of a sync
// client's FakeFolder but with nothing fake: build it from a recipe,
// replicate a site, then look at the rows on every side.
//
// Every database gets the same three sample tables: items (soft deletes, a
// column of every family), parts (hard deletes) and notes (a plain table).
class Cluster
{
public:
    explicit Cluster(QString dir) : m_dir(std::move(dir)) {}
    ~Cluster();

    // The server the primary's database is made on (before setUp; by default
    // the one scripts/test started for the backend).
    void setPrimaryServer(const db::ConnectionParams &server) { m_primaryServer = server; }
    // A PostgreSQL primary whose tables live in a schema of their own
    // (before setUp): setUp makes the schema and names it with schema=.
    void setPrimarySchema(const QString &schema) { m_primarySchema = schema; }
    // Names the primary by a hosts= list from now on: every INI, and the
    // connection the test reads the primary through (reopened).
    bool listPrimaryServers(const QList<db::Endpoint> &servers, QString *error);
    // One site's list only (each site its own order of a cluster's nodes).
    bool listPrimaryServersAt(int site, const QList<db::Endpoint> &servers, QString *error);
    // One site names one server of them with host= and port=.
    bool namePrimaryServerAt(int site, const db::Endpoint &server, QString *error);
    // A new connection to the primary (after its server went away).
    bool reopenPrimary(QString *error);

    // Creates the primary (site 1) with the sample tables and data, and the
    // sites' databases and INI files (they join at their first session).
    bool setUp(Backend primary, const QList<Backend> &sites, QString *error);

    // One more site (after setUp): its database and INI; it joins at its
    // first session. Returns its index, or -1 and sets *error.
    int addSite(Backend backend, QString *error);

    // setUp, then every site joins and takes the primary's data in a first
    // session (the start of most scenarios).
    bool setUpJoined(Backend primary, const QList<Backend> &sites, QString *error);

    // A session of `site` in batches of `batchSize` rows (3 by default: several
    // batches even on the small sample tables).
    engine::SessionResult replicate(int site, engine::SessionObserver *observer = nullptr,
                                    const engine::CancelFlag *cancel = nullptr, int batchSize = 3);
    // The environment a jgreplicate-cli process needs for this site's INI.
    QProcessEnvironment cliEnvironment(int site) const;
    // An INI whose [local] is the primary (for commands run on the primary)
    // and the environment that goes with it.
    QString primaryIniPath() const { return m_primaryIni; }
    QProcessEnvironment primaryCliEnvironment() const;
    // One session of each site in turn: empty when each ended whole (exit
    // code 0: nothing held back, no table stopped), else the first that did
    // not, with its exit code and message.
    QString replicateEverySiteWhole(int batchSize = 3);
    // jgreplicate-cli on the primary (its INI); its messages, on standard
    // error, are in `out` too.
    CliRun onPrimary(const QStringList &arguments) const;
    // Sessions until every site moved nothing in a round (at most `rounds`);
    // a session that held rows back (exit code 9) finished, and may be quiet.
    bool replicateUntilQuiet(int rounds = 4);
    // Every site's session at the same moment, each a jgreplicate-cli
    // process with `extraArguments`: empty when all ended with exit code 0,
    // else each failure's exit code and output.
    QString replicateAllAtOnce(const QStringList &extraArguments = {});

    db::Database &primary() { return *m_primaryDb; }
    db::Database &site(int site) { return *m_sites.at(site).db; }
    int siteNumber(int site);
    QString iniPath(int site) const { return m_sites.at(site).ini; }
    const db::ConnectionParams &siteParams(int site) const { return m_sites.at(site).params; }
    const db::ConnectionParams &primaryParams() const { return m_primaryParams; }
    int siteCount() const { return int(m_sites.size()); }

    // compare with the primary: empty when identical, else the report.
    QString differences(int site);

    // Row helpers on any side. Values by column name; stamps/dates as text.
    static qint64 insert(db::Database &db, const QString &table, const QVariantMap &values);
    static bool update(db::Database &db, const QString &table, qint64 uniqueId, const QVariantMap &values);
    static QVariantMap row(db::Database &db, const QString &table, qint64 uniqueId);
    static qint64 uniqueIdOfRowId(db::Database &db, const QString &table, qint64 rowId);
    static int count(db::Database &db, const QString &table, const QString &where = {});
    static QString lastError();

private:
    struct Site
    {
        db::ConnectionParams params;
        QString ini;
        std::unique_ptr<db::Database> db;
    };
    bool createSampleTables(db::Database &db, bool withData, QString *error);
    bool writePrimarySection(const QString &ini, bool asLocal, const db::ConnectionParams &params,
                             QString *error) const;
    void setPasswords(int site) const;

    QString m_dir;
    db::ConnectionParams m_primaryServer;
    QString m_primarySchema;
    db::ConnectionParams m_primaryParams;
    QString m_primaryIni;
    std::unique_ptr<db::Database> m_primaryDb;
    std::vector<Site> m_sites;
};

} // namespace jgr::test
