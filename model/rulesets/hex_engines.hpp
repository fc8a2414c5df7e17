#pragma once
// The rules engine of each hex ruleset, by ruleset id.
#include "model/board/hex_rules_engine.hpp"

#include <string_view>

namespace sandtable {

// Null when the ruleset has no hex rules engine.
[[nodiscard]] const HexRulesEngine* hex_rules_engine(std::string_view ruleset_id);

}  // namespace sandtable
