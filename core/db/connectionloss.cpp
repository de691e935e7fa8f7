#include "connectionloss.h"

#include "postgresbulk.h"

#include <QStringList>

#include <libpq-fe.h>

namespace jgr::db {

bool connectionLost(const QString &driver, QSqlDatabase &db, const QString &nativeCode)
{
    if (driver == QLatin1String("postgresql")) {
        // A dropped socket often comes without an SQLSTATE ("SSL SYSCALL
        // error: EOF detected"); libpq then marks the connection bad.
        PGconn *conn = postgresHandle(db);
        if (conn && PQstatus(conn) == CONNECTION_BAD)
            return true;
        // connection_exception, admin_shutdown, crash_shutdown, cannot_connect_now
        return nativeCode.startsWith(QLatin1String("08")) || nativeCode == QLatin1String("57P01") ||
               nativeCode == QLatin1String("57P02") || nativeCode == QLatin1String("57P03");
    }
    if (driver == QLatin1String("mariadb")) {
        // CR_SERVER_GONE_ERROR, CR_SERVER_LOST, CR_SERVER_LOST_EXTENDED,
        // CR_ERR_NET_READ, CR_ERR_NET_WRITE, ER_SERVER_SHUTDOWN,
        // ER_CONNECTION_KILLED
        static const QStringList lost{QStringLiteral("2006"), QStringLiteral("2013"), QStringLiteral("2055"),
                                      QStringLiteral("5013"), QStringLiteral("5014"), QStringLiteral("1053"),
                                      QStringLiteral("1927")};
        return lost.contains(nativeCode);
    }
    return false;
}

} // namespace jgr::db
