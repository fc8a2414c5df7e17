#pragma once
#include "model/book.hpp"
#include "model/rulesets/ruleset_definition.hpp"

namespace sandtable {

// An empty book for a ruleset: its sides, turn track and rulebook data, and one empty map of
// the given kind (a hex map gets the ruleset's label scheme and terrain catalogue).
[[nodiscard]] Book new_book(const RulesetDefinition& ruleset, MapKind map_kind);

}  // namespace sandtable
