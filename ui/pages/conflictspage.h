#pragma once

#include "control/conflictlog.h"

#include <QWidget>

class QComboBox;
class QDateEdit;
class QLabel;
class QSpinBox;
class QStandardItemModel;
class QTableView;

namespace jgr::ui {

class SiteContext;

// The conflict inbox: values replication refused or overwrote on rows this
// site owns (on a primary: all), filterable by table, site and date. "Take
// their value" writes the refused value as the owner; "Dismiss" records the
// decision. Both travel to the primary with the next session.
class ConflictsPage : public QWidget
{
    Q_OBJECT

public:
    explicit ConflictsPage(SiteContext *site, QWidget *parent = nullptr);

    void reload();
    int rowCount() const;
    bool selectConflict(qint64 id);
    bool takeSelected();
    bool dismissSelected();
    QString message() const;

private:
    qint64 selectedId() const;
    void showMessage(const QString &text, bool error);

    SiteContext *m_site;
    QComboBox *m_table;
    QSpinBox *m_refusedSite;
    QDateEdit *m_since;
    QTableView *m_view;
    QStandardItemModel *m_model;
    QLabel *m_message;
    QList<control::Conflict> m_shown;
};

} // namespace jgr::ui
