#include "controlschema.h"

#include "recordcatalog.h"

#include "db/database.h"
#include "db/dialect.h"

#include <QSet>

namespace jgr::control::controlschema {

using db::ColumnDef;
using db::Dialect;
using db::Family;

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

QSet<QString> namesOf(const db::ColumnInfoList &columns)
{
    QSet<QString> names;
    for (const db::ColumnInfo &c : columns)
        names.insert(c.name.toLower());
    return names;
}

// Adds the columns of `wanted` that `table` (with the columns `existing`)
// lacks: a database made by an earlier version.
Status addMissingColumns(db::Database &db, const QString &table, const QSet<QString> &existing,
                         const QList<ColumnDef> &wanted)
{
    for (const ColumnDef &c : wanted) {
        if (c.autoPrimaryKey || existing.contains(c.name))
            continue;
        if (Status added = db.run(db.dialect().addColumn(table, c)); !added) {
            // Another site's session may have added it a moment ago.
            auto again = db.inspectColumns(table);
            if (!again || !namesOf(again.value()).contains(c.name))
                return added;
        }
    }
    return {};
}

QString createTable(const Dialect &d, const QString &table, const QList<ColumnDef> &columns, const QString &options)
{
    QStringList defs;
    for (const ColumnDef &c : columns)
        defs << d.columnDefinition(c);
    return QStringLiteral("CREATE TABLE IF NOT EXISTS ") + d.quote(table) + QStringLiteral(" (") +
           defs.join(QStringLiteral(", ")) + QLatin1Char(')') + options;
}
} // namespace

QList<ColumnDef> jgreplicateColumns()
{
    return QList<ColumnDef>{key("replicate_id"), col("flag", Family::Flag, 1), col("lastchangeddate", Family::Stamp)} +
           recordColumnDefinitions();
}

const QList<ColumnDef> &dataDictColumns()
{
    static const QList<ColumnDef> columns{
        key("dict_id"),
        col("table_name", Family::Text, 128),
        col("column_name", Family::Text, 128),
        col("column_function", Family::Text, 40),
        col("hard_deletes", Family::Flag, 1, "'N'"),
        // The version of the table's stamp triggers (kRowStampTriggerVersion);
        // 0 for tables prepared before the versions were counted.
        col("trigger_version", Family::Int, 0, "0"),
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

Result<bool> exists(db::Database &db)
{
    return db.tableExists(QStringLiteral("jgreplicate"));
}

Status create(db::Database &db)
{
    const Dialect &d = db.dialect();
    const Result<QString> options = d.tableOptions(db);
    JGR_TRY(options);
    const QString &o = options.value();
    QStringList ddl{
        createTable(d, QStringLiteral("jgreplicate"), jgreplicateColumns(), o),
        createTable(d, QStringLiteral("jg_data_dict"), dataDictColumns(), o),
        createTable(d, QStringLiteral("jg_killed_rows"), killedRowsColumns(), o),
        createTable(d, QStringLiteral("jg_conflicts"), conflictColumns(), o),
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
    ddl << d.markerTableDdl();
    ddl << d.stampTriggerDdl(
        {QStringLiteral("jgreplicate"), QStringLiteral("replicate_id"), QStringLiteral("lastchangeddate"), {}});
    ddl << d.stampTriggerDdl({QStringLiteral("jg_killed_rows"),
                              QStringLiteral("kill_id"),
                              QStringLiteral("lastchangeddate"),
                              {QStringLiteral("jg_sentby")}});
    JGR_TRY(db.runAll(ddl));
    return upgrade(db);
}

Status upgrade(db::Database &db)
{
    const QString records = QStringLiteral("jgreplicate");
    const QString dataDict = QStringLiteral("jg_data_dict");
    auto tables = db.inspectTables({records, dataDict});
    if (!tables)
        return tables.error();
    const QSet<QString> recordColumns = namesOf(tables.value().value(records));
    if (recordColumns.isEmpty())
        return {}; // no control tables: not this function's business
    JGR_TRY(addMissingColumns(db, records, recordColumns, jgreplicateColumns()));
    JGR_TRY(addMissingColumns(db, dataDict, namesOf(tables.value().value(dataDict)), dataDictColumns()));
    return db.runAll(db.dialect().markerTableDdl());
}

} // namespace jgr::control::controlschema
