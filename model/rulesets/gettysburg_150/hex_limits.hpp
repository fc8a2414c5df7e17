#pragma once
// §4 Unit hex limits: no more than one infantry or cavalry plus one artillery in a hex; any number
// of leaders. Movement keeps to them on every hex it enters (§7), setups keep to them too.
#include "model/board/board.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace sandtable::rulesets::gettysburg_150 {

enum class HexLimitClass {
    InfantryOrCavalry,
    Artillery,
    Unlimited,  // leaders, and types the rules do not count
};

[[nodiscard]] HexLimitClass hex_limit_class(std::string_view unit_type);

// The unit already in `units` whose place in the hex `unit_type` would take; null when it fits.
[[nodiscard]] const BoardUnit* hex_limit_clash(const std::vector<const BoardUnit*>& units, std::string_view unit_type);

// How the units of one hex break the limits ("2 infantry or cavalry units: a, b"); empty when they do not.
[[nodiscard]] std::string hex_limit_breach(const std::vector<const BoardUnit*>& units);

}  // namespace sandtable::rulesets::gettysburg_150
