#pragma once
#include "model/map_point.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace sandtable {

enum class LocationKind { Hex, Area, Edge, With, Point };

// Where a unit is or arrives: a hex (by its label on the scenario's map), an area, or a named map
// edge; or, for an arrival only, together with a unit (its id), wherever that unit is then; or, on
// a free-form map, a point of map space.
struct Location {
    Location() = default;
    Location(LocationKind kind_of, std::string where) : kind(kind_of), ref(std::move(where)) {}
    explicit Location(MapPoint point) : kind(LocationKind::Point), at(point) {}

    LocationKind kind = LocationKind::Hex;
    std::string ref;  // empty for a point
    MapPoint at;      // used when kind == LocationKind::Point
    friend bool operator==(const Location&, const Location&) = default;
};

[[nodiscard]] std::string_view to_string(LocationKind kind);  // "hex", "area", "edge", "with", "point"
[[nodiscard]] std::optional<LocationKind> location_kind_from_string(std::string_view text);

}  // namespace sandtable
