#include "model/rulesets/ruleset_registry.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace sandtable {

namespace {

struct Registered {
    int place = 0;
    RulesetRegistration::Define define = nullptr;
};

// Filled by the registrations' constructors during static initialisation; a function-local
// static, so that it exists before the first registration whatever the order of the files.
std::vector<Registered>& registrations() {
    static std::vector<Registered> list;
    return list;
}

// Set once the registry is first read; a registration after that would not be seen.
bool& registry_read() {
    static bool read = false;
    return read;
}

std::vector<RulesetDefinition> defined_rulesets() {
    std::vector<std::pair<int, RulesetDefinition>> placed;
    std::set<std::string> ids;
    for (const Registered& entry : registrations()) {
        RulesetDefinition definition = entry.define();
        if (!ids.insert(definition.id).second) {
            throw std::logic_error("ruleset '" + definition.id + "' is registered twice");
        }
        placed.emplace_back(entry.place, std::move(definition));
    }
    std::sort(placed.begin(), placed.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first < b.first : a.second.id < b.second.id;
    });
    std::vector<RulesetDefinition> rulesets;
    rulesets.reserve(placed.size());
    for (auto& [place, definition] : placed) rulesets.push_back(std::move(definition));
    return rulesets;
}

}  // namespace

RulesetRegistration::RulesetRegistration(int place, Define define) {
    if (registry_read()) throw std::logic_error("a ruleset registered after the registry was read (read it only once main has begun)");
    registrations().push_back({place, define});
}

std::span<const RulesetDefinition> all_rulesets() {
    registry_read() = true;
    static const std::vector<RulesetDefinition> rulesets = defined_rulesets();
    return rulesets;
}

const RulesetDefinition* find_ruleset(std::string_view id) {
    for (const auto& ruleset : all_rulesets()) {
        if (ruleset.id == id) return &ruleset;
    }
    return nullptr;
}

RulesEngines rules_engines(std::string_view ruleset_id) {
    const RulesetDefinition* ruleset = find_ruleset(ruleset_id);
    return ruleset != nullptr ? ruleset->engines : RulesEngines{};
}

}  // namespace sandtable
