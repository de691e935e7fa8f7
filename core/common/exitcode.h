#pragma once

namespace jgr {

// The exit codes of docs/CLI.md. Errors carry one of these all the way up, so the
// CLI's exit status and the GUI's message come from the same value.
enum class ExitCode
{
    Ok = 0,
    Failure = 1,
    Usage = 2,
    Unreachable = 3,
    Busy = 4,
    CloneSuspected = 5,
    SchemaMismatch = 6,
    SchemaUpdateFailed = 7,
    Cancelled = 8,
    // The session finished, but held some rows back (a value the other side
    // cannot hold, a reference not resolved yet, a row id outside the id
    // space): everything else was delivered, and those rows are tried again
    // every session until they are mended.
    HeldBack = 9,
};

inline int toInt(ExitCode code)
{
    return static_cast<int>(code);
}

} // namespace jgr
