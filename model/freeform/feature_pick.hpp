#pragma once
// Which feature of a free-form map lies under a point, as a click picks it: a point feature or a
// named location within reach (or inside the location's circle) first, then a line or a hill's
// crest within reach, then the area holding the point (the highest level, and of one level the
// one drawn last, which is on top), then an entry edge within reach of its stretch of border.
#include "model/freeform/freeform_map.hpp"

#include <optional>
#include <string>

namespace sandtable {

enum class FeatureKind { Area, Line, Point, Location, EntryEdge };

struct FeatureRef {
    FeatureKind kind = FeatureKind::Area;
    std::string id;
    friend bool operator==(const FeatureRef&, const FeatureRef&) = default;
};

[[nodiscard]] std::optional<FeatureRef> feature_at(const FreeformMap& map, MapPoint at, double reach);

// The rectangle a feature covers (an entry edge: its stretch of border); nothing when the map
// has no feature of that reference.
[[nodiscard]] std::optional<MapRect> feature_bounds(const FreeformMap& map, const FeatureRef& feature);

}  // namespace sandtable
