// init-primary, prepare-table, add-table, suspend-table, resume-table, status.
#include "clicontext.h"
#include "clitext.h"
#include "commands.h"

#include "alerts/notifier.h"
#include "alerts/sitewatch.h"
#include "common/idspace.h"
#include "control/declaredreferences.h"
#include "control/killpurge.h"
#include "control/siteadmin.h"
#include "control/sitestatus.h"
#include "db/database.h"
#include "db/typemapping.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QTimeZone>

#include <cstdio>

namespace jgr::cli {

namespace {
int initPrimary(CliContext &ctx)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("site-name"), QStringLiteral("English name of this site."), QStringLiteral("NAME")});
    p.addOption({QStringLiteral("site-number"), QStringLiteral("Site number (default 1)."), QStringLiteral("N"),
                 QStringLiteral("1")});
    int code = 0;
    if (!ctx.parse(p, "init-primary", &code))
        return code;
    if (!p.isSet(QStringLiteral("site-name")))
        return CliContext::usage(CliText::tr("init-primary needs --site-name NAME."));
    bool ok = false;
    const qint64 number = p.value(QStringLiteral("site-number")).toLongLong(&ok);
    if (!ok)
        return CliContext::usage(
            CliText::tr("--site-number must be a whole number from %1.").arg(idspace::siteNumberRangeText()));
    if (number < 1 || !idspace::isValidSiteNumber(number))
        return CliContext::fail(idspace::siteNumberRefused(number, QStringLiteral("--site-number")));
    auto site = ctx.openSite(false, config::FileCreation::MayCreate);
    if (!site)
        return CliContext::fail(site.error());
    db::Database &local = *site.value().local;
    auto master = control::SiteAdmin(local).initPrimary(p.value(QStringLiteral("site-name")), int(number));
    if (!master)
        return CliContext::fail(master.error());
    CliContext::info(CliText::tr("Master primary site %1 \"%2\" created in %3.")
                         .arg(master.value().siteNumber)
                         .arg(master.value().siteName, local.description()));
    return 0;
}

