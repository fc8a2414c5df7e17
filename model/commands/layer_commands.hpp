#pragma once
// Undoable edits of a map's reference layers (imagery and vector data under the map). Each works
// out the map's new list of layers when applied, so several compose in one transaction.
#include "model/commands/resolving_command.hpp"
#include "model/reference_layer.hpp"

#include <string>

namespace sandtable {

struct Book;

// Adds the layer on top of the map's other layers, under `layer.id` made into an id, or a fresh
// one like it when the book has that id already (created_id() says which).
[[nodiscard]] Edit make_add_reference_layer(const Book& book, const std::string& map_id, ReferenceLayer layer);
[[nodiscard]] Edit make_remove_reference_layer(const Book& book, const std::string& map_id, const std::string& layer_id);
// Replaces one layer's settings (name, visibility, opacity, styles) by `changed`; `what` names the
// setting for the undo menu. Refused when nothing changes.
[[nodiscard]] Edit make_change_reference_layer(const Book& book, const std::string& map_id, ReferenceLayer changed,
                                               const std::string& what);

}  // namespace sandtable
