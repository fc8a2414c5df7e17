#include "validators/registry.hpp"

#include "validators/core/core_checks.hpp"
#include "validators/gettysburg_125/checks.hpp"
#include "validators/gettysburg_150/checks.hpp"

#include <map>
#include <string>

namespace sandtable {

namespace {

// Ruleset engines add their entry here: {"ruleset-id", &their_checks}.
const std::map<std::string, const std::vector<Check>* (*)(), std::less<>>& ruleset_checks() {
    static const std::map<std::string, const std::vector<Check>* (*)(), std::less<>> table = {
        {"gettysburg-125", &gettysburg_125::checks},
        {"gettysburg-150", &gettysburg_150::checks},
    };
    return table;
}

}  // namespace

const std::vector<Check>& core_checks() { return core::checks(); }

std::vector<const Check*> checks_for(std::string_view ruleset_id) {
    std::vector<const Check*> result;
    for (const auto& check : core_checks()) result.push_back(&check);
    if (auto it = ruleset_checks().find(ruleset_id); it != ruleset_checks().end()) {
        for (const auto& check : *it->second()) result.push_back(&check);
    }
    return result;
}

}  // namespace sandtable
