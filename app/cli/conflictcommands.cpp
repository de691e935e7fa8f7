// conflicts list [--json] [--all] [--table T] [--site N] | take ID | dismiss ID | purge --older-than DAYS
#include "clicontext.h"
#include "clitext.h"
#include "commands.h"

#include "common/stamp.h"
#include "engine/tools/conflictinbox.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>

#include <cstdio>

namespace jgr::cli {

namespace {

QJsonObject toJson(const control::Conflict &c)
{
    return QJsonObject{
        {QStringLiteral("id"), c.id},
        {QStringLiteral("uid"), QString::number(c.uid)},
        {QStringLiteral("table"), c.table},
        {QStringLiteral("jg_unique_id"), QString::number(c.uniqueId)},
        {QStringLiteral("column"), c.column},
        {QStringLiteral("kind"), QString(QLatin1Char(char(c.kind)))},
        {QStringLiteral("kind_name"), control::Conflict::kindName(c.kind)},
        {QStringLiteral("refused_value"), c.refusedValue},
        {QStringLiteral("kept_value"), c.keptValue},
        {QStringLiteral("refused_site"), c.refusedSite},
        {QStringLiteral("owner_site"), c.ownerSite},
        {QStringLiteral("written_at"), c.writtenAt},
        {QStringLiteral("recorded_at"), c.recordedAt},
        {QStringLiteral("decision"), c.decision.isEmpty()               ? QStringLiteral("open")
                                     : c.decision == QLatin1String("T") ? QStringLiteral("taken")
                                                                        : QStringLiteral("dismissed")},
    };
}

int list(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("json"), QStringLiteral("Machine output on stdout.")});
    p.addOption({QStringLiteral("all"), QStringLiteral("Include decided conflicts.")});
    p.addOption({QStringLiteral("table"), QStringLiteral("Only this table."), QStringLiteral("T")});
    p.addOption({QStringLiteral("site"), QStringLiteral("Only values refused from this site."), QStringLiteral("N")});
    int code = 0;
    const CliContext sub = ctx.withArguments(args);
    if (!sub.parse(p, "conflicts list", &code))
        return code;
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    engine::ConflictInbox::Filter filter;
    filter.includeDecided = p.isSet(QStringLiteral("all"));
    filter.table = p.value(QStringLiteral("table"));
    filter.site = p.value(QStringLiteral("site")).toInt();
    auto conflicts = engine::ConflictInbox(*site.value().local).list(filter);
    if (!conflicts)
        return CliContext::fail(conflicts.error());
    if (p.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const control::Conflict &c : conflicts.value())
            array.append(toJson(c));
        CliContext::printJson(QJsonObject{{QStringLiteral("conflicts"), array}});
        return 0;
    }
    if (conflicts.value().isEmpty())
        std::puts(qPrintable(CliText::tr("No open conflicts on rows this site owns.")));
    for (const control::Conflict &c : conflicts.value())
        std::puts(
            qPrintable(CliText::tr("%1  %2 row %3 %4: %5 at site %6: \"%7\", kept \"%8\" (%9)")
                           .arg(c.id)
                           .arg(c.table)
                           .arg(c.uniqueId)
                           .arg(c.column, QCoreApplication::translate("RecordCatalog",
                                                                      qPrintable(control::Conflict::kindName(c.kind))))
                           .arg(c.refusedSite)
                           .arg(c.refusedValue, c.keptValue, c.decision.isEmpty() ? CliText::tr("open") : c.decision)));
    return 0;
}

int decide(CliContext &ctx, const QStringList &args, bool take)
{
    bool ok = false;
    const qint64 id = args.value(0).toLongLong(&ok);
    if (args.size() != 1 || !ok)
        return CliContext::usage(
            CliText::tr("usage: conflicts %1 ID (see conflicts list).").arg(take ? "take" : "dismiss"));
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    engine::ConflictInbox inbox(*site.value().local);
    if (Status s = take ? inbox.take(id) : inbox.dismiss(id); !s)
        return CliContext::fail(s.error());
    CliContext::info(
        take ? CliText::tr("Conflict %1: the refused value is written; it travels with the next session.").arg(id)
             : CliText::tr("Conflict %1 dismissed.").arg(id));
    return 0;
}

int purge(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("older-than"), QStringLiteral("Days since the decision."), QStringLiteral("DAYS")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Machine output on stdout.")});
    int code = 0;
    const CliContext sub = ctx.withArguments(args);
    if (!sub.parse(p, "conflicts purge", &code))
        return code;
    bool ok = false;
    const int days = p.value(QStringLiteral("older-than")).toInt(&ok);
    if (!ok || days < 1)
        return CliContext::usage(CliText::tr("usage: conflicts purge --older-than DAYS (1 or more). Only decided "
                                             "conflicts are removed; open ones are kept."));
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    db::Database &db = *site.value().local;
    auto now = db.now();
    if (!now)
        return CliContext::fail(now.error());
    const QString before = stamp::fromMicros(
        stamp::toMicros(now.value()).value_or(0) - qint64(days) * 24 * 3600 * 1000000, db.dialect().stampDigits());
    auto removed = control::ConflictLog(db).purgeDecided(before);
    if (!removed)
        return CliContext::fail(removed.error());
    QJsonArray array;
    for (const control::Conflict &c : removed.value())
        array.append(toJson(c));
    // What a purge removes is always reported: nothing goes silently.
    if (p.isSet(QStringLiteral("json")))
        CliContext::printJson(QJsonObject{{QStringLiteral("removed"), array}});
    else
        for (const control::Conflict &c : removed.value())
            std::puts(qPrintable(CliText::tr("removed %1  %2 row %3 %4: \"%5\" (%6)")
                                     .arg(c.id)
                                     .arg(c.table)
                                     .arg(c.uniqueId)
                                     .arg(c.column, c.refusedValue, c.decision)));
    CliContext::info(
        CliText::tr("%1 decided conflicts older than %2 days removed.").arg(removed.value().size()).arg(days));
    return 0;
}

int conflicts(CliContext &ctx)
{
    QStringList args = ctx.arguments();
    const QString sub = args.isEmpty() ? QString() : args.takeFirst();
    if (sub == QLatin1String("--help")) {
        ctx.printUsage();
        return 0;
    }
    if (sub == QLatin1String("list"))
        return list(ctx, args);
    if (sub == QLatin1String("take") || sub == QLatin1String("dismiss"))
        return decide(ctx, args, sub == QLatin1String("take"));
    if (sub == QLatin1String("purge"))
        return purge(ctx, args);
    return CliContext::usage(CliText::tr("usage: conflicts list [--json] [--all] [--table T] [--site N] | take ID | "
                                         "dismiss ID | purge --older-than DAYS"));
}

} // namespace

QList<Command> conflictCommands()
{
    return {
        {"conflicts",
         "list [--json] [--all] [--table T] [--site N] | take ID | dismiss ID | purge --older-than DAYS [--json]",
         QT_TRANSLATE_NOOP(
             "CliText", "The conflict inbox: values replication refused on rows this site owns; take or dismiss them."),
         conflicts}};
}

} // namespace jgr::cli
