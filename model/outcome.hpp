#pragma once
// How a function says it could not do what was asked, everywhere in Sandtable: it returns a
// result that converts to bool and carries the reason, in words a designer understands.
//   Outcome<T>  a value, or why there is none:  if (auto srs = read(text)) use(*srs); else show(srs.error());
//   Status      done, or why not:                if (auto saved = save(); !saved) show(saved.error());
// A function builds a failure of either kind with `return failure("why");`. Results that say
// more than "a value or why not" (a file and line, a backup kept) are their own structs with the
// same `explicit operator bool`. docs/conventions.md has the rule and its reasons.
#include <optional>
#include <string>
#include <utility>

namespace sandtable {

// The reason something failed, on its way into a Status or an Outcome.
struct Failure {
    std::string error;
};

[[nodiscard]] inline Failure failure(std::string why) { return Failure{std::move(why)}; }

class [[nodiscard]] Status {
public:
    Status() = default;  // done
    Status(Failure failed) : failed_(true), error_(std::move(failed.error)) {}  // NOLINT: implicit on purpose

    explicit operator bool() const { return !failed_; }
    // Why it failed; empty when done.
    [[nodiscard]] const std::string& error() const { return error_; }

private:
    bool failed_ = false;
    std::string error_;
};

template <typename T>
class [[nodiscard]] Outcome {
public:
    Outcome(T value) : value_(std::move(value)) {}                // NOLINT: implicit on purpose
    Outcome(Failure failed) : error_(std::move(failed.error)) {}  // NOLINT: implicit on purpose

    explicit operator bool() const { return value_.has_value(); }
    [[nodiscard]] bool has_value() const { return value_.has_value(); }
    // Why there is no value; empty when there is one.
    [[nodiscard]] const std::string& error() const { return error_; }

    // The value; only when there is one.
    [[nodiscard]] T& value() & { return *value_; }
    [[nodiscard]] const T& value() const& { return *value_; }
    [[nodiscard]] T&& value() && { return std::move(*value_); }
    [[nodiscard]] T& operator*() & { return *value_; }
    [[nodiscard]] const T& operator*() const& { return *value_; }
    [[nodiscard]] T&& operator*() && { return std::move(*value_); }
    [[nodiscard]] T* operator->() { return &*value_; }
    [[nodiscard]] const T* operator->() const { return &*value_; }

    // The value as an optional, for code that keeps "maybe a value" without the reason.
    [[nodiscard]] const std::optional<T>& optional() const& { return value_; }
    [[nodiscard]] std::optional<T> optional() && { return std::move(value_); }

private:
    std::optional<T> value_;
    std::string error_;
};

}  // namespace sandtable
