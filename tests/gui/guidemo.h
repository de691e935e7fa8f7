#pragma once

// What the window tests share: a demo (a primary and two SQLite sites in a
// folder), the sites' databases, and Replicate now run to its end.
#include "engine/session/sessionobserver.h"

#include "db/database.h"

#include <QDir>
#include <QSize>
#include <QString>
#include <QWidget>

#include <memory>

namespace jgr::ui {
class ReplicatePanel;
}

namespace jgr::test {

struct Demo
{
    QString dir;
    QString primaryIni() const { return QDir(dir).filePath(QStringLiteral("primary.ini")); }
    QString siteIni(int site) const { return QDir(dir).filePath(QStringLiteral("site%1.ini").arg(site)); }
};

// What every window test does first: no modal dialog waits for a click, and
// the translations the program's main() installs (English plurals among them,
// where the test embeds them).
void startWindowTests();
bool buildDemo(const QString &dir, Demo *demo);
// The [local] database of an INI, or null.
std::unique_ptr<db::Database> openLocal(const QString &ini);
// Starts the panel's session and waits for its result.
engine::SessionResult runPanel(ui::ReplicatePanel &panel, int timeoutMs = 600000);
// Whether the site of the INI holds what its primary holds (compare).
bool identical(const QString &siteIni);
// Many customers in one statement ("PREFIX 1", "PREFIX 2", ...).
bool addCustomers(db::Database &db, int count, const QString &prefix);
// COUNT products numbered BULK-1, BULK-2, ... (one statement).
bool addProducts(db::Database &db, int count);
// Where the tests put the README's screenshots (scripts/update-screenshots).
QString screenshotDir();
// A picture of the real window for the README, at the size the README shows.
void saveScreenshot(QWidget &window, const QString &name, QSize size = QSize(1100, 700));

} // namespace jgr::test
