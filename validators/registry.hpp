#pragma once
// The checks that apply to each ruleset: the core checks for every book, then the ruleset's own.
// A ruleset registers its checks with one line in its own checks.cpp (docs/adding-a-ruleset.md):
//     const CheckRegistration registration{"example-game", &checks};
#include "validators/check.hpp"

#include <string_view>
#include <vector>

namespace sandtable {

[[nodiscard]] std::vector<const Check*> checks_for(std::string_view ruleset_id);
[[nodiscard]] const std::vector<Check>& core_checks();
// The ruleset's own checks; null for a ruleset that registered none.
[[nodiscard]] const std::vector<Check>* ruleset_checks(std::string_view ruleset_id);
// The ids of the rulesets that registered checks, in id order.
[[nodiscard]] std::vector<std::string_view> rulesets_with_checks();

// Puts a ruleset's checks in the registry: a static object of this type in the ruleset's own files.
// Registrations happen before main; the registry is read after.
class CheckRegistration {
public:
    using ChecksOfRuleset = const std::vector<Check>* (*)();
    CheckRegistration(std::string_view ruleset_id, ChecksOfRuleset checks);
};

}  // namespace sandtable
