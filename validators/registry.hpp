#pragma once
// The checks that apply to each ruleset: the core checks for every book, then the ruleset's own.
// A ruleset engine registers its checks with one line in registry.cpp.
#include "validators/check.hpp"

#include <string_view>
#include <vector>

namespace sandtable {

[[nodiscard]] std::vector<const Check*> checks_for(std::string_view ruleset_id);
[[nodiscard]] const std::vector<Check>& core_checks();

}  // namespace sandtable