int prepareTable(CliContext &ctx)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("table"), QStringLiteral("The table to prepare."));
    p.addOption({QStringLiteral("row-id"), QStringLiteral("Row id column."), QStringLiteral("C")});
    p.addOption(
        {QStringLiteral("surrogate-row-id"),
         QStringLiteral("Number the rows in a column of replication's own (for keys outside 0 to 999,999,999).")});
    p.addOption({QStringLiteral("changed"), QStringLiteral("Last-changed stamp column."), QStringLiteral("C"),
                 QStringLiteral("lastchangeddate")});
    p.addOption({QStringLiteral("removed"), QStringLiteral("Soft-delete flag column."), QStringLiteral("C"),
                 QStringLiteral("isremoved")});
    p.addOption({QStringLiteral("hard-deletes"), QStringLiteral("Rows are really deleted: record kills.")});
    p.addOption({QStringLiteral("reference"), QStringLiteral("COL=TABLE: COL holds a row id of TABLE."),
                 QStringLiteral("COL=TABLE")});
    p.addOption({QStringLiteral("no-reference"),
                 QStringLiteral("A declared foreign key column that is not recorded as a reference."),
                 QStringLiteral("COL")});
    p.addOption(
        {QStringLiteral("local-only"), QStringLiteral("A column that is never replicated."), QStringLiteral("COL")});
    int code = 0;
    if (!ctx.parse(p, "prepare-table", &code))
        return code;
    if (p.positionalArguments().size() != 1)
        return CliContext::usage(CliText::tr("prepare-table takes exactly one TABLE."));
    control::TableRoles roles;
    roles.table = p.positionalArguments().first();
    roles.rowId = p.value(QStringLiteral("row-id"));
    roles.changed = p.value(QStringLiteral("changed"));
    roles.removed = p.value(QStringLiteral("removed"));
    roles.hardDeletes = p.isSet(QStringLiteral("hard-deletes"));
    roles.surrogateRowId = p.isSet(QStringLiteral("surrogate-row-id"));
    for (const QString &ref : p.values(QStringLiteral("reference"))) {
        const QString column = ref.section(QLatin1Char('='), 0, 0);
        const QString table = ref.section(QLatin1Char('='), 1);
        if (column.isEmpty() || table.isEmpty())
            return CliContext::usage(CliText::tr("--reference takes COL=TABLE, not \"%1\".").arg(ref));
        roles.references.insert(column, table);
    }
    const QStringList notReferences = p.values(QStringLiteral("no-reference"));
    for (const QString &column : notReferences)
        if (roles.references.contains(column))
            return CliContext::usage(
                CliText::tr("Column %1 is given as --reference and --no-reference: give one of them.").arg(column));
    roles.localOnly = p.values(QStringLiteral("local-only"));
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    db::Database &local = *site.value().local;
    // Declared foreign keys to a table's row id become references unless
    // told otherwise; what became of each is said below.
    auto prepared = control::prepareAsDeclared(local, roles, notReferences);
    if (!prepared)
        return CliContext::fail(prepared.error());
    const control::TableRoles &stored = prepared.value().roles;
    CliContext::info(CliText::tr("Table %1 is ready for replication.").arg(stored.table));
    // Tables prepared before this one may have taken a key to it for a
    // reference to its row id, which it does not have.
    for (const QString &sentence : prepared.value().released)
        CliContext::info(sentence + QLatin1Char('.'));
    // How each kind of site will hold each column (docs/SCHEMA.md, Type matrix).
    auto columns = local.inspectColumns(stored.table);
    if (!columns)
        return CliContext::fail(columns.error());
    const QStringList notReplicated = stored.systemColumns() + stored.localOnly;
    CliContext::info(CliText::tr("Sites hold its columns as:"));
    for (const db::ColumnInfo &c : columns.value())
        if (!notReplicated.contains(c.name))
            CliContext::info(QStringLiteral("  %1 (%2): %3")
                                 .arg(c.name, c.declared.isEmpty() ? c.nativeType : c.declared,
                                      db::holdingsText(c, local.dialect())));
    for (const control::DeclaredReferenceUse &key : prepared.value().keys) {
        if (key.reference)
            CliContext::info(CliText::tr("Its foreign key %1 → %2 is a reference: it points to the same row at every "
                                         "site.")
                                 .arg(key.key.column, key.key.table));
        else
            CliContext::info(CliText::tr("Its foreign key %1 → %2 is not a reference: %3.")
                                 .arg(key.key.column, key.key.table, key.why));
    }
    auto family = local.dialect().inheritance(local, stored.table);
    if (!family)
        return CliContext::fail(family.error());
    if (!family.value().children.isEmpty())
        CliContext::info(CliText::tr("Its rows include those of the tables that inherit from it (%1): replicate it "
                                     "alone, and theirs travel with it.")
                             .arg(family.value().children.join(QStringLiteral(", "))));
    if (!family.value().parents.isEmpty())
        CliContext::info(CliText::tr("It inherits from %1, whose rows include its own: replicate one of the two, not "
                                     "both.")
                             .arg(family.value().parents.join(QStringLiteral(", "))));
    return 0;
}

