#include "sessionstartread.h"

#include "recordio.h"

#include "db/database.h"

#include <QHash>

namespace jgr::control {

namespace {
// The columns of several kinds of record in one select list: each column
// once, and where each kind's fields are in it.
class CombinedColumns
{
public:
    explicit CombinedColumns(const db::Dialect &d) : m_dialect(d) {}

    template <class R> void add()
    {
        QList<int> &at = m_fieldColumns[static_cast<char>(RecordTraits<R>::kind)];
        for (const Field<R> &f : RecordTraits<R>::fields()) {
            const QString column = QString::fromLatin1(f.column);
            auto known = m_index.constFind(column);
            if (known == m_index.cend()) {
                known = m_index.insert(column, int(kFirstField + m_expressions.size()));
                m_expressions << recordio::columnExpression(m_dialect, f);
            }
            // A column is read one way for every kind (a stamp as text).
            Q_ASSERT(m_expressions.at(*known - kFirstField) == recordio::columnExpression(m_dialect, f));
            at << *known;
        }
    }
    QString selectList() const
    {
        return QStringLiteral("flag, %1, replicate_id, %2, %3")
            .arg(m_dialect.stampAsText(m_dialect.nowExpression()),
                 m_dialect.stampAsText(QStringLiteral("lastchangeddate")), m_expressions.join(QStringLiteral(", ")));
    }
    template <class R> R read(const db::QueryResult &q) const
    {
        return recordio::readRecord<R>(q, kIdColumn, m_fieldColumns.value(static_cast<char>(RecordTraits<R>::kind)));
    }

    static constexpr int kFlagColumn = 0;
    static constexpr int kClockColumn = 1;
    static constexpr int kIdColumn = 2; // lastchangeddate follows it

private:
    static constexpr int kFirstField = 4;
    const db::Dialect &m_dialect;
    QStringList m_expressions;
    QHash<QString, int> m_index;
    QHash<char, QList<int>> m_fieldColumns;
};
} // namespace

std::optional<SiteRecord> SessionStartRecords::site(int siteNumber) const
{
    for (const SiteRecord &s : sites)
        if (s.siteNumber == siteNumber)
            return s;
    return std::nullopt;
}

Result<SessionStartRecords> readSessionStart(db::Database &primary, int updatesAbove)
{
    CombinedColumns columns(primary.dialect());
    columns.add<MasterRecord>();
    columns.add<SiteRecord>();
    columns.add<UpdateRecord>();
    columns.add<TableRecord>();
    // Each kind in the order its own select would give (see ControlRepository).
    auto q = primary.exec(
        QStringLiteral("SELECT %1 FROM jgreplicate WHERE flag IN (?, ?) OR (flag = ? AND update_number > ?) OR "
                       "(flag = ? AND process = 'Y') ORDER BY flag, CASE WHEN flag = ? THEN update_number WHEN "
                       "flag = ? THEN table_order ELSE 0 END, replicate_id")
            .arg(columns.selectList()),
        {flagOf(RecordKind::Master), flagOf(RecordKind::Site), flagOf(RecordKind::Update), updatesAbove,
         flagOf(RecordKind::Table), flagOf(RecordKind::Update), flagOf(RecordKind::Table)});
    if (!q)
        return q.error();
    SessionStartRecords start;
    while (q.value().next()) {
        if (start.clock.isEmpty())
            start.clock = q.value().value(CombinedColumns::kClockColumn).toString();
        const QString flag = q.value().value(CombinedColumns::kFlagColumn).toString();
        if (flag == flagOf(RecordKind::Master)) {
            if (!start.master)
                start.master = columns.read<MasterRecord>(q.value());
        } else if (flag == flagOf(RecordKind::Site)) {
            start.sites << columns.read<SiteRecord>(q.value());
        } else if (flag == flagOf(RecordKind::Update)) {
            start.updates << columns.read<UpdateRecord>(q.value());
        } else if (flag == flagOf(RecordKind::Table)) {
            start.tables << columns.read<TableRecord>(q.value());
        }
    }
    return start;
}

} // namespace jgr::control
