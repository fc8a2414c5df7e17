#pragma once
// Editing a free-form map's terrain catalogue (Map > Terrain Catalogue on a free-form map): add an
// entry, change one's name and drawing (colour, fill pattern, line style and width), remove one no
// feature uses (the refusal says how many do). An entry's id and geometry kind never change once
// given: areas, lines and points name it, and rules data and digitise mappings too. One undo step
// each; the change names the map's catalogues, so the whole map is drawn again.
#include "model/book.hpp"
#include "model/commands/resolving_command.hpp"

#include <cstddef>
#include <string>
#include <string_view>

namespace sandtable {

// The areas, lines or points of the map that are of entry `id`.
[[nodiscard]] std::size_t freeform_terrain_uses(const FreeformMap& map, std::string_view id);

// The entry goes last; refused for a bad or taken id, a blank name, a colour not #rrggbb or a line
// width out of bounds.
[[nodiscard]] Edit make_add_freeform_terrain(const Book& book, const std::string& map_id, const FreeformTerrainDef& entry);
// The entry of `entry.id` takes entry's name and drawing; its kind stays.
[[nodiscard]] Edit make_change_freeform_terrain(const Book& book, const std::string& map_id, const FreeformTerrainDef& entry);
[[nodiscard]] Edit make_remove_freeform_terrain(const Book& book, const std::string& map_id, const std::string& id);

}  // namespace sandtable
