#include "mainwindow.h"

#include "abouttext.h"
#include "catalogtext.h"
#include "common/durationtext.h"
#include "elidedlabel.h"
#include "messagebox.h"
#include "pages/conflictspage.h"
#include "pages/datapage.h"
#include "pages/overviewpage.h"
#include "pages/reportspage.h"
#include "records/recordpage.h"
#include "replicate/replicatepanel.h"
#include "resources.h"
#include "settings/settingsdialog.h"
#include "sitecontext.h"
#include "siteoperations.h"
#include "wizard/newsitewizard.h"

#include "config/siteconfig.h"
#include "control/recordcatalog.h"
#include "control/sitestatus.h"

#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

namespace jgr::ui {

namespace {
const QString kLastConfigKey = QStringLiteral("gui/last_config");
}

MainWindow::MainWindow(QString configPath, QWidget *parent)
    : QMainWindow(parent), m_site(new SiteContext(this)), m_navigation(new QListWidget(this)),
      m_pages(new QStackedWidget(this)), m_scope(new QComboBox(this)), m_statusSite(new ElidedLabel(this)),
      m_statusConnection(new ElidedLabel(this)), m_overview(new OverviewPage(m_site, this)),
      m_replicate(new ReplicatePanel(this)), m_data(new DataPage(m_site, this)),
      m_operations(new SiteOperations(m_site, this))
{
    initResources();
    setWindowTitle(tr("JGReplicate"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/jgreplicate.svg")));
    addPage(QStringLiteral("overview"), tr("Overview"), QIcon(QStringLiteral(":/icons/overview.svg")), m_overview);
    addPage(QStringLiteral("replicate"), tr("Replicate now"), QIcon(QStringLiteral(":/icons/replicate.svg")),
            m_replicate);
    for (control::RecordKind kind : control::editableKinds()) {
        auto *page = new RecordPage(kind, m_site, this);
        m_records.insert(static_cast<char>(kind), page);
        if (kind == control::RecordKind::Table)
            connect(page->addButton(tr("S&ubset…")), &QPushButton::clicked, this, [this, page] {
                m_operations->editSubset(page->editedValue(QStringLiteral("table_name")).toString());
            });
        addPage(control::recordKindName(kind), catalogText(control::recordKindName(kind)),
                QIcon(QStringLiteral(":/icons/records.svg")), page);
    }
    addPage(QStringLiteral("data"), tr("Data"), QIcon(QStringLiteral(":/icons/data.svg")), m_data);
    m_conflicts = new ConflictsPage(m_site, this);
    addPage(QStringLiteral("conflicts"), tr("Conflicts"), QIcon(QStringLiteral(":/icons/records.svg")), m_conflicts);
    m_reports = new ReportsPage(m_site, this);
    addPage(QStringLiteral("reports"), tr("Reports"), QIcon(QStringLiteral(":/icons/overview.svg")), m_reports);

    m_navigation->setAccessibleName(tr("Pages"));
    m_navigation->setIconSize(QSize(24, 24));
    // As wide as the longest page name at the user's font size (large text
    // included), with room for a scroll bar when the pages do not fit.
    m_navigation->setFixedWidth(std::max(180, m_navigation->sizeHintForColumn(0) + 2 * m_navigation->frameWidth() +
                                                  m_navigation->style()->pixelMetric(QStyle::PM_ScrollBarExtent)));
    m_navigation->setCurrentRow(0);
    auto *central = new QWidget(this);
    auto *layout = new QHBoxLayout(central);
    layout->addWidget(m_navigation);
    // On a small screen (or a large scale factor) a page scrolls rather
    // than push the window past the screen's edge.
    auto *pages = new QScrollArea(central);
    pages->setWidget(m_pages);
    pages->setWidgetResizable(true);
    pages->setFrameShape(QFrame::NoFrame);
    pages->setFocusPolicy(Qt::NoFocus); // Tab goes to the page's own controls
    layout->addWidget(pages, 1);
    setCentralWidget(central);

    m_scope->addItem(tr("This site"), int(SiteContext::Scope::Local));
    m_scope->addItem(tr("Primary"), int(SiteContext::Scope::Primary));
    m_scope->setToolTip(tr("Whose records the record views show and edit"));
    // Long paths and errors are shortened with "…" (the tooltip has them
    // whole) instead of widening the window past the screen.
    m_statusConnection->setMaximumWidth(450);
    statusBar()->addWidget(m_statusSite, 1);
    statusBar()->addPermanentWidget(m_statusConnection);
    createActions();
    // "last replicated N minutes ago" stays true while the window is open.
    auto *minute = new QTimer(this);
    connect(minute, &QTimer::timeout, this, &MainWindow::updateStatus);
    minute->start(60 * 1000);
    connect(m_replicate, &ReplicatePanel::sessionFinished, this, &MainWindow::updateStatus);

    connect(m_navigation, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);
    connect(m_scope, &QComboBox::currentIndexChanged, this, [this] {
        m_site->setScope(SiteContext::Scope(m_scope->currentData().toInt()));
        updateStatus();
    });
    connect(m_replicate, &ReplicatePanel::sessionFinished, this, [this](const engine::SessionResult &result) {
        refresh();
        if (result.ok())
            m_site->learnSiteNamesFromPrimary();
    });
    openConfiguration(configPath);
    fitTheScreen();
}

void MainWindow::fitTheScreen()
{
    // Within the screen's available area at any scale factor (a laptop at
    // 200 % has about 960 × 520 to offer), with room for the frame, and no
    // smaller than the window's own minimum.
    const QRect room = screen()->availableGeometry();
    resize(QSize(1100, 700).boundedTo(room.size() * 0.9).expandedTo(minimumSizeHint()));
    move(std::max(room.left(), room.center().x() - width() / 2),
         std::max(room.top(), room.center().y() - height() / 2));
}

void MainWindow::addPage(const QString &name, const QString &title, const QIcon &icon, QWidget *page)
{
    new QListWidgetItem(icon, title, m_navigation);
    m_pages->addWidget(page);
    m_pageNames << name;
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open site configuration…"), QKeySequence::Open, this, &MainWindow::chooseConfiguration);
    file->addAction(tr("&New site…"), QKeySequence::New, this, &MainWindow::newSite);
    file->addAction(tr("&Settings…"), QKeySequence::Preferences, this, &MainWindow::openSettings);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::quit);
    QMenu *site = menuBar()->addMenu(tr("&Site"));
    QAction *replicate = m_replicateAction =
        site->addAction(QIcon(QStringLiteral(":/icons/replicate.svg")), tr("&Replicate now"), this, [this] {
            showPage(QStringLiteral("replicate"));
            m_replicate->start();
        });
    replicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    QAction *refreshAction = site->addAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Re&fresh"),
                                             QKeySequence::Refresh, this, &MainWindow::refresh);
    refreshAction->setToolTip(tr("Read the site's records and data again (replicates nothing)"));
    site->addSeparator();
    // A site's own operations, off on a master primary (openConfiguration).
    m_siteOnlyActions = {
        site->addAction(tr("&Take a table again…"), m_operations, &SiteOperations::resync),
        site->addAction(tr("&Move to the primary in the configuration…"), m_operations, &SiteOperations::moveToPrimary),
        site->addAction(tr("&Promote to master primary…"), m_operations, &SiteOperations::promote)};
    site->addAction(tr("&Subset of a table…"), m_operations, [this] { m_operations->editSubset(); });
    site->addAction(tr("Site &attribute…"), m_operations, &SiteOperations::editSiteAttribute);
    site->setToolTipsVisible(true); // a disabled action says why
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About JGReplicate"), this,
                    [this] { QMessageBox::about(this, tr("About JGReplicate"), aboutText()); });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    connect(m_operations, &SiteOperations::changed, this, &MainWindow::refresh);

    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->addAction(replicate);
    bar->addAction(refreshAction);
    // Labelled: the circular arrows alone read as Refresh.
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addSeparator();
    bar->addWidget(new QLabel(tr(" Records of: "), this));
    bar->addWidget(m_scope);
    // Reached with Tab like every other control (a toolbar's buttons are
    // otherwise for the mouse only).
    for (QToolButton *button : bar->findChildren<QToolButton *>())
        if (button->defaultAction())
            button->setFocusPolicy(Qt::TabFocus);
}

