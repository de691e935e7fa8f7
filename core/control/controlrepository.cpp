#include "controlrepository.h"

#include "recordio.h"

#include "db/database.h"
#include "db/identifier.h"

#include <QCoreApplication>
#include <QUuid>

namespace jgr::control {

namespace {
template <class R> QVariant bindValue(const R &r, const Field<R> &f)
{
    if (f.type == Field<R>::Int)
        return r.*(f.intMember);
    const QString &s = r.*(f.textMember);
    // Empty stamps are NULL; empty texts stay empty strings.
    if (s.isNull() || (f.type == Field<R>::Stamp && s.isEmpty()))
        return QVariant(QMetaType::fromType<QString>());
    return s;
}
} // namespace

template <class R>
Result<QList<R>> ControlRepository::select(const QString &condition, const QVariantList &binds, const QString &orderBy,
                                           int limit)
{
    QString sql = QStringLiteral("SELECT ") + recordio::selectList<R>(m_db.dialect()) +
                  QStringLiteral(" FROM jgreplicate WHERE flag = ?");
    if (!condition.isEmpty())
        sql += QStringLiteral(" AND (") + condition + QLatin1Char(')');
    sql += QStringLiteral(" ORDER BY ") + orderBy;
    if (limit > 0)
        sql += QStringLiteral(" LIMIT ") + QString::number(limit);
    auto q = m_db.exec(sql, QVariantList{flagOf(RecordTraits<R>::kind)} + binds);
    if (!q)
        return q.error();
    QList<R> records;
    while (q.value().next())
        records << recordio::readRecord<R>(q.value());
    return records;
}

template <class R>
Result<std::optional<R>> ControlRepository::selectOne(const QString &condition, const QVariantList &binds)
{
    auto all = select<R>(condition, binds, QStringLiteral("replicate_id"), 1);
    if (!all)
        return all.error();
    if (all.value().isEmpty())
        return std::optional<R>();
    return std::optional<R>(all.value().first());
}

template <class R> Result<std::optional<R>> ControlRepository::byId(int id)
{
    return selectOne<R>(QStringLiteral("replicate_id = ?"), {id});
}

namespace {
// One record's columns, value markers and values for an INSERT.
template <class R>
void insertParts(const db::Dialect &d, const R &record, QStringList &columns, QStringList &marks, QVariantList &binds)
{
    columns = QStringList{QStringLiteral("flag")};
    marks = QStringList{QStringLiteral("?")};
    binds << flagOf(RecordTraits<R>::kind);
    for (const Field<R> &f : RecordTraits<R>::fields()) {
        const QString c = QString::fromLatin1(f.column);
        columns << c;
        if (c == QLatin1String("record_created_date") && record.recordCreatedDate.isEmpty()) {
            marks << d.nowExpression();
            continue;
        }
        marks << (f.type == Field<R>::Stamp ? d.stampParameter() : QStringLiteral("?"));
        binds << bindValue(record, f);
    }
}
} // namespace

template <class R> Status ControlRepository::insert(R &record)
{
    QStringList columns;
    QStringList marks;
    QVariantList binds;
    insertParts(m_db.dialect(), record, columns, marks, binds);
    auto id =
        m_db.insertReturningId(QStringLiteral("INSERT INTO jgreplicate (") + columns.join(QStringLiteral(", ")) +
                                   QStringLiteral(") VALUES (") + marks.join(QStringLiteral(", ")) + QLatin1Char(')'),
                               binds, QStringLiteral("replicate_id"));
    if (!id)
        return id.error();
    record.id = int(id.value());
    return {};
}

template <class R> Status ControlRepository::insertAll(const QList<R> &records)
{
    // A few hundred at a time: well inside every server's limit of values.
    constexpr qsizetype kPerStatement = 200;
    for (qsizetype at = 0; at < records.size(); at += kPerStatement) {
        QStringList columns;
        QStringList tuples;
        QVariantList binds;
        for (const R &r : records.mid(at, kPerStatement)) {
            QStringList marks;
            insertParts(m_db.dialect(), r, columns, marks, binds);
            tuples << QLatin1Char('(') + marks.join(QStringLiteral(", ")) + QLatin1Char(')');
        }
        JGR_TRY(m_db.run(QStringLiteral("INSERT INTO jgreplicate (") + columns.join(QStringLiteral(", ")) +
                             QStringLiteral(") VALUES ") + tuples.join(QStringLiteral(", ")),
                         binds));
    }
    return {};
}

template <class R> Status ControlRepository::update(const R &record)
{
    QStringList columns;
    for (const Field<R> &f : RecordTraits<R>::fields())
        if (f.writtenByUpdate)
            columns << QString::fromLatin1(f.column);
    return updateColumns(record, columns);
}

template <class R>
Status ControlRepository::updateColumns(const R &record, const QStringList &columns,
                                        const std::optional<QString> &notesAsRead)
{
    const db::Dialect &d = m_db.dialect();
    QStringList sets;
    QVariantList binds;
    for (const Field<R> &f : RecordTraits<R>::fields()) {
        const QString column = QString::fromLatin1(f.column);
        if (!columns.contains(column))
            continue;
        Q_ASSERT(f.writtenByUpdate);
        const QString value = f.type == Field<R>::Stamp ? d.stampParameter() : QStringLiteral("?");
        if (column == QLatin1String("notes") && notesAsRead) {
            sets << QStringLiteral("notes = CASE WHEN %1 THEN %2 ELSE notes END")
                        .arg(d.sameText(QStringLiteral("COALESCE(notes, '')"), QStringLiteral("?")), value);
            binds << (notesAsRead->isNull() ? QStringLiteral("") : *notesAsRead); // not NULL: NULL = x is never true
        } else {
            sets << column + QStringLiteral(" = ") + value;
        }
        binds << bindValue(record, f);
    }
    Q_ASSERT(sets.size() == columns.size());
    binds << record.id;
    return m_db.run(QStringLiteral("UPDATE jgreplicate SET ") + sets.join(QStringLiteral(", ")) +
                        QStringLiteral(" WHERE replicate_id = ?"),
                    binds);
}

Status ControlRepository::remove(int id)
{
    return m_db.run(QStringLiteral("DELETE FROM jgreplicate WHERE replicate_id = ?"), {id});
}

Result<std::optional<SiteRecord>> ControlRepository::site(int siteNumber)
{
    return selectOne<SiteRecord>(QStringLiteral("site_number = ?"), {siteNumber});
}

Result<std::optional<TableRecord>> ControlRepository::table(const QString &name)
{
    return selectOne<TableRecord>(QStringLiteral("table_name = ?"), {name});
}

Result<QList<TableRecord>> ControlRepository::tables()
{
    return select<TableRecord>({}, {}, QStringLiteral("table_order, replicate_id"));
}

Result<QHash<int, QString>> ControlRepository::siteNames()
{
    QHash<int, QString> names;
    auto sites = select<SiteRecord>();
    if (!sites)
        return sites.error();
    for (const SiteRecord &s : sites.value())
        names.insert(s.siteNumber, s.siteName);
    auto own = master();
    if (!own)
        return own.error();
    if (own.value())
        names.insert(own.value()->siteNumber, own.value()->siteName);
    return names;
}

Result<QString> ControlRepository::stampOf(int id)
{
    auto v = m_db.scalar(stampStatement(), {id});
    if (!v)
        return v.error();
    return v.value().toString();
}

#define JGR_INSTANTIATE(R)                                                                                             \
    template Result<QList<R>> ControlRepository::select<R>(const QString &, const QVariantList &, const QString &,     \
                                                           int);                                                       \
    template Result<std::optional<R>> ControlRepository::selectOne<R>(const QString &, const QVariantList &);          \
    template Result<std::optional<R>> ControlRepository::byId<R>(int);                                                 \
    template Status ControlRepository::insert<R>(R &);                                                                 \
    template Status ControlRepository::insertAll<R>(const QList<R> &);                                                 \
    template Status ControlRepository::update<R>(const R &);                                                           \
    template Status ControlRepository::updateColumns<R>(const R &, const QStringList &, const std::optional<QString> &);

JGR_INSTANTIATE(MasterRecord)
JGR_INSTANTIATE(SiteRecord)
JGR_INSTANTIATE(TableRecord)
JGR_INSTANTIATE(LogRecord)
JGR_INSTANTIATE(UpdateRecord)
JGR_INSTANTIATE(ErrorRecord)
JGR_INSTANTIATE(TestRecord)

Result<TableRecord> ControlRepository::replicatedTable(const QString &name)
{
    auto t = table(name);
    if (!t)
        return t.error();
    if (!t.value())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "Table %1 does not replicate: the %2 database has no T "
                                                               "record for it. status lists the tables that do.")
                             .arg(name, m_db.label()));
    return *t.value();
}

