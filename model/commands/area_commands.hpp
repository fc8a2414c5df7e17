#pragma once
// Undoable edits of a free-form map's terrain areas: add one, give one a new shape, unite two of
// one terrain, take one away. A shape is snapped and checked first (model/freeform/polygon_ops.hpp):
// an edit whose shape would be empty or invalid is refused with the reason, never applied. Each
// change names the map-space rectangle it touches.
#include "model/book.hpp"
#include "model/commands/resolving_command.hpp"
#include "model/freeform/shapes.hpp"

#include <optional>
#include <string>

namespace sandtable {

// Adds an area of `terrain` (an area entry of the map's catalogue); the new id is the command's
// created id.
[[nodiscard]] Edit make_add_area(const Book& book, const std::string& map_id, const std::string& terrain, const MultiPolygon& shape);
[[nodiscard]] Edit make_set_area_shape(const Book& book, const std::string& map_id, const std::string& area_id, const MultiPolygon& shape);
// The second area's shape joins the first's, and the second goes: both must be of one terrain.
[[nodiscard]] Edit make_unite_areas(const Book& book, const std::string& map_id, const std::string& kept, const std::string& merged);
// The second area's shape is cut out of the first's; the second stays as it was.
[[nodiscard]] Edit make_subtract_area(const Book& book, const std::string& map_id, const std::string& from, const std::string& taken);
// The area cut in two along the line (model/freeform/polygon_ops.hpp split): it keeps one part,
// its level and its crest, and a new area of its terrain and level takes the other (the new id is
// the command's created id).
[[nodiscard]] Edit make_split_area(const Book& book, const std::string& map_id, const std::string& area_id, const Polyline& cut);
// Vertices closer than `tolerance` map units to the line between their neighbours dropped.
[[nodiscard]] Edit make_simplify_area(const Book& book, const std::string& map_id, const std::string& area_id, double tolerance);
// A hill's level (1 is the lowest; none for terrain without one) and crest line (empty for none).
[[nodiscard]] Edit make_set_hill(const Book& book, const std::string& map_id, const std::string& area_id, std::optional<int> level,
                                 const Polyline& crest);
[[nodiscard]] Edit make_remove_area(const Book& book, const std::string& map_id, const std::string& area_id);

}  // namespace sandtable
