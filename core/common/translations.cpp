#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace jgr {

namespace {
const QString kLanguageKey = QStringLiteral("gui/language");
}

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es")};
}

QString languageOverride()
{
    // One setting for the three programs (the window's Settings sets it).
    return QSettings(QStringLiteral("jgreplicate"), QStringLiteral("jgreplicate")).value(kLanguageKey).toString();
}

void setLanguageOverride(const QString &language)
{
    QSettings(QStringLiteral("jgreplicate"), QStringLiteral("jgreplicate")).setValue(kLanguageKey, language);
}

QString installTranslations()
{
    QStringList wanted;
    if (const QString chosen = languageOverride(); !chosen.isEmpty())
        wanted << chosen;
    else
        wanted = QLocale::system().uiLanguages();
    // English, the language of the sources, still needs its plural forms.
    wanted << QStringLiteral("en");
    for (const QString &entry : wanted) {
        const QString language = entry.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (!availableLanguages().contains(language))
            continue;
        auto *ours = new QTranslator(QCoreApplication::instance());
        if (!ours->load(QStringLiteral(":/i18n/jgreplicate_%1.qm").arg(language))) {
            delete ours;
            continue;
        }
        QCoreApplication::installTranslator(ours);
        auto *qt = new QTranslator(QCoreApplication::instance());
        if (qt->load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qt);
        else
            delete qt;
        return language;
    }
    return {};
}

} // namespace jgr
