// subset, site-attribute: which rows each site holds (docs/PROTOCOL.md, Subsets).
#include "clicontext.h"
#include "clitext.h"
#include "commands.h"

#include "engine/subset/subsetadmin.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace jgr::cli {

namespace {
int listRules(CliContext &ctx, bool json)
{
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    auto rules = engine::SubsetAdmin(*site.value().local).rules();
    if (!rules)
        return CliContext::fail(rules.error());
    QJsonArray array;
    QString text;
    for (const engine::SubsetRule &r : rules.value()) {
        array.append(QJsonObject{{QStringLiteral("table"), r.table}, {QStringLiteral("rule"), r.text()}});
        text += QStringLiteral("%1 %2\n").arg(r.table, r.text());
    }
    if (json)
        std::fputs(QJsonDocument(array).toJson().constData(), stdout);
    else
        std::fputs(text.toUtf8().constData(), stdout);
    return 0;
}

int subset(CliContext &ctx)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("table"), QStringLiteral("The table."));
    p.addOption({QStringLiteral("all"), QStringLiteral("Every site holds every row (the default).")});
    p.addOption({QStringLiteral("owned"), QStringLiteral("A site holds the rows it owns.")});
    p.addOption({QStringLiteral("match"),
                 QStringLiteral("COLUMN=ATTRIBUTE: a site holds the rows whose COLUMN equals its ATTRIBUTE "
                                "(several are ANDed)."),
                 QStringLiteral("COLUMN=ATTRIBUTE")});
    p.addOption({QStringLiteral("list"), QStringLiteral("List every table's rule.")});
    p.addOption({QStringLiteral("json"), QStringLiteral("With --list: JSON.")});
    int code = 0;
    if (!ctx.parse(p, "subset", &code))
        return code;
    if (p.isSet(QStringLiteral("list"))) {
        if (!p.positionalArguments().isEmpty())
            return CliContext::usage(CliText::tr("subset --list takes no TABLE."));
        return listRules(ctx, p.isSet(QStringLiteral("json")));
    }
    const int kinds = int(p.isSet(QStringLiteral("all"))) + int(p.isSet(QStringLiteral("owned"))) +
                      int(p.isSet(QStringLiteral("match")));
    if (p.positionalArguments().size() != 1 || kinds != 1)
        return CliContext::usage(
            CliText::tr("usage: subset TABLE --all | --owned | --match COLUMN=ATTRIBUTE ..., or subset --list."));
    engine::SubsetRule rule;
    rule.table = p.positionalArguments().first();
    if (p.isSet(QStringLiteral("owned")))
        rule.kind = engine::SubsetRule::Kind::Owned;
    for (const QString &m : p.values(QStringLiteral("match"))) {
        const QStringList pair = m.split(QLatin1Char('='));
        if (pair.size() != 2 || pair.at(0).isEmpty() || pair.at(1).isEmpty())
            return CliContext::usage(CliText::tr("--match takes COLUMN=ATTRIBUTE, not \"%1\".").arg(m));
        rule.kind = engine::SubsetRule::Kind::Match;
        rule.matches << engine::AttributeMatch{pair.at(0), pair.at(1)};
    }
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    auto set = engine::SubsetAdmin(*site.value().local).setRule(rule);
    if (!set)
        return CliContext::fail(set.error());
    CliContext::info(set.value().summary());
    return 0;
}

int siteAttribute(CliContext &ctx)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("site"), QStringLiteral("The site number."));
    p.addPositionalArgument(QStringLiteral("name"), QStringLiteral("The attribute."));
    p.addPositionalArgument(QStringLiteral("value"), QStringLiteral("Its value."));
    p.addOption({QStringLiteral("remove"), QStringLiteral("Remove the attribute.")});
    int code = 0;
    if (!ctx.parse(p, "site-attribute", &code))
        return code;
    const QStringList args = p.positionalArguments();
    bool ok = false;
    const int number = args.value(0).toInt(&ok);
    const bool remove = p.isSet(QStringLiteral("remove"));
    const bool wellFormed = ok && (args.size() == 1 || (remove && args.size() == 2) || (!remove && args.size() == 3));
    if (!wellFormed || (args.size() == 3 && args.at(2).isEmpty()))
        return CliContext::usage(
            CliText::tr("usage: site-attribute SITE NAME VALUE, site-attribute SITE NAME --remove, or "
                        "site-attribute SITE (lists them)."));
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    engine::SubsetAdmin admin(*site.value().local);
    auto attributes =
        args.size() == 1 ? admin.attributes(number) : admin.setAttribute(number, args.at(1), args.value(2));
    if (!attributes)
        return CliContext::fail(attributes.error());
    const QStringList lines = engine::siteAttributeLines(attributes.value());
    for (const QString &line : lines)
        std::fputs((line + QLatin1Char('\n')).toUtf8().constData(), stdout);
    if (args.size() > 1)
        CliContext::info(engine::SubsetAdmin::attributeSummary(number));
    return 0;
}
} // namespace

QList<Command> subsetCommands()
{
    return {
        {"subset", "TABLE --all | --owned | --match COLUMN=ATTRIBUTE ... | --list [--json]",
         QT_TRANSLATE_NOOP("CliText", "(On the master primary) which rows of a table each site holds, with every row "
                                      "they reference; --list shows every table's rule."),
         subset},
        {"site-attribute", "SITE [NAME VALUE | NAME --remove]",
         QT_TRANSLATE_NOOP("CliText", "(On a primary) set, remove or list a site's attributes, which subset --match "
                                      "rules compare with."),
         siteAttribute},
    };
}

} // namespace jgr::cli
