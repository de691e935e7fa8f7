#include "siteoperations.h"

#include "messagebox.h"
#include "sitecontext.h"

#include "control/controlrepository.h"
#include "control/siteadmin.h"
#include "engine/enrollment/promotion.h"
#include "engine/enrollment/sitemove.h"
#include "engine/subset/subsetadmin.h"

#include <QInputDialog>
#include <QLineEdit>

#include <algorithm>

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

bool SiteOperations::editSubset(const QString &given)
{
    db::Database *local = m_site->database(SiteContext::Scope::Local);
    if (!local)
        return report(false, m_site->lastError());
    engine::SubsetAdmin admin(*local);
    auto rules = admin.rules();
    if (!rules)
        return report(false, rules.error().message);
    QStringList names;
    for (const engine::SubsetRule &r : rules.value())
        names << r.table;
    if (names.isEmpty())
        return report(false, tr("This database replicates no table yet."));
    bool chosen = names.contains(given);
    const QString table = chosen ? given
                                 : QInputDialog::getItem(m_window, tr("Subset of a table"),
                                                         tr("The table whose rows each site holds only in part:"),
                                                         names, 0, false, &chosen);
    if (!chosen)
        return false;
    auto columns = admin.dataColumns(table);
    if (!columns)
        return report(false, columns.error().message);
    const engine::SubsetRule current = rules.value().at(names.indexOf(table));
    const QString rule = QInputDialog::getText(
        m_window, tr("Subset of a table"),
        tr("Which rows of %1 each site holds, besides the rows it owns and every row they reference:\n"
           "  empty: every row\n  --owned: the rows it owns\n  --match COLUMN=ATTRIBUTE (one or more): the rows "
           "whose COLUMN equals the site's ATTRIBUTE\nColumns: %2")
            .arg(table, columns.value().join(QStringLiteral(", "))),
        QLineEdit::Normal, current.restricts() ? current.text() : QString(), &chosen);
    return chosen && setSubset(table, rule);
}

bool SiteOperations::setSubset(const QString &table, const QString &rule)
{
    db::Database *local = m_site->database(SiteContext::Scope::Local);
    if (!local)
        return report(false, m_site->lastError());
    auto parsed = engine::SubsetRule::parse(table, rule);
    if (!parsed)
        return report(false, tr("\"%1\" is not a rule: write --owned, --match COLUMN=ATTRIBUTE (one or more), or "
                                "nothing for every row.")
                                 .arg(rule));
    auto set = engine::SubsetAdmin(*local).setRule(parsed.value());
    if (!set)
        return report(false, set.error().message);
    return report(true, set.value().summary());
}

bool SiteOperations::editSiteAttribute()
{
    db::Database *local = m_site->database(SiteContext::Scope::Local);
    if (!local)
        return report(false, m_site->lastError());
    auto sites = control::ControlRepository(*local).siteNames();
    if (!sites)
        return report(false, sites.error().message);
    QStringList choices;
    QList<int> numbers = sites.value().keys();
    std::sort(numbers.begin(), numbers.end());
    for (const int n : numbers)
        choices << QStringLiteral("%1 %2").arg(n).arg(sites.value().value(n));
    bool chosen = false;
    const QString site =
        QInputDialog::getItem(m_window, tr("Site attribute"), tr("The site:"), choices, 0, false, &chosen);
    if (!chosen)
        return false;
    const QString name = QInputDialog::getText(
        m_window, tr("Site attribute"), tr("The attribute (a name, e.g. region):"), QLineEdit::Normal, {}, &chosen);
    if (!chosen)
        return false;
    const QString value = QInputDialog::getText(
        m_window, tr("Site attribute"), tr("Its value (empty removes the attribute):"), QLineEdit::Normal, {}, &chosen);
    return chosen && setSiteAttribute(site.section(QLatin1Char(' '), 0, 0).toInt(), name, value);
}

bool SiteOperations::setSiteAttribute(int siteNumber, const QString &name, const QString &value)
{
    db::Database *local = m_site->database(SiteContext::Scope::Local);
    if (!local)
        return report(false, m_site->lastError());
    auto attributes = engine::SubsetAdmin(*local).setAttribute(siteNumber, name, value);
    if (!attributes)
        return report(false, attributes.error().message);
    return report(true, engine::SubsetAdmin::attributeSummary(siteNumber));
}

} // namespace jgr::ui
