#include "comparer.h"

#include "engine/merge/valuecodec.h"
#include "engine/subset/sitesubsets.h"
#include "engine/table/pagesize.h"
#include "engine/table/tablemapping.h"
#include "engine/table/tablestore.h"

#include "control/controlrepository.h"
#include "db/database.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace jgr::engine {

namespace {
constexpr int kPage = 2000;

QString kindName(RowDifference::Kind k)
{
    switch (k) {
    case RowDifference::OnlyHere:
        return QStringLiteral("only_here");
    case RowDifference::OnlyThere:
        return QStringLiteral("only_there");
    case RowDifference::Differs:
        return QStringLiteral("differs");
    }
    return {};
}

// Reads one side's rows in jg_unique_id order, a page at a time.
class RowStream
{
public:
    RowStream(TableStore store, ReferenceTranslator refs) : m_store(std::move(store)), m_refs(std::move(refs)) {}

    Status fill()
    {
        if (m_index < m_page.size() || m_exhausted)
            return {};
        auto page = m_store.pageByUniqueId(m_after, m_limit);
        if (!page)
            return page.error();
        m_page = page.value();
        JGR_TRY(m_refs.toUniqueIds(m_page));
        m_index = 0;
        m_exhausted = m_page.size() < m_limit;
        m_limit = nextPageRows(m_page, kPage);
        if (!m_page.isEmpty())
            m_after = m_page.last().uniqueId;
        return {};
    }
    const Row *current() const { return m_index < m_page.size() ? &m_page.at(m_index) : nullptr; }
    void advance() { ++m_index; }

private:
    TableStore m_store;
    ReferenceTranslator m_refs;
    RowList m_page;
    qsizetype m_index = 0;
    qint64 m_after = 0;
    int m_limit = kFirstPageRows;
    bool m_exhausted = false;
};
} // namespace

Result<CompareReport> compareWithPrimary(db::Database &local, db::Database &primary, QStringList tables)
{
    // A table asked for by name must be one that replicates.
    for (const QString &table : tables)
        if (auto listed = control::ControlRepository(primary).replicatedTable(table); !listed)
            return listed.error();
    if (tables.isEmpty()) {
        auto records = control::ControlRepository(local).tables();
        if (!records)
            return records.error();
        for (const auto &t : records.value())
            tables << t.tableName;
    }
    // A site that holds a part of a table is compared with that part.
    auto subsets = siteSubsets(local, primary);
    if (!subsets)
        return subsets.error();
    CompareReport report;
    report.tables = tables;
    const auto add = [&](RowDifference d) {
        ++report.differenceCount;
        if (report.differences.size() < CompareReport::kMaxListed)
            report.differences << std::move(d);
    };
    for (const QString &table : tables) {
        auto mapping = mapTable(local, primary, table, true);
        if (!mapping)
            return mapping.error();
        const QList<ColumnRule> rules = mapping.value().rules();
        const auto subset = subsets.value().constFind(table);
        const QSet<qint64> *members = subset == subsets.value().constEnd() ? nullptr : &subset.value();
        // Rows never replicated (jg_unique_id 0) exist on one side only (on
        // the primary, they are no site's part yet).
        for (auto [db, kind] :
             {std::pair{&local, RowDifference::OnlyHere}, std::pair{&primary, RowDifference::OnlyThere}}) {
            if (db == &primary && members)
                continue;
            const auto &roles = db == &local ? mapping.value().localRoles : mapping.value().primaryRoles;
            auto unstamped = db->scalar(
                QStringLiteral("SELECT COUNT(*) FROM %1 WHERE jg_unique_id = 0").arg(db->quote(roles.table)));
            if (!unstamped)
                return unstamped.error();
            for (qint64 i = 0; i < unstamped.value().toLongLong(); ++i)
                add({kind, table, 0, {}});
        }
        RowStream here(mapping.value().localStore(local), ReferenceTranslator(local, mapping.value().localReferences));
        RowStream there(mapping.value().primaryStore(primary),
                        ReferenceTranslator(primary, mapping.value().primaryReferences));
        for (;;) {
            JGR_TRY(here.fill());
            JGR_TRY(there.fill());
            const Row *a = here.current();
            const Row *b = there.current();
            if (!a && !b)
                break;
            if (b && members && !members->contains(b->uniqueId) && (!a || b->uniqueId < a->uniqueId)) {
                there.advance(); // not this site's
                continue;
            }
            ++report.rowsCompared;
            if (a && (!b || a->uniqueId < b->uniqueId)) {
                add({RowDifference::OnlyHere, table, a->uniqueId, {}});
                here.advance();
                continue;
            }
            if (!a || b->uniqueId < a->uniqueId) {
                add({RowDifference::OnlyThere, table, b->uniqueId, {}});
                there.advance();
                continue;
            }
            QStringList differing;
            if (a->owner != b->owner)
                differing << QStringLiteral("jg_owner");
            for (qsizetype i = 0; i < rules.size(); ++i)
                if (!valuecodec::equal(a->values.at(i), b->values.at(i), rules.at(i).family, rules.at(i).storedAlike))
                    differing << mapping.value().columns.at(i).primaryName;
            if (!differing.isEmpty())
                add({RowDifference::Differs, table, a->uniqueId, differing});
            here.advance();
            there.advance();
        }
    }
    return report;
}

QJsonObject CompareReport::toJson() const
{
    QJsonArray list;
    for (const RowDifference &d : differences)
        list.append(QJsonObject{{QStringLiteral("table"), d.table},
                                {QStringLiteral("jg_unique_id"), d.uniqueId},
                                {QStringLiteral("kind"), kindName(d.kind)},
                                {QStringLiteral("columns"), QJsonArray::fromStringList(d.columns)}});
    return QJsonObject{{QStringLiteral("identical"), identical()},
                       {QStringLiteral("differences"), differenceCount},
                       {QStringLiteral("rows_compared"), rowsCompared},
                       {QStringLiteral("tables"), QJsonArray::fromStringList(tables)},
                       {QStringLiteral("listed"), list}};
}

QString CompareReport::toText() const
{
    QString out = identical() ? QCoreApplication::translate("Engine", "Identical: %1 rows in %2 tables.\n")
                                    .arg(rowsCompared)
                                    .arg(tables.size())
                              : QCoreApplication::translate("Engine", "%1 differences in %2 rows compared:\n")
                                    .arg(differenceCount)
                                    .arg(rowsCompared);
    for (const RowDifference &d : differences) {
        out += QStringLiteral("  %1 %2 %3").arg(d.table, kindName(d.kind)).arg(d.uniqueId);
        if (!d.columns.isEmpty())
            out += QStringLiteral(" (%1)").arg(d.columns.join(QStringLiteral(", ")));
        out += QLatin1Char('\n');
    }
    return out;
}

} // namespace jgr::engine
