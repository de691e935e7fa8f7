#include "sitenumberslots.h"

#include "db/database.h"

namespace jgr::control {

Result<bool> SiteNumberSlots::tryLock()
{
    auto locked = m_db.exec(QStringLiteral("UPDATE jgreplicate SET next_site_number_locked = 'Y', "
                                           "next_site_number_locked_at = %1 WHERE flag = 'M' AND "
                                           "(next_site_number_locked = 'N' OR next_site_number_locked IS NULL)")
                                .arg(m_db.dialect().nowExpression()));
    if (!locked)
        return locked.error();
    return locked.value().numRowsAffected() == 1;
}

Result<bool> SiteNumberSlots::breakLockTakenBefore(const QString &before)
{
    auto broken = m_db.exec(QStringLiteral("UPDATE jgreplicate SET next_site_number_locked = 'N' WHERE flag = 'M' "
                                           "AND next_site_number_locked = 'Y' AND next_site_number_locked_at < %1")
                                .arg(m_db.dialect().stampParameter()),
                            {before});
    if (!broken)
        return broken.error();
    return broken.value().numRowsAffected() > 0;
}

Result<QVariantList> SiteNumberSlots::lockState()
{
    auto holder = m_db.exec(QStringLiteral("SELECT next_site_number_locked, next_site_number_locked_at FROM "
                                           "jgreplicate WHERE flag = 'M'"));
    if (!holder)
        return holder.error();
    if (!holder.value().next())
        return QVariantList();
    return QVariantList{holder.value().value(0), holder.value().value(1)};
}

Status SiteNumberSlots::handOut(const MasterRecord &m)
{
    return m_db.run(QStringLiteral("UPDATE jgreplicate SET next_site_number_1 = ?, next_site_number_2 = ?, "
                                   "next_site_number_3 = ?, next_site_number_4 = ?, next_site_number_5 = ?, "
                                   "next_site_number_locked = 'N', next_site_number_locked_at = NULL WHERE flag = 'M'"),
                    {m.nextSiteNumber1, m.nextSiteNumber2, m.nextSiteNumber3, m.nextSiteNumber4, m.nextSiteNumber5});
}

Status SiteNumberSlots::unlock()
{
    return m_db.run(QStringLiteral("UPDATE jgreplicate SET next_site_number_locked = 'N', "
                                   "next_site_number_locked_at = NULL WHERE flag = 'M'"));
}

} // namespace jgr::control
