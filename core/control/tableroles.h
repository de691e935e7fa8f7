#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace jgr::control {

// The version of the stamp triggers a prepared table gets
// (Dialect::rowStampTriggerDdl); jg_data_dict records each table's, and a
// session renews older ones (TablePreparer::renewStampTriggers). 0: the
// triggers of earlier versions, which took a stamp the application wrote;
// 1: MariaDB's let replication's bookkeeping writes change a column ON
// UPDATE CURRENT_TIMESTAMP.
inline constexpr int kRowStampTriggerVersion = 2;
// Recorded while a repair of missing stamp triggers has not stamped every
// row anew yet (TablePreparer::repair): the next session does it.
inline constexpr int kRestampPending = -1;

// The roles of a replicated table's columns, as jg_data_dict records them.
// The four jg_ columns always have their fixed names.
struct TableRoles
{
    QString table;
    QString rowId = QStringLiteral("row_id");
    QString changed = QStringLiteral("lastchangeddate");
    QString removed = QStringLiteral("isremoved");
    bool hardDeletes = false;
    // prepare-table --surrogate-row-id: replication numbers the rows in a
    // column of its own, whatever key the table has (one whose values are
    // outside the id space, idspace.h).
    bool surrogateRowId = false;
    QMap<QString, QString> references; // column -> referenced table
    QStringList localOnly;
    int triggerVersion = kRowStampTriggerVersion; // as jg_data_dict records it

    static QStringList jgColumns()
    {
        return {QStringLiteral("jg_owner"), QStringLiteral("jg_unique_id"), QStringLiteral("jg_sentby"),
                QStringLiteral("jg_datewhensent")};
    }
    // An update that changes one of these is replication bookkeeping (stamping
    // a new row's id, marking a row delivered): the stamp trigger leaves
    // lastchangeddate alone. jg_owner is not among them: a user handing a row
    // over is a change that must travel.
    static QStringList bookkeepingColumns()
    {
        return {QStringLiteral("jg_unique_id"), QStringLiteral("jg_sentby"), QStringLiteral("jg_datewhensent")};
    }
    // Columns that are replication bookkeeping, never user data.
    QStringList systemColumns() const { return QStringList{rowId, changed} + jgColumns(); }
};

} // namespace jgr::control
