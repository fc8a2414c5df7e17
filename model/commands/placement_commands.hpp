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
// `label` names the step; empty: "Move NAME to WHERE".
[[nodiscard]] std::unique_ptr<Command> make_place_unit(const Book& book, const std::string& scenario_id, Placement placement,
                                                       std::string label = {});
[[nodiscard]] std::unique_ptr<Command> make_remove_unit_from_map(const Book& book, const std::string& scenario_id,
                                                                 const std::string& unit);
// A unit dropped on a hex (from the forces tree, or dragged across the map): placed there in the
// state it had in the setup, Full when it had none. Null when `unit` is not a unit of the book.
[[nodiscard]] std::unique_ptr<Command> make_drop_unit(const Book& book, const std::string& scenario_id, const std::string& unit,
                                                      const std::string& hex_label);
// A piece placed at a point of a free-form map with its pose (model/scenario.hpp says which way
// facings turn; any angle is brought into [0, 360)), in the state it had in the setup. Null when
// `unit` is not a unit of the book.
[[nodiscard]] std::unique_ptr<Command> make_place_piece(const Book& book, const std::string& scenario_id, const std::string& unit,
                                                        MapPoint at, double facing, bool road_column);
// A piece at a point turned to a new facing, or put in or out of road column, where it stands.
// Null when the unit stands at no point in the scenario, or already so.
[[nodiscard]] std::unique_ptr<Command> make_turn_piece(const Book& book, const std::string& scenario_id, const std::string& unit,
                                                       double facing);
[[nodiscard]] std::unique_ptr<Command> make_set_road_column(const Book& book, const std::string& scenario_id, const std::string& unit,
                                                            bool road_column);
// Several units taken off the map as one step ("Remove 3 units from the map"); one unit as
// make_remove_unit_from_map names it. Null for none.
[[nodiscard]] std::unique_ptr<Command> make_remove_units_from_map(const Book& book, const std::string& scenario_id,
                                                                  const std::vector<std::string>& units);

}  // namespace sandtable
