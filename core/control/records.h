#pragma once

#include <QString>

namespace jgr::control {

// The record kinds of the jgreplicate table (docs/SCHEMA.md), told apart by flag.
enum class RecordKind : char
{
    Master = 'M',
    Site = 'S',
    Table = 'T',
    Log = 'L',
    Update = 'U',
    Error = 'E',
    Test = 'J',
};

inline QString flagOf(RecordKind kind)
{
    return QString(QLatin1Char(static_cast<char>(kind)));
}

// Stamps are text (see common/stamp.h); an empty stamp is NULL. Flags are
// one-letter strings.
struct RecordBase
{
    int id = 0; // replicate_id
    int siteNumber = 0;
    QString siteName;
    QString recordCreatedDate;
    QString notes;
    QString lastChangedDate; // read only: the trigger writes it
};

// Columns shared by the M and S records (a site's replication state).
struct SiteStateFields : RecordBase
{
    QString databaseType;
    int repCountStarted = 0;
    int repCountFinished = 0;
    int repCountFailed = 0;
    int outOfDateAfterMinutes = 0;
    int outOfDateAfterMinutesError = 0;
    QString dateRepStarted;
    QString dateRepEnded;
    QString lastSuccess;
    QString sendEmailOnCompletion = QStringLiteral("N");
    int updateNumber = 0;
    // What the site's last finished session held back (SessionResult's
    // heldBackText); empty when it delivered everything.
    QString heldBack;
};

struct MasterRecord : SiteStateFields
{
    QString primarySite; // 'M' master primary, 'S' secondary primary, empty = site
    QString process = QStringLiteral("Y");
    int nextSiteNumber1 = 0;
    int nextSiteNumber2 = 0;
    int nextSiteNumber3 = 0;
    int nextSiteNumber4 = 0;
    int nextSiteNumber5 = 0;
    QString nextSiteNumberLocked = QStringLiteral("N");
    QString nextSiteNumberLockedAt;
    QString mgmtByException = QStringLiteral("R");
    // The primary's copy of this site's last mark, as the clone check agreed
    // on it at the start of the last session (docs/SCHEMA.md: previous_local_high,
    // used on M too because a session cut short after the primary moved its
    // copy must not look like a clone).
    QString previousLocalHigh;
    int emailBadRepDays = 0;
    int emailBadRepCount = 0;
    // This database's own identity, random, made with its M record: a
    // primary recreated or restored under the same name has another one.
    QString databaseIdentity;
    // A site's: the identity of the primary it replicates with, as of its
    // last session; a different one stops the session (docs/PROTOCOL.md).
    QString primaryIdentity;
    // A site's: the digest of the subset rules, attributes and owners its
    // rows matched at its last finished session (engine/subset).
    QString subsetScope;

    bool isPrimary() const { return primarySite == QLatin1String("M") || primarySite == QLatin1String("S"); }
};

struct SiteRecord : SiteStateFields
{
    QString previousLocalHigh;
    QString oneTimeMismatchAllowed = QStringLiteral("N");
    QString error1EmailSent = QStringLiteral("N"); // overdue mail sent
    QString error2EmailSent = QStringLiteral("N"); // too-many-failures mail sent
    QString error3EmailSent = QStringLiteral("N");
    QString error4EmailSent = QStringLiteral("N");
    // The site's attributes for subset --match rules, a JSON object of
    // strings (engine/subset/siteattributes.h).
    QString siteAttributes;
    // The database_identity of the site's own database: a number given
    // again to another database (a primary made anew) is told apart.
    QString siteIdentity;
};

struct TableRecord : RecordBase
{
    QString tableName;
    int tableOrder = 0;
    QString jguigenSpecificTable = QStringLiteral("N");
    QString replicationType = QStringLiteral("F"); // F or empty full, D download only, U upload only
    QString process = QStringLiteral("Y");
    QString done = QStringLiteral("N");
    QString allowBlankFill = QStringLiteral("Y");
    QString currentLocalHigh;
    QString previousLocalHigh;
    QString currentPrimaryHigh;
    QString previousPrimaryHigh;
    int repCountStarted = 0;
    int repCountFinished = 0;
    // Which rows each site holds, as `subset` sets it: empty (every row),
    // "--owned" or "--match COLUMN=ATTRIBUTE ..." (engine/subset/subsetrule.h).
    QString subsetRule;

    bool pulls() const { return replicationType != QLatin1String("U"); }
    bool pushes() const { return replicationType != QLatin1String("D"); }
    bool blankFillAllowed() const { return allowBlankFill != QLatin1String("N"); }
};

// The six row counts of a table run.
struct RowCounts
{
    int insertedByPrimary = 0;
    int insertedByTarget = 0;
    int updatedByPrimary = 0;
    int updatedByTarget = 0;
    int deletedByPrimary = 0;
    int deletedByTarget = 0;

    int total() const
    {
        return insertedByPrimary + insertedByTarget + updatedByPrimary + updatedByTarget + deletedByPrimary +
               deletedByTarget;
    }
    RowCounts &operator+=(const RowCounts &o)
    {
        insertedByPrimary += o.insertedByPrimary;
        insertedByTarget += o.insertedByTarget;
        updatedByPrimary += o.updatedByPrimary;
        updatedByTarget += o.updatedByTarget;
        deletedByPrimary += o.deletedByPrimary;
        deletedByTarget += o.deletedByTarget;
        return *this;
    }
};

struct LogRecord : RecordBase, RowCounts
{
    QString tableName;
    QString dateRepStarted;
    QString dateRepEnded;
};

struct UpdateRecord : RecordBase
{
    QString tableName;
    QString process = QStringLiteral("Y");
    QString done = QStringLiteral("N");
    int updateNumber = 0;
    QString updateDescription;
    QString updateSpec;
};

struct ErrorRecord : RecordBase
{
    QString tableName;
    QString process = QStringLiteral("Y"); // 'Y' = forward to the primary
    QString done = QStringLiteral("N");    // 'Y' = forwarded
    int errorSite = 0;
    QString emailSent = QStringLiteral("N");
};

struct TestRecord : RecordBase
{
    QString testWork;
};

} // namespace jgr::control
