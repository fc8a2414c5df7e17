#pragma once
// The free-form rules engines' answers as JSON, as `sandtable-cli reach`, `los` and `combat` write
// them (docs/cli.md); shapes as GeoJSON-style coordinate arrays in map units.
#include "model/freeform/freeform_answers.hpp"

#include <nlohmann/json.hpp>

namespace sandtable {

[[nodiscard]] nlohmann::json coordinates_of(const MultiPolygon& shape);
[[nodiscard]] nlohmann::json coordinates_of(const Polyline& line);

// {"move", "formation", "road_column"}
[[nodiscard]] nlohmann::json to_json(const FreeformReach& reach);
[[nodiscard]] nlohmann::json to_json(const FireField& fire);
[[nodiscard]] nlohmann::json to_json(const CommandReach& command);
// {"clear", "distance", "summary", "rule", "obstacles"}
[[nodiscard]] nlohmann::json to_json(const FreeformSight& sight);
[[nodiscard]] nlohmann::json to_json(const PieceDice& dice);
// {"kind", "attacker", "defender"}
[[nodiscard]] nlohmann::json to_json(const CombatDice& dice);

}  // namespace sandtable
