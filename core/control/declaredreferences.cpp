#include "declaredreferences.h"

#include "controlrepository.h"
#include "controlschema.h"
#include "datadict.h"
#include "tablepreparer.h"

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

Result<QStringList> releaseReferencesNotToRowId(db::Database &db, const TableRoles &prepared)
{
    DataDict dict(db);
    auto all = dict.allRoles();
    if (!all)
        return all.error();
    QStringList said;
    for (TableRoles roles : all.value()) {
        if (roles.table == prepared.table || !roles.references.values().contains(prepared.table))
            continue;
        auto declared = db.dialect().declaredReferences(db, roles.table);
        if (!declared)
            return declared.error();
        bool changed = false;
        for (db::DeclaredReference key : declared.value()) {
            if (key.table != prepared.table || roles.references.value(key.column) != prepared.table)
                continue;
            if (key.referencedColumn.isEmpty()) {
                auto pk = primaryKeyOf(db, key.table);
                if (!pk)
                    return pk.error();
                key.referencedColumn = pk.value();
            }
            if (key.referencedColumn == prepared.rowId)
                continue;
            auto replicated = ControlRepository(db).table(roles.table);
            if (!replicated)
                return replicated.error();
            if (replicated.value()) {
                said << QCoreApplication::translate("Engine", "%1.%2 stays a reference to %3's row id (%1 replicates "
                                                              "already), though its foreign key points at %3.%4")
                            .arg(roles.table, key.column, prepared.table, key.referencedColumn);
                continue;
            }
            roles.references.remove(key.column);
            changed = true;
            said << QCoreApplication::translate("Engine", "%1.%2 now travels as its value: its foreign key points at "
                                                          "%3.%4, which is not %3's row id")
                        .arg(roles.table, key.column, prepared.table, key.referencedColumn);
        }
        if (changed)
            JGR_TRY(dict.store(roles));
    }
    return said;
}

Result<PreparedAsDeclared> prepareAsDeclared(db::Database &db, TableRoles roles, const QStringList &notReferences)
{
    PreparedAsDeclared done;
    auto keys = adoptDeclaredReferences(db, roles, notReferences);
    JGR_TRY(keys);
    done.keys = keys.value();
    JGR_TRY(TablePreparer(db).prepare(roles));
    auto stored = DataDict(db).roles(roles.table);
    JGR_TRY(stored);
    done.roles = stored.value() ? *stored.value() : roles;
    auto released = releaseReferencesNotToRowId(db, done.roles);
    JGR_TRY(released);
    done.released = released.value();
    return done;
}

} // namespace jgr::control
