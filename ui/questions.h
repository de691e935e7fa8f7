#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace jgr::ui {

// Questions asked in more than one place of the window, in one wording.
class Questions
{
    Q_DECLARE_TR_FUNCTIONS(jgr::ui::Questions)

public:
    // Before a table is suspended: on a primary it stops for every site, at
    // a site only there; `database` names where (its description).
    static bool suspendTable(QWidget *parent, const QString &table, const QString &database, bool onAPrimary);
};

} // namespace jgr::ui
