#include "recordcatalog.h"

#include "common/stamp.h"
#include "db/databasekinds.h"
#include "db/identifier.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cstring>
#include <limits>

namespace jgr::control {

namespace {

using Type = RecordColumn::Type;

// "no" first: it is what a new record gets.
const QList<FlagChoice> kYesNo{{QStringLiteral("N"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "no"))},
                               {QStringLiteral("Y"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "yes"))}};

// One column of jgreplicate: the record kinds that store it (their fields,
// recordfields.cpp), how the DDL declares it, and how a form shows it.
struct Definition
{
    const char *kinds; // as in docs/SCHEMA.md
    RecordColumn column;
    const char *flagDefault = nullptr; // a flag's DDL default; numbers default to 0
    const char *hiddenIn = "";         // kinds that store it without a form showing it
    bool trailing = false;             // shown after the kind's own columns
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
        return {{QStringLiteral("Y"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "active"))},
                {QStringLiteral("N"),
                 QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "suspended (sites are told it is busy)"))}};
    case RecordKind::Table:
        return {{QStringLiteral("Y"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "replicated"))},
                {QStringLiteral("N"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "suspended"))}};
    case RecordKind::Error:
        return {{QStringLiteral("Y"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "forward to the primary"))},
                {QStringLiteral("N"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "keep here"))}};
    default:
        return {{QStringLiteral("Y"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "active"))},
                {QStringLiteral("N"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "withdrawn"))}};
    }
}

QList<FlagChoice> doneChoices(RecordKind kind)
{
    switch (kind) {
    case RecordKind::Table:
        return {{QStringLiteral("Y"),
                 QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "finished in the session in progress"))},
                {QStringLiteral("N"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "not yet"))}};
    case RecordKind::Update:
        return {{QStringLiteral("Y"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "applied here"))},
                {QStringLiteral("N"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "not applied"))}};
    default:
        return {{QStringLiteral("Y"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "forwarded"))},
                {QStringLiteral("N"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "not forwarded"))}};
    }
}

QList<FlagChoice> databaseTypeChoices()
{
    QList<FlagChoice> choices;
    for (const db::DatabaseKind &k : db::databaseKinds())
        choices << FlagChoice{k.driver, QLatin1String(k.displayName)};
    return choices;
}

// The columns without which a record of the kind names nothing.
bool requiredIn(RecordKind kind, const QString &column)
{
    if (column == QLatin1String("site_name"))
        return kind == RecordKind::Master || kind == RecordKind::Site;
    if (column == QLatin1String("table_name"))
        return kind == RecordKind::Table || kind == RecordKind::Update;
    return column == QLatin1String("update_spec") && kind == RecordKind::Update;
}

