#include "sitestate.h"

#include <QCoreApplication>

#include <algorithm>

namespace jgr::control {

namespace {
SiteStateFacts commonFacts(const SiteStateFields &f)
{
    SiteStateFacts facts;
    facts.lastSuccess = f.lastSuccess;
    facts.thresholds = {f.outOfDateAfterMinutes, f.outOfDateAfterMinutesError};
    facts.failuresInARow = f.repCountFailed;
    facts.heldBack = !f.heldBack.isEmpty();
    return facts;
}
} // namespace

SiteStateFacts siteStateFacts(const SiteRecord &site)
{
    SiteStateFacts facts = commonFacts(site);
    facts.overdueMailSent = site.error1EmailSent == QLatin1String("Y");
    return facts;
}

SiteStateFacts siteStateFacts(const MasterRecord &master)
{
    return commonFacts(master);
}

SiteState siteState(const SiteStateFacts &facts, const QDateTime &nowUtc)
{
    if (facts.failuresInARow > 0)
        return SiteState::Failing;
    if (facts.lastSuccess.isEmpty())
        return SiteState::NeverReplicated;
    const OverdueState overdue = overdueState(facts.lastSuccess, facts.thresholds, nowUtc);
    if (overdue == OverdueState::Error)
        return SiteState::Overdue;
    if (facts.heldBack)
        return SiteState::HeldBack;
    if (overdue == OverdueState::Reminder)
        return SiteState::Behind;
    return SiteState::UpToDate;
}

QString siteStateName(SiteState state)
{
    switch (state) {
    case SiteState::UpToDate:
        return QStringLiteral("up_to_date");
    case SiteState::NeverReplicated:
        return QStringLiteral("never_replicated");
    case SiteState::Behind:
        return QStringLiteral("behind");
    case SiteState::HeldBack:
        return QStringLiteral("held_back");
    case SiteState::Overdue:
        return QStringLiteral("overdue");
    case SiteState::Failing:
        return QStringLiteral("failing");
    }
    return {};
}

QString siteStateText(SiteState state, const SiteStateFacts &facts)
{
    switch (state) {
    case SiteState::UpToDate:
        return QCoreApplication::translate("SiteState", "up to date");
    case SiteState::NeverReplicated:
        return QCoreApplication::translate("SiteState", "never replicated");
    case SiteState::Behind:
        return QCoreApplication::translate("SiteState", "behind: a reminder is due");
    case SiteState::HeldBack:
        return QCoreApplication::translate("SiteState", "holding rows back");
    case SiteState::Overdue:
        return facts.overdueMailSent ? QCoreApplication::translate("SiteState", "overdue: administrators alerted")
                                     : QCoreApplication::translate("SiteState", "overdue");
    case SiteState::Failing:
        return QCoreApplication::translate("SiteState", "failing: %n session(s) in a row", nullptr,
                                           facts.failuresInARow);
    }
    return {};
}

SiteState worstOf(const QList<SiteState> &states)
{
    return states.isEmpty() ? SiteState::UpToDate : *std::max_element(states.cbegin(), states.cend());
}

} // namespace jgr::control
