#pragma once
// Coordinates as the native format writes them: "x,y x,y ...", numbers with no space around the
// comma, points apart by whitespace. The parser says where a bad coordinate starts, so the reader
// can name its line and column (Boost.Geometry's WKT reader gives no position).
#include "model/map_point.hpp"

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct CoordinateError {
    std::size_t offset = 0;  // in the text, where the bad point starts
    std::string message;
};

struct ParsedCoordinates {
    std::vector<MapPoint> points;
    std::vector<CoordinateError> errors;  // at most one: parsing stops at the first
    explicit operator bool() const { return errors.empty(); }
};

[[nodiscard]] ParsedCoordinates parse_coordinates(std::string_view text);

// The shortest text that reads back to the same points.
[[nodiscard]] std::string coordinate_text(std::span<const MapPoint> points);

}  // namespace sandtable
