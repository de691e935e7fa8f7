#pragma once

#include "control/sitestatus.h"

#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace jgr::ui {

// The network monitor on a primary's Overview: every site in one grid —
// state, number, name, kind, last success (local time and how long ago),
// failures in a row, open errors, rows held back, the last session's
// length — worst first, sortable by any column, filtered by any text.
// Opening a row (double click, Enter) asks for that site's details.
class SiteMonitor : public QWidget
{
    Q_OBJECT

public:
    explicit SiteMonitor(QWidget *parent = nullptr);
    // The sites as readSiteStatus read them at `nowUtc`; the sort, the
    // filter and the selected site stay as they were.
    void setSites(const QList<control::SiteStatus::Site> &sites, const QDateTime &nowUtc);
    void setFilter(const QString &text);

    // What the grid shows, in its current order (tests).
    int rowCount() const;
    int siteNumberAt(int row) const;
    QString textAt(int row, int column) const;
    void openRow(int row);

    enum Column
    {
        StateColumn,
        NumberColumn,
        NameColumn,
        KindColumn,
        LastSuccessColumn,
        FailuresColumn,
        OpenErrorsColumn,
        HeldBackColumn,
        DurationColumn,
        ColumnCount
    };

signals:
    void siteOpened(int siteNumber);

private:
    int selectedSite() const;

    QLineEdit *m_filter;
    QStandardItemModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
};

} // namespace jgr::ui
