#include "declaredreferences.h"

#include "controlschema.h"
#include "datadict.h"

#include "db/database.h"

#include <QCoreApplication>

namespace jgr::control {

namespace {
// The row id a table has, or will have once prepared with prepare-table's
// default: its single integer primary key. Empty when it has none.
Result<QString> rowIdOf(db::Database &db, const QString &table, const TableRoles &preparing)
{
    if (table == preparing.table && !preparing.rowId.isEmpty())
        return preparing.rowId;
    if (table != preparing.table) {
        auto prepared = DataDict(db).roles(table);
        if (!prepared)
            return prepared.error();
        if (prepared.value())
            return prepared.value()->rowId;
    }
    if (table == preparing.table && preparing.surrogateRowId)
        return QString();
    auto columns = db.inspectColumns(table);
    if (!columns)
        return columns.error();
    for (const db::ColumnInfo &c : columns.value())
        if (c.primaryKey && (c.type.family == db::Family::Int || c.type.family == db::Family::BigInt))
            return c.name;
    return QString();
}

// The referenced table's primary key, where the key names no column.
Result<QString> primaryKeyOf(db::Database &db, const QString &table)
{
    auto columns = db.inspectColumns(table);
    if (!columns)
        return columns.error();
    for (const db::ColumnInfo &c : columns.value())
        if (c.primaryKey)
            return c.name;
    return QString();
}
} // namespace

Result<QList<DeclaredReferenceUse>> adoptDeclaredReferences(db::Database &db, TableRoles &roles,
                                                            const QStringList &notReferences)
{
    // Whether a referenced table is prepared is in jg_data_dict, which a
    // database's first prepare-table makes.
    JGR_TRY(controlschema::create(db));
    auto declared = db.dialect().declaredReferences(db, roles.table);
    if (!declared)
        return declared.error();
    QList<DeclaredReferenceUse> out;
    for (db::DeclaredReference key : declared.value()) {
        if (key.referencedColumn.isEmpty()) {
            auto pk = primaryKeyOf(db, key.table);
            if (!pk)
                return pk.error();
            key.referencedColumn = pk.value();
        }
        DeclaredReferenceUse use;
        use.key = key;
        if (roles.localOnly.contains(key.column))
            continue; // never replicated: nothing to say
        if (roles.references.contains(key.column)) {
            use.reference = roles.references.value(key.column) == key.table;
            if (!use.reference)
                use.why = QCoreApplication::translate("Engine", "--reference %1=%2 was given instead")
                              .arg(key.column, roles.references.value(key.column));
        } else if (notReferences.contains(key.column)) {
            use.why = QCoreApplication::translate("Engine", "--no-reference: it travels as a number, and row ids "
                                                            "differ from site to site");
        } else {
            auto rowId = rowIdOf(db, key.table, roles);
            if (!rowId)
                return rowId.error();
            if (!rowId.value().isEmpty() && rowId.value() == key.referencedColumn) {
                roles.references.insert(key.column, key.table);
                use.reference = true;
            } else {
                use.why = QCoreApplication::translate("Engine", "it points at %1.%2, which is not the row id of %1, "
                                                                "so it travels as its value (the same at every site)")
                              .arg(key.table, key.referencedColumn);
            }
        }
        out << use;
    }
    return out;
}

} // namespace jgr::control
