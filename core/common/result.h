#pragma once

#include "exitcode.h"

#include <QString>

#include <optional>
#include <utility>

namespace jgr {

// An error as a value: the docs/CLI.md exit code it maps to and one clear sentence
// that names what failed and what to do.
struct Error
{
    ExitCode code = ExitCode::Failure;
    QString message;
    // A deadlock, serialization failure or lock timeout reported by the
    // server: the work may simply be tried again.
    bool transient = false;
    // What the server or driver itself said, without the advice `message`
    // adds: a list of several such failures (a hosts= list where no server
    // answers) names each cause and gives the advice once.
    QString detail;
};

inline Error makeError(ExitCode code, QString message)
{
    Error error;
    error.code = code;
    error.message = std::move(message);
    return error;
}

// Result<T>: a value or an Error; Result<void> is success or an Error.
template <typename T> class [[nodiscard]] Result
{
public:
    Result(T value) : m_value(std::move(value)) {}
    Result(Error error) : m_error(std::move(error)) {}

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return *m_value; }
    T &value() & { return *m_value; }
    T &&value() && { return std::move(*m_value); }
    const T &operator*() const { return *m_value; }
    const T *operator->() const { return &*m_value; }
    const Error &error() const { return *m_error; }

private:
    std::optional<T> m_value;
    std::optional<Error> m_error;
};

template <> class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(Error error) : m_error(std::move(error)) {}

    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const Error &error() const { return *m_error; }

private:
    std::optional<Error> m_error;
};

using Status = Result<void>;

} // namespace jgr

// Returns the error of a failed Result from the enclosing function.
#define JGR_TRY(expr)                                                                                                  \
    do {                                                                                                               \
        auto &&jgrTryResult_ = (expr);                                                                                 \
        if (!jgrTryResult_.ok())                                                                                       \
            return jgrTryResult_.error();                                                                              \
    } while (false)
