#pragma once
// One undoable replacement of a variant's list of changes: how the editor records an edit made
// while a variant is shown, without touching the scenario it extends.
#include "model/commands/command.hpp"
#include "model/scenario.hpp"

#include <memory>
#include <string>

namespace sandtable::editor {

[[nodiscard]] std::unique_ptr<Command> set_variant_changes(const std::string& variant_id, VariantChanges changes,
                                                           std::string name);

}  // namespace sandtable::editor
