#include "cluster.h"

#include "cli.h"

#include "config/connect.h"
#include "config/siteconfig.h"
#include "control/controlrepository.h"
#include "control/siteadmin.h"
#include "control/tablepreparer.h"
#include "engine/tools/comparer.h"

#include <QDir>
#include <QProcess>

#include <memory>
#include <vector>

namespace jgr::test {

namespace {
QString g_lastError;

db::ColumnDef col(const char *name, db::Family family, int length = 0, int decimals = 0)
{
    db::ColumnDef c;
    c.name = QString::fromLatin1(name);
    c.type = {family, length, decimals};
    return c;
}

} // namespace

Cluster::~Cluster() = default;

QString Cluster::lastError()
{
    return g_lastError;
}

bool Cluster::createSampleTables(db::Database &db, bool withData, QString *error)
{
    const db::Dialect &d = db.dialect();
    db::ColumnDef id;
    id.autoPrimaryKey = true;
    const auto create = [&](const QString &table, const QString &key, const QList<db::ColumnDef> &columns) {
        id.name = key;
        QStringList defs{d.columnDefinition(id)};
        for (const auto &c : columns)
            defs << d.columnDefinition(c);
        return db.run(QStringLiteral("CREATE TABLE %1 (%2)").arg(d.quote(table), defs.join(QStringLiteral(", "))));
    };
    using db::Family;
    Status s = create(QStringLiteral("items"), QStringLiteral("item_id"),
                      {col("name", Family::Text, 80), col("city", Family::Text, 40), col("notes", Family::LongText),
                       col("qty", Family::Int), col("price", Family::Decimal, 12, 2), col("active", Family::Boolean),
                       col("born", Family::Date), col("seen", Family::Stamp), col("score", Family::Double),
                       col("big", Family::BigInt)});
    if (s)
        s = create(QStringLiteral("parts"), QStringLiteral("part_id"),
                   {col("code", Family::Text, 20), col("label", Family::Text, 60), col("weight", Family::Double)});
    if (s)
        s = create(QStringLiteral("notes"), QStringLiteral("note_id"), {col("body", Family::LongText)});
    if (!s) {
        *error = s.error().message;
        return false;
    }
    if (withData) {
        for (int i = 1; i <= 5; ++i) {
            insert(db, QStringLiteral("items"),
                   {{QStringLiteral("name"), QStringLiteral("Item %1").arg(i)},
                    {QStringLiteral("city"), i % 2 ? QVariant(QStringLiteral("Springfield")) : QVariant()},
                    {QStringLiteral("qty"), i * 10},
                    {QStringLiteral("price"), QStringLiteral("%1.25").arg(i)},
                    {QStringLiteral("active"), i % 2 == 0},
                    {QStringLiteral("born"), QStringLiteral("2020-01-0%1").arg(i)}});
            insert(db, QStringLiteral("parts"),
                   {{QStringLiteral("code"), QStringLiteral("P-%1").arg(i)}, {QStringLiteral("weight"), 1.5 * i}});
        }
        insert(db, QStringLiteral("notes"), {{QStringLiteral("body"), QStringLiteral("hello")}});
    }
    return true;
}

bool Cluster::setUp(Backend primaryBackend, const QList<Backend> &sites, QString *error)
{
    m_primaryParams = m_primaryServer.driver.isEmpty()
                          ? freshDatabase(primaryBackend, QStringLiteral("primary"), m_dir, error)
                          : freshDatabaseOn(m_primaryServer, QStringLiteral("primary"), error);
    if (m_primaryParams.driver.isEmpty())
        return false;
    if (!m_primarySchema.isEmpty()) {
        auto admin = openOrNull(m_primaryParams, QStringLiteral("admin"), error);
        if (!admin)
            return false;
        if (const Status made = admin->run(QStringLiteral("CREATE SCHEMA %1").arg(m_primarySchema)); !made) {
            *error = made.error().message;
            return false;
        }
        m_primaryParams.schema = m_primarySchema;
    }
    m_primaryDb = openOrNull(m_primaryParams, QStringLiteral("primary"), error);
    if (!m_primaryDb)
        return false;
    auto master = control::SiteAdmin(*m_primaryDb).initPrimary(QStringLiteral("Primary"), 1);
    if (!master) {
        *error = master.error().message;
        return false;
    }
    if (!createSampleTables(*m_primaryDb, true, error))
        return false;
    config::SiteConfig primaryConfig;
    primaryConfig.setSiteName(QStringLiteral("Primary"));
    primaryConfig.setLocal(config::sectionFor(QStringLiteral("local"), m_primaryParams));
    m_primaryIni = QDir(m_dir).filePath(QStringLiteral("primary.ini"));
    if (!primaryConfig.save(m_primaryIni)) {
        *error = QStringLiteral("cannot write ") + m_primaryIni;
        return false;
    }
    for (const auto &[table, hard] :
         {std::pair{QStringLiteral("items"), false}, std::pair{QStringLiteral("parts"), true},
          std::pair{QStringLiteral("notes"), false}}) {
        control::TableRoles roles;
        roles.table = table;
        roles.rowId.clear();
        roles.hardDeletes = hard;
        Status s = control::TablePreparer(*m_primaryDb).prepare(roles);
        if (!s) {
            *error = s.error().message;
            return false;
        }
        auto t = control::SiteAdmin(*m_primaryDb).addTable(table, {});
        if (!t) {
            *error = t.error().message;
            return false;
        }
    }
    for (Backend backend : sites)
        if (addSite(backend, error) < 0)
            return false;
    return true;
}

int Cluster::addSite(Backend backend, QString *error)
{
    const int i = siteCount();
    Site site;
    site.params = freshDatabase(backend, QStringLiteral("site%1").arg(i), m_dir, error);
    if (site.params.driver.isEmpty())
        return -1;
    site.db = openOrNull(site.params, QStringLiteral("local"), error);
    if (!site.db)
        return -1;
    config::SiteConfig c;
    c.setSiteName(QStringLiteral("Test site %1").arg(i));
    c.setLocal(config::sectionFor(QStringLiteral("local"), site.params));
    c.setPrimary(config::sectionFor(QStringLiteral("primary"), m_primaryParams));
    site.ini = QDir(m_dir).filePath(QStringLiteral("site%1.ini").arg(i));
    if (!c.save(site.ini)) {
        *error = QStringLiteral("cannot write ") + site.ini;
        return -1;
    }
    m_sites.push_back(std::move(site));
    return i;
}

bool Cluster::setUpJoined(Backend primary, const QList<Backend> &sites, QString *error)
{
    if (!setUp(primary, sites, error))
        return false;
    for (int s = 0; s < siteCount(); ++s) {
        const auto r = replicate(s);
        if (!r.ok()) {
            *error = QStringLiteral("first session of site %1: %2").arg(s).arg(r.message);
            return false;
        }
    }
    return true;
}

bool Cluster::writePrimarySection(const QString &ini, bool asLocal, const db::ConnectionParams &params,
                                  QString *error) const
{
    auto config = config::SiteConfig::load(ini);
    if (!config) {
        *error = config.error().message;
        return false;
    }
    config::SiteConfig c = config.value();
    const auto section = config::sectionFor(asLocal ? QStringLiteral("local") : QStringLiteral("primary"), params);
    asLocal ? c.setLocal(section) : c.setPrimary(section);
    if (!c.save(ini)) {
        *error = QStringLiteral("cannot write ") + ini;
        return false;
    }
    return true;
}

bool Cluster::listPrimaryServers(const QList<db::Endpoint> &servers, QString *error)
{
    m_primaryParams.nodes = servers;
    m_primaryParams.host.clear();
    m_primaryParams.port = 0;
    if (!writePrimarySection(m_primaryIni, true, m_primaryParams, error))
        return false;
    for (int site = 0; site < siteCount(); ++site)
        if (!listPrimaryServersAt(site, servers, error))
            return false;
    return reopenPrimary(error);
}

bool Cluster::listPrimaryServersAt(int site, const QList<db::Endpoint> &servers, QString *error)
{
    db::ConnectionParams params = m_primaryParams;
    params.nodes = servers;
    params.host.clear();
    params.port = 0;
    return writePrimarySection(m_sites.at(site).ini, false, params, error);
}

bool Cluster::namePrimaryServerAt(int site, const db::Endpoint &server, QString *error)
{
    db::ConnectionParams params = m_primaryParams;
    params.nodes.clear();
    params.host = server.host;
    params.port = server.port;
    return writePrimarySection(m_sites.at(site).ini, false, params, error);
}

bool Cluster::reopenPrimary(QString *error)
{
    m_primaryDb.reset();
    m_primaryDb = openOrNull(m_primaryParams, QStringLiteral("primary"), error);
    return m_primaryDb != nullptr;
}

void Cluster::setPasswords(int site) const
{
    qputenv("JGR_LOCAL_PASSWORD", m_sites.at(site).params.password.toUtf8());
    qputenv("JGR_PRIMARY_PASSWORD", m_primaryParams.password.toUtf8());
}

QProcessEnvironment Cluster::cliEnvironment(int site) const
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("JGR_LOCAL_PASSWORD"), m_sites.at(site).params.password);
    env.insert(QStringLiteral("JGR_PRIMARY_PASSWORD"), m_primaryParams.password);
    return env;
}

