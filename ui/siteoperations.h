#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace jgr::ui {

class SiteContext;

// The site operations of the Site menu, as the command line has them
// (docs/CLI.md: move-to-primary, promote, resync --table): each asks first,
// saying what it changes and on which database, then reports what it did
// and what to do next (message()).
class SiteOperations : public QObject
{
    Q_OBJECT

public:
    SiteOperations(SiteContext *site, QWidget *window);

    // Each returns whether it changed something.
    bool moveToPrimary();
    bool promote();
    bool resync();                          // asks which table
    bool resyncTable(const QString &table); // the question about `table` only
    // (On the master primary) which rows of a table each site holds: asks
    // which table (unless given) and its rule (subset in docs/CLI.md).
    bool editSubset(const QString &table = {});
    // `rule` as `subset --list` prints it, or empty for every row.
    bool setSubset(const QString &table, const QString &rule);
    // (On a primary) a site's attribute: asks which site, the name and value.
    bool editSiteAttribute();
    bool setSiteAttribute(int siteNumber, const QString &name, const QString &value); // empty value: removed
    QString message() const { return m_message; }

signals:
    void changed(); // the site's records changed: views reload

private:
    bool report(bool ok, const QString &text);

    SiteContext *m_site;
    QWidget *m_window;
    QString m_message;
};

} // namespace jgr::ui
