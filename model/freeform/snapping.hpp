#pragma once
// Snapping while drawing on a free-form map: a point put down near a vertex or an edge of another
// feature (an area's rings, a hill's crest, a line, a point feature) or near the map's border goes
// exactly onto it, so that neighbours share their boundary and roads meet. A vertex within reach
// wins over any edge within reach; the nearer of two wins otherwise.
#include "model/freeform/freeform_map.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace sandtable {

enum class SnapKind { Vertex, Edge };

struct Snap {
    MapPoint at;
    SnapKind kind = SnapKind::Vertex;
    std::string feature;  // the id of the area, line or point; "border" for the map's border
};

inline constexpr std::string_view kBorderFeature = "border";

// Where a point put down at `at` snaps to within `reach` map units; nothing when no feature is that
// near. The feature `skip` (the one being edited) is not snapped to.
[[nodiscard]] std::optional<Snap> snap_point(const FreeformMap& map, MapPoint at, double reach, std::string_view skip = {});

}  // namespace sandtable
