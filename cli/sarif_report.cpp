#include "cli/sarif_report.hpp"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>

namespace sandtable::cli {

namespace {

std::string level_of(Severity severity) {
    switch (severity) {
        case Severity::Error: return "error";
        case Severity::Warning: return "warning";
        case Severity::Note: return "note";
    }
    return "error";
}

nlohmann::ordered_json rule_of(const Check& check) {
    return {{"id", check.code},
            {"shortDescription", {{"text", check.summary}}},
            {"fullDescription", {{"text", fmt::format("{} ({})", check.summary, check.rule)}}},
            {"defaultConfiguration", {{"level", level_of(check.severity)}}},
            {"properties", {{"rule", check.rule}, {"scope", check.scope == CheckScope::Book ? "book" : "scenario"}}}};
}

// A code no registered check has (the loader's, the reference layers'): described by what it says.
nlohmann::ordered_json rule_of(const Diagnostic& d) {
    const std::string text = d.rule.empty() ? d.code : d.rule;
    return {{"id", d.code}, {"shortDescription", {{"text", text}}}, {"defaultConfiguration", {{"level", level_of(d.severity)}}}};
}

nlohmann::ordered_json result_of(const Diagnostic& d, std::size_t rule_index, const std::string& uri, int line) {
    nlohmann::ordered_json physical{{"artifactLocation", {{"uri", uri}, {"index", 0}}}};
    // Columns are counted in bytes here, which SARIF cannot say: lines only.
    if (line > 0) physical["region"] = {{"startLine", line}};
    nlohmann::ordered_json location{{"physicalLocation", physical}};
    nlohmann::ordered_json logical = nlohmann::ordered_json::array();
    for (const ObjectRef& object : d.objects) {
        logical.push_back({{"name", object.id}, {"fullyQualifiedName", object.kind + ":" + object.id}, {"kind", object.kind}});
    }
    if (!d.scenario.empty()) {
        logical.push_back({{"name", d.scenario}, {"fullyQualifiedName", "scenario:" + d.scenario}, {"kind", "scenario"}});
    }
    if (!logical.empty()) location["logicalLocations"] = logical;
    nlohmann::ordered_json result{{"ruleId", d.code},
                          {"ruleIndex", rule_index},
                          {"level", level_of(d.severity)},
                          {"message", {{"text", d.message}}},
                          {"locations", nlohmann::ordered_json::array({location})}};
    nlohmann::ordered_json properties{{"rule", d.rule}};
    if (!d.scenario.empty()) properties["scenario"] = d.scenario;
    result["properties"] = properties;
    if (d.acknowledged) {
        // The book holds the acknowledgement: a suppression in the source, accepted, with its reason.
        result["suppressions"] = nlohmann::ordered_json::array({{{"kind", "inSource"}, {"status", "accepted"}, {"justification", *d.acknowledged}}});
    }
    return result;
}

bool unreserved(unsigned char c) { return std::isalnum(c) != 0 || c == '-' || c == '.' || c == '_' || c == '~' || c == '/'; }

}  // namespace

std::string artifact_uri(const std::string& path) {
    std::string uri = !path.empty() && path.front() == '/' ? "file://" : "";
    for (const unsigned char c : path) {
        if (unreserved(c)) {
            uri += static_cast<char>(c);
        } else {
            uri += fmt::format("%{:02X}", c);
        }
    }
    return uri;
}

nlohmann::ordered_json sarif_report(const SarifInput& input) {
    nlohmann::ordered_json rules = nlohmann::ordered_json::array();
    std::vector<std::string> rule_ids;
    for (const Check* check : input.checks) {
        rules.push_back(rule_of(*check));
        rule_ids.push_back(check->code);
    }
    const std::string uri = artifact_uri(input.file);
    nlohmann::ordered_json results = nlohmann::ordered_json::array();
    if (input.diagnostics != nullptr) {
        for (const Diagnostic& d : *input.diagnostics) {
            auto at = std::find(rule_ids.begin(), rule_ids.end(), d.code);
            if (at == rule_ids.end()) {
                rules.push_back(rule_of(d));
                rule_ids.push_back(d.code);
                at = rule_ids.end() - 1;
            }
            const int line = input.line_of ? input.line_of(d) : d.line;
            results.push_back(result_of(d, static_cast<std::size_t>(at - rule_ids.begin()), uri, line));
        }
    }
    nlohmann::ordered_json driver{{"name", "sandtable-cli"}, {"version", SANDTABLE_VERSION}, {"rules", rules}};
    nlohmann::ordered_json run{{"tool", {{"driver", driver}}},
                       {"artifacts", nlohmann::ordered_json::array({{{"location", {{"uri", uri}}}, {"mimeType", "application/xml"}}})},
                       {"invocations", nlohmann::ordered_json::array({{{"executionSuccessful", input.run_completed}}})},
                       {"results", results}};
    return {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"}, {"version", "2.1.0"}, {"runs", nlohmann::ordered_json::array({run})}};
}

}  // namespace sandtable::cli
