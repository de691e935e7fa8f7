#include "guidemo.h"

#include "replicate/replicatepanel.h"

#include "common/translations.h"
#include "config/connect.h"
#include "engine/tools/comparer.h"
#include "engine/tools/demobuilder.h"

#include <QSignalSpy>

namespace jgr::test {

void startWindowTests()
{
    qputenv("JGR_NO_MODAL_DIALOGS", "1");
    installTranslations();
}

namespace {
engine::SessionResult failure(const QString &message)
{
    engine::SessionResult r;
    r.exitCode = ExitCode::Failure;
    r.message = message;
    return r;
}
} // namespace

bool buildDemo(const QString &dir, Demo *demo)
{
    demo->dir = dir;
    return engine::DemoBuilder(dir).build().ok();
}

std::unique_ptr<db::Database> openLocal(const QString &ini)
{
    auto config = config::SiteConfig::load(ini);
    if (!config)
        return nullptr;
    auto db = config::openDatabase(config.value().local(), config::Credentials(config.value()));
    return db ? std::move(db).value() : nullptr;
}

engine::SessionResult runPanel(ui::ReplicatePanel &panel, int timeoutMs)
{
    QSignalSpy finished(&panel, &ui::ReplicatePanel::sessionFinished);
    if (!panel.start())
        return failure(QStringLiteral("the panel did not start"));
    if (!finished.wait(timeoutMs))
        return failure(QStringLiteral("the session did not finish"));
    return finished.first().first().value<engine::SessionResult>();
}

bool identical(const QString &siteIni)
{
    auto site = openLocal(siteIni);
    auto config = config::SiteConfig::load(siteIni).value();
    auto primary = config::openDatabase(*config.primary(), config::Credentials(config));
    if (!site || !primary)
        return false;
    auto report = engine::compareWithPrimary(*site, *primary.value(), {});
    return report && report.value().identical();
}

bool addCustomers(db::Database &db, int count, const QString &prefix)
{
    return db
        .run(QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
                            "INSERT INTO customers (name, city, credit_limit) SELECT '%2 ' || i, 'Town ' || (i % 97), "
                            "i % 1000 FROM n")
                 .arg(count)
                 .arg(prefix))
        .ok();
}

bool addProducts(db::Database &db, int count)
{
    return db
        .run(QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
                            "INSERT INTO products (code, description, price, in_stock) SELECT 'BULK-' || i, "
                            "'Bulk product ' || i, i % 500, i % 7 FROM n")
                 .arg(count))
        .ok();
}

QString screenshotDir()
{
    const QString dir = QDir(QStringLiteral(JGR_BINARY_DIR)).filePath(QStringLiteral("screenshots"));
    QDir().mkpath(dir);
    return dir;
}

void saveScreenshot(QWidget &window, const QString &name, QSize size)
{
    window.resize(size);
    QCoreApplication::processEvents(); // the layouts take the new size before the picture
    window.grab().save(QDir(screenshotDir()).filePath(name + QStringLiteral(".png")));
}

} // namespace jgr::test
