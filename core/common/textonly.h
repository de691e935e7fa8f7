#pragma once

#include <cstring>

namespace jgr {

// Whether the command line asks only for text (--help, --version): the
// windowed programs answer it with a QCoreApplication, so that it works
// without a display (over ssh, in a package's smoke test).
inline bool asksForTextOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i)
        for (const char *option : {"--help", "-h", "--help-all", "--version", "-v"})
            if (std::strcmp(argv[i], option) == 0)
                return true;
    return false;
}

} // namespace jgr
