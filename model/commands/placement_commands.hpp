#pragma once
// Placing, moving and removing units in a scenario's setup, as the map's gestures ask for them. In
// a variant the change goes into the variant's own list of changes, never into the scenario it
// extends. Each works out its change when applied, so several compose in one transaction.
#include "model/commands/command.hpp"
#include "model/scenario.hpp"

#include <memory>
#include <string>
#include <vector>

namespace sandtable {

struct Book;

// `book` gives the unit's name for the undo menu ("Move Heth to P3").
[[nodiscard]] std::unique_ptr<Command> make_place_unit(const Book& book, const std::string& scenario_id, Placement placement);
[[nodiscard]] std::unique_ptr<Command> make_remove_unit_from_map(const Book& book, const std::string& scenario_id,
                                                                 const std::string& unit);
// A unit dropped on a hex (from the forces tree, or dragged across the map): placed there in the
// state it had in the setup, Full when it had none. Null when `unit` is not a unit of the book.
[[nodiscard]] std::unique_ptr<Command> make_drop_unit(const Book& book, const std::string& scenario_id, const std::string& unit,
                                                      const std::string& hex_label);
// Several units taken off the map as one step ("Remove 3 units from the map"); one unit as
// make_remove_unit_from_map names it. Null for none.
[[nodiscard]] std::unique_ptr<Command> make_remove_units_from_map(const Book& book, const std::string& scenario_id,
                                                                  const std::vector<std::string>& units);

}  // namespace sandtable