QProcessEnvironment Cluster::primaryCliEnvironment() const
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("JGR_LOCAL_PASSWORD"), m_primaryParams.password);
    return env;
}

QString Cluster::replicateEverySiteWhole(int batchSize)
{
    for (int s = 0; s < siteCount(); ++s) {
        const auto r = replicate(s, nullptr, nullptr, batchSize);
        if (r.exitCode != ExitCode::Ok) {
            // What the site's status says (its E records name the rows), in
            // full (QTest cuts a long failure message short).
            const CliRun status =
                runCli({QStringLiteral("--config"), m_sites.at(s).ini, QStringLiteral("status")}, cliEnvironment(s));
            const CliRun errors = onPrimary({QStringLiteral("report"), QStringLiteral("errors"),
                                             QStringLiteral("--format"), QStringLiteral("csv")});
            qWarning("site %d's status:\n%s\nthe E records:\n%s", s, qPrintable(status.out + status.err),
                     qPrintable(errors.out));
            return QStringLiteral("site %1 (%2): exit code %3: %4")
                .arg(s)
                .arg(m_sites.at(s).params.driver)
                .arg(toInt(r.exitCode))
                .arg(r.message);
        }
    }
    return {};
}

CliRun Cluster::onPrimary(const QStringList &arguments) const
{
    CliRun run = runCli(QStringList{QStringLiteral("--config"), m_primaryIni} + arguments, primaryCliEnvironment());
    run.out += run.err;
    return run;
}

