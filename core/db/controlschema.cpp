#include "controlschema.h"

#include "database.h"

namespace jgr::db::controlschema {

namespace {
ColumnDef col(const char *name, Family family, int length = 0, const char *defaultLiteral = "")
{
    ColumnDef c;
    c.name = QString::fromLatin1(name);
    c.type = {family, length, 0};
    c.defaultLiteral = QString::fromLatin1(defaultLiteral);
    return c;
}

ColumnDef key(const char *name)
{
    ColumnDef c;
    c.name = QString::fromLatin1(name);
    c.type = {Family::Int, 0, 0};
    c.autoPrimaryKey = true;
    c.nullable = false;
    return c;
}

QString createTable(const Dialect &d, const QString &table, const QList<ColumnDef> &columns)
{
    QStringList defs;
    for (const ColumnDef &c : columns)
        defs << d.columnDefinition(c);
    return QStringLiteral("CREATE TABLE IF NOT EXISTS ") + d.quote(table) + QStringLiteral(" (") +
           defs.join(QStringLiteral(", ")) + QLatin1Char(')');
}
} // namespace

const QList<ColumnDef> &jgreplicateColumns()
{
    static const QList<ColumnDef> columns{
        key("replicate_id"),
        col("flag", Family::Flag, 1),
        col("lastchangeddate", Family::Stamp),
        col("site_number", Family::Int, 0, "0"),
        col("site_name", Family::Text, 100),
        col("database_type", Family::Text, 20),
        col("primary_site", Family::Flag, 1),
        col("table_name", Family::Text, 128),
        col("table_order", Family::Int, 0, "0"),
        col("jguigen_specific_table", Family::Flag, 1, "'N'"),
        col("replication_type", Family::Flag, 1, "'F'"),
        col("process", Family::Flag, 1, "'Y'"),
        col("done", Family::Flag, 1, "'N'"),
        col("allow_blank_fill", Family::Flag, 1, "'Y'"),
        col("current_local_high", Family::Stamp),
        col("previous_local_high", Family::Stamp),
        col("current_primary_high", Family::Stamp),
        col("previous_primary_high", Family::Stamp),
        col("one_time_mismatch_allowed", Family::Flag, 1, "'N'"),
        col("rep_count_started", Family::Int, 0, "0"),
        col("rep_count_finished", Family::Int, 0, "0"),
        col("rep_count_failed", Family::Int, 0, "0"),
        col("out_of_date_after_minutes", Family::Int, 0, "0"),
        col("out_of_date_after_minutes_error", Family::Int, 0, "0"),
        col("date_rep_started", Family::Stamp),
        col("date_rep_ended", Family::Stamp),
        col("last_success", Family::Stamp),
        col("record_created_date", Family::Stamp),
        col("notes", Family::LongText),
        col("test_work", Family::Text, 60),
        col("rows_inserted_by_primary", Family::Int, 0, "0"),
        col("rows_inserted_by_target", Family::Int, 0, "0"),
        col("rows_updated_by_primary", Family::Int, 0, "0"),
        col("rows_updated_by_target", Family::Int, 0, "0"),
        col("rows_deleted_by_primary", Family::Int, 0, "0"),
        col("rows_deleted_by_target", Family::Int, 0, "0"),
        col("next_site_number_1", Family::Int, 0, "0"),
        col("next_site_number_2", Family::Int, 0, "0"),
        col("next_site_number_3", Family::Int, 0, "0"),
        col("next_site_number_4", Family::Int, 0, "0"),
        col("next_site_number_5", Family::Int, 0, "0"),
        col("next_site_number_locked", Family::Flag, 1, "'N'"),
        col("next_site_number_locked_at", Family::Stamp),
        col("send_email_on_completion", Family::Flag, 1, "'N'"),
        col("mgmt_by_exception", Family::Flag, 1, "'R'"),
        col("email_bad_rep_days", Family::Int, 0, "0"),
        col("email_bad_rep_count", Family::Int, 0, "0"),
        col("update_number", Family::Int, 0, "0"),
        col("update_description", Family::Text, 200),
        col("update_spec", Family::LongText),
        col("error_site", Family::Int, 0, "0"),
        col("email_sent", Family::Flag, 1, "'N'"),
        col("error_1_email_sent", Family::Flag, 1, "'N'"),
        col("error_2_email_sent", Family::Flag, 1, "'N'"),
        col("error_3_email_sent", Family::Flag, 1, "'N'"),
        col("error_4_email_sent", Family::Flag, 1, "'N'"),
    };
    return columns;
}

const QList<ColumnDef> &dataDictColumns()
{
    static const QList<ColumnDef> columns{
        key("dict_id"),
        col("table_name", Family::Text, 128),
        col("column_name", Family::Text, 128),
        col("column_function", Family::Text, 40),
        col("hard_deletes", Family::Flag, 1, "'N'"),
    };
    return columns;
}

const QList<ColumnDef> &killedRowsColumns()
{
    static const QList<ColumnDef> columns{
        key("kill_id"),
        col("table_name", Family::Text, 128),
        col("row_id", Family::Int, 0, "0"),
        col("site_id", Family::Int, 0, "0"),
        col("user_name", Family::Text, 30),
        col("jg_unique_id", Family::BigInt, 0, "0"),
        col("date_time_killed", Family::Stamp),
        col("lastchangeddate", Family::Stamp),
        col("jg_sentby", Family::Int, 0, "0"),
    };
    return columns;
}

const QList<ColumnDef> &conflictColumns()
{
    static const QList<ColumnDef> columns{
        key("conflict_id"),
        col("conflict_uid", Family::BigInt, 0, "0"),
        col("table_name", Family::Text, 128),
        col("jg_unique_id", Family::BigInt, 0, "0"),
        col("column_name", Family::Text, 128),
        col("kind", Family::Flag, 1),
        col("refused_value", Family::LongText),
        col("kept_value", Family::LongText),
        col("refused_site", Family::Int, 0, "0"),
        col("owner_site", Family::Int, 0, "0"),
        col("written_at", Family::Stamp),
        col("recorded_at", Family::Stamp),
        col("recorded_by", Family::Int, 0, "0"),
        col("forwarded", Family::Flag, 1, "'N'"),
        col("decision", Family::Flag, 1),
        col("decided_at", Family::Stamp),
        col("decided_by", Family::Int, 0, "0"),
        col("decision_forwarded", Family::Flag, 1, "'Y'"),
    };
    return columns;
}

Result<bool> exists(Database &db)
{
    return db.tableExists(QStringLiteral("jgreplicate"));
}

Status create(Database &db)
{
    const Dialect &d = db.dialect();
    QStringList ddl{
        createTable(d, QStringLiteral("jgreplicate"), jgreplicateColumns()),
        createTable(d, QStringLiteral("jg_data_dict"), dataDictColumns()),
        createTable(d, QStringLiteral("jg_killed_rows"), killedRowsColumns()),
        createTable(d, QStringLiteral("jg_conflicts"), conflictColumns()),
        d.createIndex(QStringLiteral("jg_ix_jg_conflicts_uid"), QStringLiteral("jg_conflicts"),
                      {QStringLiteral("conflict_uid")}),
        d.createIndex(QStringLiteral("jg_ix_jg_conflicts_owner"), QStringLiteral("jg_conflicts"),
                      {QStringLiteral("owner_site"), QStringLiteral("decision")}),
        d.createIndex(QStringLiteral("jg_ix_jgreplicate_flag"), QStringLiteral("jgreplicate"),
                      {QStringLiteral("flag"), QStringLiteral("site_number")}),
        // The newest records of a kind (the windows' record pages, status's
        // open errors) without reading every record of it.
        d.createIndex(QStringLiteral("jg_ix_jgreplicate_newest"), QStringLiteral("jgreplicate"),
                      {QStringLiteral("flag"), QStringLiteral("replicate_id")}),
        d.createIndex(QStringLiteral("jg_ix_jg_data_dict_table"), QStringLiteral("jg_data_dict"),
                      {QStringLiteral("table_name")}),
        d.createIndex(QStringLiteral("jg_ix_jg_killed_rows_lcd"), QStringLiteral("jg_killed_rows"),
                      {QStringLiteral("table_name"), QStringLiteral("lastchangeddate")}),
        // Deletes are marked delivered by id, a batch at a time.
        d.createIndex(QStringLiteral("jg_ix_jg_killed_rows_uid"), QStringLiteral("jg_killed_rows"),
                      {QStringLiteral("table_name"), QStringLiteral("jg_unique_id")}),
    };
    // jgreplicate's own stamp trigger: the M and S row stamps are MARK and
    // PRIMARY-MARK, so every write to a record restamps it.
    ddl << d.stampTriggerDdl(
        {QStringLiteral("jgreplicate"), QStringLiteral("replicate_id"), QStringLiteral("lastchangeddate"), {}});
    ddl << d.stampTriggerDdl({QStringLiteral("jg_killed_rows"),
                              QStringLiteral("kill_id"),
                              QStringLiteral("lastchangeddate"),
                              {QStringLiteral("jg_sentby")}});
    return db.runAll(ddl);
}

} // namespace jgr::db::controlschema
