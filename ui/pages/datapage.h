#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QStandardItemModel;
class QTableView;

namespace jgr::ui {

class SiteContext;

// A replicated table's rows with their owner and jg_unique_id, filtered by
// owner; selected rows can be handed to another site (by their owner, or on
// a primary), and the table can be suspended or resumed.
class DataPage : public QWidget
{
    Q_OBJECT

public:
    explicit DataPage(SiteContext *site, QWidget *parent = nullptr);

    void reloadTables();
    void showRows();
    bool selectTable(const QString &table);
    bool selectRowByUniqueId(qint64 uniqueId);
    bool handOverSelected(int newOwner);
    bool setProcess(bool process);
    // The table's rows a page at a time.
    void nextPage();
    void previousPage();
    QString message() const;
    QStandardItemModel *rows() const { return m_rows; }

private:
    void showMessage(const QString &text, bool error);

    SiteContext *m_site;
    QComboBox *m_table;
    QSpinBox *m_owner;
    QTableView *m_view;
    QStandardItemModel *m_rows;
    QSpinBox *m_newOwner;
    QLabel *m_message;
    QPushButton *m_previous;
    QPushButton *m_next;
    int m_offset = 0;    // the first row shown
    bool m_more = false; // rows after this page
};

} // namespace jgr::ui
