#pragma once
// The checks that apply to each ruleset: the core checks for every book, then the ruleset's own.
// A ruleset registers its checks with one line in registry.cpp (docs/adding-a-ruleset.md).
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

}  // namespace sandtable
