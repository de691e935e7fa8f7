#include "siteoperations.h"

#include "messagebox.h"
#include "sitecontext.h"

#include "control/controlrepository.h"
#include "control/siteadmin.h"
#include "engine/enrollment/promotion.h"
#include "engine/enrollment/sitemove.h"

#include <QInputDialog>

namespace jgr::ui {

SiteOperations::SiteOperations(SiteContext *site, QWidget *window) : QObject(window), m_site(site), m_window(window) {}

bool SiteOperations::report(bool ok, const QString &text)
{
    m_message = text;
    if (!ok)
        MessageBox::warn(m_window, tr("Site operation"), text);
    else
        MessageBox::inform(m_window, tr("Site operation"), text);
    if (ok)
        emit changed();
    return ok;
}

bool SiteOperations::moveToPrimary()
{
    db::Database *local = m_site->database(SiteContext::Scope::Local);
    db::Database *primary = local ? m_site->database(SiteContext::Scope::Primary) : nullptr;
    if (!primary)
        return report(false, m_site->lastError());
    if (!MessageBox::confirm(m_window, tr("Move to this primary"),
                             tr("From now on this site replicates with %1, the database in [primary]. Its next "
                                "session compares every row with it, both ways. Move?")
                                 .arg(primary->description())))
        return false;
    auto moved = engine::moveToPrimary(*local, *primary);
    if (moved && moved.value().alreadyThere &&
        MessageBox::confirm(m_window, tr("Move to this primary"),
                            tr("This site replicates with %1 already. If that primary lost commits this site saw "
                               "succeed (a session said \"The primary is behind site ...\": it failed over to a "
                               "standby that lagged, or was restored from a backup), this site's next session can "
                               "compare every row with it again, both ways, and send what it lacks. Do that?")
                                .arg(primary->description())))
        moved = engine::moveToPrimary(*local, *primary, true);
    return moved ? report(!moved.value().alreadyThere, moved.value().summary()) : report(false, moved.error().message);
}

bool SiteOperations::promote()
{
    db::Database *local = m_site->database(SiteContext::Scope::Local);
    if (!local)
        return report(false, m_site->lastError());
    if (!MessageBox::confirm(m_window, tr("Promote to master primary"),
                             tr("Only when the master primary is lost for good: %1 becomes the master primary, and "
                                "every other site must then move to it. Promote?")
                                 .arg(local->description())))
        return false;
    auto promoted = engine::promoteToMaster(*local);
    return promoted ? report(true, promoted.value().summary()) : report(false, promoted.error().message);
}

bool SiteOperations::resync()
{
    db::Database *local = m_site->database(SiteContext::Scope::Local);
    if (!local)
        return report(false, m_site->lastError());
    auto tables = control::ControlRepository(*local).tables();
    if (!tables)
        return report(false, tables.error().message);
    QStringList names;
    for (const control::TableRecord &t : tables.value())
        names << t.tableName;
    if (names.isEmpty())
        return report(false, tr("This site replicates no table yet."));
    bool chosen = false;
    const QString table = QInputDialog::getItem(m_window, tr("Take a table again"),
                                                tr("The table whose rows this site takes from the primary again:"),
                                                names, 0, false, &chosen);
    return chosen && resyncTable(table);
}

bool SiteOperations::resyncTable(const QString &table)
{
    db::Database *local = m_site->database(SiteContext::Scope::Local);
    if (!local)
        return report(false, m_site->lastError());
    if (!MessageBox::confirm(m_window, tr("Take a table again"),
                             tr("The next session compares every row of %1 here with the primary's and puts the "
                                "primary's back where they differ. Continue?")
                                 .arg(table)))
        return false;
    auto done = control::SiteAdmin(*local).resync(table);
    return done ? report(true, control::SiteAdmin::resyncSummary(done.value().tableName))
                : report(false, done.error().message);
}

} // namespace jgr::ui
