#pragma once

#include <QCoreApplication>
#include <QString>

namespace jgr::ui {

// Texts that core keeps in English (column labels and meanings, record
// kinds, roles, report titles, marked with QT_TRANSLATE_NOOP in context
// "RecordCatalog"), in the user's language.
inline QString catalogText(const QString &english)
{
    return english.isEmpty() ? english : QCoreApplication::translate("RecordCatalog", english.toUtf8().constData());
}

} // namespace jgr::ui