Result<MasterRecord> ControlRepository::primaryTakingSessions()
{
    auto m = master();
    if (!m)
        return whyNoMaster(m.error());
    return takingSessions(m.value());
}

Error ControlRepository::whyNoMaster(const Error &readError)
{
    // The catalog is asked only when the read fails: a session's round
    // trip saved, the same message for a database that is no primary.
    auto hasControl = m_db.tableExists(QStringLiteral("jgreplicate"));
    if (hasControl && !hasControl.value())
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate(
                             "Engine", "The primary (%1) has no jgreplicate table: it is not a JGReplicate primary.")
                             .arg(m_db.description()));
    return readError;
}

Result<MasterRecord> ControlRepository::takingSessions(const std::optional<MasterRecord> &m) const
{
    if (!m || !m->isPrimary())
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "The database in [primary] (%1) is not a primary (no M record "
                                                        "with primary_site M or S).")
                                              .arg(m_db.description()));
    if (m->process != QLatin1String("Y"))
        return makeError(ExitCode::Busy,
                         QCoreApplication::translate("Engine",
                                                     "The primary \"%1\" is busy or suspended (its M record's process "
                                                     "is %2); try again later.")
                             .arg(m->siteName, m->process));
    return *m;
}

Status ControlRepository::touch(int id)
{
    // Writing the record without naming lastchangeddate makes its trigger stamp it.
    return m_db.run(touchStatement(), {id});
}

