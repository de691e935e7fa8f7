#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStandardItemModel;
class QTableView;

namespace jgr::ui {

class SiteContext;

// A replicated table's rows, key first, with their owner by name and their
// replication id, filtered by owner and a search, a page at a time; selected rows can be handed to another site (by
// their owner, or on a primary), and the table can be suspended or resumed.
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
    // Rows whose text holds `text` or whose numbers equal it ("" shows all).
    void search(const QString &text);
    QString message() const;
    QStandardItemModel *rows() const { return m_rows; }

private:
    void showMessage(const QString &text, bool error);

    SiteContext *m_site;
    QComboBox *m_table;
    QSpinBox *m_owner;
    QLineEdit *m_search;
    QTableView *m_view;
    QStandardItemModel *m_rows;
    QSpinBox *m_newOwner;
    QLabel *m_message;
    QPushButton *m_previous;
    QPushButton *m_next;
    int m_uniqueIdColumn = 0;
    int m_offset = 0;    // the first row shown
    bool m_more = false; // rows after this page
};

} // namespace jgr::ui
