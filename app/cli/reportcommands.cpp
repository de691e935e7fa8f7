// report NAME [--format html|csv|pdf] [--out FILE]
#include "clicontext.h"
#include "clitext.h"
#include "commands.h"

#include "pdfwriter.h"
#include "reports/report.h"

#include <QDateTime>
#include <QFile>

#include <cstdio>

namespace jgr::cli {

namespace {
int report(CliContext &ctx)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("name"), reports::reportNames().join(QStringLiteral(", ")));
    p.addOption({QStringLiteral("format"), QStringLiteral("html, csv or pdf (default html)."), QStringLiteral("FORMAT"),
                 QStringLiteral("html")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Write to FILE (default: standard output; pdf needs a file)."),
                 QStringLiteral("FILE")});
    int code = 0;
    if (!ctx.parse(p, "report", &code))
        return code;
    if (p.positionalArguments().size() != 1)
        return CliContext::usage(
            CliText::tr("usage: report NAME [--format html|csv|pdf] [--out FILE]; NAME is one of: %1.")
                .arg(reports::reportNames().join(QStringLiteral(", "))));
    const QString name = p.positionalArguments().first();
    const QString format = p.value(QStringLiteral("format"));
    const QString out = p.value(QStringLiteral("out"));
    if (!reports::reportNames().contains(name))
        return CliContext::usage(CliText::tr("Unknown report \"%1\"; the reports are: %2.")
                                     .arg(name, reports::reportNames().join(QStringLiteral(", "))));
    if (format != QLatin1String("html") && format != QLatin1String("csv") && format != QLatin1String("pdf"))
        return CliContext::usage(CliText::tr("--format is html, csv or pdf, not \"%1\".").arg(format));
    if (format == QLatin1String("pdf") && out.isEmpty())
        return CliContext::usage(CliText::tr("A PDF report needs --out FILE."));
    auto site = ctx.openSite(false);
    if (!site)
        return CliContext::fail(site.error());
    auto built = reports::buildReport(*site.value().local, name, QDateTime::currentDateTimeUtc());
    if (!built)
        return CliContext::fail(built.error());
    if (format == QLatin1String("pdf")) {
        if (!render::writeReportPdf(built.value(), out))
            return CliContext::fail(makeError(ExitCode::Failure, CliText::tr("Cannot write %1.").arg(out)));
        CliContext::info(CliText::tr("Report %1 written to %2.").arg(name, out));
        return 0;
    }
    const QByteArray bytes = format == QLatin1String("csv") ? reports::toCsv(built.value())
                                                            : render::reportHtmlWithChart(built.value()).toUtf8();
    if (out.isEmpty()) {
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
        return 0;
    }
    QFile file(out);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        return CliContext::fail(
            makeError(ExitCode::Failure, CliText::tr("Cannot write %1: %2.").arg(out, file.errorString())));
    CliContext::info(CliText::tr("Report %1 written to %2.").arg(name, out));
    return 0;
}
} // namespace

QList<Command> reportCommands()
{
    return {{"report", "NAME [--format html|csv|pdf] [--out FILE]",
             QT_TRANSLATE_NOOP("CliText",
                               "Write a standard report: master, sites, tables, updates, errors, logs or health."),
             report}};
}

} // namespace jgr::cli
