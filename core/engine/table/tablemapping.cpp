#include "tablemapping.h"

#include "engine/merge/valuecodec.h"

#include "tablestore.h"

#include "control/tablepreparer.h"
#include "db/database.h"
#include "db/identifier.h"
#include "db/typemapping.h"

#include <QCoreApplication>

namespace jgr::engine {

using db::ColumnInfo;
using db::Family;

QList<ColumnRule> TableMapping::rules() const
{
    QList<ColumnRule> out;
    for (const MappedColumn &c : columns)
        out << ColumnRule{c.primaryFamily, c.fillable, c.storedAlike};
    return out;
}

std::optional<TableMapping::Unfit> TableMapping::unfit(const QVariantList &values, bool local) const
{
    for (qsizetype i = 0; i < values.size() && i < columns.size(); ++i) {
        const MappedColumn &c = columns.at(i);
        if (c.storedAlike)
            continue;
        const QString why = local ? valuecodec::unfit(values.at(i), c.localFamily, c.localLimits)
                                  : valuecodec::unfit(values.at(i), c.primaryFamily, c.primaryLimits);
        if (!why.isEmpty())
            return Unfit{int(i), why};
    }
    return std::nullopt;
}

TableStore TableMapping::storeFor(db::Database &db, bool local) const
{
    QStringList names;
    QList<Family> families;
    QList<db::ValueLimits> limits;
    for (const MappedColumn &c : columns) {
        names << (local ? c.localName : c.primaryName);
        families << (local ? c.localFamily : c.primaryFamily);
        db::ValueLimits l = local ? c.localLimits : c.primaryLimits;
        // A decimal's digits as read, scale and all, where the other side
        // is the same type or a SQLite site's text column for it.
        l.keepsDecimalText =
            c.storedAlike || (c.primaryFamily == db::Family::Decimal && c.localFamily == db::Family::LongText);
        limits << l;
    }
    TableStore store(db, local ? localRoles : primaryRoles, names, families, limits);
    store.numberRowIds(local ? localNumbersRowIds : primaryNumbersRowIds);
    return store;
}

namespace {
const ColumnInfo *find(const db::ColumnInfoList &columns, const QString &name)
{
    for (const ColumnInfo &c : columns)
        if (c.name == name)
            return &c;
    return nullptr;
}

Status createLocalTable(db::Database &local, const db::Dialect &primaryDialect, const control::TableRoles &primaryRoles,
                        const db::ColumnInfoList &primaryColumns)
{
    const db::Dialect &d = local.dialect();
    QStringList defs;
    db::ColumnDef key;
    key.name = primaryRoles.rowId;
    key.autoPrimaryKey = true;
    // A key the primary's application numbers itself (no default) is not
    // numbered by this database either: a PostgreSQL identity would hand
    // out numbers the application has taken since.
    if (const ColumnInfo *primaryKey = find(primaryColumns, primaryRoles.rowId);
        primaryKey && !primaryKey->filledWhenLeftOut) {
        key = db::siteColumn(*primaryKey, primaryDialect, d);
        key.nullable = false;
        key.primaryKey = true;
    }
    defs << d.columnDefinition(key);
    const QStringList skip = primaryRoles.systemColumns() + primaryRoles.localOnly;
    for (const ColumnInfo &c : primaryColumns) {
        if (skip.contains(c.name))
            continue;
        JGR_TRY(db::validateIdentifier(c.name, QStringLiteral("column")));
        db::ColumnDef def = db::siteColumn(c, primaryDialect, d);
        if (c.name == primaryRoles.removed)
            def.defaultLiteral = QStringLiteral("'N'"); // rows created here are live
        defs << d.columnDefinition(def);
    }
    const Result<QString> options = d.tableOptions(local);
    JGR_TRY(options);
    return local.run(QStringLiteral("CREATE TABLE %1 (%2)%3")
                         .arg(d.quote(primaryRoles.table), defs.join(QStringLiteral(", ")), options.value()));
}
} // namespace

Result<TableMapping> mapTable(db::Database &local, db::Database &primary, const QString &table, bool readOnly,
                              bool jguigenSpecific)
{
    CatalogCache localCatalog(local);
    CatalogCache primaryCatalog(primary);
    return mapTable(localCatalog, primaryCatalog, table, readOnly, jguigenSpecific);
}

Result<TableMapping> mapTable(CatalogCache &localCatalog, CatalogCache &primaryCatalog, const QString &table,
                              bool readOnly, bool jguigenSpecific)
{
    auto m = mapTableColumns(localCatalog, primaryCatalog, table, readOnly, jguigenSpecific);
    if (!m)
        return m;
    JGR_TRY(resolveReferences(localCatalog, primaryCatalog, m.value()));
    return m;
}

Result<TableMapping> mapTableColumns(CatalogCache &localCatalog, CatalogCache &primaryCatalog, const QString &table,
                                     bool readOnly, bool jguigenSpecific)
{
    db::Database &local = localCatalog.db();
    db::Database &primary = primaryCatalog.db();
    JGR_TRY(db::validateIdentifier(table, QStringLiteral("table")));
    auto primaryRoles = primaryCatalog.roles(table);
    if (!primaryRoles)
        return primaryRoles.error();
    if (!primaryRoles.value())
        return makeError(ExitCode::SchemaMismatch,
                         QCoreApplication::translate("Engine", "Table %1 has a T record on the primary but no "
                                                               "jg_data_dict entries there: run prepare-table on "
                                                               "the primary.")
                             .arg(table));
    auto primaryColumns = primaryCatalog.columns(table);
    if (!primaryColumns)
        return primaryColumns.error();
    if (primaryColumns.value().isEmpty())
        return makeError(ExitCode::SchemaMismatch,
                         QCoreApplication::translate("Engine", "Table %1 is listed on the primary but does not "
                                                               "exist there.")
                             .arg(table));

    auto localColumns = localCatalog.columns(table);
    if (!localColumns)
        return localColumns.error();
    const Error notHere = makeError(
        ExitCode::Failure, QCoreApplication::translate("Engine", "Table %1 has not been replicated to this site "
                                                                 "yet.")
                               .arg(table));
    // Made here now: its first session's, or one dropped since (its roles
    // are still in jg_data_dict, its bookkeeping gone with it).
    bool created = false;
    if (localColumns.value().isEmpty()) {
        if (readOnly)
            return notHere;
        JGR_TRY(createLocalTable(local, primary.dialect(), *primaryRoles.value(), primaryColumns.value()));
        created = true;
        localCatalog.forget(table);
        localColumns = localCatalog.columns(table);
        if (!localColumns)
            return localColumns.error();
    }
    auto localRoles = localCatalog.roles(table);
    if (!localRoles)
        return localRoles.error();
    if (!localRoles.value() || created) {
        if (readOnly)
            return notHere;
        control::TableRoles roles = *primaryRoles.value();
        roles.localOnly.clear();
        if (!find(localColumns.value(), roles.rowId))
            roles.rowId.clear(); // the site's own primary key
        JGR_TRY(control::TablePreparer(local).prepare(roles));
        localCatalog.forget(table);
        localRoles = localCatalog.roles(table);
        if (!localRoles)
            return localRoles.error();
        localColumns = localCatalog.columns(table);
        if (!localColumns)
            return localColumns.error();
    }

    TableMapping m;
    m.table = table;
    m.createdHere = created;
    m.primaryRoles = *primaryRoles.value();
    m.localRoles = *localRoles.value();
    const auto numbersItself = [](const db::ColumnInfoList &columns, const QString &rowId) {
        const ColumnInfo *c = find(columns, rowId);
        return c && !c->filledWhenLeftOut;
    };
    m.localNumbersRowIds = numbersItself(localColumns.value(), m.localRoles.rowId);
    m.primaryNumbersRowIds = numbersItself(primaryColumns.value(), m.primaryRoles.rowId);
    const QStringList primarySkip = m.primaryRoles.systemColumns() + m.primaryRoles.localOnly;
    const QStringList localSkip = m.localRoles.systemColumns() + m.localRoles.localOnly;
    for (const ColumnInfo &pc : primaryColumns.value()) {
        if (primarySkip.contains(pc.name))
            continue;
        const bool isRemoved = pc.name == m.primaryRoles.removed;
        const QString localName = isRemoved ? m.localRoles.removed : pc.name;
        if (localSkip.contains(localName))
            continue;
        const ColumnInfo *lc = find(localColumns.value(), localName);
        if (!lc)
            return makeError(ExitCode::SchemaMismatch,
                             QCoreApplication::translate(
                                 "Engine", "Schema mismatch in table %1: column %2 (%3) exists on the primary but "
                                           "not at this site.")
                                 .arg(table, pc.name, pc.nativeType));
        JGR_TRY(db::validateIdentifier(pc.name, QStringLiteral("column")));
        const bool sameKind = local.dialect().name() == primary.dialect().name();
        const db::ValueLimits localLimits = local.dialect().valueLimits(*lc);
        const db::Holding holding = db::holding(*lc, pc, sameKind, localLimits.dynamicTyping);
        const bool shorter = holding == db::Holding::Shorter;
        if (holding != db::Holding::Holds)
            return makeError(ExitCode::SchemaMismatch,
                             QCoreApplication::translate(
                                 "Engine", "Schema mismatch in table %1: column %2 is %3 at this site and %4 on the "
                                           "primary%5. Nothing was replicated; align the column (a U record does "
                                           "this for every site).")
                                 .arg(table, pc.name, lc->nativeType, pc.nativeType,
                                      shorter ? QCoreApplication::translate("Engine", " (shorter here)") : QString()));
        MappedColumn c;
        c.localName = localName;
        c.primaryName = pc.name;
        c.localFamily = lc->type.family;
        c.primaryFamily = pc.type.family;
        c.localLimits = localLimits;
        c.primaryLimits = primary.dialect().valueLimits(pc);
        c.localNullable = lc->nullable;
        c.primaryNullable = pc.nullable;
        c.storedAlike = sameKind && lc->type.family == pc.type.family && lc->type.length == pc.type.length &&
                        lc->type.decimals == pc.type.decimals &&
                        lc->nativeType.compare(pc.nativeType, Qt::CaseInsensitive) == 0;
        c.fillable = !isRemoved && db::isTextFamily(pc.type.family) && db::isTextFamily(lc->type.family);
        c.referencedTable = m.primaryRoles.references.value(pc.name);
        if (!c.referencedTable.isEmpty())
            c.fillable = false; // a reference is data of the owner, never a blank fill
        m.columns << c;
    }
    // Columns only the site has.
    if (!jguigenSpecific) {
        for (const ColumnInfo &lc : localColumns.value()) {
            if (localSkip.contains(lc.name) || lc.name == m.localRoles.removed)
                continue;
            const bool mapped = std::any_of(m.columns.cbegin(), m.columns.cend(),
                                            [&](const MappedColumn &c) { return c.localName == lc.name; });
            if (!mapped)
                return makeError(ExitCode::SchemaMismatch,
                                 QCoreApplication::translate(
                                     "Engine", "Schema mismatch in table %1: column %2 (%3) exists at this site but "
                                               "not on the primary. Nothing was replicated.")
                                     .arg(table, lc.name, lc.nativeType));
        }
    }
    return m;
}

Status resolveReferences(CatalogCache &localCatalog, CatalogCache &primaryCatalog, TableMapping &m)
{
    m.localReferences.clear();
    m.primaryReferences.clear();
    for (int i = 0; i < m.columns.size(); ++i) {
        const QString target = m.columns.at(i).referencedTable;
        if (target.isEmpty())
            continue;
        JGR_TRY(db::validateIdentifier(target, QStringLiteral("table")));
        auto localTarget = localCatalog.roles(target);
        if (!localTarget)
            return localTarget.error();
        auto primaryTarget = primaryCatalog.roles(target);
        if (!primaryTarget)
            return primaryTarget.error();
        if (!localTarget.value() || !primaryTarget.value())
            return makeError(ExitCode::SchemaMismatch,
                             QCoreApplication::translate(
                                 "Engine", "Table %1 column %2 references table %3, which is not replicated %4: "
                                           "add-table %3 on the primary, or run prepare-table %1 there again with "
                                           "--no-reference %2.")
                                 .arg(m.table, m.columns.at(i).primaryName, target,
                                      localTarget.value() ? QCoreApplication::translate("Engine", "on the primary")
                                                          : QCoreApplication::translate("Engine", "at this site")));
        m.localReferences << ReferenceColumn{i, target, localTarget.value()->rowId, m.columns.at(i).localNullable};
        m.primaryReferences << ReferenceColumn{i, target, primaryTarget.value()->rowId,
                                               m.columns.at(i).primaryNullable};
    }
    return {};
}

} // namespace jgr::engine
