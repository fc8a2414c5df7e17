#pragma once
// Placing, moving and removing units in a scenario's setup, as undoable commands. In a variant the
// change goes into the variant's own list of changes, never into the scenario it extends.
#include "model/commands/command.hpp"
#include "model/scenario.hpp"

#include <memory>
#include <string>

namespace sandtable {
struct Book;
}

namespace sandtable::editor {

[[nodiscard]] std::unique_ptr<Command> place_unit(const Book& book, const std::string& scenario_id, Placement placement);
[[nodiscard]] std::unique_ptr<Command> remove_unit_from_map(const Book& book, const std::string& scenario_id,
                                                            const std::string& unit);

}  // namespace sandtable::editor