QString MainWindow::lastUsedConfiguration()
{
    const QString last = QSettings().value(kLastConfigKey).toString();
    return last.isEmpty() ? config::SiteConfig::defaultPath() : last;
}

void MainWindow::openConfiguration(const QString &path)
{
    m_site->load(path);
    if (m_site->loaded())
        QSettings().setValue(kLastConfigKey, path);
    m_replicate->setConfigPath(path);
    m_replicate->setReplicates(m_site->hasPrimary(),
                               m_site->loaded() ? QString() : tr("No site configuration: %1").arg(m_site->lastError()));
    m_replicateAction->setEnabled(m_site->hasPrimary());
    for (QAction *action : std::as_const(m_siteOnlyActions)) {
        action->setEnabled(m_site->hasPrimary());
        action->setToolTip(m_site->hasPrimary()
                               ? QString()
                               : tr("For a site: this database has no primary in its configuration (it is the "
                                    "master primary, or not a site yet)."));
    }
    m_scope->setEnabled(m_site->hasPrimary());
    if (!m_site->hasPrimary())
        m_scope->setCurrentIndex(0);
    updateStatus();
}

void MainWindow::refresh()
{
    m_site->load(m_site->configPath());
    updateStatus();
}

void MainWindow::updateStatus()
{
    if (!m_site->loaded()) {
        m_statusSite->setFullText(tr("No site configuration: %1").arg(m_site->lastError()));
        m_statusConnection->setFullText(tr("not connected"));
        return;
    }
    QString site = tr("Site: %1 — %2").arg(m_site->config().siteName(), m_site->configPath());
    if (db::Database *local = m_site->database(SiteContext::Scope::Local)) {
        // How fresh this site's data is and its state, in the words the tray
        // uses; the master primary, which replicates with nobody, by its
        // sites' state alone.
        if (auto status = control::readSiteStatus(*local, QDateTime::currentDateTimeUtc()); status) {
            const control::SiteStatus &s = status.value();
            if (s.master.primarySite != QLatin1String("M"))
                site += QStringLiteral(" · ") + freshnessText(s.minutesSinceSuccess);
            site += QStringLiteral(" · ") + s.stateText();
        }
    }
    m_statusSite->setFullText(site);
    db::Database *db = m_site->database();
    const QString scope = m_site->scope() == SiteContext::Scope::Local ? tr("local") : tr("primary");
    m_statusConnection->setFullText(db ? tr("%1: %2").arg(scope, db->description())
                                       : tr("%1: not connected").arg(scope));
    // The tooltip adds how the connection is secured, or why there is none.
    m_statusConnection->setToolTip(m_statusConnection->fullText() + QLatin1Char('\n') +
                                   (db ? db->transportDescription() : m_site->lastError()));
}

void MainWindow::showPage(const QString &name)
{
    const int index = int(m_pageNames.indexOf(name));
    if (index >= 0)
        m_navigation->setCurrentRow(index);
}

QString MainWindow::currentPage() const
{
    return m_pageNames.value(m_pages->currentIndex());
}

void MainWindow::chooseConfiguration()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open site configuration"), m_site->configPath(),
                                                      tr("Site configuration (*.ini)"));
    if (!path.isEmpty())
        openConfiguration(path);
}

void MainWindow::openSettings()
{
    SettingsDialog dialog(m_site->configPath(), this);
    if (dialog.exec() == QDialog::Accepted)
        refresh();
}

void MainWindow::newSite()
{
    auto *wizard = new NewSiteWizard(config::SiteConfig::defaultPath(), this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &NewSiteWizard::siteReady, this, &MainWindow::openConfiguration);
    wizard->open();
}

} // namespace jgr::ui
