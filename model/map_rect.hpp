#pragma once
// An axis-aligned rectangle of map space (corners included), for what a change covers on a map
// without hexes.
#include "model/map_point.hpp"

#include <algorithm>

namespace sandtable {

struct MapRect {
    MapPoint min;
    MapPoint max;
    friend constexpr bool operator==(const MapRect&, const MapRect&) = default;
};

// The smallest rectangle holding both.
[[nodiscard]] constexpr MapRect unite(const MapRect& a, const MapRect& b) {
    return {{std::min(a.min.x, b.min.x), std::min(a.min.y, b.min.y)}, {std::max(a.max.x, b.max.x), std::max(a.max.y, b.max.y)}};
}

}  // namespace sandtable
