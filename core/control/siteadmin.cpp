#include "siteadmin.h"

#include "controlrepository.h"
#include "datadict.h"

#include "common/idspace.h"
#include "common/stamp.h"
#include "controlschema.h"
#include "db/database.h"
#include "db/identifier.h"

#include <QCoreApplication>

namespace jgr::control {

Result<MasterRecord> SiteAdmin::requireMaster(bool mustBePrimary)
{
    auto exists = controlschema::exists(m_db);
    if (!exists)
        return exists.error();
    if (!exists.value())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "The %1 database (%2) has no jgreplicate table: run "
                                                               "init-primary or join first.")
                             .arg(m_db.label(), m_db.description()));
    auto master = ControlRepository(m_db).master();
    if (!master)
        return master.error();
    if (!master.value())
        return makeError(
            ExitCode::Usage,
            QCoreApplication::translate("Engine", "The %1 database has no M record: run init-primary or join first.")
                .arg(m_db.label()));
    if (mustBePrimary && !master.value()->isPrimary())
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "This is not a primary (M primary_site is blank): tables are "
                                                        "added on the primary and reach sites by replication."));
    return *master.value();
}

Result<MasterRecord> SiteAdmin::initPrimary(const QString &siteName, int siteNumber)
{
    if (siteNumber < 1 || !idspace::isValidSiteNumber(siteNumber))
        return idspace::siteNumberRefused(siteNumber,
                                          QCoreApplication::translate("Engine", "The master primary's site number"));
    JGR_TRY(controlschema::create(m_db));
    ControlRepository repo(m_db);
    auto existing = repo.master();
    if (!existing)
        return existing.error();
    if (existing.value())
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "The %1 database already has an M record (site %2, \"%3\"); "
                                                        "nothing was changed.")
                                              .arg(m_db.label())
                                              .arg(existing.value()->siteNumber)
                                              .arg(existing.value()->siteName));
    MasterRecord m;
    m.siteNumber = siteNumber;
    m.siteName = siteName;
    m.databaseType = m_db.dialect().name();
    m.primarySite = QStringLiteral("M");
    m.process = QStringLiteral("Y");
    m.nextSiteNumber1 = siteNumber + 1;
    m.outOfDateAfterMinutes = 24 * 60;
    m.outOfDateAfterMinutesError = 3 * 24 * 60;
    m.emailBadRepDays = 3;
    m.emailBadRepCount = 5;
    m.databaseIdentity = ControlRepository::newIdentity();
    JGR_TRY(repo.insert(m));
    return m;
}

Result<TableRecord> SiteAdmin::resync(const QString &table)
{
    JGR_TRY(db::validateIdentifier(table, QStringLiteral("table")));
    auto master = requireMaster(false);
    if (!master)
        return master.error();
    if (master.value().primarySite == QLatin1String("M"))
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "This is the master primary: it has no primary to take the "
                                                        "rows from. Run resync at the site whose data is scrambled."));
    ControlRepository repo(m_db);
    auto existing = repo.replicatedTable(table);
    if (!existing)
        return existing.error();
    TableRecord t = existing.value();
    t.previousPrimaryHigh = stamp::epoch1980(m_db.dialect().stampDigits());
    t.currentPrimaryHigh.clear();
    t.done = QStringLiteral("N");
    JGR_TRY(repo.updateColumns(
        t, {QStringLiteral("previous_primary_high"), QStringLiteral("current_primary_high"), QStringLiteral("done")}));
    return t;
}

