#pragma once
// Undoable edits of a free-form map's lines, points, named locations and entry edges, and of its
// extent and measures. Each is refused with the reason when it would leave the map unfit (a line of
// fewer than two distinct points, a terrain of the wrong kind, an entry edge off the border), and
// each change names the map-space rectangle it touches.
#include "model/book.hpp"
#include "model/commands/resolving_command.hpp"
#include "model/freeform/shapes.hpp"

#include <string>

namespace sandtable {

// Lines of a line entry of the catalogue; the new id is the command's created id.
[[nodiscard]] Edit make_add_line(const Book& book, const std::string& map_id, const std::string& terrain, const std::string& name,
                                 const Polyline& line);
[[nodiscard]] Edit make_set_line_points(const Book& book, const std::string& map_id, const std::string& line_id, const Polyline& line);
[[nodiscard]] Edit make_remove_line(const Book& book, const std::string& map_id, const std::string& line_id);

// Points of a point entry (bridges, fords).
[[nodiscard]] Edit make_add_point(const Book& book, const std::string& map_id, const std::string& terrain, const std::string& name,
                                  MapPoint at);
[[nodiscard]] Edit make_move_point(const Book& book, const std::string& map_id, const std::string& point_id, MapPoint at);
[[nodiscard]] Edit make_remove_point(const Book& book, const std::string& map_id, const std::string& point_id);

// Named locations: a point, or a circle when radius is above 0.
[[nodiscard]] Edit make_add_location(const Book& book, const std::string& map_id, const std::string& name, MapPoint at, double radius);
[[nodiscard]] Edit make_set_location(const Book& book, const std::string& map_id, const std::string& location_id, const std::string& name,
                                     MapPoint at, double radius);
[[nodiscard]] Edit make_remove_location(const Book& book, const std::string& map_id, const std::string& location_id);

// Entry edges: a stretch of the extent's border from `from` to `to` (model/freeform/map_border.hpp).
[[nodiscard]] Edit make_add_entry_edge(const Book& book, const std::string& map_id, const std::string& name, double from, double to);
[[nodiscard]] Edit make_remove_entry_edge(const Book& book, const std::string& map_id, const std::string& edge_id);

// The map's rectangle; refused when an entry edge would no longer lie on its border.
[[nodiscard]] Edit make_set_extent(const Book& book, const std::string& map_id, const MapRect& extent);
// Foot and Mounted moves and the piece's size; 0 leaves one unset, a negative one is refused.
[[nodiscard]] Edit make_set_measures(const Book& book, const std::string& map_id, const MapMeasures& measures);

}  // namespace sandtable
