// schema-update add --table T --spec SPEC --description TEXT
#include "clicontext.h"
#include "clitext.h"
#include "commands.h"

#include "engine/schema/schemaupdater.h"

namespace jgr::cli {

namespace {
int schemaUpdate(CliContext &ctx)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("add"), QStringLiteral("Add a schema update."));
    p.addOption({QStringLiteral("table"), QStringLiteral("The table to change."), QStringLiteral("T")});
    p.addOption({QStringLiteral("spec"), QStringLiteral("ADD <column> <family> ... or RUN <procedure>(...)."),
                 QStringLiteral("SPEC")});
    p.addOption({QStringLiteral("description"), QStringLiteral("Short description."), QStringLiteral("TEXT")});
    int code = 0;
    if (!ctx.parse(p, "schema-update", &code))
        return code;
    if (p.positionalArguments() != QStringList{QStringLiteral("add")} || !p.isSet(QStringLiteral("table")) ||
        !p.isSet(QStringLiteral("spec")))
        return CliContext::usage(QStringLiteral("usage: schema-update add --table T --spec SPEC --description TEXT"));
    // A bad spec is refused before any database is opened.
    if (auto spec = engine::parseUpdateSpec(p.value(QStringLiteral("spec"))); !spec)
        return CliContext::fail(spec.error());
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    auto update = engine::SchemaUpdater(*site.value().local)
                      .addOnMaster(p.value(QStringLiteral("table")), p.value(QStringLiteral("spec")),
                                   p.value(QStringLiteral("description")));
    if (!update)
        return CliContext::fail(update.error());
    CliContext::info(CliText::tr("Schema update %1 recorded: %2. Sites apply it when they next replicate.")
                         .arg(update.value().updateNumber)
                         .arg(update.value().notes));
    return 0;
}
} // namespace

QList<Command> schemaCommands()
{
    return {{"schema-update", "add --table T --spec SPEC --description TEXT",
             QT_TRANSLATE_NOOP("CliText", "(On the master primary) change a replicated table everywhere: here at once, "
                                          "at each site in its next session."),
             schemaUpdate}};
}

} // namespace jgr::cli