engine::SessionResult Cluster::replicate(int site, engine::SessionObserver *observer, const engine::CancelFlag *cancel,
                                         int batchSize)
{
    setPasswords(site);
    auto config = config::SiteConfig::load(m_sites.at(site).ini);
    if (!config) {
        engine::SessionResult r;
        r.exitCode = config.error().code;
        r.message = config.error().message;
        return r;
    }
    engine::ReplicationSession session(config.value(), config::Credentials(config.value()));
    session.setObserver(observer);
    session.setCancelFlag(cancel);
    session.setBatchSize(batchSize);
    return session.run();
}

bool Cluster::replicateUntilQuiet(int rounds)
{
    for (int round = 0; round < rounds; ++round) {
        bool moved = false;
        for (int s = 0; s < siteCount(); ++s) {
            // Rows a session holds back (exit code 9) wait in every round;
            // the tests that hold some say so themselves.
            const auto r = replicate(s);
            if (!r.finished()) {
                g_lastError = r.message;
                return false;
            }
            for (const auto &t : r.tables)
                moved = moved || t.counts.total() > 0;
        }
        if (!moved)
            return true;
    }
    g_lastError = QStringLiteral("still moving rows after %1 rounds").arg(rounds);
    return false;
}

QString Cluster::replicateAllAtOnce(const QStringList &extraArguments)
{
    std::vector<std::unique_ptr<QProcess>> sessions;
    for (int s = 0; s < siteCount(); ++s) {
        sessions.push_back(std::make_unique<QProcess>());
        startCli(*sessions.back(),
                 QStringList{QStringLiteral("--config"), iniPath(s), QStringLiteral("replicate")} + extraArguments,
                 cliEnvironment(s));
    }
    QStringList failures;
    for (auto &p : sessions)
        // (waitForFinished is false for a process that has finished already.)
        if ((p->state() != QProcess::NotRunning && !p->waitForFinished(300000)) ||
            p->error() != QProcess::UnknownError || p->exitCode() != 0)
            failures << QStringLiteral("exit %1 (%2): %3%4")
                            .arg(p->exitCode())
                            .arg(p->errorString())
                            .arg(QString::fromUtf8(p->readAllStandardError()),
                                 QString::fromUtf8(p->readAllStandardOutput()));
    return failures.join(QLatin1Char('\n'));
}

