#pragma once

#include "records.h"

#include <QList>

namespace jgr::control {

// How one member of a record maps to a jgreplicate column. The repository
// reads and writes every kind through these lists, so a column is named once.
template <class R> struct Field
{
    enum Type
    {
        Int,
        Text,
        Stamp
    };
    const char *column;
    Type type;
    int R::*intMember = nullptr;
    QString R::*textMember = nullptr;
    // false: written on insert only. The site-number slots and their lock
    // change under the lock's own statements (enrollment, refill); a record
    // written back whole must never undo a number handed out meanwhile.
    bool writtenByUpdate = true;
};

template <class R> struct RecordTraits;

#define JGR_RECORD_TRAITS(Record, kindValue)                                                                           \
    template <> struct RecordTraits<Record>                                                                            \
    {                                                                                                                  \
        static constexpr RecordKind kind = kindValue;                                                                  \
        static const QList<Field<Record>> &fields();                                                                   \
    };

JGR_RECORD_TRAITS(MasterRecord, RecordKind::Master)
JGR_RECORD_TRAITS(SiteRecord, RecordKind::Site)
JGR_RECORD_TRAITS(TableRecord, RecordKind::Table)
JGR_RECORD_TRAITS(LogRecord, RecordKind::Log)
JGR_RECORD_TRAITS(UpdateRecord, RecordKind::Update)
JGR_RECORD_TRAITS(ErrorRecord, RecordKind::Error)
JGR_RECORD_TRAITS(TestRecord, RecordKind::Test)

#undef JGR_RECORD_TRAITS

} // namespace jgr::control
