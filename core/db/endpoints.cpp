#include "endpoints.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace jgr::db {

namespace {
Error badEntry(const QString &entry, const QString &why)
{
    return makeError(ExitCode::Usage,
                     QCoreApplication::translate("Engine", "\"%1\" is not a server: %2 Write HOST or HOST:PORT, "
                                                           "separated by commas (an IPv6 address in brackets).")
                         .arg(entry, why));
}
} // namespace

QString Endpoint::text() const
{
    const QString name = host.contains(QLatin1Char(':')) ? QStringLiteral("[%1]").arg(host) : host;
    return port > 0 ? QStringLiteral("%1:%2").arg(name).arg(port) : name;
}

Result<QList<Endpoint>> parseEndpoints(const QString &list)
{
    QList<Endpoint> out;
    const QStringList entries = list.split(QLatin1Char(','));
    for (const QString &raw : entries) {
        const QString entry = raw.trimmed();
        if (entry.isEmpty())
            return badEntry(entry, QCoreApplication::translate("Engine", "the list has an empty entry."));
        Endpoint e;
        QString port;
        if (entry.startsWith(QLatin1Char('['))) {
            const qsizetype close = entry.indexOf(QLatin1Char(']'));
            if (close < 0)
                return badEntry(entry, QCoreApplication::translate("Engine", "the bracket is not closed."));
            e.host = entry.mid(1, close - 1);
            const QString rest = entry.mid(close + 1);
            if (!rest.isEmpty() && !rest.startsWith(QLatin1Char(':')))
                return badEntry(entry, QCoreApplication::translate("Engine", "a port follows a colon."));
            port = rest.mid(1);
            if (rest == QLatin1String(":"))
                return badEntry(entry, QCoreApplication::translate("Engine", "the port is missing."));
        } else if (entry.count(QLatin1Char(':')) > 1) {
            return badEntry(entry, QCoreApplication::translate("Engine", "an IPv6 address goes in brackets."));
        } else {
            const qsizetype colon = entry.indexOf(QLatin1Char(':'));
            e.host = colon < 0 ? entry : entry.left(colon);
            if (colon >= 0) {
                port = entry.mid(colon + 1);
                if (port.isEmpty())
                    return badEntry(entry, QCoreApplication::translate("Engine", "the port is missing."));
            }
        }
        if (e.host.isEmpty() || e.host.contains(QRegularExpression(QStringLiteral("[\\s'\"\\\\=;]"))))
            return badEntry(entry, QCoreApplication::translate("Engine", "the host name is empty or has a space, "
                                                                         "quote, backslash, = or ;."));
        if (!port.isEmpty()) {
            bool ok = false;
            e.port = port.toInt(&ok);
            if (!ok || e.port < 1 || e.port > 65535)
                return badEntry(entry, QCoreApplication::translate("Engine", "the port is not 1 to 65535."));
        }
        for (const Endpoint &seen : out)
            if (seen.host.compare(e.host, Qt::CaseInsensitive) == 0 && seen.port == e.port)
                return badEntry(entry, QCoreApplication::translate("Engine", "it is listed twice."));
        out << e;
    }
    return out;
}

QString joinEndpoints(const QList<Endpoint> &endpoints)
{
    QStringList texts;
    for (const Endpoint &e : endpoints)
        texts << e.text();
    return texts.join(QLatin1Char(','));
}

} // namespace jgr::db