int addTable(CliContext &ctx)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("table"), QStringLiteral("The table to replicate."));
    p.addOption({QStringLiteral("type"),
                 QStringLiteral("F full (a new table's default), D download only, U upload only."),
                 QStringLiteral("T")});
    p.addOption(
        {QStringLiteral("order"), QStringLiteral("Order among the tables (parents first)."), QStringLiteral("N")});
    p.addOption({QStringLiteral("blank-fill"),
                 QStringLiteral("Non-owners may fill empty text fields (a new table's default).")});
    p.addOption({QStringLiteral("no-blank-fill"), QStringLiteral("Non-owners may not fill empty text fields.")});
    int code = 0;
    if (!ctx.parse(p, "add-table", &code))
        return code;
    if (p.positionalArguments().size() != 1)
        return CliContext::usage(CliText::tr("add-table takes exactly one TABLE."));
    control::SiteAdmin::TableOptions options;
    if (p.isSet(QStringLiteral("type")))
        options.replicationType = p.value(QStringLiteral("type")).toUpper();
    if (p.isSet(QStringLiteral("blank-fill")) && p.isSet(QStringLiteral("no-blank-fill")))
        return CliContext::usage(CliText::tr("Give --blank-fill or --no-blank-fill, not both."));
    if (p.isSet(QStringLiteral("blank-fill")) || p.isSet(QStringLiteral("no-blank-fill")))
        options.allowBlankFill = p.isSet(QStringLiteral("blank-fill"));
    if (p.isSet(QStringLiteral("order"))) {
        bool ok = false;
        options.order = p.value(QStringLiteral("order")).toInt(&ok);
        if (!ok || *options.order < 0)
            return CliContext::usage(CliText::tr("--order must be a whole number of 0 or more."));
    }
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    db::Database &local = *site.value().local;
    auto table = control::SiteAdmin(local).addTable(p.positionalArguments().first(), options);
    if (!table)
        return CliContext::fail(table.error());
    const control::TableRecord &t = table.value();
    const QString type = t.replicationType == QLatin1String("D")   ? CliText::tr("download only (D)")
                         : t.replicationType == QLatin1String("U") ? CliText::tr("upload only (U)")
                                                                   : CliText::tr("full (F)");
    CliContext::info(CliText::tr("Table %1: type %2, order %3, blank fill %4, %5.")
                         .arg(t.tableName, type)
                         .arg(t.tableOrder)
                         .arg(t.blankFillAllowed() ? CliText::tr("allowed") : CliText::tr("not allowed"),
                              t.process == QLatin1String("N") ? CliText::tr("suspended (resume-table resumes it)")
                                                              : CliText::tr("replicated")));
    return 0;
}

int setProcess(CliContext &ctx, const char *command, bool process)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("table"), QStringLiteral("The table."));
    int code = 0;
    if (!ctx.parse(p, command, &code))
        return code;
    if (p.positionalArguments().size() != 1)
        return CliContext::usage(CliText::tr("%1 takes exactly one TABLE.").arg(QString::fromLatin1(command)));
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    db::Database &local = *site.value().local;
    const Status status = control::SiteAdmin(local).setTableProcess(p.positionalArguments().first(), process);
    if (!status)
        return CliContext::fail(status.error());
    CliContext::info(
        CliText::tr("Table %1 %2.")
            .arg(p.positionalArguments().first(), process ? QStringLiteral("resumed") : QStringLiteral("suspended")));
    return 0;
}

int allowMismatch(CliContext &ctx)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("site"), QStringLiteral("The site number."));
    int code = 0;
    if (!ctx.parse(p, "allow-mismatch", &code))
        return code;
    bool ok = false;
    const int number = p.positionalArguments().value(0).toInt(&ok);
    if (p.positionalArguments().size() != 1 || !ok)
        return CliContext::usage(CliText::tr("usage: allow-mismatch SITE (a site number)."));
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    if (Status s = control::SiteAdmin(*site.value().local).allowMismatch(number); !s)
        return CliContext::fail(s.error());
    CliContext::info(CliText::tr("Site %1 may replicate once although its marks do not match.").arg(number));
    return 0;
}

int resync(CliContext &ctx)
{
    QCommandLineParser p;
    p.addOption(
        {QStringLiteral("table"), QStringLiteral("The table whose rows are taken again."), QStringLiteral("T")});
    int code = 0;
    if (!ctx.parse(p, "resync", &code))
        return code;
    if (!p.isSet(QStringLiteral("table")))
        return CliContext::usage(CliText::tr("resync needs --table T."));
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    auto t = control::SiteAdmin(*site.value().local).resync(p.value(QStringLiteral("table")));
    if (!t)
        return CliContext::fail(t.error());
    CliContext::info(control::SiteAdmin::resyncSummary(t.value().tableName));
    return 0;
}

