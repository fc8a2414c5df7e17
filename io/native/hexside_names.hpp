#pragma once
// Hexsides are written as LABEL/SIDE, with SIDE a compass name that fits the hex orientation:
// flat top N NE SE S SW NW, pointy top NE E SE SW W NW.
#include "model/hex/hex_geometry.hpp"

#include <optional>
#include <string_view>

namespace sandtable {

[[nodiscard]] std::string_view hexside_direction_name(HexOrientation orientation, int direction);
[[nodiscard]] std::optional<int> hexside_direction_from_name(HexOrientation orientation, std::string_view name);

}  // namespace sandtable
