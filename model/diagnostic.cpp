#include "model/diagnostic.hpp"

#include "model/enum_names.hpp"

#include <algorithm>

namespace sandtable {

namespace {

constexpr EnumNames<Severity, 3> kSeverityNames{{{Severity::Error, "error"}, {Severity::Warning, "warning"}, {Severity::Note, "note"}}};

}  // namespace

std::string_view to_string(Severity severity) { return name_in(kSeverityNames, severity); }

std::size_t DiagnosticList::count(Severity severity) const {
    return static_cast<std::size_t>(std::count_if(items.begin(), items.end(), [&](const Diagnostic& d) {
        return d.severity == severity && !d.acknowledged;
    }));
}

std::size_t DiagnosticList::acknowledged_count() const {
    return static_cast<std::size_t>(
        std::count_if(items.begin(), items.end(), [](const Diagnostic& d) { return d.acknowledged.has_value(); }));
}

bool acknowledgement_matches(const Acknowledgement& acknowledgement, const Diagnostic& diagnostic) {
    if (acknowledgement.code != diagnostic.code) return false;
    if (!acknowledgement.scenario.empty() && acknowledgement.scenario != diagnostic.scenario) return false;
    auto wanted = acknowledgement.objects;
    auto named = diagnostic.objects;
    std::sort(wanted.begin(), wanted.end());
    std::sort(named.begin(), named.end());
    wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());
    named.erase(std::unique(named.begin(), named.end()), named.end());
    return wanted == named;
}

void apply_acknowledgements(std::vector<Diagnostic>& diagnostics, const std::vector<Acknowledgement>& acknowledgements) {
    for (auto& diagnostic : diagnostics) {
        for (const auto& acknowledgement : acknowledgements) {
            if (acknowledgement_matches(acknowledgement, diagnostic)) {
                diagnostic.acknowledged = acknowledgement.reason;
                break;
            }
        }
    }
}

}  // namespace sandtable
