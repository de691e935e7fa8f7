#pragma once

#include <QString>
#include <QStringList>

namespace jgr {

// Loads the texts (and Qt's own) for the user's language: the one chosen in
// Settings, else the system's (LANGUAGE, LANG), else English (whose file
// holds only the plural forms). Returns the language loaded.
QString installTranslations();

// The choice in Settings: "" = the system's, "en", "de", "es".
QString languageOverride();
void setLanguageOverride(const QString &language);
QStringList availableLanguages();

} // namespace jgr
