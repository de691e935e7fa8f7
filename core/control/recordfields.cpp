#include "recordfields.h"

namespace jgr::control {

namespace {
template <class R> Field<R> i(const char *column, int R::*member)
{
    return {column, Field<R>::Int, member, nullptr};
}
template <class R> Field<R> t(const char *column, QString R::*member)
{
    return {column, Field<R>::Text, nullptr, member};
}
template <class R> Field<R> s(const char *column, QString R::*member)
{
    return {column, Field<R>::Stamp, nullptr, member};
}

// A field only its own statement changes after insert (the site-number
// lock's, ControlRepository::setSiteAttributes).
template <class R> Field<R> ownStatement(Field<R> field)
{
    field.writtenByUpdate = false;
    return field;
}

template <class R> QList<Field<R>> baseFields()
{
    return {i<R>("site_number", &R::siteNumber), t<R>("site_name", &R::siteName),
            s<R>("record_created_date", &R::recordCreatedDate), t<R>("notes", &R::notes)};
}

template <class R> QList<Field<R>> siteStateFields()
{
    return baseFields<R>() + QList<Field<R>>{
                                 t<R>("database_type", &R::databaseType),
                                 i<R>("rep_count_started", &R::repCountStarted),
                                 i<R>("rep_count_finished", &R::repCountFinished),
                                 i<R>("rep_count_failed", &R::repCountFailed),
                                 i<R>("out_of_date_after_minutes", &R::outOfDateAfterMinutes),
                                 i<R>("out_of_date_after_minutes_error", &R::outOfDateAfterMinutesError),
                                 s<R>("date_rep_started", &R::dateRepStarted),
                                 s<R>("date_rep_ended", &R::dateRepEnded),
                                 s<R>("last_success", &R::lastSuccess),
                                 t<R>("send_email_on_completion", &R::sendEmailOnCompletion),
                                 i<R>("update_number", &R::updateNumber),
                                 t<R>("held_back", &R::heldBack),
                             };
}
} // namespace

const QList<Field<MasterRecord>> &RecordTraits<MasterRecord>::fields()
{
    using R = MasterRecord;
    static const QList<Field<R>> f =
        siteStateFields<R>() + QList<Field<R>>{
                                   t<R>("primary_site", &R::primarySite),
                                   t<R>("process", &R::process),
                                   ownStatement(i<R>("next_site_number_1", &R::nextSiteNumber1)),
                                   ownStatement(i<R>("next_site_number_2", &R::nextSiteNumber2)),
                                   ownStatement(i<R>("next_site_number_3", &R::nextSiteNumber3)),
                                   ownStatement(i<R>("next_site_number_4", &R::nextSiteNumber4)),
                                   ownStatement(i<R>("next_site_number_5", &R::nextSiteNumber5)),
                                   ownStatement(t<R>("next_site_number_locked", &R::nextSiteNumberLocked)),
                                   ownStatement(s<R>("next_site_number_locked_at", &R::nextSiteNumberLockedAt)),
                                   t<R>("mgmt_by_exception", &R::mgmtByException),
                                   s<R>("previous_local_high", &R::previousLocalHigh),
                                   i<R>("email_bad_rep_days", &R::emailBadRepDays),
                                   i<R>("email_bad_rep_count", &R::emailBadRepCount),
                                   t<R>("database_identity", &R::databaseIdentity),
                                   t<R>("primary_identity", &R::primaryIdentity),
                                   t<R>("subset_scope", &R::subsetScope),
                               };
    return f;
}

const QList<Field<SiteRecord>> &RecordTraits<SiteRecord>::fields()
{
    using R = SiteRecord;
    static const QList<Field<R>> f =
        siteStateFields<R>() + QList<Field<R>>{
                                   s<R>("previous_local_high", &R::previousLocalHigh),
                                   t<R>("one_time_mismatch_allowed", &R::oneTimeMismatchAllowed),
                                   t<R>("error_1_email_sent", &R::error1EmailSent),
                                   t<R>("error_2_email_sent", &R::error2EmailSent),
                                   t<R>("error_3_email_sent", &R::error3EmailSent),
                                   t<R>("error_4_email_sent", &R::error4EmailSent),
                                   ownStatement(t<R>("site_attributes", &R::siteAttributes)),
                                   t<R>("site_identity", &R::siteIdentity),
                               };
    return f;
}

const QList<Field<TableRecord>> &RecordTraits<TableRecord>::fields()
{
    using R = TableRecord;
    static const QList<Field<R>> f = baseFields<R>() + QList<Field<R>>{
                                                           t<R>("table_name", &R::tableName),
                                                           i<R>("table_order", &R::tableOrder),
                                                           t<R>("jguigen_specific_table", &R::jguigenSpecificTable),
                                                           t<R>("replication_type", &R::replicationType),
                                                           t<R>("process", &R::process),
                                                           t<R>("done", &R::done),
                                                           t<R>("allow_blank_fill", &R::allowBlankFill),
                                                           s<R>("current_local_high", &R::currentLocalHigh),
                                                           s<R>("previous_local_high", &R::previousLocalHigh),
                                                           s<R>("current_primary_high", &R::currentPrimaryHigh),
                                                           s<R>("previous_primary_high", &R::previousPrimaryHigh),
                                                           i<R>("rep_count_started", &R::repCountStarted),
                                                           i<R>("rep_count_finished", &R::repCountFinished),
                                                           t<R>("subset_rule", &R::subsetRule),
                                                       };
    return f;
}

const QList<Field<LogRecord>> &RecordTraits<LogRecord>::fields()
{
    using R = LogRecord;
    static const QList<Field<R>> f = baseFields<R>() + QList<Field<R>>{
                                                           t<R>("table_name", &R::tableName),
                                                           s<R>("date_rep_started", &R::dateRepStarted),
                                                           s<R>("date_rep_ended", &R::dateRepEnded),
                                                           i<R>("rows_inserted_by_primary", &R::insertedByPrimary),
                                                           i<R>("rows_inserted_by_target", &R::insertedByTarget),
                                                           i<R>("rows_updated_by_primary", &R::updatedByPrimary),
                                                           i<R>("rows_updated_by_target", &R::updatedByTarget),
                                                           i<R>("rows_deleted_by_primary", &R::deletedByPrimary),
                                                           i<R>("rows_deleted_by_target", &R::deletedByTarget),
                                                       };
    return f;
}

const QList<Field<UpdateRecord>> &RecordTraits<UpdateRecord>::fields()
{
    using R = UpdateRecord;
    static const QList<Field<R>> f = baseFields<R>() + QList<Field<R>>{
                                                           t<R>("table_name", &R::tableName),
                                                           t<R>("process", &R::process),
                                                           t<R>("done", &R::done),
                                                           i<R>("update_number", &R::updateNumber),
                                                           t<R>("update_description", &R::updateDescription),
                                                           t<R>("update_spec", &R::updateSpec),
                                                       };
    return f;
}

const QList<Field<ErrorRecord>> &RecordTraits<ErrorRecord>::fields()
{
    using R = ErrorRecord;
    static const QList<Field<R>> f =
        baseFields<R>() +
        QList<Field<R>>{
            t<R>("table_name", &R::tableName), t<R>("process", &R::process),      t<R>("done", &R::done),
            i<R>("error_site", &R::errorSite), t<R>("email_sent", &R::emailSent),
        };
    return f;
}

const QList<Field<TestRecord>> &RecordTraits<TestRecord>::fields()
{
    using R = TestRecord;
    static const QList<Field<R>> f = baseFields<R>() + QList<Field<R>>{t<R>("test_work", &R::testWork)};
    return f;
}

} // namespace jgr::control
