#include "reportspage.h"
#include "catalogtext.h"
#include "messagelabel.h"

#include "sitecontext.h"

#include "healthchart.h"
#include "pdfwriter.h"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

namespace jgr::ui {

namespace {
const QString kChart = QStringLiteral("health-chart.png");
}

ReportsPage::ReportsPage(SiteContext *site, QWidget *parent)
    : QWidget(parent), m_site(site), m_name(new QComboBox(this)), m_preview(new QTextBrowser(this)),
      m_message(newMessageLabel(this))
{
    for (const QString &name : reports::reportNames())
        m_name->addItem(catalogText(reports::reportTitle(name)), name);
    m_preview->setAccessibleName(tr("Report"));
    auto *csv = new QPushButton(tr("Export &CSV…"), this);
    auto *pdf = new QPushButton(tr("Export &PDF…"), this);
    auto *printButton = new QPushButton(tr("P&rint…"), this);
    auto *bar = new QHBoxLayout;
    auto *label = new QLabel(tr("&Report:"), this);
    label->setBuddy(m_name);
    bar->addWidget(label);
    bar->addWidget(m_name, 1);
    bar->addWidget(csv);
    bar->addWidget(pdf);
    bar->addWidget(printButton);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_message);
    connect(m_name, &QComboBox::currentIndexChanged, this, [this] { showReport(m_name->currentData().toString()); });
    connect(csv, &QPushButton::clicked, this, [this] { chooseAndExport(false); });
    connect(pdf, &QPushButton::clicked, this, [this] { chooseAndExport(true); });
    connect(printButton, &QPushButton::clicked, this, &ReportsPage::print);
    connect(site, &SiteContext::changed, this, [this] { showReport(m_name->currentData().toString()); });
}

bool ReportsPage::showReport(const QString &name)
{
    db::Database *db = m_site->database();
    if (!db) {
        m_preview->setPlainText(m_site->lastError());
        return false;
    }
    auto built = reports::buildReport(*db, name, QDateTime::currentDateTimeUtc());
    if (!built) {
        m_preview->setPlainText(built.error().message);
        return false;
    }
    m_report = built.value();
    const int index = m_name->findData(name);
    if (index >= 0 && index != m_name->currentIndex()) {
        QSignalBlocker block(m_name);
        m_name->setCurrentIndex(index);
    }
    const bool chart = name == QLatin1String("health");
    if (chart)
        m_preview->document()->addResource(
            QTextDocument::ImageResource, QUrl(kChart),
            render::renderHealthChart(m_report.health, QSize(900, 640), devicePixelRatioF()));
    m_preview->setHtml(reports::toHtml(m_report, chart ? kChart : QString()));
    m_message->setText(tr("%n row(s).", nullptr, int(m_report.rows.size())));
    return true;
}

QString ReportsPage::previewText() const
{
    return m_preview->toPlainText();
}

bool ReportsPage::exportCsv(const QString &path)
{
    QFile file(path);
    const QByteArray bytes = reports::toCsv(m_report);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size()) {
        m_message->setText(tr("Cannot write %1: %2").arg(path, file.errorString()));
        return false;
    }
    m_message->setText(tr("Saved %1.").arg(path));
    return true;
}

bool ReportsPage::exportPdf(const QString &path)
{
    if (!render::writeReportPdf(m_report, path)) {
        m_message->setText(tr("Cannot write %1.").arg(path));
        return false;
    }
    m_message->setText(tr("Saved %1.").arg(path));
    return true;
}

void ReportsPage::chooseAndExport(bool pdf)
{
    const QString path =
        QFileDialog::getSaveFileName(this, pdf ? tr("Export PDF") : tr("Export CSV"),
                                     m_report.name + (pdf ? QStringLiteral(".pdf") : QStringLiteral(".csv")),
                                     pdf ? tr("PDF (*.pdf)") : tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    if (pdf)
        exportPdf(path);
    else
        exportCsv(path);
}

void ReportsPage::print()
{
    QPrinter printer;
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted)
        m_preview->document()->print(&printer);
}

} // namespace jgr::ui
