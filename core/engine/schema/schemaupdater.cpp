#include "schemaupdater.h"

#include "updateprocedures.h"

#include "common/logging.h"
#include "control/controlrepository.h"
#include "control/datadict.h"
#include "db/database.h"
#include "db/dialect.h"
#include "db/identifier.h"

#include <QCoreApplication>

namespace jgr::engine {

namespace {

constexpr int kProcedurePage = 1000;

Error updateFailed(const QString &message)
{
    return makeError(ExitCode::SchemaUpdateFailed, message);
}

const db::ColumnInfo *findColumn(const db::ColumnInfoList &columns, const QString &name)
{
    for (const db::ColumnInfo &c : columns)
        if (c.name.compare(name, Qt::CaseInsensitive) == 0)
            return &c;
    return nullptr;
}

} // namespace

Result<QString> SchemaUpdater::apply(const QString &table, const UpdateSpec &spec)
{
    if (!db::isValidIdentifier(table))
        return updateFailed(QCoreApplication::translate("Engine", "\"%1\" is not a valid table name.").arg(table));
    auto exists = m_db.tableExists(table);
    if (!exists)
        return exists.error();
    if (!exists.value())
        return QCoreApplication::translate("Engine", "table %1 is not in this database: nothing to change").arg(table);
    return spec.kind == UpdateSpec::Kind::Add ? addColumn(table, spec.column) : runProcedure(table, spec);
}

Result<QString> SchemaUpdater::addColumn(const QString &table, const db::ColumnDef &column)
{
    auto columns = m_db.inspectColumns(table);
    if (!columns)
        return columns.error();
    if (const db::ColumnInfo *existing = findColumn(columns.value(), column.name)) {
        if (db::compatibleFamilies(existing->type.family, column.type.family))
            return QCoreApplication::translate("Engine", "column %1.%2 is already there").arg(table, column.name);
        return updateFailed(
            QCoreApplication::translate("Engine", "Cannot add column %1.%2 as %3: the table already has it as %4.")
                .arg(table, column.name, db::familyName(column.type.family), existing->nativeType));
    }
    auto added = m_db.run(m_db.dialect().addColumn(table, column));
    if (!added)
        return updateFailed(QCoreApplication::translate("Engine", "Adding column %1.%2 failed: %3")
                                .arg(table, column.name, added.error().message));
    return QCoreApplication::translate("Engine", "added column %1.%2").arg(table, column.name);
}

Result<QString> SchemaUpdater::runProcedure(const QString &table, const UpdateSpec &spec)
{
    const UpdateProcedure *procedure = findUpdateProcedure(spec.procedure);
    if (!procedure)
        return updateFailed(QCoreApplication::translate(
                                "Engine", "Unknown procedure %1 (this program knows: %2); a newer JGReplicate may be "
                                          "needed at this site.")
                                .arg(spec.procedure, updateProcedureNames().join(QStringLiteral(", "))));
    auto columns = m_db.inspectColumns(table);
    if (!columns)
        return columns.error();
    QList<int> outputLengths;
    for (const QString &name : spec.inputs + spec.outputs) {
        const db::ColumnInfo *c = findColumn(columns.value(), name);
        if (!c)
            return updateFailed(
                QCoreApplication::translate("Engine", "%1 needs column %2.%3, which this database does not have.")
                    .arg(spec.procedure, table, name));
        if (spec.outputs.contains(name))
            outputLengths << (db::isTextFamily(c->type.family) ? c->type.length : 0);
    }
    // The row key: the table's row id role, or its single-column primary key.
    auto roles = control::DataDict(m_db).roles(table);
    if (!roles)
        return roles.error();
    QString key;
    if (roles.value())
        key = roles.value()->rowId;
    for (const db::ColumnInfo &c : columns.value())
        if (key.isEmpty() && c.primaryKey)
            key = c.name;
    if (key.isEmpty())
        return updateFailed(
            QCoreApplication::translate("Engine", "%1 cannot run on %2: the table has neither a row id role nor a "
                                                  "single-column primary key.")
                .arg(spec.procedure, table));
    // The procedure runs on every site's and the primary's own copy and
    // computes the same values everywhere, so the rows must not look changed:
    // changing a bookkeeping column tells the stamp trigger to leave
    // lastchangeddate alone. jg_unique_id is negated with the change and
    // negated back afterwards, in the same transaction.
    const bool replicated = findColumn(columns.value(), QStringLiteral("jg_unique_id")) != nullptr;

    const db::Dialect &d = m_db.dialect();
    QStringList selected{d.quote(key)};
    for (const QString &c : spec.inputs + spec.outputs)
        selected << d.quote(c);
    const QString firstPage = QStringLiteral("SELECT %1 FROM %2 ORDER BY %3 LIMIT %4")
                                  .arg(selected.join(QStringLiteral(", ")), d.quote(table), d.quote(key))
                                  .arg(kProcedurePage);
    const QString nextPage = QStringLiteral("SELECT %1 FROM %2 WHERE %3 > ? ORDER BY %3 LIMIT %4")
                                 .arg(selected.join(QStringLiteral(", ")), d.quote(table), d.quote(key))
                                 .arg(kProcedurePage);
    QStringList assignments;
    for (const QString &c : spec.outputs)
        assignments << d.quote(c) + QStringLiteral(" = ?");
    if (replicated)
        assignments << QStringLiteral("jg_unique_id = -jg_unique_id");
    const QString update = QStringLiteral("UPDATE %1 SET %2 WHERE %3 = ?")
                               .arg(d.quote(table), assignments.join(QStringLiteral(", ")), d.quote(key));

    qint64 changed = 0;
    QVariant after; // the key of the last row of the previous page
    for (;;) {
        QList<QVariantList> page;
        {
            auto q = after.isValid() ? m_db.exec(nextPage, {after}) : m_db.exec(firstPage);
            if (!q)
                return q.error();
            while (q.value().next()) {
                QVariantList values;
                for (int i = 0; i < selected.size(); ++i)
                    values << q.value().value(i);
                page << values;
            }
        }
        for (const QVariantList &row : page) {
            const QVariantList inputs = row.mid(1, spec.inputs.size());
            const QVariantList outputs = row.mid(1 + spec.inputs.size());
            auto computed = procedure->compute(inputs, outputs);
            if (!computed)
                continue;
            QVariantList binds;
            for (qsizetype i = 0; i < computed->size(); ++i) {
                QString value = computed->at(i).toString();
                if (outputLengths.at(i) > 0)
                    value.truncate(outputLengths.at(i)); // the input column still holds the whole value
                binds << value;
            }
            binds << row.first();
            JGR_TRY(m_db.runPrepared(update, binds));
            ++changed;
        }
        if (page.size() < kProcedurePage)
            break;
        after = page.last().first();
    }
    if (replicated && changed > 0)
        JGR_TRY(m_db.run(
            QStringLiteral("UPDATE %1 SET jg_unique_id = -jg_unique_id WHERE jg_unique_id < 0").arg(d.quote(table))));
    return QCoreApplication::translate("Engine", "ran %1 on %2: %3 rows changed")
        .arg(spec.describe(), table)
        .arg(changed);
}

Result<QString> SchemaUpdater::applyAndRecord(control::UpdateRecord update, control::MasterRecord &master)
{
    auto spec = parseUpdateSpec(update.updateSpec);
    if (!spec)
        return updateFailed(QCoreApplication::translate("Engine", "Schema update %1 cannot be applied: %2")
                                .arg(update.updateNumber)
                                .arg(spec.error().message));
    control::ControlRepository repo(m_db);
    JGR_TRY(m_db.begin());
    auto applied = apply(update.tableName, spec.value());
    if (!applied) {
        m_db.rollback();
        Error e = applied.error();
        e.code = ExitCode::SchemaUpdateFailed;
        e.message = QCoreApplication::translate("Engine", "Schema update %1 (%2 on %3) failed: %4")
                        .arg(update.updateNumber)
                        .arg(update.updateDescription, update.tableName, e.message);
        return e;
    }
    update.id = 0;
    update.done = QStringLiteral("Y");
    update.recordCreatedDate.clear();
    update.notes = applied.value();
    const auto rollbackOn = [this](const Status &s) -> Status {
        if (!s)
            m_db.rollback();
        return s;
    };
    JGR_TRY(rollbackOn(repo.insert(update)));
    const int previous = master.updateNumber;
    master.updateNumber = std::max(master.updateNumber, update.updateNumber);
    if (Status s = rollbackOn(repo.updateColumns(master, {QStringLiteral("update_number")})); !s) {
        master.updateNumber = previous;
        return s.error();
    }
    JGR_TRY(m_db.commit());
    qCInfo(lcEngine) << "schema update" << update.updateNumber << applied.value();
    return applied.value();
}

Result<QList<control::UpdateRecord>> SchemaUpdater::applyPending(const QList<control::UpdateRecord> &pending,
                                                                 control::MasterRecord &localMaster)
{
    QList<control::UpdateRecord> applied;
    for (const control::UpdateRecord &u : pending) {
        if (u.updateNumber <= localMaster.updateNumber)
            continue;
        auto done = applyAndRecord(u, localMaster);
        if (!done)
            return done.error();
        applied << u;
    }
    return applied;
}

Result<control::UpdateRecord> SchemaUpdater::addOnMaster(const QString &table, const QString &specText,
                                                         const QString &description)
{
    auto spec = parseUpdateSpec(specText);
    if (!spec)
        return spec.error();
    JGR_TRY(db::validateIdentifier(table, QStringLiteral("table")));
    auto exists = m_db.tableExists(table);
    if (!exists)
        return exists.error();
    if (!exists.value())
        return makeError(
            ExitCode::Usage,
            QCoreApplication::translate("Engine", "There is no table %1 in %2.").arg(table, m_db.description()));
    control::ControlRepository repo(m_db);
    auto master = repo.master();
    if (!master)
        return master.error();
    if (!master.value() || master.value()->primarySite != QLatin1String("M"))
        return makeError(
            ExitCode::Usage,
            QCoreApplication::translate("Engine", "Schema updates are added on the master primary; %1 is not one.")
                .arg(m_db.description()));
    auto highest = control::ControlRepository(m_db).highestUpdateNumber();
    if (!highest)
        return highest.error();
    control::UpdateRecord update;
    update.tableName = table;
    update.updateNumber = std::max(highest.value(), master.value()->updateNumber) + 1;
    update.updateDescription = description.left(200);
    update.updateSpec = specText.trimmed();
    update.siteNumber = master.value()->siteNumber;
    update.siteName = master.value()->siteName;
    control::MasterRecord m = *master.value();
    auto applied = applyAndRecord(update, m);
    if (!applied)
        return applied.error();
    update.done = QStringLiteral("Y");
    update.notes = applied.value();
    return update;
}

} // namespace jgr::engine
