#include "recordcatalog.h"

#include "common/stamp.h"
#include "db/identifier.h"

#include <QHash>

#include <cstring>
#include <limits>

namespace jgr::control {

namespace {

using Type = RecordColumn::Type;

// "no" first: it is what a new record gets.
const QList<FlagChoice> kYesNo{{QStringLiteral("N"), QStringLiteral("no")}, {QStringLiteral("Y"), QStringLiteral("yes")}};

struct Definition
{
    const char *kinds; // the kinds that use the column, as in SCHEMA.md
    RecordColumn column;
};

RecordColumn col(const char *name, Type type, const char *label, const char *meaning, int maxLength = 0,
                 QList<FlagChoice> choices = {}, bool editable = true)
{
    RecordColumn c;
    c.column = QLatin1String(name);
    c.type = type;
    c.label = QLatin1String(label);
    c.meaning = QLatin1String(meaning);
    c.maxLength = maxLength;
    c.choices = std::move(choices);
    c.editable = editable;
    return c;
}

QList<FlagChoice> processChoices(RecordKind kind)
{
    switch (kind) {
    case RecordKind::Master:
        return {{QStringLiteral("Y"), QStringLiteral("active")},
                {QStringLiteral("N"), QStringLiteral("suspended (sites are told it is busy)")}};
    case RecordKind::Table:
        return {{QStringLiteral("Y"), QStringLiteral("replicated")}, {QStringLiteral("N"), QStringLiteral("suspended")}};
    case RecordKind::Error:
        return {{QStringLiteral("Y"), QStringLiteral("forward to the primary")},
                {QStringLiteral("N"), QStringLiteral("keep here")}};
    default:
        return {{QStringLiteral("Y"), QStringLiteral("active")}, {QStringLiteral("N"), QStringLiteral("withdrawn")}};
    }
}

QList<FlagChoice> doneChoices(RecordKind kind)
{
    switch (kind) {
    case RecordKind::Table:
        return {{QStringLiteral("Y"), QStringLiteral("finished in the session in progress")},
                {QStringLiteral("N"), QStringLiteral("not yet")}};
    case RecordKind::Update:
        return {{QStringLiteral("Y"), QStringLiteral("applied here")}, {QStringLiteral("N"), QStringLiteral("not applied")}};
    default:
        return {{QStringLiteral("Y"), QStringLiteral("forwarded")}, {QStringLiteral("N"), QStringLiteral("not forwarded")}};
    }
}

QList<Definition> definitions()
{
    const char *stateKinds = "MS";
    QList<Definition> d{
        {"MSTLUEJ", col("site_number", Type::SiteNumber, "Site number", "the site the record is about (M: this site)")},
        {"MSTLUEJ", col("site_name", Type::Text, "Site name", "a human name, e.g. \"Jim Smith's Laptop\"", 100)},
        {"MS", col("database_type", Type::Text, "Database type", "sqlite, postgresql or mariadb", 20)},
        {"M", col("primary_site", Type::Flag, "Primary role", "whether this database serves other sites", 1,
                  {{QStringLiteral("M"), QStringLiteral("master primary")},
                   {QStringLiteral("S"), QStringLiteral("secondary primary")},
                   {QString(), QStringLiteral("a site (no primary role)")}})},
        {"TLUE", col("table_name", Type::Text, "Table", "the replicated, logged or altered table", 128)},
        {"T", col("table_order", Type::Int, "Order", "order in which tables replicate (parents before children)")},
        {"T", col("jguigen_specific_table", Type::Flag, "JGuiGen table",
                  "Y: sites may have extra columns; the primary's columns must exist at the site", 1, kYesNo)},
        {"T", col("replication_type", Type::Flag, "Replication type", "which way rows travel", 1,
                  {{QStringLiteral("F"), QStringLiteral("full: both ways")},
                   {QStringLiteral("D"), QStringLiteral("download only")},
                   {QStringLiteral("U"), QStringLiteral("upload only")}})},
        {"T", col("allow_blank_fill", Type::Flag, "Blank fill", "whether non-owners may fill empty text fields", 1,
                  {{QStringLiteral("Y"), QStringLiteral("allowed")}, {QStringLiteral("N"), QStringLiteral("not allowed")}})},
        {"T", col("current_local_high", Type::Stamp, "MARK (session in progress)", "", 0, {}, false)},
        {"TS", col("previous_local_high", Type::Stamp, "MARK (last finished session)",
                   "S: the site's copy, used to detect clones", 0, {}, false)},
        {"T", col("current_primary_high", Type::Stamp, "PRIMARY-MARK (session in progress)", "", 0, {}, false)},
        {"T", col("previous_primary_high", Type::Stamp, "PRIMARY-MARK (last finished session)", "", 0, {}, false)},
        {"S", col("one_time_mismatch_allowed", Type::Flag, "Allow one mismatch",
                  "lets a site restored from a backup replicate once although its marks do not match", 1, kYesNo)},
        {"MST", col("rep_count_started", Type::Int, "Sessions started", "", 0, {}, false)},
        {"MST", col("rep_count_finished", Type::Int, "Sessions finished", "", 0, {}, false)},
        {"MS", col("rep_count_failed", Type::Int, "Failures in a row", "sessions started and not finished; 0 after a success")},
        {stateKinds, col("out_of_date_after_minutes", Type::Int, "Reminder after (minutes)",
                         "after this a site is overdue and the tray reminds its users")},
        {stateKinds, col("out_of_date_after_minutes_error", Type::Int, "Alert after (minutes)",
                         "after this an overdue site is reported by e-mail and an E record")},
        {"MSL", col("date_rep_started", Type::Stamp, "Last start", "", 0, {}, false)},
        {"MSL", col("date_rep_ended", Type::Stamp, "Last end", "empty: it did not finish", 0, {}, false)},
        {"MS", col("last_success", Type::Stamp, "Last success", "", 0, {}, false)},
        {"L", col("rows_inserted_by_primary", Type::Int, "Inserted here", "rows from the primary inserted here", 0, {}, false)},
        {"L", col("rows_inserted_by_target", Type::Int, "Inserted at the primary", "", 0, {}, false)},
        {"L", col("rows_updated_by_primary", Type::Int, "Updated here", "", 0, {}, false)},
        {"L", col("rows_updated_by_target", Type::Int, "Updated at the primary", "", 0, {}, false)},
        {"L", col("rows_deleted_by_primary", Type::Int, "Deleted here", "", 0, {}, false)},
        {"L", col("rows_deleted_by_target", Type::Int, "Deleted at the primary", "", 0, {}, false)},
        {"M", col("next_site_number_1", Type::SiteNumber, "Next site number", "handed out to the next site that joins")},
        {"M", col("next_site_number_2", Type::SiteNumber, "Site number 2", "secondary primaries: numbers to hand out")},
        {"M", col("next_site_number_3", Type::SiteNumber, "Site number 3", "")},
        {"M", col("next_site_number_4", Type::SiteNumber, "Site number 4", "")},
        {"M", col("next_site_number_5", Type::SiteNumber, "Site number 5", "")},
        {"M", col("next_site_number_locked", Type::Flag, "Numbers locked",
                  "Y while a site number is being handed out (a stale lock is broken after 10 minutes)", 1, kYesNo)},
        {"MS", col("send_email_on_completion", Type::Flag, "Mail after each session",
                   "e-mail the administrator after each successful session", 1, kYesNo)},
        {"M", col("mgmt_by_exception", Type::Flag, "Management by exception", "who checks for late and failing sites", 1,
                  {{QStringLiteral("R"), QStringLiteral("the sites check each other when they replicate")},
                   {QStringLiteral("L"), QStringLiteral("a local process on the primary checks")},
                   {QStringLiteral("N"), QStringLiteral("nobody checks")}})},
        {"M", col("email_bad_rep_days", Type::Int, "Alert after (days)", "report sites whose last success is older (0: off)")},
        {"M", col("email_bad_rep_count", Type::Int, "Alert after failures", "report a site whose failures in a row exceed this (0: off)")},
        {"USM", col("update_number", Type::Int, "Update number", "U: sequence number; S/M: highest update applied")},
        {"U", col("update_description", Type::Text, "Description", "", 200)},
        {"U", col("update_spec", Type::LongText, "Change",
                  "ADD <column> <family> [LENGTH n] [DECIMALS d] [DEFAULT v] [NULL|NOT NULL], or RUN <procedure>(...)")},
        {"E", col("error_site", Type::SiteNumber, "Site of the error", "where the error happened")},
        {"E", col("email_sent", Type::Flag, "Mailed", "the administrator was mailed", 1, kYesNo)},
        {"S", col("error_1_email_sent", Type::Flag, "Overdue mail sent", "", 1, kYesNo)},
        {"S", col("error_2_email_sent", Type::Flag, "Failures mail sent", "", 1, kYesNo)},
        {"J", col("test_work", Type::Text, "Test data", "", 60)},
        {"MSTLUEJ", col("record_created_date", Type::Stamp, "Created", "", 0, {}, false)},
        {"MSTLUEJ", col("notes", Type::LongText, "Notes", "S: one line per session; E: the error message")},
    };
    return d;
}

} // namespace

QString RecordColumn::validate(const QVariant &value) const
{
    if (!editable)
        return QStringLiteral("%1 is written by replication and cannot be edited.").arg(label);
    const QString text = value.toString();
    switch (type) {
    case Type::Int:
    case Type::SiteNumber: {
        bool ok = false;
        const qlonglong n = text.toLongLong(&ok);
        if (!ok || n < 0 || n > std::numeric_limits<int>::max())
            return QStringLiteral("%1 must be a whole number of 0 or more.").arg(label);
        return {};
    }
    case Type::Flag:
        for (const FlagChoice &c : choices)
            if (c.value == text)
                return {};
        return QStringLiteral("%1 must be one of the listed values.").arg(label);
    case Type::Stamp:
        if (!text.isEmpty() && !stamp::toMicros(text))
            return QStringLiteral("%1 must be a date and time (YYYY-MM-DD HH:MM:SS).").arg(label);
        return {};
    case Type::Text:
        if (maxLength > 0 && text.size() > maxLength)
            return QStringLiteral("%1 is at most %2 characters.").arg(label).arg(maxLength);
        if (column == QLatin1String("table_name") && !text.isEmpty() && !db::isValidIdentifier(text))
            return QStringLiteral("%1 must be a table name: letters, digits and _, at most %2 characters.")
                .arg(label)
                .arg(db::kMaxIdentifierLength);
        return {};
    case Type::LongText:
        return {};
    }
    return {};
}

const QList<RecordColumn> &recordColumns(RecordKind kind)
{
    static const QHash<char, QList<RecordColumn>> byKind = [] {
        QHash<char, QList<RecordColumn>> out;
        for (RecordKind k : {RecordKind::Master, RecordKind::Site, RecordKind::Table, RecordKind::Log, RecordKind::Update,
                             RecordKind::Error, RecordKind::Test}) {
            const char letter = static_cast<char>(k);
            for (Definition d : definitions()) {
                if (!std::strchr(d.kinds, letter))
                    continue;
                if (d.column.column == QLatin1String("process") || d.column.column == QLatin1String("done"))
                    continue;
                out[letter] << d.column;
            }
            // process and done mean something different for each kind.
            if (std::strchr("MTUE", letter))
                out[letter].insert(std::min<qsizetype>(3, out[letter].size()),
                                   col("process", Type::Flag, "Process", "", 1, processChoices(k)));
            if (std::strchr("TUE", letter))
                out[letter].insert(std::min<qsizetype>(4, out[letter].size()),
                                   col("done", Type::Flag, "Done", "", 1, doneChoices(k)));
        }
        return out;
    }();
    static const QList<RecordColumn> none;
    const auto it = byKind.constFind(static_cast<char>(kind));
    return it == byKind.constEnd() ? none : *it;
}

QString recordKindName(RecordKind kind)
{
    switch (kind) {
    case RecordKind::Master:
        return QStringLiteral("Master");
    case RecordKind::Site:
        return QStringLiteral("Sites");
    case RecordKind::Table:
        return QStringLiteral("Tables");
    case RecordKind::Log:
        return QStringLiteral("Logs");
    case RecordKind::Update:
        return QStringLiteral("Schema updates");
    case RecordKind::Error:
        return QStringLiteral("Errors");
    case RecordKind::Test:
        return QStringLiteral("Test records");
    }
    return {};
}

QList<RecordKind> editableKinds()
{
    return {RecordKind::Master, RecordKind::Site, RecordKind::Table, RecordKind::Update, RecordKind::Error,
            RecordKind::Log};
}

} // namespace jgr::control
