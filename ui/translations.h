#pragma once

#include <QString>
#include <QStringList>

namespace jgr::ui {

// Loads the German or Spanish texts (and Qt's own) for the user's language:
// the one chosen in Settings, else the system's (LANGUAGE, LANG). English
// needs nothing. Returns the language loaded, or an empty string.
QString installTranslations();

// The choice in Settings: "" = the system's, "en", "de", "es".
QString languageOverride();
void setLanguageOverride(const QString &language);
QStringList availableLanguages();

} // namespace jgr::ui
