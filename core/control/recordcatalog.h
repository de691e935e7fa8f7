#pragma once

#include "records.h"

#include "db/columntypes.h"

#include <QList>
#include <QString>
#include <QVariant>

namespace jgr::control {

// What an editor needs to know about each column of each record kind
// (docs/SCHEMA.md): its type, its size, what it means, and for flags the values
// allowed with their meanings spelled out. The administration window builds
// its tables and forms from this; validate() is the one check of a value
// before it is written, whoever writes it.
struct FlagChoice
{
    QString value; // "Y", "N", "" ...
    QString meaning;
};

struct RecordColumn
{
    enum class Type
    {
        Int,
        SiteNumber,
        Text,
        LongText,
        Flag,
        Stamp
    };
    QString column;
    Type type = Type::Text;
    int maxLength = 0; // text
    QString label;
    QString meaning;
    QList<FlagChoice> choices; // flags, and texts that take one of a list (database_type)
    bool editable = true;      // false: written by replication itself
    bool required = false;     // a record of its kind means nothing without it

    // Empty when the value may be written, otherwise why not.
    QString validate(const QVariant &value) const;
};

// The columns a kind uses, in the order a form shows them. The record id,
// the kind and lastchangeddate are not among them (never edited).
const QList<RecordColumn> &recordColumns(RecordKind kind);
QString recordKindName(RecordKind kind); // "Sites", "Schema updates" ...
QList<RecordKind> editableKinds();       // M S T U E L (J is for tests)
// Whether people add and edit records of the kind; E and L records are
// written by replication: people read them (and may delete them).
bool writtenByPeople(RecordKind kind);

// jgreplicate's columns after replicate_id, flag and lastchangeddate, in the
// table's order, as its DDL declares them (controlschema.cpp).
QList<db::ColumnDef> recordColumnDefinitions();
// Every column a kind stores, shown in a form or not: its record's fields
// (recordfields.cpp) are these, which the unit test checks.
QList<RecordColumn> storedColumns(RecordKind kind);

} // namespace jgr::control
