#pragma once

#include <QCoreApplication>

namespace jgr::cli {

// The command line's own words, translated (CliText::tr). Messages that
// come from the engine are also what E records and alert mails store, and
// stay in English so that every administrator reads the same text.
class CliText
{
    Q_DECLARE_TR_FUNCTIONS(CliText)
};

} // namespace jgr::cli
