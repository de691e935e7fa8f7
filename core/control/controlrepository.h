#pragma once

#include "recordfields.h"
#include "records.h"

#include "common/result.h"

#include <QList>
#include <QVariantList>

#include <optional>

namespace jgr::db {
class Database;
}

namespace jgr::control {

// Typed access to the jgreplicate records of one database. SQL for the
// control table lives here; callers speak in records.
class ControlRepository
{
public:
    explicit ControlRepository(db::Database &db) : m_db(db) {}

    db::Database &database() { return m_db; }

    // The records of a kind matching an optional condition on jgreplicate
    // columns ("site_number = ?"), ordered by `orderBy` (default: id), all
    // of them or the first `limit`.
    template <class R>
    Result<QList<R>> select(const QString &condition = {}, const QVariantList &binds = {},
                            const QString &orderBy = QStringLiteral("replicate_id"), int limit = 0);
    template <class R>
    Result<std::optional<R>> selectOne(const QString &condition = {}, const QVariantList &binds = {});
    template <class R> Result<std::optional<R>> byId(int id);

    // Inserts the record, stamps record_created_date (when empty) and sets its id.
    template <class R> Status insert(R &record);
    // Writes every column of the record (by id) except the site-number slots
    // and their lock (see Field::writtenByUpdate); the trigger restamps it.
    template <class R> Status update(const R &record);
    Status remove(int id);

    // Convenience lookups used everywhere.
    Result<std::optional<MasterRecord>> master() { return selectOne<MasterRecord>(); }
    Result<std::optional<SiteRecord>> site(int siteNumber);
    Result<std::optional<TableRecord>> table(const QString &name);
    Result<QList<TableRecord>> tables();
    Result<QString> stampOf(int id);

private:
    db::Database &m_db;
};

} // namespace jgr::control
