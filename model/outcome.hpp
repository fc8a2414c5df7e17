#pragma once
// How a function says it could not do what was asked, everywhere in Sandtable: it returns a
// result that converts to bool and carries the reason, in words a designer understands.
//   Outcome<T>  a value, or why there is none:  if (auto srs = read(text)) use(*srs); else show(srs.error());
//   Status      done, or why not:                if (auto saved = save(); !saved) show(saved.error());
//   Report<T>   a value, or why there is none, with every problem found on the way:
//               if (auto imported = import(file)) use(*imported); for (auto& p : imported.problems()) show(p);
// A function builds a failure with `return failure("why");` (`cancellation("why")` when the user
// stopped it, `failures(list)` for a Report). A failure that says more than why (the click a grid
// fit is about, which of GDAL's reasons a text was refused for) is a struct derived from Failure,
// given as Outcome's second argument. This is the one header that defines what a result's
// `explicit operator bool` means; docs/conventions.md has the rule and its reasons.
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace sandtable {

// The reason something failed, on its way into a Status or an Outcome.
struct Failure {
    std::string error;
    bool cancelled = false;  // the user stopped the work; error says what was left undone
};

[[nodiscard]] inline Failure failure(std::string why) { return Failure{std::move(why)}; }
[[nodiscard]] inline Failure cancellation(std::string why) { return Failure{std::move(why), true}; }

// Done, or why not. A failure that says more than why is a struct derived from Failure, given as
// the argument: BasicStatus<SrsFailure> tells which of GDAL's reasons a text was refused for.
template <typename Why = Failure>
class [[nodiscard]] BasicStatus {
    static_assert(std::is_base_of_v<Failure, Why>, "a status's failure is a Failure or derived from one");

public:
    BasicStatus() = default;  // done
    BasicStatus(Why failed) : failed_(true), why_(std::move(failed)) {}  // NOLINT: implicit on purpose
    BasicStatus(Failure failed) requires(!std::is_same_v<Why, Failure>)  // NOLINT: implicit on purpose
        : failed_(true) {
        static_cast<Failure&>(why_) = std::move(failed);
    }

    explicit operator bool() const { return !failed_; }
    // Why it failed; empty when done.
    [[nodiscard]] const std::string& error() const { return why_.error; }
    [[nodiscard]] bool cancelled() const { return why_.cancelled; }
    // All that is known of the failure; only when it failed.
    [[nodiscard]] const Why& failure() const { return why_; }

private:
    bool failed_ = false;
    Why why_;
};

using Status = BasicStatus<>;

template <typename T, typename Why = Failure>
class [[nodiscard]] Outcome {
    static_assert(std::is_base_of_v<Failure, Why>, "an Outcome's failure is a Failure or derived from one");

public:
    Outcome(T value) : value_(std::move(value)) {}            // NOLINT: implicit on purpose
    Outcome(Why failed) : why_(std::move(failed)) {}          // NOLINT: implicit on purpose
    Outcome(Failure failed) requires(!std::is_same_v<Why, Failure>) {  // NOLINT: implicit on purpose
        static_cast<Failure&>(why_) = std::move(failed);
    }

    explicit operator bool() const { return value_.has_value(); }
    [[nodiscard]] bool has_value() const { return value_.has_value(); }
    // Why there is no value; empty when there is one.
    [[nodiscard]] const std::string& error() const { return why_.error; }
    [[nodiscard]] bool cancelled() const { return why_.cancelled; }
    // All that is known of the failure; only when there is no value.
    [[nodiscard]] const Why& failure() const { return why_; }

    // The value; only when there is one.
    [[nodiscard]] T& value() & { return *value_; }
    [[nodiscard]] const T& value() const& { return *value_; }
    [[nodiscard]] T value() && { return std::move(*value_); }  // by value: safe to bind to a reference
    [[nodiscard]] T& operator*() & { return *value_; }
    [[nodiscard]] const T& operator*() const& { return *value_; }
    [[nodiscard]] T operator*() && { return std::move(*value_); }
    [[nodiscard]] T* operator->() & { return &*value_; }
    [[nodiscard]] const T* operator->() const& { return &*value_; }
    // On a temporary the pointer would outlive what it points into: name the result first.
    T* operator->() && = delete;

    // The value as an optional, for code that keeps "maybe a value" without the reason.
    [[nodiscard]] const std::optional<T>& optional() const& { return value_; }
    [[nodiscard]] std::optional<T> optional() && { return std::move(value_); }

private:
    std::optional<T> value_;
    Why why_;
};

// Every problem a reading found, on its way into a Report that has no value.
struct Failures {
    std::vector<std::string> errors;
};

[[nodiscard]] inline Failures failures(std::vector<std::string> errors) { return Failures{std::move(errors)}; }

// A value with the problems met on the way (warnings: it was made all the same), or every problem
// that stopped it: the CSV, Tiled and pack imports report each bad row, not only the first.
template <typename T>
class [[nodiscard]] Report {
public:
    Report(T value, std::vector<std::string> warnings = {})  // NOLINT: implicit on purpose
        : value_(std::move(value)), problems_(std::move(warnings)) {}
    Report(Failures failed) : problems_(std::move(failed.errors)) {}  // NOLINT: implicit on purpose
    Report(Failure failed) : problems_{std::move(failed.error)} {}    // NOLINT: implicit on purpose

    explicit operator bool() const { return value_.has_value(); }
    [[nodiscard]] bool has_value() const { return value_.has_value(); }
    // Without a value, why (at least one); with one, what was made all the same.
    [[nodiscard]] const std::vector<std::string>& problems() const { return problems_; }
    // The problems one to a line.
    [[nodiscard]] std::string error() const {
        std::string text;
        for (const std::string& line : problems_) {
            if (!text.empty()) text += '\n';
            text += line;
        }
        return text;
    }

    [[nodiscard]] T& value() & { return *value_; }
    [[nodiscard]] const T& value() const& { return *value_; }
    [[nodiscard]] T value() && { return std::move(*value_); }  // by value: safe to bind to a reference
    [[nodiscard]] T& operator*() & { return *value_; }
    [[nodiscard]] const T& operator*() const& { return *value_; }
    [[nodiscard]] T operator*() && { return std::move(*value_); }
    [[nodiscard]] T* operator->() & { return &*value_; }
    [[nodiscard]] const T* operator->() const& { return &*value_; }
    // On a temporary the pointer would outlive what it points into: name the result first.
    T* operator->() && = delete;

private:
    std::optional<T> value_;
    std::vector<std::string> problems_;
};

}  // namespace sandtable
