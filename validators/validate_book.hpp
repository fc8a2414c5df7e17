#pragma once
// Runs every check that applies to a book: book checks once, scenario checks on every scenario
// and every resolved variant (or on one of them), then marks acknowledged diagnostics.
#include "model/book.hpp"
#include "model/diagnostic.hpp"
#include "model/progress.hpp"

#include <functional>
#include <optional>
#include <string>

namespace sandtable {

struct Check;

struct ValidationOptions {
    std::string scenario;  // empty: all
    Progress* progress = nullptr;
    std::function<bool(const Check&)> only = {};  // set: the checks to run; unset: all
    std::optional<MapRect> region = {};           // handed to the checks (ValidationContext::region)
};

struct ValidationReport {
    DiagnosticList diagnostics;
    std::vector<std::string> scenarios;  // the scenarios checked
    bool cancelled = false;
    std::string error;  // set when the requested scenario does not exist
};

[[nodiscard]] ValidationReport validate_book(const Book& book, const ValidationOptions& options = {});

}  // namespace sandtable
