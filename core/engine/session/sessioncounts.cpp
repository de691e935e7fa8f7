#include "sessioncounts.h"

#include "control/controlrepository.h"

#include <algorithm>

namespace jgr::engine {

using control::ControlRepository;

Status countStartOnPrimary(db::Database &primary, control::SiteRecord &site, const QString &primaryNow)
{
    ++site.repCountStarted;
    ++site.repCountFailed;
    site.dateRepStarted = primaryNow;
    site.dateRepEnded.clear();
    return ControlRepository(primary).updateColumns(
        site, {QStringLiteral("rep_count_started"), QStringLiteral("rep_count_failed"),
               QStringLiteral("date_rep_started"), QStringLiteral("date_rep_ended"), QStringLiteral("site_identity")});
}

Status countStartHere(db::Database &local, control::MasterRecord &site, const control::SiteRecord &onPrimary,
                      const control::MasterRecord &primary, const QString &localNow)
{
    ++site.repCountStarted;
    ++site.repCountFailed;
    site.outOfDateAfterMinutes =
        onPrimary.outOfDateAfterMinutes > 0 ? onPrimary.outOfDateAfterMinutes : primary.outOfDateAfterMinutes;
    site.outOfDateAfterMinutesError = onPrimary.outOfDateAfterMinutesError > 0 ? onPrimary.outOfDateAfterMinutesError
                                                                               : primary.outOfDateAfterMinutesError;
    site.emailBadRepCount = primary.emailBadRepCount;
    site.emailBadRepDays = primary.emailBadRepDays;
    site.mgmtByException = primary.mgmtByException;
    site.dateRepStarted = localNow;
    site.dateRepEnded.clear();
    return ControlRepository(local).updateColumns(
        site,
        {QStringLiteral("rep_count_started"), QStringLiteral("rep_count_failed"),
         QStringLiteral("out_of_date_after_minutes"), QStringLiteral("out_of_date_after_minutes_error"),
         QStringLiteral("email_bad_rep_count"), QStringLiteral("email_bad_rep_days"),
         QStringLiteral("mgmt_by_exception"), QStringLiteral("date_rep_started"), QStringLiteral("date_rep_ended"),
         QStringLiteral("primary_identity"), QStringLiteral("previous_local_high")});
}

Status countUnstartedFailure(db::Database &local, control::MasterRecord &site)
{
    ++site.repCountStarted;
    ++site.repCountFailed;
    return ControlRepository(local).updateColumns(
        site, {QStringLiteral("rep_count_started"), QStringLiteral("rep_count_failed")});
}

Status countFinishOnPrimary(db::Database &primary, control::SiteRecord &site, const QString &primaryNow,
                            const QString &previousLocalHigh, const QString &line, const QString &heldBack)
{
    site.heldBack = heldBack;
    site.repCountFinished++;
    site.repCountFailed = 0;
    site.dateRepEnded = primaryNow;
    site.lastSuccess = primaryNow;
    site.error1EmailSent = QStringLiteral("N");
    site.error2EmailSent = QStringLiteral("N");
    site.error3EmailSent = QStringLiteral("N");
    site.error4EmailSent = QStringLiteral("N");
    site.previousLocalHigh = previousLocalHigh;
    const QString notesAsRead = site.notes;
    QStringList lines = notesAsRead.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    lines << line;
    site.notes = lines.mid(std::max<qsizetype>(0, lines.size() - kSessionLinesKept)).join(QLatin1Char('\n'));
    return ControlRepository(primary).updateColumns(
        site,
        {QStringLiteral("rep_count_finished"), QStringLiteral("rep_count_failed"), QStringLiteral("date_rep_ended"),
         QStringLiteral("last_success"), QStringLiteral("error_1_email_sent"), QStringLiteral("error_2_email_sent"),
         QStringLiteral("error_3_email_sent"), QStringLiteral("error_4_email_sent"),
         QStringLiteral("previous_local_high"), QStringLiteral("held_back"), QStringLiteral("notes")},
        notesAsRead);
}

Status countFinishHere(db::Database &local, control::MasterRecord &site, const QString &localNow,
                       const QString &previousLocalHigh, const QString &subsetScope, const QString &heldBack)
{
    site.heldBack = heldBack;
    site.previousLocalHigh = previousLocalHigh;
    site.repCountFinished++;
    site.repCountFailed = 0;
    site.dateRepEnded = localNow;
    site.lastSuccess = localNow;
    site.subsetScope = subsetScope;
    return ControlRepository(local).updateColumns(
        site, {QStringLiteral("previous_local_high"), QStringLiteral("rep_count_finished"),
               QStringLiteral("rep_count_failed"), QStringLiteral("date_rep_ended"), QStringLiteral("last_success"),
               QStringLiteral("subset_scope"), QStringLiteral("held_back")});
}

} // namespace jgr::engine
