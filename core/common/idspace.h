#pragma once

#include "result.h"

#include <QtGlobal>

#include <limits>
#include <optional>

// The replication id space (docs/SCHEMA.md, Replicated tables): a row's
// jg_unique_id is site × 10^10 + row id × 10 (+ a digit 1-9 for a restored
// site's new rows), so each site owns the ids from site × 10^10 to
// site × 10^10 + 9,999,999,999. A row id outside 0…999,999,999 would land in
// another site's range, and a site number above kMaxSiteNumber would overflow
// 64 bits: both are refused, and every id is computed here, checked.
namespace jgr::idspace {

constexpr qint64 kSiteFactor = 10'000'000'000LL;
constexpr qint64 kRowIdFactor = 10;
constexpr qint64 kMaxRowId = 999'999'999LL;
// The largest site whose highest id (its base + the largest row id × 10 + 9)
// still fits a signed 64-bit integer.
constexpr int kMaxSiteNumber = int((std::numeric_limits<qint64>::max() - (kMaxRowId * kRowIdFactor + 9)) / kSiteFactor);
static_assert(kMaxSiteNumber == 922'337'202);
// A standby (a site that only downloads) has this number and stamps nothing.
constexpr int kStandbySite = -99;

constexpr bool isValidRowId(qint64 rowId)
{
    return rowId >= 0 && rowId <= kMaxRowId;
}
// A number a primary may hand out or a site may hold (the standby's included).
constexpr bool isValidSiteNumber(qint64 site)
{
    return (site >= 1 && site <= kMaxSiteNumber) || site == kStandbySite;
}

// site × 10^10: the first id of the site's range; nothing for an invalid site.
constexpr std::optional<qint64> siteBase(qint64 site)
{
    if (!isValidSiteNumber(site))
        return std::nullopt;
    return site * kSiteFactor;
}

// jg_unique_id of the row `rowId` created at `site`; nothing when either is out of range.
constexpr std::optional<qint64> uniqueIdFor(qint64 site, qint64 rowId)
{
    const auto base = siteBase(site);
    if (!base || !isValidRowId(rowId))
        return std::nullopt;
    return *base + rowId * kRowIdFactor;
}

// The site whose range holds `uniqueId` (0 for 0).
constexpr qint64 siteOf(qint64 uniqueId)
{
    return uniqueId / kSiteFactor;
}

// "1 to 922,337,202": the site numbers allowed, for messages.
QString siteNumberRangeText();
// A clear refusal of site number `site` for `what` ("--site-number", "the next site number").
Error siteNumberRefused(qint64 site, const QString &what);

} // namespace jgr::idspace
