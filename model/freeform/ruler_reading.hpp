#pragma once
// What the ruler says about a distance on a free-form map: map units, and Foot and Mounted moves
// when the map's measures give them (Pub Battles measures every move in those lengths).
#include "model/freeform/freeform_map.hpp"

#include <optional>
#include <string>

namespace sandtable {

struct RulerReading {
    double distance = 0.0;  // map units
    std::optional<double> foot_moves;
    std::optional<double> mounted_moves;
};

[[nodiscard]] RulerReading read_ruler(MapPoint from, MapPoint to, const MapMeasures& measures);
// "250 map units = 1.25 Foot moves = 0.62 Mounted moves"; the moves left out when unset.
[[nodiscard]] std::string ruler_text(const RulerReading& reading);

}  // namespace sandtable