int status(CliContext &ctx)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("json"), QStringLiteral("Machine output on stdout.")});
    int code = 0;
    if (!ctx.parse(p, "status", &code))
        return code;
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    db::Database &local = *site.value().local;
    auto s = control::readSiteStatus(local, QDateTime::currentDateTimeUtc());
    if (!s)
        return CliContext::fail(s.error());
    // On a primary with management by exception 'L', status from a timer
    // is the local process that checks the sites.
    const alerts::Notifier notifier(site.value().config, ctx.credentials(site.value().config));
    auto watched = alerts::SiteWatch(local, notifier).runAsLocalProcess(QDateTime::currentDateTimeUtc());
    if (!watched)
        return CliContext::fail(watched.error());
    if (watched.value().raised > 0)
        CliContext::info(
            CliText::tr("%1 sites reported to the administrator (overdue or failing).").arg(watched.value().raised));
    if (p.isSet(QStringLiteral("json")))
        CliContext::printJson(s.value().toJson());
    else
        std::fputs(s.value().toText().toLocal8Bit().constData(), stdout);
    return 0;
}
int purgeKilled(CliContext &ctx)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("retention-days"), QStringLiteral("Keep kill records at least this long."),
                 QStringLiteral("DAYS"), QStringLiteral("365")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Machine output on stdout.")});
    int code = 0;
    if (!ctx.parse(p, "purge-killed", &code))
        return code;
    bool ok = false;
    const int days = p.value(QStringLiteral("retention-days")).toInt(&ok);
    if (!ok || days < 1)
        return CliContext::usage(CliText::tr("--retention-days is a whole number of 1 or more."));
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    auto purge = control::purgeKilledRows(*site.value().local, days, QDateTime::currentDateTimeUtc());
    if (!purge)
        return CliContext::fail(purge.error());
    if (p.isSet(QStringLiteral("json"))) {
        QJsonArray removed;
        for (const control::KilledRow &k : purge.value().removed)
            removed.append(QJsonObject{{QStringLiteral("table"), k.table},
                                       {QStringLiteral("jg_unique_id"), QString::number(k.uniqueId)}});
        CliContext::printJson(QJsonObject{{QStringLiteral("cutoff"), purge.value().cutoff},
                                          {QStringLiteral("held_back_by"), purge.value().heldBackBy},
                                          {QStringLiteral("removed"), removed}});
    } else {
        for (const control::KilledRow &k : purge.value().removed)
            std::puts(qPrintable(CliText::tr("removed kill record: %1 row %2").arg(k.table).arg(k.uniqueId)));
    }
    CliContext::info(CliText::tr("%1 kill records removed (older than %2; held back by %3).")
                         .arg(purge.value().removed.size())
                         .arg(purge.value().cutoff.isEmpty() ? QStringLiteral("-") : purge.value().cutoff,
                              purge.value().heldBackBy));
    return 0;
}
} // namespace

QList<Command> adminCommands()
{
    return {
        {"init-primary", "--site-name NAME [--site-number N]",
         QT_TRANSLATE_NOOP("CliText", "Make the [local] database the master primary."), initPrimary},
        {"prepare-table",
         "TABLE [--row-id C | --surrogate-row-id] [--changed C] [--removed C] [--hard-deletes] [--reference COL=TABLE "
         "...] [--no-reference COL ...] [--local-only COL ...]",
         QT_TRANSLATE_NOOP("CliText",
                           "Add the replication columns, indexes and triggers to a table of the [local] database."),
         prepareTable},
        {"add-table", "TABLE [--type F|D|U] [--order N] [--blank-fill|--no-blank-fill]",
         QT_TRANSLATE_NOOP("CliText", "(On a primary) replicate a prepared table, or change how it replicates."),
         addTable},
        {"suspend-table", "TABLE",
         QT_TRANSLATE_NOOP("CliText", "Stop replicating a table (its T record's process becomes N)."),
         [](CliContext &c) { return setProcess(c, "suspend-table", false); }},
        {"resume-table", "TABLE", QT_TRANSLATE_NOOP("CliText", "Replicate a suspended table again."),
         [](CliContext &c) { return setProcess(c, "resume-table", true); }},
        {"resync", "--table T",
         QT_TRANSLATE_NOOP("CliText", "(On a site) take every row of a table from the primary again in the next "
                                      "session (data scrambled here)."),
         resync},
        {"allow-mismatch", "SITE",
         QT_TRANSLATE_NOOP(
             "CliText",
             "(On a primary) let a site restored from a backup replicate once although its marks do not match."),
         allowMismatch},
        {"status", "[--json]",
         QT_TRANSLATE_NOOP("CliText",
                           "This site: number, role, last success, overdue state, tables and marks, open errors."),
         status},
        {"purge-killed", "[--retention-days DAYS] [--json]",
         QT_TRANSLATE_NOOP("CliText", "(On a primary) remove kill records that every site has replicated past."),
         purgeKilled},
    };
}

} // namespace jgr::cli
