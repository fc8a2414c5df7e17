#pragma once
// The diagnostics of a validation report that carry one code, and those that are findings.
#include "validators/validate_book.hpp"

#include <string>
#include <vector>

namespace sandtable::test {

[[nodiscard]] inline std::vector<Diagnostic> with_code(const ValidationReport& report, const std::string& code) {
    std::vector<Diagnostic> out;
    for (const auto& d : report.diagnostics.items) {
        if (d.code == code) out.push_back(d);
    }
    return out;
}

// Its errors and warnings: what a book that passes every check has none of. Notes (the
// departures from the rulebook that test books make to fit a small board) are left out.
[[nodiscard]] inline std::vector<Diagnostic> findings(const ValidationReport& report) {
    std::vector<Diagnostic> out;
    for (const auto& d : report.diagnostics.items) {
        if (d.severity != Severity::Note) out.push_back(d);
    }
    return out;
}

}  // namespace sandtable::test
