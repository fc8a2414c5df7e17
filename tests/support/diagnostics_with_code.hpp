#pragma once
// The diagnostics of a validation report that carry one code.
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

}  // namespace sandtable::test