QList<Definition> definitions()
{
    const char *stateKinds = "MS";
    // In the order of the columns of the table (existing databases have it).
    QList<Definition> d{
        {"MSTLUEJ", col("site_number", Type::SiteNumber, QT_TRANSLATE_NOOP("RecordCatalog", "Site number"),
                        QT_TRANSLATE_NOOP("RecordCatalog", "the site the record is about (M: this site)"))},
        {"MSTLUEJ", col("site_name", Type::Text, QT_TRANSLATE_NOOP("RecordCatalog", "Site name"),
                        QT_TRANSLATE_NOOP("RecordCatalog", "a human name, e.g. \"Jim Smith's Laptop\""), 100)},
        {"MS", col("database_type", Type::Text, QT_TRANSLATE_NOOP("RecordCatalog", "Database type"),
                   QT_TRANSLATE_NOOP("RecordCatalog", "sqlite, postgresql or mariadb"), 20, databaseTypeChoices())},
        {"M", col("primary_site", Type::Flag, QT_TRANSLATE_NOOP("RecordCatalog", "Primary role"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "whether this database serves other sites"), 1,
                  {{QStringLiteral("M"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "master primary"))},
                   {QStringLiteral("S"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "secondary primary"))},
                   {QString(), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "a site (no primary role)"))}})},
        {"TLUE", col("table_name", Type::Text, QT_TRANSLATE_NOOP("RecordCatalog", "Table"),
                     QT_TRANSLATE_NOOP("RecordCatalog", "the replicated, logged or altered table"), 128)},
        {"T", col("table_order", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Order"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "order in which tables replicate (parents before children)"))},
        {"T",
         col("jguigen_specific_table", Type::Flag, QT_TRANSLATE_NOOP("RecordCatalog", "Sites may add columns"),
             QT_TRANSLATE_NOOP("RecordCatalog",
                               "yes: a site's table may have columns of its own; the primary's columns must exist "
                               "at the site (\"JGuiGen-specific table\")"),
             1, kYesNo),
         "'N'"},
        {"T",
         col("replication_type", Type::Flag, QT_TRANSLATE_NOOP("RecordCatalog", "Replication type"),
             QT_TRANSLATE_NOOP("RecordCatalog", "which way rows travel"), 1,
             {{QStringLiteral("F"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "full: both ways"))},
              {QStringLiteral("D"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "download only"))},
              {QStringLiteral("U"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "upload only"))}}),
         "'F'"},
        // process and done mean something different for each kind: their
        // choices come from processChoices() and doneChoices().
        {"MTUE", col("process", Type::Flag, QT_TRANSLATE_NOOP("RecordCatalog", "Process"), "", 1), "'Y'"},
        {"TUE", col("done", Type::Flag, QT_TRANSLATE_NOOP("RecordCatalog", "Done"), "", 1), "'N'"},
        {"T",
         col("allow_blank_fill", Type::Flag, QT_TRANSLATE_NOOP("RecordCatalog", "Blank fill"),
             QT_TRANSLATE_NOOP("RecordCatalog", "whether non-owners may fill empty text fields"), 1,
             {{QStringLiteral("Y"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "allowed"))},
              {QStringLiteral("N"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "not allowed"))}}),
         "'Y'"},
        {"T", col("current_local_high", Type::Stamp,
                  QT_TRANSLATE_NOOP("RecordCatalog", "Local changes up to (session in progress)"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "MARK: the session sends this site's changes up to this time"), 0,
                  {}, false)},
        {"TSM",
         col("previous_local_high", Type::Stamp, QT_TRANSLATE_NOOP("RecordCatalog", "Local changes sent up to"),
             QT_TRANSLATE_NOOP("RecordCatalog",
                               "MARK of the last finished session (S: the site's copy, used to detect clones)"),
             0, {}, false),
         nullptr, "M"},
        {"T", col("current_primary_high", Type::Stamp,
                  QT_TRANSLATE_NOOP("RecordCatalog", "Primary's changes up to (session in progress)"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "PRIMARY-MARK: the session takes the primary's changes up to "
                                                     "this time"),
                  0, {}, false)},
        {"T", col("previous_primary_high", Type::Stamp,
                  QT_TRANSLATE_NOOP("RecordCatalog", "Primary's changes received up to"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "PRIMARY-MARK of the last finished session"), 0, {}, false)},
        {"S",
         col("one_time_mismatch_allowed", Type::Flag, QT_TRANSLATE_NOOP("RecordCatalog", "Allow one mismatch"),
             QT_TRANSLATE_NOOP("RecordCatalog",
                               "lets a site restored from a backup replicate once although its marks do not match"),
             1, kYesNo),
         "'N'"},
        {"MST",
         col("rep_count_started", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Sessions started"), "", 0, {}, false)},
        {"MST", col("rep_count_finished", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Sessions finished"), "", 0, {},
                    false)},
        {"MS",
         col("rep_count_failed", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Failures in a row"),
             QT_TRANSLATE_NOOP("RecordCatalog", "sessions started and not finished; 0 after a success"), 0, {}, false)},
        {stateKinds,
         col("out_of_date_after_minutes", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Reminder after (minutes)"),
             QT_TRANSLATE_NOOP("RecordCatalog", "after this a site is overdue and the tray reminds its users"))},
        {stateKinds,
         col("out_of_date_after_minutes_error", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Alert after (minutes)"),
             QT_TRANSLATE_NOOP("RecordCatalog", "after this an overdue site is reported by e-mail and an E record"))},
        {"MSL",
         col("date_rep_started", Type::Stamp, QT_TRANSLATE_NOOP("RecordCatalog", "Last start"), "", 0, {}, false)},
        {"MSL", col("date_rep_ended", Type::Stamp, QT_TRANSLATE_NOOP("RecordCatalog", "Last end"),
                    QT_TRANSLATE_NOOP("RecordCatalog", "empty: it did not finish"), 0, {}, false)},
        {"MS", col("last_success", Type::Stamp, QT_TRANSLATE_NOOP("RecordCatalog", "Last success"), "", 0, {}, false)},
        {"MSTLUEJ",
         col("record_created_date", Type::Stamp, QT_TRANSLATE_NOOP("RecordCatalog", "Created"), "", 0, {}, false),
         nullptr, "", true},
        {"MSTLUEJ",
         col("notes", Type::LongText, QT_TRANSLATE_NOOP("RecordCatalog", "Notes"),
             QT_TRANSLATE_NOOP("RecordCatalog", "S: one line per session; E: the error message")),
         nullptr, "", true},
        {"J", col("test_work", Type::Text, QT_TRANSLATE_NOOP("RecordCatalog", "Test data"), "", 60)},
        {"L", col("rows_inserted_by_primary", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Inserted here"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "rows from the primary inserted here"), 0, {}, false)},
        {"L", col("rows_inserted_by_target", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Inserted at the primary"),
                  "", 0, {}, false)},
        {"L", col("rows_updated_by_primary", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Updated here"), "", 0, {},
                  false)},
        {"L", col("rows_updated_by_target", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Updated at the primary"), "",
                  0, {}, false)},
        {"L", col("rows_deleted_by_primary", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Deleted here"), "", 0, {},
                  false)},
        {"L", col("rows_deleted_by_target", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Deleted at the primary"), "",
                  0, {}, false)},
        // The slots and their lock change only under the site-number lock
        // (join, init-secondary, refill): shown, never edited by hand.
        {"M", col("next_site_number_1", Type::SiteNumber, QT_TRANSLATE_NOOP("RecordCatalog", "Next site number"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "handed out to the next site that joins"), 0, {}, false)},
        {"M", col("next_site_number_2", Type::SiteNumber, QT_TRANSLATE_NOOP("RecordCatalog", "Site number 2"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "secondary primaries: numbers to hand out"), 0, {}, false)},
        {"M", col("next_site_number_3", Type::SiteNumber, QT_TRANSLATE_NOOP("RecordCatalog", "Site number 3"), "", 0,
                  {}, false)},
        {"M", col("next_site_number_4", Type::SiteNumber, QT_TRANSLATE_NOOP("RecordCatalog", "Site number 4"), "", 0,
                  {}, false)},
        {"M", col("next_site_number_5", Type::SiteNumber, QT_TRANSLATE_NOOP("RecordCatalog", "Site number 5"), "", 0,
                  {}, false)},
        {"M",
         col("next_site_number_locked", Type::Flag, QT_TRANSLATE_NOOP("RecordCatalog", "Numbers locked"),
             QT_TRANSLATE_NOOP("RecordCatalog",
                               "Y while a site number is being handed out (a stale lock is broken after 10 minutes)"),
             1, kYesNo, false),
         "'N'"},
        {"M", col("next_site_number_locked_at", Type::Stamp, "", "", 0, {}, false), nullptr, "M"},
        {"MS",
         col("send_email_on_completion", Type::Flag, QT_TRANSLATE_NOOP("RecordCatalog", "Mail after each session"),
             QT_TRANSLATE_NOOP("RecordCatalog", "e-mail the administrator after each successful session"), 1, kYesNo),
         "'N'"},
        {"M",
         col("mgmt_by_exception", Type::Flag, QT_TRANSLATE_NOOP("RecordCatalog", "Management by exception"),
             QT_TRANSLATE_NOOP("RecordCatalog", "who checks for late and failing sites"), 1,
             {{QStringLiteral("R"),
               QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "the sites check each other when they replicate"))},
              {QStringLiteral("L"),
               QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "a local process on the primary checks"))},
              {QStringLiteral("N"), QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "nobody checks"))}}),
         "'R'"},
        {"M", col("email_bad_rep_days", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Alert after (days)"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "report sites whose last success is older (0: off)"))},
        {"M", col("email_bad_rep_count", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Alert after failures"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "report a site whose failures in a row exceed this (0: off)"))},
        {"USM", col("update_number", Type::Int, QT_TRANSLATE_NOOP("RecordCatalog", "Update number"),
                    QT_TRANSLATE_NOOP("RecordCatalog", "U: sequence number; S/M: highest update applied"))},
        {"U", col("update_description", Type::Text, QT_TRANSLATE_NOOP("RecordCatalog", "Description"), "", 200)},
        {"U", col("update_spec", Type::LongText, QT_TRANSLATE_NOOP("RecordCatalog", "Change"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "ADD <column> <family> [LENGTH n] [DECIMALS d] [DEFAULT v] "
                                                     "[NULL|NOT NULL], or RUN <procedure>(...)"))},
        {"E", col("error_site", Type::SiteNumber, QT_TRANSLATE_NOOP("RecordCatalog", "Site of the error"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "where the error happened"))},
        {"E",
         col("email_sent", Type::Flag, QT_TRANSLATE_NOOP("RecordCatalog", "Mailed"),
             QT_TRANSLATE_NOOP("RecordCatalog", "the administrator was mailed"), 1, kYesNo),
         "'N'"},
        {"S",
         col("error_1_email_sent", Type::Flag, QT_TRANSLATE_NOOP("RecordCatalog", "Overdue mail sent"), "", 1, kYesNo,
             false),
         "'N'"},
        {"S",
         col("error_2_email_sent", Type::Flag, QT_TRANSLATE_NOOP("RecordCatalog", "Failures mail sent"), "", 1, kYesNo,
             false),
         "'N'"},
        // Kept for the specification's two further alerts; nothing sends them.
        {"S", col("error_3_email_sent", Type::Flag, "", "", 1, kYesNo), "'N'", "S"},
        {"S", col("error_4_email_sent", Type::Flag, "", "", 1, kYesNo), "'N'", "S"},
        // Added after the first release: older databases get them at their
        // next session (controlschema::create).
        {"M", col("database_identity", Type::Text, QT_TRANSLATE_NOOP("RecordCatalog", "Identity"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "this database's own, made with its M record"), 40, {}, false)},
        {"M", col("primary_identity", Type::Text, QT_TRANSLATE_NOOP("RecordCatalog", "Primary's identity"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "the primary this site replicates with (move-to-primary "
                                                     "changes it)"),
                  40, {}, false)},
        // Per-site subsets (docs/PROTOCOL.md, Subsets): set by `subset` and
        // `site-attribute`, which validate them; shown, never edited by hand.
        {"T", col("subset_rule", Type::Text, QT_TRANSLATE_NOOP("RecordCatalog", "Subset"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "which rows each site holds: empty for every row, --owned, or "
                                                     "--match COLUMN=ATTRIBUTE (set with subset)"),
                  400, {}, false)},
        {"S", col("site_attributes", Type::LongText, QT_TRANSLATE_NOOP("RecordCatalog", "Attributes"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "the site's values that subset --match rules compare with "
                                                     "(set with site-attribute)"),
                  0, {}, false)},
        {"S", col("site_identity", Type::Text, QT_TRANSLATE_NOOP("RecordCatalog", "Site's identity"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "the identity of the site's own database: a site number given "
                                                     "again to another database is told apart"),
                  40, {}, false)},
        {"SM", col("held_back", Type::LongText, QT_TRANSLATE_NOOP("RecordCatalog", "Held back"),
                   QT_TRANSLATE_NOOP("RecordCatalog", "what the site's last finished session could not deliver, "
                                                      "table by table, and why (empty: everything)"),
                   0, {}, false)},
        {"M", col("subset_scope", Type::Text, QT_TRANSLATE_NOOP("RecordCatalog", "Subset applied"),
                  QT_TRANSLATE_NOOP("RecordCatalog", "a digest of the subset rules and attributes that this site's "
                                                     "rows matched at its last session"),
                  64, {}, false)},
    };
    return d;
}

db::ColumnType ddlType(const RecordColumn &c)
{
    switch (c.type) {
    case Type::Int:
    case Type::SiteNumber:
        return {db::Family::Int, 0, 0};
    case Type::Text:
        return {db::Family::Text, c.maxLength, 0};
    case Type::LongText:
        return {db::Family::LongText, 0, 0};
    case Type::Flag:
        return {db::Family::Flag, 1, 0};
    case Type::Stamp:
        return {db::Family::Stamp, 0, 0};
    }
    return {};
}

bool storedBy(const Definition &d, RecordKind kind)
{
    return std::strchr(d.kinds, static_cast<char>(kind)) != nullptr;
}

} // namespace

QString RecordColumn::validate(const QVariant &value) const
{
    if (!editable)
        return QCoreApplication::translate("Engine", "%1 is written by replication and cannot be edited.").arg(label);
    const QString text = value.toString();
    if (required && text.trimmed().isEmpty())
        return QCoreApplication::translate("Engine", "%1 must not be empty.").arg(label);
    switch (type) {
    case Type::Int:
    case Type::SiteNumber: {
        bool ok = false;
        const qlonglong n = text.toLongLong(&ok);
        if (!ok || n < 0 || n > std::numeric_limits<int>::max())
            return QCoreApplication::translate("Engine", "%1 must be a whole number of 0 or more.").arg(label);
        return {};
    }
    case Type::Flag:
        for (const FlagChoice &c : choices)
            if (c.value == text)
                return {};
        return QCoreApplication::translate("Engine", "%1 must be one of the listed values.").arg(label);
    case Type::Stamp:
        if (!text.isEmpty() && !stamp::toMicros(text))
            return QCoreApplication::translate("Engine", "%1 must be a date and time (YYYY-MM-DD HH:MM:SS).")
                .arg(label);
        return {};
    case Type::Text:
        if (!choices.isEmpty() && !text.isEmpty() &&
            std::none_of(choices.cbegin(), choices.cend(), [&](const FlagChoice &c) { return c.value == text; }))
            return QCoreApplication::translate("Engine", "%1 must be one of the listed values.").arg(label);
        if (maxLength > 0 && text.size() > maxLength)
            return QCoreApplication::translate("Engine", "%1 is at most %2 characters.").arg(label).arg(maxLength);
        if (column == QLatin1String("table_name") && !text.isEmpty() && !db::isValidIdentifier(text))
            return QCoreApplication::translate("Engine",
                                               "%1 must be a table name: letters, digits and _, at most %2 characters.")
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
        for (RecordKind k : {RecordKind::Master, RecordKind::Site, RecordKind::Table, RecordKind::Log,
                             RecordKind::Update, RecordKind::Error, RecordKind::Test}) {
            const char letter = static_cast<char>(k);
            QList<RecordColumn> own, trailing;
            for (Definition d : definitions()) {
                if (!storedBy(d, k) || std::strchr(d.hiddenIn, letter))
                    continue;
                if (d.column.column == QLatin1String("process"))
                    d.column.choices = processChoices(k);
                else if (d.column.column == QLatin1String("done"))
                    d.column.choices = doneChoices(k);
                d.column.required = requiredIn(k, d.column.column);
                if (k == RecordKind::Error && d.column.column == QLatin1String("notes"))
                    d.column.label = QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Error message"));
                (d.trailing ? trailing : own) << d.column;
            }
            // Errors and logs are events: when and what first.
            const bool event = k == RecordKind::Error || k == RecordKind::Log;
            out[letter] = event ? trailing + own : own + trailing;
        }
        return out;
    }();
    static const QList<RecordColumn> none;
    const auto it = byKind.constFind(static_cast<char>(kind));
    return it == byKind.constEnd() ? none : *it;
}

QList<db::ColumnDef> recordColumnDefinitions()
{
    QList<db::ColumnDef> out;
    for (const Definition &d : definitions()) {
        db::ColumnDef c;
        c.name = d.column.column;
        c.type = ddlType(d.column);
        if (d.flagDefault)
            c.defaultLiteral = QLatin1String(d.flagDefault);
        else if (c.type.family == db::Family::Int)
            c.defaultLiteral = QStringLiteral("0");
        out << c;
    }
    return out;
}

QList<RecordColumn> storedColumns(RecordKind kind)
{
    QList<RecordColumn> out;
    for (const Definition &d : definitions())
        if (storedBy(d, kind))
            out << d.column;
    return out;
}

QString recordKindName(RecordKind kind)
{
    switch (kind) {
    case RecordKind::Master:
        return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Master"));
    case RecordKind::Site:
        return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Sites"));
    case RecordKind::Table:
        return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Tables"));
    case RecordKind::Log:
        return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Logs"));
    case RecordKind::Update:
        return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Schema updates"));
    case RecordKind::Error:
        return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Errors"));
    case RecordKind::Test:
        return QLatin1String(QT_TRANSLATE_NOOP("RecordCatalog", "Test records"));
    }
    return {};
}

bool writtenByPeople(RecordKind kind)
{
    return kind != RecordKind::Error && kind != RecordKind::Log;
}

QList<RecordKind> editableKinds()
{
    return {RecordKind::Master, RecordKind::Site,  RecordKind::Table,
            RecordKind::Update, RecordKind::Error, RecordKind::Log};
}

} // namespace jgr::control
