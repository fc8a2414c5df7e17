#include "validators/registry.hpp"

#include "validators/core/core_checks.hpp"
#include "validators/gettysburg_125/checks.hpp"
#include "validators/gettysburg_150/checks.hpp"
#include "validators/pub_battles/checks.hpp"

#include <map>
#include <string>

namespace sandtable {

namespace {

using ChecksOfRuleset = const std::vector<Check>* (*)();

// Each ruleset adds its entry here: {"ruleset-id", &its_checks}.
const std::map<std::string, ChecksOfRuleset, std::less<>>& registered() {
    static const std::map<std::string, ChecksOfRuleset, std::less<>> table = {
        {"gettysburg-125", &gettysburg_125::checks},
        {"gettysburg-150", &gettysburg_150::checks},
        {"pub-battles", &pub_battles::checks},
    };
    return table;
}

}  // namespace

const std::vector<Check>& core_checks() { return core::checks(); }

const std::vector<Check>* ruleset_checks(std::string_view ruleset_id) {
    const auto it = registered().find(ruleset_id);
    return it != registered().end() ? it->second() : nullptr;
}

std::vector<std::string_view> rulesets_with_checks() {
    std::vector<std::string_view> ids;
    for (const auto& entry : registered()) ids.push_back(entry.first);
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
