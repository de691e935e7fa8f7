#pragma once

#include "common/result.h"

#include <QDate>
#include <QDateTime>
#include <QSize>
#include <QStringList>
#include <QVariantList>

namespace jgr::db {
class Database;
}

namespace jgr::reports {

// A standard report (docs/ARCHITECTURE.md, reports): a title, a table of rows,
// and for the health report the points its chart is drawn from. Built from
// the jgreplicate records of one database (a site's own, or a primary's with
// all its sites); turned into HTML and CSV here, into PDF and charts by
// ui/render.
struct HealthPoint
{
    QDate day;
    int site = 0;
    int sessions = 0;
    qint64 rows = 0;
};

struct Report
{
    QString name;
    QString title;
    QString subtitle;
    QStringList columns;
    QList<QVariantList> rows;
    QList<HealthPoint> health; // the health report only
};

QStringList reportNames(); // master, sites, tables, updates, errors, logs, health
QString reportTitle(const QString &name);

Result<Report> buildReport(db::Database &db, const QString &name, const QDateTime &nowUtc);

// chartSource: an image the HTML shows above the table (health), e.g. a
// resource name the preview knows or a data: URL, at chartSize; empty for none.
QString toHtml(const Report &report, const QString &chartSource = {}, const QSize &chartSize = QSize(900, 640));
// RFC 4180 CSV; a text cell a spreadsheet would run as a formula starts
// with an apostrophe.
QByteArray toCsv(const Report &report);

} // namespace jgr::reports
