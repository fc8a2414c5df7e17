#pragma once
// A validation report as SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), for code
// review tools that show findings beside the files of a scenario repository: each check is a rule
// with its code, summary, rulebook section and default level; each diagnostic a result with the
// book's file and line, the objects it names as logical locations, and an acknowledgement as an
// accepted suppression with its reason.
#include "model/diagnostic.hpp"
#include "validators/check.hpp"

#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace sandtable::cli {

struct SarifInput {
    std::string file;  // the book as given on the command line
    std::vector<const Check*> checks;
    const std::vector<Diagnostic>* diagnostics = nullptr;
    std::function<int(const Diagnostic&)> line_of;  // 0 when unknown
    bool run_completed = true;  // false when the book could not be read: its load errors are the results
};

[[nodiscard]] nlohmann::ordered_json sarif_report(const SarifInput& input);

// A path as a SARIF artifact URI: a relative path stays relative (percent-encoded where a URI
// needs it), an absolute one becomes a file: URI.
[[nodiscard]] std::string artifact_uri(const std::string& path);

}  // namespace sandtable::cli
