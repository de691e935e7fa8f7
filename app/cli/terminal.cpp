#include "terminal.h"

#include <QTextStream>

#include <cstdio>
#include <termios.h>
#include <unistd.h>

namespace jgr::cli {

bool stdinIsTerminal()
{
    return ::isatty(STDIN_FILENO) == 1;
}

QString readSecretLine(const QString &prompt)
{
    const bool tty = stdinIsTerminal();
    termios saved{};
    if (tty) {
        std::fputs(prompt.toLocal8Bit().constData(), stderr);
        std::fflush(stderr);
        ::tcgetattr(STDIN_FILENO, &saved);
        termios silent = saved;
        silent.c_lflag &= ~tcflag_t(ECHO);
        ::tcsetattr(STDIN_FILENO, TCSANOW, &silent);
    }
    QTextStream in(stdin);
    const QString line = in.readLine();
    if (tty) {
        ::tcsetattr(STDIN_FILENO, TCSANOW, &saved);
        std::fputs("\n", stderr);
    }
    return line;
}

} // namespace jgr::cli
