#pragma once
// How much of a piece's footprint lies where: on the map, under a terrain, under another piece.
// Pub Battles decides by the majority of the piece ("Be in only 1 type of terrain: the type under
// the majority of the piece"; "Move where the majority of the piece can fit").
#include "model/freeform/piece_footprint.hpp"
#include "model/freeform/shape_index.hpp"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

// The footprint as a closed, correctly turned polygon.
[[nodiscard]] Polygon footprint_polygon(const PieceFootprint& footprint);
[[nodiscard]] double footprint_area(const PieceFootprint& footprint);
// The share (0 to 1) of the footprint inside the rectangle.
[[nodiscard]] double share_inside(const PieceFootprint& footprint, const MapRect& extent);
// A map's areas with an R-tree of their bounds, built once for the many footprints a check
// measures against them.
class AreaLookup {
public:
    explicit AreaLookup(const FreeformMap& map);
    // Only the areas whose bounds meet `within`: for work confined to a part of a large map.
    AreaLookup(const FreeformMap& map, const MapRect& within);
    // The areas whose bounds meet the rectangle.
    [[nodiscard]] std::vector<const TerrainArea*> near(const MapRect& rect) const;

private:
    const FreeformMap& map_;
    ShapeIndex index_;
};

// The share of the footprint under the areas of a terrain entry (capped at 1 where they overlap).
[[nodiscard]] double share_of_terrain(const AreaLookup& areas, const PieceFootprint& footprint, std::string_view terrain);
// The area two footprints share (0 when they only touch).
[[nodiscard]] double overlap_area(const PieceFootprint& a, const PieceFootprint& b);
// The share of the footprint under each area terrain it meets, and (under "") the share under
// no area at all: open ground.
[[nodiscard]] std::map<std::string, double> terrain_shares(const AreaLookup& areas, const PieceFootprint& footprint);
[[nodiscard]] MapRect bounds_of(const PieceFootprint& footprint);

}  // namespace sandtable