Result<TableRecord> SiteAdmin::addTable(const QString &name, const TableOptions &options)
{
    JGR_TRY(db::validateIdentifier(name, QStringLiteral("table")));
    auto stored = m_db.dialect().storedTableName(m_db, name);
    if (!stored)
        return stored.error();
    const QString table = stored.value();
    const QStringList types{QStringLiteral("F"), QStringLiteral("D"), QStringLiteral("U")};
    if (options.replicationType && !types.contains(*options.replicationType))
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "Unknown replication type \"%1\": use F, D or U.")
                             .arg(*options.replicationType));
    if (options.order && *options.order < 0)
        return makeError(
            ExitCode::Usage,
            QCoreApplication::translate("Engine", "The order must be 0 or more, not %1.").arg(*options.order));
    auto master = requireMaster(true);
    if (!master)
        return master.error();
    auto roles = DataDict(m_db).roles(table);
    if (!roles)
        return roles.error();
    if (!roles.value())
        return makeError(
            ExitCode::Usage,
            QCoreApplication::translate("Engine", "Table \"%1\" is not prepared here: run prepare-table %1 first.")
                .arg(table));
    // A reference to a table that is not prepared could never be resolved:
    // every session would hold the table's rows back.
    const QMap<QString, QString> &references = roles.value()->references;
    for (auto it = references.cbegin(); it != references.cend(); ++it) {
        auto target = DataDict(m_db).roles(it.value());
        if (!target)
            return target.error();
        if (!target.value())
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate(
                                 "Engine", "Table \"%1\" column %2 references table \"%3\", which is not prepared "
                                           "here: run prepare-table %3 and add-table %3 first, or prepare-table %1 "
                                           "again with --no-reference %2 (and without --reference %2=%3).")
                                 .arg(table, it.key(), it.value()));
    }

    ControlRepository repo(m_db);
    // A parent's rows include its children's (PostgreSQL's inheritance):
    // replicating both would send every child row twice.
    auto family = m_db.dialect().inheritance(m_db, table);
    if (!family)
        return family.error();
    for (const QString &other : family.value().parents + family.value().children) {
        auto replicated = repo.table(other);
        if (!replicated)
            return replicated.error();
        if (replicated.value() && replicated.value()->process == QLatin1String("Y"))
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate(
                                 "Engine", "Table \"%1\" %2 table \"%3\", which replicates already: a query of "
                                           "the parent returns the rows of both, so they would travel twice. "
                                           "Nothing was changed; replicate the parent alone (it carries every row "
                                           "of its children), or the children without it.")
                                 .arg(table,
                                      family.value().parents.contains(other)
                                          ? QCoreApplication::translate("Engine", "inherits from")
                                          : QCoreApplication::translate("Engine", "is inherited by"),
                                      other));
    }
    auto existing = repo.table(table);
    if (!existing)
        return existing.error();
    TableRecord t;
    if (existing.value()) {
        t = *existing.value();
    } else {
        auto all = repo.tables();
        if (!all)
            return all.error();
        int last = 0;
        for (const TableRecord &r : all.value())
            last = std::max(last, r.tableOrder);
        t.tableName = table;
        t.siteNumber = master.value().siteNumber;
        t.tableOrder = last + 10;
        const QString epoch = stamp::epoch1980(m_db.dialect().stampDigits());
        t.previousLocalHigh = epoch;
        t.previousPrimaryHigh = epoch;
        t.process = QStringLiteral("Y");
    }
    // An existing record gets only the options given: its marks and counts
    // are its sessions' (this may be a secondary primary replicating now).
    QStringList given;
    if (options.order) {
        t.tableOrder = *options.order;
        given << QStringLiteral("table_order");
    }
    if (options.replicationType) {
        t.replicationType = *options.replicationType;
        given << QStringLiteral("replication_type");
    }
    if (options.allowBlankFill) {
        t.allowBlankFill = *options.allowBlankFill ? QStringLiteral("Y") : QStringLiteral("N");
        given << QStringLiteral("allow_blank_fill");
    }
    if (!existing.value())
        JGR_TRY(repo.insert(t));
    else if (!given.isEmpty())
        JGR_TRY(repo.updateColumns(t, given));
    return t;
}

Status SiteAdmin::allowMismatch(int siteNumber)
{
    auto master = requireMaster(true);
    if (!master)
        return master.error();
    ControlRepository repo(m_db);
    auto site = repo.site(siteNumber);
    if (!site)
        return site.error();
    if (!site.value())
        return makeError(
            ExitCode::Usage,
            QCoreApplication::translate("Engine", "No S record for site %1 on this primary.").arg(siteNumber));
    SiteRecord s = *site.value();
    s.oneTimeMismatchAllowed = QStringLiteral("Y");
    return repo.updateColumns(s, {QStringLiteral("one_time_mismatch_allowed")});
}

Status SiteAdmin::setTableProcess(const QString &table, bool process)
{
    JGR_TRY(db::validateIdentifier(table, QStringLiteral("table")));
    auto master = requireMaster(false);
    if (!master)
        return master.error();
    ControlRepository repo(m_db);
    auto t = repo.table(table);
    if (!t)
        return t.error();
    if (!t.value())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "No T record for table \"%1\" here.").arg(table));
    TableRecord record = *t.value();
    record.process = process ? QStringLiteral("Y") : QStringLiteral("N");
    return repo.updateColumns(record, {QStringLiteral("process")});
}

QString SiteAdmin::resyncSummary(const QString &table)
{
    return QCoreApplication::translate("Engine", "The next session compares every row of %1 with the primary's and "
                                                 "takes the primary's where they differ (rows changed here since the "
                                                 "last session are sent as usual): replicate now.")
        .arg(table);
}

} // namespace jgr::control
