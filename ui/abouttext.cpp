#include "abouttext.h"

#include "db/databasekinds.h"

#include <QCoreApplication>
#include <QUrl>

namespace jgr::ui {

QString aboutText()
{
    QString drivers;
    for (const db::DatabaseKind &kind : db::databaseKinds())
        drivers += QStringLiteral("<li>%1: %2</li>")
                       .arg(QCoreApplication::translate("Engine", kind.displayName),
                            kind.driverFound() ? QCoreApplication::translate("About", "found")
                                               : QCoreApplication::translate("About", "missing (install %1)")
                                                     .arg(QLatin1String(kind.package)));
    const QString docs = QStringLiteral(JGR_DOC_DIR);
    return QCoreApplication::translate(
               "About",
               "<p><b>JGReplicate %1</b></p><p>Replicates chosen tables between sites that work offline on their own "
               "database and a primary: the owner of a row wins, any site may fill a blank.</p>"
               "<p>License: MIT.</p><p>Database drivers on this machine:</p><ul>%2</ul>"
               "<p>Manuals: <a href=\"%3\">%4</a> (README, ADMINISTRATION, CLI, PROTOCOL, SCHEMA) and "
               "<tt>man jgreplicate-cli</tt>; every operation also runs from <tt>jgreplicate-cli</tt>.</p>")
        .arg(QCoreApplication::applicationVersion(), drivers, QUrl::fromLocalFile(docs).toString(), docs);
}

} // namespace jgr::ui
