#pragma once
// Placing, moving and removing units in a scenario's setup, as the map's gestures ask for them. In
// a variant the change goes into the variant's own list of changes, never into the scenario it
// extends. Each works out its change when applied, so several compose in one transaction.
#include "model/commands/command.hpp"
#include "model/scenario.hpp"

#include <memory>
#include <string>

namespace sandtable {

struct Book;

// `book` gives the unit's name for the undo menu ("Move Heth to P3").
[[nodiscard]] std::unique_ptr<Command> make_place_unit(const Book& book, const std::string& scenario_id, Placement placement);
[[nodiscard]] std::unique_ptr<Command> make_remove_unit_from_map(const Book& book, const std::string& scenario_id,
                                                                 const std::string& unit);

}  // namespace sandtable
