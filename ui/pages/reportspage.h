#pragma once

#include "reports/report.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTextBrowser;

namespace jgr::ui {

class SiteContext;

// The standard reports of the current scope's database: an HTML preview
// (the health report with its chart), export to CSV and PDF, and Print.
class ReportsPage : public QWidget
{
    Q_OBJECT

public:
    explicit ReportsPage(SiteContext *site, QWidget *parent = nullptr);

    bool showReport(const QString &name);
    bool exportCsv(const QString &path);
    bool exportPdf(const QString &path);
    QString previewText() const;

private:
    void print();
    void chooseAndExport(bool pdf);

    SiteContext *m_site;
    QComboBox *m_name;
    QTextBrowser *m_preview;
    QLabel *m_message;
    reports::Report m_report;
};

} // namespace jgr::ui
