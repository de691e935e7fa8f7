#include "recordtable.h"

#include "db/database.h"
#include "db/dialect.h"

#include <QCoreApplication>

namespace jgr::control {

namespace {
const RecordColumn *findColumn(RecordKind kind, const QString &name)
{
    for (const RecordColumn &c : recordColumns(kind))
        if (c.column == name)
            return &c;
    return nullptr;
}
} // namespace

Result<QList<GenericRecord>> RecordTable::select(const QString &condition, const QVariantList &binds,
                                                 const QString &order, int limit)
{
    const db::Dialect &d = m_db.dialect();
    const QList<RecordColumn> &columns = recordColumns(m_kind);
    QStringList selected{QStringLiteral("replicate_id"), d.stampAsText(QStringLiteral("lastchangeddate"))};
    for (const RecordColumn &c : columns)
        selected << (c.type == RecordColumn::Type::Stamp ? d.stampAsText(c.column) : c.column);
    auto q = m_db.exec(QStringLiteral("SELECT %1 FROM jgreplicate WHERE flag = ?%2 ORDER BY %3%4")
                           .arg(selected.join(QStringLiteral(", ")),
                                condition.isEmpty() ? QString() : QStringLiteral(" AND ") + condition, order,
                                limit > 0 ? QStringLiteral(" LIMIT %1").arg(limit) : QString()),
                       QVariantList{flagOf(m_kind)} + binds);
    if (!q)
        return q.error();
    QList<GenericRecord> out;
    while (q.value().next()) {
        GenericRecord r;
        r.id = q.value().value(0).toInt();
        r.lastChanged = q.value().value(1).toString();
        for (int i = 0; i < columns.size(); ++i) {
            const QVariant v = q.value().value(i + 2);
            const bool number =
                columns.at(i).type == RecordColumn::Type::Int || columns.at(i).type == RecordColumn::Type::SiteNumber;
            r.values.insert(columns.at(i).column, v.isNull() ? (number ? QVariant(0) : QVariant(QString()))
                                                             : (number ? QVariant(v.toInt()) : QVariant(v.toString())));
        }
        out << r;
    }
    return out;
}

Result<QList<GenericRecord>> RecordTable::newest(int limit)
{
    return select({}, {}, QStringLiteral("replicate_id DESC"), limit);
}

Result<qint64> RecordTable::count()
{
    auto n = m_db.scalar(QStringLiteral("SELECT COUNT(*) FROM jgreplicate WHERE flag = ?"), {flagOf(m_kind)});
    if (!n)
        return n.error();
    return n.value().toLongLong();
}

Result<GenericRecord> RecordTable::byId(int id)
{
    auto found = select(QStringLiteral("replicate_id = ?"), {id});
    if (!found)
        return found.error();
    if (found.value().isEmpty())
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "Record %1 no longer exists.").arg(id));
    return found.value().first();
}

Status RecordTable::save(GenericRecord &record, const QStringList &changedColumns)
{
    const db::Dialect &d = m_db.dialect();
    QStringList names;
    QStringList marks;
    QVariantList binds;
    for (const QString &name : changedColumns) {
        const RecordColumn *c = findColumn(m_kind, name);
        if (!c)
            return makeError(ExitCode::Usage, QCoreApplication::translate("Engine", "%1 records have no column %2.")
                                                  .arg(recordKindName(m_kind), name));
        const QVariant value = record.values.value(name);
        if (const QString why = c->validate(value); !why.isEmpty())
            return makeError(ExitCode::Usage, why);
        names << c->column;
        const bool stampColumn = c->type == RecordColumn::Type::Stamp;
        marks << (stampColumn ? d.stampParameter() : QStringLiteral("?"));
        const bool number = c->type == RecordColumn::Type::Int || c->type == RecordColumn::Type::SiteNumber;
        if (stampColumn && value.toString().isEmpty())
            binds << QVariant(QMetaType::fromType<QString>());
        else
            binds << (number ? QVariant(value.toInt()) : QVariant(value.toString()));
    }
    JGR_TRY(checkAgainstOthers(record, changedColumns));
    if (record.id == 0) {
        names << QStringLiteral("flag") << QStringLiteral("record_created_date");
        marks << QStringLiteral("?") << d.nowExpression();
        binds << flagOf(m_kind);
        auto id = m_db.insertReturningId(QStringLiteral("INSERT INTO jgreplicate (%1) VALUES (%2)")
                                             .arg(names.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))),
                                         binds, QStringLiteral("replicate_id"));
        if (!id)
            return id.error();
        record.id = int(id.value());
        return {};
    }
    if (names.isEmpty())
        return {};
    QStringList sets;
    for (qsizetype i = 0; i < names.size(); ++i)
        sets << names.at(i) + QStringLiteral(" = ") + marks.at(i);
    binds << record.id << flagOf(m_kind);
    auto q = m_db.exec(QStringLiteral("UPDATE jgreplicate SET %1 WHERE replicate_id = ? AND flag = ?")
                           .arg(sets.join(QStringLiteral(", "))),
                       binds);
    if (!q)
        return q.error();
    if (q.value().numRowsAffected() != 1)
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "Record %1 no longer exists.").arg(record.id));
    return {};
}

Status RecordTable::checkAgainstOthers(const GenericRecord &record, const QStringList &changedColumns)
{
    if (m_kind == RecordKind::Master && record.id == 0) {
        auto n = count();
        if (!n)
            return n.error();
        if (n.value() > 0)
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate("Engine", "This database has its M record already; a database "
                                                                   "has one. Edit that one instead."));
    }
    return checkSiteNumber(record, changedColumns);
}

Status RecordTable::checkSiteNumber(const GenericRecord &record, const QStringList &changedColumns)
{
    if (m_kind != RecordKind::Site || !changedColumns.contains(QStringLiteral("site_number")))
        return {};
    const int number = record.values.value(QStringLiteral("site_number")).toInt();
    auto same = m_db.exec(QStringLiteral("SELECT flag, site_name FROM jgreplicate WHERE site_number = ? AND "
                                         "replicate_id <> ? AND (flag = 'S' OR flag = 'M')"),
                          {number, record.id});
    if (!same)
        return same.error();
    if (!same.value().next())
        return {};
    const bool primary = same.value().value(0).toString() == QLatin1String("M");
    return makeError(ExitCode::Usage,
                     primary ? QCoreApplication::translate("Engine", "Site number %1 is this primary's own (\"%2\"): "
                                                                     "a site with it would take the primary's rows.")
                                   .arg(number)
                                   .arg(same.value().value(1).toString())
                             : QCoreApplication::translate("Engine", "Site number %1 is site \"%2\"'s already: two "
                                                                     "sites with one number take each other's rows.")
                                   .arg(number)
                                   .arg(same.value().value(1).toString()));
}

Status RecordTable::remove(int id)
{
    return m_db.run(QStringLiteral("DELETE FROM jgreplicate WHERE replicate_id = ? AND flag = ?"),
                    {id, flagOf(m_kind)});
}

} // namespace jgr::control
