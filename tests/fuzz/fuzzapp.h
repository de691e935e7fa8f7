#pragma once

#include <QCoreApplication>

// The application object the code under test expects (translations,
// QSettings), made once for the whole fuzzing run.
inline void ensureApplication()
{
    static int argc = 1;
    static char name[] = "jgr-fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
}