int Cluster::siteNumber(int site)
{
    auto m = control::ControlRepository(*m_sites.at(site).db).master();
    return m && m.value() ? m.value()->siteNumber : 0;
}

QString Cluster::differences(int site)
{
    auto report = engine::compareWithPrimary(*m_sites.at(site).db, *m_primaryDb, {});
    if (!report)
        return report.error().message;
    return report.value().identical() ? QString() : report.value().toText();
}

qint64 Cluster::insert(db::Database &db, const QString &table, const QVariantMap &values)
{
    QStringList columns;
    QStringList marks;
    QVariantList binds;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        columns << db.quote(it.key());
        const bool stampColumn = it.key() == QLatin1String("seen");
        marks << (stampColumn ? db.dialect().stampParameter() : QStringLiteral("?"));
        binds << it.value();
    }
    auto id = db.insertReturningId(
        QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
            .arg(db.quote(table), columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))),
        binds);
    if (!id) {
        g_lastError = id.error().message;
        return -1;
    }
    return id.value();
}

bool Cluster::update(db::Database &db, const QString &table, qint64 uniqueId, const QVariantMap &values)
{
    QStringList sets;
    QVariantList binds;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        sets << db.quote(it.key()) + QStringLiteral(" = ?");
        binds << it.value();
    }
    binds << uniqueId;
    auto q = db.exec(
        QStringLiteral("UPDATE %1 SET %2 WHERE jg_unique_id = ?").arg(db.quote(table), sets.join(QStringLiteral(", "))),
        binds);
    if (!q) {
        g_lastError = q.error().message;
        return false;
    }
    return q.value().numRowsAffected() == 1;
}

QVariantMap Cluster::row(db::Database &db, const QString &table, qint64 uniqueId)
{
    auto columns = db.inspectColumns(table);
    QVariantMap out;
    if (!columns)
        return out;
    QStringList select;
    for (const auto &c : columns.value())
        select << (c.type.family == db::Family::Stamp ? db.dialect().stampAsText(db.quote(c.name)) : db.quote(c.name));
    auto q = db.exec(QStringLiteral("SELECT %1 FROM %2 WHERE jg_unique_id = ?")
                         .arg(select.join(QStringLiteral(", ")), db.quote(table)),
                     {uniqueId});
    if (!q || !q.value().next())
        return out;
    for (int i = 0; i < columns.value().size(); ++i)
        out.insert(columns.value().at(i).name, q.value().value(i));
    return out;
}

qint64 Cluster::uniqueIdOfRowId(db::Database &db, const QString &table, qint64 rowId)
{
    auto roles = db.inspectColumns(table);
    QString key;
    for (const auto &c : roles.value())
        if (c.primaryKey)
            key = c.name;
    auto v = db.scalar(QStringLiteral("SELECT jg_unique_id FROM %1 WHERE %2 = ?").arg(db.quote(table), db.quote(key)),
                       {rowId});
    return v ? v.value().toLongLong() : -1;
}

int Cluster::count(db::Database &db, const QString &table, const QString &where)
{
    auto v = db.scalar(QStringLiteral("SELECT COUNT(*) FROM %1%2")
                           .arg(db.quote(table), where.isEmpty() ? QString() : QStringLiteral(" WHERE ") + where));
    return v ? v.value().toInt() : -1;
}

} // namespace jgr::test
