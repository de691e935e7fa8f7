#include "identifier.h"

#include <QCoreApplication>

namespace jgr::db {

bool isValidIdentifier(const QString &name)
{
    if (name.isEmpty() || name.size() > kMaxIdentifierLength)
        return false;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t c = name.at(i).unicode();
        const bool letter = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_';
        const bool digit = c >= u'0' && c <= u'9';
        if (!(letter || (digit && i > 0)))
            return false;
    }
    return true;
}

Status validateIdentifier(const QString &name, const QString &what)
{
    if (isValidIdentifier(name))
        return {};
    QString shown = name;
    if (shown.size() > 80)
        shown = shown.left(80) + QStringLiteral("...");
    return makeError(ExitCode::Usage,
                     QCoreApplication::translate(
                         "Engine", "Invalid %1 name \"%2\": use letters, digits and underscores only, starting with a "
                                   "letter, at most %3 characters.")
                         .arg(what, shown)
                         .arg(kMaxIdentifierLength));
}

} // namespace jgr::db
