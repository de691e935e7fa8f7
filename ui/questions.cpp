#include "questions.h"

#include "messagebox.h"

namespace jgr::ui {

bool Questions::suspendTable(QWidget *parent, const QString &table, const QString &database, bool onAPrimary)
{
    return MessageBox::confirm(
        parent, tr("Suspend table"),
        onAPrimary ? tr("Suspend %1 on this primary (%2)? No site replicates it until it is resumed here.")
                         .arg(table, database)
                   : tr("Suspend %1 at this site (%2)? Its sessions leave it alone until it is resumed.")
                         .arg(table, database));
}

} // namespace jgr::ui
