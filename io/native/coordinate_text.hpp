#pragma once
// Coordinates as the native format writes them: "x,y x,y ...", numbers with no space around the
// comma, points apart by whitespace. The parser says where a bad coordinate starts, so the reader
// can name its line and column (Boost.Geometry's WKT reader gives no position).
#include "model/map_point.hpp"
#include "model/outcome.hpp"

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

// Why a text is not coordinates: the first bad point (parsing stops there) and where it starts.
struct CoordinateFailure : Failure {
    std::size_t offset = 0;  // in the text, where the bad point starts
};

using ParsedCoordinates = Outcome<std::vector<MapPoint>, CoordinateFailure>;

[[nodiscard]] ParsedCoordinates parse_coordinates(std::string_view text);

// The shortest text that reads back to the same points.
[[nodiscard]] std::string coordinate_text(std::span<const MapPoint> points);

}  // namespace sandtable
