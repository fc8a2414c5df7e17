#include "validators/registry.hpp"

#include "validators/core/core_checks.hpp"

#include <map>
#include <stdexcept>
#include <string>

namespace sandtable {

namespace {

using Table = std::map<std::string, CheckRegistration::ChecksOfRuleset, std::less<>>;

// Filled by the registrations' constructors during static initialisation.
Table& registered() {
    static Table table;
    return table;
}

// Set once the registry is first read; a registration after that would not be seen by all.
bool& registry_read() {
    static bool read = false;
    return read;
}

const Table& read_registry() {
    registry_read() = true;
    return registered();
}

}  // namespace

CheckRegistration::CheckRegistration(std::string_view ruleset_id, ChecksOfRuleset checks) {
    if (registry_read()) throw std::logic_error("checks registered after the registry was read (read it only once main has begun)");
    if (!registered().emplace(std::string(ruleset_id), checks).second) {
        throw std::logic_error("the checks of ruleset '" + std::string(ruleset_id) + "' are registered twice");
    }
}

const std::vector<Check>& core_checks() { return core::checks(); }

const std::vector<Check>* ruleset_checks(std::string_view ruleset_id) {
    const Table& table = read_registry();
    const auto it = table.find(ruleset_id);
    return it != table.end() ? it->second() : nullptr;
}

std::vector<std::string_view> rulesets_with_checks() {
    std::vector<std::string_view> ids;
    for (const auto& entry : read_registry()) ids.push_back(entry.first);
    return ids;
}

std::vector<const Check*> checks_for(std::string_view ruleset_id) {
    std::vector<const Check*> result;
    for (const auto& check : core_checks()) result.push_back(&check);
    if (const auto* own = ruleset_checks(ruleset_id)) {
        for (const auto& check : *own) result.push_back(&check);
    }
    return result;
}

}  // namespace sandtable