Result<db::QueryResult> ControlRepository::touchReturning(int id, const QString &columns)
{
    return m_db.exec(touchStatement() + QStringLiteral(" RETURNING ") + columns, {id});
}

QString ControlRepository::touchReadingStampThen(int id, const QString &then) const
{
    const QString number = QString::number(id);
    return m_db.dialect().compoundStatement({touchStatement(number), stampStatement(number), then});
}

QString ControlRepository::touchStatement(const QString &id)
{
    return QStringLiteral("UPDATE jgreplicate SET site_number = site_number WHERE replicate_id = ") + id;
}

QString ControlRepository::stampStatement(const QString &id) const
{
    return QStringLiteral("SELECT ") + m_db.dialect().stampAsText(QStringLiteral("lastchangeddate")) +
           QStringLiteral(" FROM jgreplicate WHERE replicate_id = ") + id;
}

Status ControlRepository::setOwnProcess(bool active)
{
    return m_db.run(QStringLiteral("UPDATE jgreplicate SET process = ? WHERE flag = 'M'"),
                    {active ? QStringLiteral("Y") : QStringLiteral("N")});
}

Result<int> ControlRepository::sessionsRunningSince(const QString &since)
{
    auto running = m_db.scalar(QStringLiteral("SELECT COUNT(*) FROM jgreplicate WHERE flag = 'S' AND "
                                              "date_rep_started IS NOT NULL AND date_rep_ended IS NULL AND "
                                              "date_rep_started > %1")
                                   .arg(m_db.dialect().stampParameter()),
                               {since});
    if (!running)
        return running.error();
    return running.value().toInt();
}

Status ControlRepository::unlistTables()
{
    return m_db.run(QStringLiteral("UPDATE jgreplicate SET process = 'N' WHERE flag = 'T'"));
}

Status ControlRepository::clearTablesDone()
{
    return m_db.run(QStringLiteral("UPDATE jgreplicate SET done = 'N' WHERE flag = 'T'"));
}

Result<int> ControlRepository::highestUpdateNumber()
{
    auto highest = m_db.scalar(QStringLiteral("SELECT MAX(update_number) FROM jgreplicate WHERE flag = 'U'"));
    if (!highest)
        return highest.error();
    return highest.value().toInt();
}

Result<qint64> ControlRepository::newestRecordId()
{
    auto newest = m_db.scalar(QStringLiteral("SELECT MAX(replicate_id) FROM jgreplicate"));
    if (!newest)
        return newest.error();
    return newest.value().toLongLong();
}

Status ControlRepository::setSiteAttributes(int siteNumber, const QString &attributes)
{
    return m_db.run(QStringLiteral("UPDATE jgreplicate SET site_attributes = ? WHERE flag = 'S' AND site_number = ?"),
                    {attributes, siteNumber});
}

Result<bool> ControlRepository::claimSiteFlag(int siteRecordId, const QString &column)
{
    JGR_TRY(db::validateIdentifier(column, QStringLiteral("column")));
    auto q = m_db.exec(QStringLiteral("UPDATE jgreplicate SET %1 = 'Y' WHERE replicate_id = ? AND flag = 'S' "
                                      "AND (%1 IS NULL OR %1 <> 'Y')")
                           .arg(column),
                       {siteRecordId});
    if (!q)
        return q.error();
    return q.value().numRowsAffected() == 1;
}

QString ControlRepository::newIdentity()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QString ControlRepository::ownSiteNumberSql()
{
    return QStringLiteral("COALESCE((SELECT site_number FROM jgreplicate WHERE flag = 'M' LIMIT 1), 0)");
}

} // namespace jgr::control
