#pragma once
// Undoable edits of a map's reference layers (imagery and vector data under the map).
#include "model/book.hpp"
#include "model/commands/command.hpp"

#include <memory>
#include <string>

namespace sandtable::editor {

// Adds the layer on top of the map's other layers.
[[nodiscard]] std::unique_ptr<Command> add_reference_layer(const Book& book, const std::string& map_id, ReferenceLayer layer);
[[nodiscard]] std::unique_ptr<Command> remove_reference_layer(const Book& book, const std::string& map_id, const std::string& layer_id);
// Replaces one layer's settings (name, visibility, opacity, styles) by `changed`.
[[nodiscard]] std::unique_ptr<Command> change_reference_layer(const Book& book, const std::string& map_id, ReferenceLayer changed,
                                                              std::string what);

}  // namespace sandtable::editor
