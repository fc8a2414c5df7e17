#pragma once
// Undoable edits of a free-form map's terrain areas: add one, give one a new shape, unite two of
// one terrain, take one away. A shape is snapped and checked first (model/freeform/polygon_ops.hpp):
// an edit whose shape would be empty or invalid is refused with the reason, never applied. Each
// change names the map-space rectangle it touches.
#include "model/book.hpp"
#include "model/commands/resolving_command.hpp"
#include "model/freeform/shapes.hpp"

#include <string>

namespace sandtable {

// Adds an area of `terrain` (an area entry of the map's catalogue); the new id is the command's
// created id.
[[nodiscard]] Edit make_add_area(const Book& book, const std::string& map_id, const std::string& terrain, const MultiPolygon& shape);
[[nodiscard]] Edit make_set_area_shape(const Book& book, const std::string& map_id, const std::string& area_id, const MultiPolygon& shape);
// The second area's shape joins the first's, and the second goes: both must be of one terrain.
[[nodiscard]] Edit make_unite_areas(const Book& book, const std::string& map_id, const std::string& kept, const std::string& merged);
[[nodiscard]] Edit make_remove_area(const Book& book, const std::string& map_id, const std::string& area_id);

}  // namespace sandtable
